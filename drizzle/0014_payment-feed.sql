-- The admin's review queue (payments and subscriptions waiting for approval) is counted on every admin page.
CREATE INDEX "subscriptions_pending_idx" ON "subscriptions" USING btree ("created_at" DESC NULLS LAST) WHERE "subscriptions"."is_active" = false;
--> statement-breakpoint
-- The review queue on the admin feed (migration 0009's channel): a new payment request, a new subscription,
-- and a decision on either (approval updates the row, rejection deletes it; an organization deleted takes its
-- rows with it) notify admin_feed once per statement, at commit, so the counts on open admin pages follow.
-- The payload names the kind and how many rows; listeners read the counts again themselves.
CREATE OR REPLACE FUNCTION admin_feed_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_count integer;
BEGIN
  SELECT count(*) INTO changed_count FROM changed;
  IF changed_count > 0 THEN
    PERFORM pg_notify('admin_feed', json_build_object('kind', TG_ARGV[0], 'count', changed_count)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payment_requests_admin_feed AFTER INSERT ON payment_requests
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION admin_feed_notify_changed('payment');
--> statement-breakpoint
CREATE TRIGGER subscriptions_admin_feed AFTER INSERT ON subscriptions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION admin_feed_notify_changed('subscription');
--> statement-breakpoint
CREATE TRIGGER payment_requests_reviewed_admin_feed AFTER UPDATE ON payment_requests
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION admin_feed_notify_changed('review');
--> statement-breakpoint
CREATE TRIGGER payment_requests_removed_admin_feed AFTER DELETE ON payment_requests
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION admin_feed_notify_changed('review');
--> statement-breakpoint
CREATE TRIGGER subscriptions_reviewed_admin_feed AFTER UPDATE ON subscriptions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION admin_feed_notify_changed('review');
--> statement-breakpoint
CREATE TRIGGER subscriptions_removed_admin_feed AFTER DELETE ON subscriptions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION admin_feed_notify_changed('review');
