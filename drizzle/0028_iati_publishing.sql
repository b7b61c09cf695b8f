ALTER TABLE "profiles" ADD COLUMN "iati_self_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_funders" ADD COLUMN "identifier" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_iati_self_published_check" CHECK (not "profiles"."iati_self_published" or ("profiles"."registration_agency" is not null and "profiles"."registration_number" is not null));--> statement-breakpoint
-- Issue 37: an NGO funder is national (22) or international (21). Every NGO went out as international so far:
-- those linked to a profile on the platform that is not a foreign organization are Ugandan; the rest keep what
-- they published (international) until their organization says otherwise.
UPDATE "project_funders" SET "type" = 'international_ngo'
WHERE "type" = 'ngo' AND NOT EXISTS (
  SELECT 1 FROM "profiles" WHERE "profiles"."id" = "project_funders"."profile_id"
    AND "profiles"."organization_type" IS DISTINCT FROM 'Foreign Organization'
);
