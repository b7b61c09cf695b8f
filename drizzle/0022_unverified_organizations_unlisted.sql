-- Registration no longer tells whether an address has an account (issue 33 item 1): an organization is shown,
-- and holds its name, only once its address is verified (profiles.listed; claimOrganizationName). The unique
-- index holds the keys of listed profiles only, so any number of unverified registrations may wait on one
-- name; the first to verify takes it. Accounts not verified today are hidden until they are.
DROP INDEX "profiles_name_key_unique";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_name_key_unique" ON "profiles" USING btree ("name_key") WHERE "profiles"."name_key" <> '' and "profiles"."listed";--> statement-breakpoint
UPDATE "profiles" SET "listed" = false FROM "users"
  WHERE "users"."id" = "profiles"."id" AND NOT "users"."email_verified";--> statement-breakpoint
UPDATE "organizations" SET "listed" = false FROM "profiles"
  WHERE "profiles"."organization_id" = "organizations"."id" AND NOT "profiles"."listed";