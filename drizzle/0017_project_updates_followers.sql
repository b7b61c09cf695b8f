CREATE TABLE "follow_deliveries" (
	"follower_id" uuid NOT NULL,
	"update_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "follow_deliveries_follower_id_update_id_pk" PRIMARY KEY("follower_id","update_id")
);
--> statement-breakpoint
CREATE TABLE "follow_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"follower_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"project_id" uuid,
	"organization_id" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followers_one_target" CHECK (("followers"."project_id" is null) <> ("followers"."organization_id" is null))
);
--> statement-breakpoint
CREATE TABLE "project_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_deliveries" ADD CONSTRAINT "follow_deliveries_follower_id_followers_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."followers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_deliveries" ADD CONSTRAINT "follow_deliveries_update_id_project_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."project_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_tokens" ADD CONSTRAINT "follow_tokens_follower_id_followers_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."followers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followers" ADD CONSTRAINT "followers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followers" ADD CONSTRAINT "followers_organization_id_profiles_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_deliveries_update_idx" ON "follow_deliveries" USING btree ("update_id");--> statement-breakpoint
CREATE INDEX "follow_deliveries_pending_idx" ON "follow_deliveries" USING btree ("created_at") WHERE "follow_deliveries"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "follow_deliveries_sent_idx" ON "follow_deliveries" USING btree ("follower_id","sent_at");--> statement-breakpoint
CREATE INDEX "follow_tokens_follower_idx" ON "follow_tokens" USING btree ("follower_id");--> statement-breakpoint
CREATE UNIQUE INDEX "followers_email_project_idx" ON "followers" USING btree ("email","project_id") WHERE "followers"."project_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "followers_email_organization_idx" ON "followers" USING btree ("email","organization_id") WHERE "followers"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "followers_project_idx" ON "followers" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "followers_organization_idx" ON "followers" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "followers_unconfirmed_idx" ON "followers" USING btree ("created_at") WHERE "followers"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "project_updates_project_idx" ON "project_updates" USING btree ("project_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "project_updates_created_at_idx" ON "project_updates" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- A progress update shows on public pages (the project, its organization, home, the feeds): a change empties
-- the instances' page caches (migration 0011's function, docs/decisions/0005). Followers show on none.
CREATE TRIGGER project_updates_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_updates
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_notify();
