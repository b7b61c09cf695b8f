ALTER TABLE "project_funders" ADD COLUMN "amount" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "project_funders" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dashboard_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dashboard_previous_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_funders" ADD CONSTRAINT "project_funders_amount_check" CHECK (("project_funders"."amount" is null) = ("project_funders"."currency" is null) and ("project_funders"."amount" is null or "project_funders"."amount" > 0));