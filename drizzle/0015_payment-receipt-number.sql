ALTER TABLE "payment_requests" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_receipt_number_idx" ON "payment_requests" USING btree ("receipt_number");--> statement-breakpoint
-- Receipts (My Account, Billing): a payment request gets its receipt number and approval time from the
-- database the moment it turns approved, whatever wrote it (the Payments or the Subscriptions screen, a
-- script), so numbers are unique and follow the order of approval. A number, once given, never changes.
CREATE SEQUENCE IF NOT EXISTS payment_receipt_number_seq AS integer START 1;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_request_receipt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.approved AND NEW.receipt_number IS NULL THEN
    NEW.receipt_number := nextval('payment_receipt_number_seq');
    NEW.approved_at := coalesce(NEW.approved_at, now());
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payment_requests_receipt BEFORE INSERT OR UPDATE OF approved ON payment_requests
  FOR EACH ROW EXECUTE FUNCTION payment_request_receipt();
--> statement-breakpoint
-- Backfill: requests approved before this migration, numbered in the order they were approved (the audit
-- log's approval, else the subscription's approval with the same reference, else their submission).
WITH approvals AS (
  SELECT request.id,
    coalesce(
      (SELECT min(log.created_at) FROM admin_audit_log log
        WHERE log.action = 'payment.approve' AND log.target_id = request.id::text),
      (SELECT min(log.created_at) FROM admin_audit_log log
        JOIN subscriptions subscription ON log.target_id = subscription.id::text
        WHERE log.action = 'subscription.approve' AND subscription.organization_id = request.org_id
          AND subscription.payment_reference = request.reference_code),
      request.created_at
    ) AS approved_at
  FROM payment_requests request
  WHERE request.approved AND request.receipt_number IS NULL
), numbered AS (
  SELECT id, approved_at, row_number() OVER (ORDER BY approved_at, id) AS receipt_number FROM approvals
)
UPDATE payment_requests SET receipt_number = numbered.receipt_number, approved_at = numbered.approved_at
FROM numbered WHERE payment_requests.id = numbered.id;
--> statement-breakpoint
-- New approvals continue after the backfilled numbers.
SELECT setval('payment_receipt_number_seq', coalesce(max(receipt_number), 1), max(receipt_number) IS NOT NULL)
FROM payment_requests;
