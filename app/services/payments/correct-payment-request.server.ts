import { and, eq } from "drizzle-orm";
import { findRequest } from "~/db/queries/billing.server";
import {
  isTransactionClaimed,
  kampalaToday,
  lockOrganization,
  recordRequestChange,
} from "~/db/queries/subscriptions.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { subscriptionRequests } from "~/db/schema";
import { feeAmount } from "~/domain/payment";
import { SUBSCRIPTION_TEXT, transactionKey } from "~/domain/subscription-lifecycle";
import type { SessionUser } from "../auth.server";
import { deleteStoredFile } from "../storage.server";
import {
  checkPaymentDetails,
  configuredFee,
  isUniqueViolation,
  type PaymentRefusal,
  payingOrganization,
  storeProof,
  transactionUsedRefusal,
} from "./submit-payment-request.server";

export type CorrectionResult = { ok: true } | PaymentRefusal;

const notPending = (): PaymentRefusal => ({
  ok: false,
  reason: "pending",
  title: SUBSCRIPTION_TEXT.notPending,
  description: SUBSCRIPTION_TEXT.notPending,
});

/**
 * The organization corrects its waiting request (issue 34): the same checks as a submission, in one
 * transaction under the organization's lock, and only while the request is still waiting (an administrator
 * deciding meanwhile wins: the correction is refused and changes nothing). A new proof replaces the old one
 * on the request; the old file is kept (nothing erased: the history names it). The history row records which
 * fields changed, from what.
 */
export async function correctPaymentRequest({
  user,
  requestId,
  input,
  proof,
  today = kampalaToday(),
}: {
  user: (Pick<SessionUser, "id" | "organizationId" | "role"> & { email?: string }) | null;
  requestId: string;
  input: Record<string, unknown>;
  proof?: File | null;
  today?: string;
}): Promise<CorrectionResult> {
  const paying = await payingOrganization(user);
  if (!paying.ok) return paying;
  const found = await findRequest(requestId);
  if (!found || found.organizationId !== paying.orgId || found.status !== "submitted") return notPending();
  const checked = checkPaymentDetails(input, today);
  if (!checked.ok) return checked;
  const details = checked.details;
  const key = transactionKey(details.transactionId);
  if (await isTransactionClaimed(key, requestId)) return transactionUsedRefusal();
  const stored = await storeProof(proof);
  if (!stored.ok) return stored;

  try {
    const outcome = await refusableTransaction(async (tx) => {
      if (!(await lockOrganization(paying.orgId, tx))) return notPending();
      const request = await findRequest(requestId, tx);
      if (!request || request.organizationId !== paying.orgId || request.status !== "submitted")
        return notPending();
      if (await isTransactionClaimed(key, requestId, tx)) return transactionUsedRefusal();
      const next = {
        method: details.method,
        transactionId: details.transactionId,
        transactionKey: key,
        currency: details.currency,
        amount: feeAmount(configuredFee(), details.currency),
        paidOn: details.paidOn,
        proofUrl: stored.proofUrl ?? request.proofUrl,
      };
      const changed: Record<string, string | number | null> = {};
      for (const field of ["method", "transactionId", "currency", "amount", "paidOn", "proofUrl"] as const) {
        if (String(request[field] ?? "") !== String(next[field] ?? ""))
          changed[field] = request[field] ?? null;
      }
      await tx
        .update(subscriptionRequests)
        .set(next)
        .where(and(eq(subscriptionRequests.id, requestId), eq(subscriptionRequests.status, "submitted")));
      await recordRequestChange(
        {
          requestId,
          action: "corrected",
          status: "submitted",
          actor: { id: user?.id ?? null, email: user?.email ?? "" },
          detail: changed,
        },
        tx,
      );
      return { ok: true as const };
    });
    if (!outcome.ok) await deleteStoredFile(stored.proofUrl);
    return outcome;
  } catch (error) {
    await deleteStoredFile(stored.proofUrl);
    if (isUniqueViolation(error)) return transactionUsedRefusal();
    throw error;
  }
}
