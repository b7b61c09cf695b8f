-- Admin rights move from an email address to the account that holds it. Rows whose email no account uses are
-- dropped: they are exactly what let anyone who registered that address first become an administrator.
ALTER TABLE "admin_settings" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
UPDATE "admin_settings" SET "user_id" = "users"."id" FROM "users" WHERE "users"."email" = "admin_settings"."admin_email";--> statement-breakpoint
DELETE FROM "admin_settings" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_settings_user_id_idx" ON "admin_settings" USING btree ("user_id");
