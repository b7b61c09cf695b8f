CREATE TABLE "organization_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_invitations_role_check" CHECK ("organization_invitations"."role" in ('owner', 'editor', 'finance'))
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"role" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_role_check" CHECK ("organization_members"."role" in ('owner', 'editor', 'finance'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_profiles_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_profiles_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_token_idx" ON "organization_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_open_idx" ON "organization_invitations" USING btree ("organization_id","email") WHERE "organization_invitations"."accepted_at" is null and "organization_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "organization_invitations_organization_idx" ON "organization_invitations" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organization_members_organization_idx" ON "organization_members" USING btree ("organization_id","role");--> statement-breakpoint
CREATE INDEX "admin_audit_log_organization_idx" ON "admin_audit_log" USING btree ("organization_id","created_at" DESC NULLS LAST) WHERE "admin_audit_log"."organization_id" is not null;--> statement-breakpoint
-- Today's single account of each organization becomes its owner (issue 35): its profile's id is its user id.
INSERT INTO organization_members (user_id, organization_id, role)
  SELECT profiles.id, profiles.id, 'owner' FROM profiles
  ON CONFLICT (user_id) DO NOTHING;
--> statement-breakpoint
-- Whatever registers an organization (the app, the seed, a script, a test), the account its profile belongs to
-- starts as its owner.
CREATE OR REPLACE FUNCTION organization_founder_is_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organization_members (user_id, organization_id, role)
    VALUES (NEW.id, NEW.id, 'owner')
    ON CONFLICT (user_id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_founder_is_owner AFTER INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION organization_founder_is_owner();
--> statement-breakpoint
-- An organization keeps an owner: a commit that leaves an organization that still exists without one (its last
-- owner left, was demoted or removed) is refused, whatever wrote it. Deleting the organization (its profile)
-- takes its members with it and is not refused.
CREATE OR REPLACE FUNCTION organization_keeps_an_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM profiles WHERE profiles.id = OLD.organization_id)
    AND NOT EXISTS (
      SELECT 1 FROM organization_members members
      WHERE members.organization_id = OLD.organization_id AND members.role = 'owner'
    ) THEN
    RAISE EXCEPTION 'organization % would have no owner', OLD.organization_id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organization_members_owner_kept AFTER UPDATE OR DELETE ON organization_members
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION organization_keeps_an_owner();
