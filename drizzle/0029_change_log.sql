-- The changes feed's log (docs/decisions/0027): a row per public record created, updated or deleted, written by
-- the triggers below whatever wrote the record, with the writing transaction's id (xid8). The feed reads it in
-- (xid, seq) order, only below the oldest transaction still running, and pages on the last row it returned.
CREATE TABLE "change_log" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"change" text NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_log_swept" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"xid" "xid8" NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_log_position_idx" ON "change_log" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "change_log_at_idx" ON "change_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "change_log_record_idx" ON "change_log" USING btree ("record_id","xid");--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "open_data_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "projects" SET "open_data_updated_at" = "updated_at";--> statement-breakpoint
CREATE INDEX "projects_open_data_updated_at_idx" ON "projects" USING btree ("open_data_updated_at");--> statement-breakpoint
-- What the old feed listed for the last 90 days (DELETIONS_KEPT_DAYS), in time order, so a `since` from
-- before this migration still finds it.
INSERT INTO change_log (kind, record_id, change, at)
SELECT kind, id, change, at FROM (
  SELECT 'projects' AS kind, id::text AS id, 'created' AS change, created_at AS at FROM projects
  UNION ALL SELECT 'projects', id::text, 'updated', updated_at FROM projects WHERE updated_at > created_at
  UNION ALL SELECT 'organizations', id, 'created', created_at FROM profiles WHERE name_key <> '' AND listed
  UNION ALL SELECT 'organizations', id, 'updated', updated_at FROM profiles
    WHERE name_key <> '' AND listed AND updated_at > created_at
  UNION ALL SELECT 'events', id::text, 'created', created_at FROM events WHERE is_active
  UNION ALL SELECT 'events', id::text, 'updated', updated_at FROM events WHERE is_active AND updated_at > created_at
  UNION ALL SELECT kind, record_id, 'deleted', deleted_at FROM deleted_records
) recent
WHERE at >= now() - interval '90 days'
ORDER BY at;
--> statement-breakpoint
DROP TRIGGER IF EXISTS projects_deleted ON projects;--> statement-breakpoint
DROP TRIGGER IF EXISTS profiles_deleted ON profiles;--> statement-breakpoint
DROP TRIGGER IF EXISTS organizations_deleted ON organizations;--> statement-breakpoint
DROP TRIGGER IF EXISTS events_deleted ON events;--> statement-breakpoint
DROP TRIGGER IF EXISTS events_paused ON events;--> statement-breakpoint
DROP FUNCTION IF EXISTS record_deletion();--> statement-breakpoint
DROP TABLE "deleted_records" CASCADE;--> statement-breakpoint
-- One row per change; an update only once per transaction and record (the transaction's first row for the
-- record already makes a harvester read it again).
CREATE OR REPLACE FUNCTION log_change(p_kind text, p_id text, p_change text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_change = 'updated' AND EXISTS (
    SELECT 1 FROM change_log c WHERE c.record_id = p_id AND c.xid = pg_current_xact_id() AND c.kind = p_kind
  ) THEN
    RETURN;
  END IF;
  INSERT INTO change_log (kind, record_id, change) VALUES (p_kind, p_id, p_change);
END;
$$;
--> statement-breakpoint
-- A record the public saw before and after is updated (if it changed); one it no longer sees is deleted; one it
-- sees now for the first time (or again) is created.
CREATE OR REPLACE FUNCTION log_visibility(p_kind text, p_id text, was boolean, is_now boolean, changed boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF was AND is_now THEN
    IF changed THEN PERFORM log_change(p_kind, p_id, 'updated'); END IF;
  ELSIF was THEN
    PERFORM log_change(p_kind, p_id, 'deleted');
  ELSIF is_now THEN
    PERFORM log_change(p_kind, p_id, 'created');
  END IF;
END;
$$;
--> statement-breakpoint
-- open_data_updated_at: the project's own writes move it with updated_at; a write that sets it itself (an
-- organization's change, a result's) keeps its value; a raw write of a published column without updated_at
-- moves it too. Only the search columns the triggers keep leave it alone.
CREATE OR REPLACE FUNCTION projects_open_data_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.open_data_updated_at := NEW.updated_at;
  ELSIF NEW.open_data_updated_at IS NOT DISTINCT FROM OLD.open_data_updated_at THEN
    IF NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN
      NEW.open_data_updated_at := NEW.updated_at;
    ELSIF (to_jsonb(NEW) - ARRAY['search_text', 'search_vector'])
          IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['search_text', 'search_vector']) THEN
      NEW.open_data_updated_at := greatest(now(), OLD.open_data_updated_at + interval '1 millisecond');
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER projects_open_data_updated_at BEFORE INSERT OR UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_open_data_updated_at();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM log_change('projects', NEW.id::text, 'created');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM log_change('projects', OLD.id::text, 'deleted');
  ELSIF NEW.open_data_updated_at IS DISTINCT FROM OLD.open_data_updated_at THEN
    PERFORM log_change('projects', NEW.id::text, 'updated');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER projects_log_change AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_log_change();
--> statement-breakpoint
-- What an activity publishes beyond the project's row moved: its open data changed, its own work did not.
CREATE OR REPLACE FUNCTION touch_project_open_data(p_project uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET open_data_updated_at = greatest(now(), open_data_updated_at + interval '1 millisecond')
    WHERE id = p_project;
END;
$$;
--> statement-breakpoint
-- An organization record of the directory: one with a name, listed, that no profile stands for.
CREATE OR REPLACE FUNCTION organization_record_public(p_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM organizations o WHERE o.id = p_id AND o.name_key <> '' AND o.listed
      AND NOT EXISTS (SELECT 1 FROM profiles linked WHERE linked.organization_id = o.id)
  );
$$;
--> statement-breakpoint
-- A profile is in the directory with a name and listed. Its projects publish its name, type, website, address
-- and registration (iati.ts, the API's organization): a change of one of them touches them; its phone does not.
CREATE OR REPLACE FUNCTION profiles_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := false;
  is_now boolean := false;
  changed boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN was := OLD.name_key <> '' AND OLD.listed; END IF;
  IF TG_OP <> 'DELETE' THEN is_now := NEW.name_key <> '' AND NEW.listed; END IF;
  IF TG_OP = 'UPDATE' THEN
    changed := (NEW.organization_name, NEW.organization_brief, NEW.organization_type, NEW.address, NEW.website,
                NEW.logo_url, NEW.registration_agency, NEW.registration_number)
      IS DISTINCT FROM (OLD.organization_name, OLD.organization_brief, OLD.organization_type, OLD.address,
                OLD.website, OLD.logo_url, OLD.registration_agency, OLD.registration_number);
    IF (NEW.organization_name, NEW.organization_type, NEW.website, NEW.address, NEW.registration_agency,
        NEW.registration_number)
       IS DISTINCT FROM (OLD.organization_name, OLD.organization_type, OLD.website, OLD.address,
        OLD.registration_agency, OLD.registration_number) THEN
      UPDATE projects SET open_data_updated_at = greatest(now(), open_data_updated_at + interval '1 millisecond')
        WHERE organization_id = NEW.id;
    END IF;
  END IF;
  PERFORM log_visibility('organizations', coalesce(NEW.id, OLD.id), was, is_now, changed);
  -- The organization record a profile stands for leaves the directory; one it no longer stands for comes back.
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' AND OLD.organization_id IS DISTINCT FROM NEW.organization_id THEN
    IF OLD.organization_id IS NOT NULL AND organization_record_public(OLD.organization_id) THEN
      PERFORM log_change('organizations', OLD.organization_id::text, 'created');
    END IF;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' AND OLD.organization_id IS DISTINCT FROM NEW.organization_id THEN
    IF NEW.organization_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM organizations o WHERE o.id = NEW.organization_id AND o.name_key <> '' AND o.listed
        AND NOT EXISTS (SELECT 1 FROM profiles linked WHERE linked.organization_id = o.id AND linked.id <> NEW.id)
    ) THEN
      PERFORM log_change('organizations', NEW.organization_id::text, 'deleted');
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_log_change AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_log_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION organizations_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  linked boolean := EXISTS (SELECT 1 FROM profiles p WHERE p.organization_id = coalesce(NEW.id, OLD.id));
  was boolean := false;
  is_now boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN was := OLD.name_key <> '' AND OLD.listed AND NOT linked; END IF;
  IF TG_OP <> 'DELETE' THEN is_now := NEW.name_key <> '' AND NEW.listed AND NOT linked; END IF;
  PERFORM log_visibility('organizations', coalesce(NEW.id, OLD.id)::text, was, is_now,
    TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'updated_at' - 'phone') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at' - 'phone'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_log_change AFTER INSERT OR UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION organizations_log_change();
--> statement-breakpoint
-- Events are public while active: pausing one deletes it from the feed, showing it again creates it.
CREATE OR REPLACE FUNCTION events_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := false;
  is_now boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN was := OLD.is_active; END IF;
  IF TG_OP <> 'DELETE' THEN is_now := NEW.is_active; END IF;
  PERFORM log_visibility('events', coalesce(NEW.id, OLD.id)::text, was, is_now,
    TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'sequence') IS DISTINCT FROM (to_jsonb(OLD) - 'sequence'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_log_change AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION events_log_change();
--> statement-breakpoint
-- A project's results, indicators, periods and funders are part of its activity (iati.ts, the API's detail).
CREATE OR REPLACE FUNCTION results_touch_project() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := to_jsonb(OLD); ELSE row_data := to_jsonb(NEW); END IF;
  IF TG_TABLE_NAME IN ('project_results', 'project_funders') THEN
    PERFORM touch_project_open_data((row_data->>'project_id')::uuid);
  ELSIF TG_TABLE_NAME = 'result_indicators' THEN
    PERFORM touch_project_open_data(r.project_id) FROM project_results r WHERE r.id = (row_data->>'result_id')::uuid;
  ELSE
    PERFORM touch_project_open_data(r.project_id)
      FROM result_indicators i JOIN project_results r ON r.id = i.result_id
      WHERE i.id = (row_data->>'indicator_id')::uuid;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER project_results_touch_project AFTER INSERT OR UPDATE OR DELETE ON project_results
  FOR EACH ROW EXECUTE FUNCTION results_touch_project();
--> statement-breakpoint
CREATE TRIGGER result_indicators_touch_project AFTER INSERT OR UPDATE OR DELETE ON result_indicators
  FOR EACH ROW EXECUTE FUNCTION results_touch_project();
--> statement-breakpoint
CREATE TRIGGER indicator_periods_touch_project AFTER INSERT OR UPDATE OR DELETE ON indicator_periods
  FOR EACH ROW EXECUTE FUNCTION results_touch_project();
--> statement-breakpoint
CREATE TRIGGER project_funders_touch_project AFTER INSERT OR UPDATE OR DELETE ON project_funders
  FOR EACH ROW EXECUTE FUNCTION results_touch_project();
