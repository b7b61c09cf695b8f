import { eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { subscriptionRequests } from "~/db/schema";
import type { PaymentMethod } from "~/domain/subscription-lifecycle";
import { approvePaymentRequest } from "~/services/payments/approve-payment-request.server";
import { rejectPaymentRequest } from "~/services/payments/reject-payment-request.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { loadContext } from "../setup/app-env";
import { isoDay, ownerActor, type TestOrganizationUser, type TestUser } from "../setup/factories";
import { type Outcome, toOutcome } from "../setup/routes";

/**
 * The admin billing tests' steps (issue 34), each the app's own: an organization reports a payment through
 * submitPaymentRequest, an administrator decides it through the approve and reject services.
 */

let sequence = 0;

/** An MTN Mobile Money Transaction ID (10 digits) no other request of this test process uses. */
export function nextTransactionId(): string {
  sequence += 1;
  return String(7_000_000_000 + (Date.now() % 1_000_000) * 1000 + sequence).slice(0, 10);
}

/** A PDF proof of payment (a file the proof check takes). */
export const pdfProof = () =>
  new File(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], "receipt.pdf", { type: "application/pdf" });

/** The organization reports a payment (by default MTN, UGX, paid today, no proof); returns its request. */
export async function submitRequest(
  org: TestOrganizationUser,
  options: {
    transactionId?: string;
    method?: PaymentMethod;
    currency?: "UGX" | "USD";
    paidOn?: string;
    proof?: File | null;
  } = {},
): Promise<{ requestId: string; proofUrl: string | null; transactionId: string }> {
  const transactionId = options.transactionId ?? nextTransactionId();
  const result = await submitPaymentRequest({
    user: ownerActor(org),
    input: {
      method: options.method ?? "mtn",
      transactionId,
      currency: options.currency ?? "UGX",
      paidOn: options.paidOn ?? isoDay(),
    },
    proof: options.proof ?? null,
  });
  if (!result.ok) throw new Error(`submit refused: ${result.reason} (${result.description})`);
  return { requestId: result.requestId, proofUrl: result.proofUrl, transactionId };
}

const actor = (admin: TestUser) => ({ id: admin.userId, email: admin.email });

export async function approveRequest(admin: TestUser, requestId: string) {
  const result = await approvePaymentRequest({ admin: actor(admin), requestId });
  if (!result.ok) throw new Error(`approve refused: ${result.reason}`);
  return result;
}

export async function rejectRequest(
  admin: TestUser,
  requestId: string,
  reason = "The payment has not arrived",
) {
  const result = await rejectPaymentRequest({ admin: actor(admin), requestId, reason });
  if (!result.ok) throw new Error(`reject refused: ${result.reason}`);
  return result;
}

/**
 * An approved request's period moved (its status unchanged): to make an organization's subscription end on
 * `endDate` (in the past: expired; within 30 days: expiring).
 */
export async function setPeriod(requestId: string, startDate: string, endDate: string) {
  await getDb()
    .update(subscriptionRequests)
    .set({ startDate, endDate })
    .where(eq(subscriptionRequests.id, requestId));
}

/** One request as stored. */
export async function requestRow(id: string) {
  const [row] = await getDb().select().from(subscriptionRequests).where(eq(subscriptionRequests.id, id));
  return row;
}

/** Every request and history row, as text: what a refused write must leave exactly as it was. */
export async function billingFingerprint() {
  const result = await getDb().execute<{ requests: string | null; history: string | null }>(sql`
    select
      (select string_agg(r::text, '|' order by r.id) from subscription_requests r) as requests,
      (select string_agg(h::text, '|' order by h.id) from subscription_request_history h) as history`);
  return result.rows[0];
}

/** The requests counted per status, straight from the table. */
export async function directRequestCounts(): Promise<Record<string, number>> {
  const result = await getDb().execute<{ status: string; count: number }>(
    sql`select status, count(*)::int as count from subscription_requests group by status`,
  );
  return Object.fromEntries(result.rows.map((row) => [row.status, Number(row.count)]));
}

/**
 * The organizations ever approved counted per state today, straight from the table: active while the last
 * approved end date is more than 30 days away, expiring within 30 days (today included), expired before today.
 */
export async function directStateCounts(today = isoDay()): Promise<Record<string, number>> {
  const result = await getDb().execute<{ state: string; count: number }>(sql`
    select state, count(*)::int as count from (
      select case
        when max(end_date) < ${today}::date then 'expired'
        when max(end_date) - ${today}::date <= 30 then 'expiring'
        else 'active' end as state
      from subscription_requests
      where status = 'approved' and organization_id is not null
      group by organization_id
    ) states group by state`);
  return Object.fromEntries(result.rows.map((row) => [row.state, Number(row.count)]));
}

// biome-ignore lint/suspicious/noExplicitAny: route modules' own argument types differ per route
type Handler = (args: any) => Promise<unknown> | unknown;

/** Calls a loader or action of a route with parameters (the panel's :id), as React Router does. */
export async function callWith(
  handler: Handler,
  request: Request,
  params: Record<string, string>,
): Promise<Outcome> {
  try {
    return toOutcome(await handler({ request, params, context: loadContext("1.2.3.4") }));
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string })?.type === "DataWithResponseInit") {
      return toOutcome(thrown);
    }
    throw thrown;
  }
}
