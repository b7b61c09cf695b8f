-- Projects are searched over name, organization, location, sector and brief. The organization name lives on
-- the owner's profile, so a generated column cannot hold it: triggers keep search_text current instead.
CREATE OR REPLACE FUNCTION projects_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ',
    NEW.name,
    (SELECT organization_name FROM profiles WHERE id = NEW.organization_id),
    NEW.metadata->>'projectImplementer',
    NEW.location,
    NEW.sector,
    NEW.brief));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_search_text BEFORE INSERT OR UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_set_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_refresh_project_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.organization_name IS DISTINCT FROM OLD.organization_name THEN
    UPDATE projects SET search_text = '' WHERE organization_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_project_search_text AFTER UPDATE OF organization_name ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_refresh_project_search_text();
