DROP INDEX "projects_organization_id_idx";--> statement-breakpoint
CREATE INDEX "projects_owner_created_at_idx" ON "projects" USING btree ("organization_id","created_at" DESC NULLS LAST,"id");