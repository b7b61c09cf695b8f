CREATE TABLE "subscription_request_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"actor_id" text,
	"actor_email" text DEFAULT '' NOT NULL,
	"reason" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"organization_name" text NOT NULL,
	"submitted_by" text,
	"method" text NOT NULL,
	"transaction_id" text NOT NULL,
	"transaction_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date,
	"proof_url" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"start_date" date,
	"end_date" date,
	"decided_by" text,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"receipt_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_requests_status_check" CHECK ("subscription_requests"."status" in ('submitted', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "subscription_requests_approved_check" CHECK ("subscription_requests"."status" <> 'approved' or ("subscription_requests"."start_date" is not null and "subscription_requests"."end_date" is not null and "subscription_requests"."receipt_number" is not null and "subscription_requests"."decided_at" is not null)),
	CONSTRAINT "subscription_requests_rejected_check" CHECK ("subscription_requests"."status" <> 'rejected' or (coalesce(btrim("subscription_requests"."rejection_reason"), '') <> '' and "subscription_requests"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "subscription_request_history" ADD CONSTRAINT "subscription_request_history_request_id_subscription_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."subscription_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_request_history" ADD CONSTRAINT "subscription_request_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_request_history_request_idx" ON "subscription_request_history" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_requests_organization_idx" ON "subscription_requests" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscription_requests_status_idx" ON "subscription_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscription_requests_transaction_key_idx" ON "subscription_requests" USING btree ("transaction_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_requests_receipt_number_idx" ON "subscription_requests" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_requests_live_transaction_idx" ON "subscription_requests" USING btree ("transaction_key") WHERE "subscription_requests"."status" in ('submitted', 'approved') and "subscription_requests"."method" <> 'unrecorded';--> statement-breakpoint
-- Issue 34: the spec's subscriptions and payment_requests become one lifecycle. Each payment request is paired
-- with the subscription it paid for (same organization, same reference, same state, in order of submission);
-- each pair, and each row left unpaired, becomes one subscription request, keeping its id (receipt addresses
-- stay valid), its receipt number and its dates. Methods were not asked before: "unrecorded", with the
-- reference as the transaction ID and the spec's fee as the amount. A pending request gets its period when
-- it is approved.
CREATE TEMP TABLE legacy_pairs AS
WITH requests AS (
  SELECT request.id, request.org_id, request.approved,
    row_number() OVER (PARTITION BY request.org_id, lower(btrim(request.reference_code)), request.approved
      ORDER BY request.created_at, request.id) AS n,
    lower(btrim(request.reference_code)) AS reference_key
  FROM payment_requests request
), subscriptions_numbered AS (
  SELECT subscription.id, subscription.organization_id, subscription.is_active,
    row_number() OVER (PARTITION BY subscription.organization_id, lower(btrim(subscription.payment_reference)),
      subscription.is_active ORDER BY subscription.created_at, subscription.id) AS n,
    lower(btrim(subscription.payment_reference)) AS reference_key
  FROM subscriptions subscription
)
SELECT requests.id AS request_id, subscriptions_numbered.id AS subscription_id
FROM requests
JOIN subscriptions_numbered ON subscriptions_numbered.organization_id = requests.org_id
  AND subscriptions_numbered.reference_key = requests.reference_key
  AND subscriptions_numbered.is_active = requests.approved
  AND subscriptions_numbered.n = requests.n;
--> statement-breakpoint
INSERT INTO subscription_requests (id, organization_id, organization_name, submitted_by, method, transaction_id,
  transaction_key, amount, currency, proof_url, status, start_date, end_date, decided_by, decided_by_email,
  decided_at, receipt_number, created_at, updated_at)
SELECT request.id, request.org_id, organization.name, request.submitted_by, 'unrecorded', request.reference_code,
  upper(regexp_replace(request.reference_code, '\s+', '', 'g')), 45000, 'UGX',
  coalesce(request.payment_proof_url, subscription.payment_proof_url),
  CASE WHEN request.approved THEN 'approved' ELSE 'submitted' END,
  CASE WHEN request.approved THEN coalesce(subscription.start_date, request.created_at::date) END,
  CASE WHEN request.approved
    THEN coalesce(subscription.end_date, (request.created_at + interval '1 year')::date) END,
  approver.id, subscription.approved_by,
  CASE WHEN request.approved THEN coalesce(request.approved_at, request.created_at) END,
  CASE WHEN request.approved THEN coalesce(request.receipt_number, nextval('payment_receipt_number_seq')) END,
  request.created_at, coalesce(request.approved_at, request.created_at)
FROM payment_requests request
JOIN organizations organization ON organization.id = request.org_id
LEFT JOIN legacy_pairs pair ON pair.request_id = request.id
LEFT JOIN subscriptions subscription ON subscription.id = pair.subscription_id
LEFT JOIN users approver ON lower(approver.email) = lower(subscription.approved_by);
--> statement-breakpoint
INSERT INTO subscription_requests (id, organization_id, organization_name, method, transaction_id,
  transaction_key, amount, currency, proof_url, status, start_date, end_date, decided_by, decided_by_email,
  decided_at, receipt_number, created_at, updated_at)
SELECT subscription.id, subscription.organization_id, organization.name, 'unrecorded',
  subscription.payment_reference, upper(regexp_replace(subscription.payment_reference, '\s+', '', 'g')), 45000,
  'UGX', subscription.payment_proof_url,
  CASE WHEN subscription.is_active THEN 'approved' ELSE 'submitted' END,
  CASE WHEN subscription.is_active THEN subscription.start_date END,
  CASE WHEN subscription.is_active THEN subscription.end_date END,
  approver.id, subscription.approved_by,
  CASE WHEN subscription.is_active THEN subscription.created_at END,
  CASE WHEN subscription.is_active THEN nextval('payment_receipt_number_seq') END,
  subscription.created_at, subscription.created_at
FROM subscriptions subscription
JOIN organizations organization ON organization.id = subscription.organization_id
LEFT JOIN users approver ON lower(approver.email) = lower(subscription.approved_by)
WHERE NOT EXISTS (SELECT 1 FROM legacy_pairs pair WHERE pair.subscription_id = subscription.id);
--> statement-breakpoint
DROP TABLE legacy_pairs;
--> statement-breakpoint
-- Their history: the submission, and the approval where there was one.
INSERT INTO subscription_request_history (request_id, action, status, actor_id, actor_email, detail, created_at)
SELECT request.id, 'submitted', 'submitted', request.submitted_by, coalesce(submitter.email, ''),
  '{"migrated": true}'::jsonb, request.created_at
FROM subscription_requests request
LEFT JOIN users submitter ON submitter.id = request.submitted_by;
--> statement-breakpoint
INSERT INTO subscription_request_history (request_id, action, status, actor_id, actor_email, detail, created_at)
SELECT request.id, 'approved', 'approved', request.decided_by, coalesce(request.decided_by_email, ''),
  jsonb_build_object('migrated', true, 'startDate', request.start_date::text, 'endDate', request.end_date::text),
  request.decided_at
FROM subscription_requests request
WHERE request.status = 'approved';
--> statement-breakpoint
SELECT setval('payment_receipt_number_seq', coalesce(max(receipt_number), 1), max(receipt_number) IS NOT NULL)
FROM subscription_requests;
--> statement-breakpoint
-- Nothing erased: a request is never deleted, by any path.
CREATE OR REPLACE FUNCTION subscription_requests_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'submitted' AND NEW.status IS DISTINCT FROM OLD.status THEN
    RAISE EXCEPTION 'subscription request % is % and cannot change', OLD.id, OLD.status
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Approved, rejected and withdrawn are final: a decision is never undone or replaced.
CREATE TRIGGER subscription_requests_final BEFORE UPDATE OF status ON subscription_requests
  FOR EACH ROW EXECUTE FUNCTION subscription_requests_final();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscription_requests_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'subscription requests are never deleted' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER subscription_requests_kept BEFORE DELETE ON subscription_requests
  FOR EACH ROW EXECUTE FUNCTION subscription_requests_kept();
--> statement-breakpoint
CREATE TRIGGER subscription_requests_kept_truncate BEFORE TRUNCATE ON subscription_requests
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_requests_kept();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscription_request_history_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The one change allowed: an account deleted leaves its rows (actor_id null; actor_email keeps who it was).
  IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL
    AND (NEW.id, NEW.request_id, NEW.action, NEW.status, NEW.actor_email, NEW.reason, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.request_id, OLD.action, OLD.status, OLD.actor_email, OLD.reason, OLD.created_at)
    AND NEW.detail IS NOT DISTINCT FROM OLD.detail THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'subscription request history is never changed' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER subscription_request_history_kept BEFORE UPDATE OR DELETE ON subscription_request_history
  FOR EACH ROW EXECUTE FUNCTION subscription_request_history_kept();
--> statement-breakpoint
-- Every change of status comes with its history row in the same transaction, checked when the transaction
-- commits: a request reaches each status at most once (submitted first, then one final status), so a history
-- row with the request's new status can only have been written with the change itself.
CREATE OR REPLACE FUNCTION subscription_request_history_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM subscription_request_history history
    WHERE history.request_id = NEW.id AND history.status = NEW.status
  ) THEN
    RAISE EXCEPTION 'subscription request % became % without its history row', NEW.id, NEW.status
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER subscription_requests_history_inserted AFTER INSERT ON subscription_requests
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION subscription_request_history_written();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER subscription_requests_history_changed AFTER UPDATE OF status ON subscription_requests
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION subscription_request_history_written();
--> statement-breakpoint
-- The admin feed (migration 0014's function): a new request toasts; a decision, a correction or a withdrawal
-- refreshes the counts on open admin pages.
CREATE TRIGGER subscription_requests_admin_feed AFTER INSERT ON subscription_requests
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION admin_feed_notify_changed('payment');
--> statement-breakpoint
CREATE TRIGGER subscription_requests_reviewed_admin_feed AFTER UPDATE ON subscription_requests
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION admin_feed_notify_changed('review');
--> statement-breakpoint
-- /impact counts active subscriptions: an approval (or an approved row written directly) changes a public page.
CREATE TRIGGER subscription_requests_public_pages AFTER INSERT OR UPDATE ON subscription_requests
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_notify();
