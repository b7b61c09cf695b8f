CREATE TABLE "deleted_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "registration_agency" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "registration_number" text;--> statement-breakpoint
CREATE INDEX "deleted_records_kind_deleted_at_idx" ON "deleted_records" USING btree ("kind","deleted_at");--> statement-breakpoint
CREATE INDEX "profiles_updated_at_idx" ON "profiles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");--> statement-breakpoint
-- Calendars (RFC 5545): an event's SEQUENCE rises with every change of its time, place or state, whatever
-- wrote it; a write cannot set it (it is always carried over from the row before).
CREATE OR REPLACE FUNCTION events_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sequence := OLD.sequence;
  IF (NEW.event_date, NEW.end_date, NEW.event_type, NEW.location, NEW.online_link, NEW.is_active, NEW.title)
     IS DISTINCT FROM
     (OLD.event_date, OLD.end_date, OLD.event_type, OLD.location, OLD.online_link, OLD.is_active, OLD.title) THEN
    NEW.sequence := OLD.sequence + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_sequence BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION events_sequence();
--> statement-breakpoint
-- The changes feed's deletions: a row per record that left the public data, whatever deleted it (cascades
-- from a deleted account too); an event paused counts as gone (the public no longer sees it).
CREATE OR REPLACE FUNCTION record_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deleted_records (kind, record_id) VALUES (TG_ARGV[0], OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER projects_deleted AFTER DELETE ON projects FOR EACH ROW EXECUTE FUNCTION record_deletion('projects');
--> statement-breakpoint
CREATE TRIGGER profiles_deleted AFTER DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION record_deletion('organizations');
--> statement-breakpoint
CREATE TRIGGER organizations_deleted AFTER DELETE ON organizations FOR EACH ROW EXECUTE FUNCTION record_deletion('organizations');
--> statement-breakpoint
CREATE TRIGGER events_deleted AFTER DELETE ON events FOR EACH ROW EXECUTE FUNCTION record_deletion('events');
--> statement-breakpoint
CREATE TRIGGER events_paused AFTER UPDATE OF is_active ON events FOR EACH ROW
  WHEN (OLD.is_active AND NOT NEW.is_active) EXECUTE FUNCTION record_deletion('events');
