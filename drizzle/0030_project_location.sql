ALTER TABLE "projects" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_location_check" CHECK (("projects"."latitude" is null) = ("projects"."longitude" is null)
        and ("projects"."latitude" is null or "projects"."latitude" between -90 and 90)
        and ("projects"."longitude" is null or "projects"."longitude" between -180 and 180));