ALTER TABLE "users" ADD COLUMN "sign_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Accounts that have signed in before (a session kept) are greeted as returning on their next sign-in.
UPDATE "users" SET "sign_in_count" = 1 WHERE EXISTS (SELECT 1 FROM "sessions" WHERE "sessions"."user_id" = "users"."id");
