DROP TABLE "payment_requests" CASCADE;--> statement-breakpoint
DROP TABLE "subscriptions" CASCADE;--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "is_paid";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "subscription_expires_at";--> statement-breakpoint
DROP FUNCTION IF EXISTS payment_request_receipt();
