-- The admin pages' live feed: when organizations register (profiles inserted) or projects are created, by
-- whatever path, one notification per statement on channel admin_feed. NOTIFY inside a transaction is delivered
-- only when it commits, so a rolled-back registration never announces itself. The payload names the kind and
-- the count; listeners read the data again themselves.
CREATE OR REPLACE FUNCTION admin_feed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  inserted_count integer;
BEGIN
  SELECT count(*) INTO inserted_count FROM inserted;
  IF inserted_count > 0 THEN
    PERFORM pg_notify('admin_feed', json_build_object('kind', TG_ARGV[0], 'count', inserted_count)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_admin_feed AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION admin_feed_notify('organization');
--> statement-breakpoint
CREATE TRIGGER projects_admin_feed AFTER INSERT ON projects
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION admin_feed_notify('project');
