-- The instances' caches of public pages: any change to what a public page shows (projects, organizations and
-- their profiles, events, subscriptions), by whatever path, sends one notification per statement on channel
-- public_pages; every instance listening drops its cached pages. Delivered only when the transaction commits.
CREATE OR REPLACE FUNCTION public_pages_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_pages', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER projects_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_notify();
--> statement-breakpoint
CREATE TRIGGER profiles_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_notify();
--> statement-breakpoint
CREATE TRIGGER organizations_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_notify();
--> statement-breakpoint
CREATE TRIGGER events_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_notify();
--> statement-breakpoint
CREATE TRIGGER subscriptions_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_notify();
