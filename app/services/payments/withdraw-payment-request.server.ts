import { and, eq } from "drizzle-orm";
import { findRequest } from "~/db/queries/billing.server";
import { lockOrganization, recordRequestChange } from "~/db/queries/subscriptions.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { subscriptionRequests } from "~/db/schema";
import { SUBSCRIPTION_TEXT } from "~/domain/subscription-lifecycle";
import type { SessionUser } from "../auth.server";
import { type PaymentRefusal, payingOrganization } from "./submit-payment-request.server";

/**
 * The organization withdraws its waiting request (issue 34): in one transaction under the organization's
 * lock, only while it still waits; it becomes withdrawn with its history row, and stays in the billing
 * history. The organization may then submit a new one.
 */
export async function withdrawPaymentRequest({
  user,
  requestId,
}: {
  user: (Pick<SessionUser, "id" | "organizationId" | "role"> & { email?: string }) | null;
  requestId: string;
}): Promise<{ ok: true } | PaymentRefusal> {
  const paying = await payingOrganization(user);
  if (!paying.ok) return paying;
  const notPending: PaymentRefusal = {
    ok: false,
    reason: "pending",
    title: SUBSCRIPTION_TEXT.notPending,
    description: SUBSCRIPTION_TEXT.notPending,
  };
  return refusableTransaction(async (tx) => {
    if (!(await lockOrganization(paying.orgId, tx))) return notPending;
    const request = await findRequest(requestId, tx);
    if (!request || request.organizationId !== paying.orgId || request.status !== "submitted")
      return notPending;
    await tx
      .update(subscriptionRequests)
      .set({ status: "withdrawn" })
      .where(and(eq(subscriptionRequests.id, requestId), eq(subscriptionRequests.status, "submitted")));
    await recordRequestChange(
      {
        requestId,
        action: "withdrawn",
        status: "withdrawn",
        actor: { id: user?.id ?? null, email: user?.email ?? "" },
      },
      tx,
    );
    return { ok: true as const };
  });
}
