import { beforeAll, expect, it } from "vitest";
import { loader as reviewLoader } from "~/routes/admin/payment-review";
import { loader as paymentsLoader } from "~/routes/admin/payments";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, isoDay, ownerActor, type TestOrganizationUser } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { callWith, rejectRequest, submitRequest } from "./admin-billing-helpers";
import { call, getRequest } from "./auth-helpers";

useTempDataDir();

let admin: TestOrganizationUser;
let first: TestOrganizationUser;
let second: TestOrganizationUser;
let loyal: TestOrganizationUser;
let other: TestOrganizationUser;

const SHARED = "MP261119.1432.B73915";

type QueueItem = {
  id: string;
  organizationName: string;
  transactionId: string;
  sameTransactionCount: number;
};

async function queue(status = "all"): Promise<QueueItem[]> {
  const result = await call(paymentsLoader, getRequest(`/admin/payments?status=${status}`, admin.cookie));
  return (result.data as { list: { items: QueueItem[] } }).list.items;
}

async function review(id: string) {
  const result = await callWith(reviewLoader, getRequest(`/admin/payments/${id}`, admin.cookie), { id });
  return (
    result.data as {
      review: { sameTransaction: Array<{ id: string; organizationName: string; status: string }> };
    }
  ).review;
}

describeEachDatabase("a transaction ID given before is flagged in the queue and on the review panel", () => {
  let firstId: string;
  let secondId: string;
  let loyalIds: string[];

  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "REVIEW ADMIN", admin: true });
    first = await createOrganizationUser({ organizationName: "FIRST PAYER" });
    second = await createOrganizationUser({ organizationName: "SECOND CLAIMANT" });
    loyal = await createOrganizationUser({ organizationName: "RETRYING ORG" });
    other = await createOrganizationUser({ organizationName: "UNRELATED ORG" });

    // FIRST PAYER gives an Airtel TID; while it waits, nobody else may give it.
    firstId = (await submitRequest(first, { method: "airtel", transactionId: SHARED })).requestId;
    const refused = await submitPaymentRequest({
      user: ownerActor(second),
      input: { method: "airtel", transactionId: SHARED.toLowerCase(), currency: "UGX", paidOn: isoDay() },
    });
    expect(refused).toMatchObject({ ok: false, reason: "transaction-used" });
    // Rejected (the money never came), the ID is free to be claimed again: SECOND CLAIMANT gives it, typed in
    // lower case with spaces around it.
    await rejectRequest(admin, firstId);
    secondId = (
      await submitRequest(second, { method: "airtel", transactionId: `  ${SHARED.toLowerCase()} ` })
    ).requestId;
    // RETRYING ORG gives its own ID again after a rejection: given before too (by itself).
    const ownId = "7845123690";
    const rejected = await submitRequest(loyal, { transactionId: ownId });
    await rejectRequest(admin, rejected.requestId);
    const again = await submitRequest(loyal, { transactionId: ownId });
    loyalIds = [rejected.requestId, again.requestId];
    await submitRequest(other);
  });

  it("marks each request whose ID another request gave, in any case and spacing, and no other", async () => {
    const byId = Object.fromEntries((await queue()).map((item) => [item.id, item.sameTransactionCount]));
    expect(byId[firstId]).toBe(1);
    expect(byId[secondId]).toBe(1);
    expect(byId[loyalIds[0]!]).toBe(1);
    expect(byId[loyalIds[1]!]).toBe(1);
    const unrelated = (await queue()).find((item) => item.organizationName === "UNRELATED ORG");
    expect(unrelated?.sameTransactionCount).toBe(0);
    // The queue of what waits shows the mark too.
    const waiting = await queue("submitted");
    expect(waiting.find((item) => item.id === secondId)?.sameTransactionCount).toBe(1);
  });

  it("lists on the panel the other requests with that ID, of whom and how they ended", async () => {
    expect((await review(secondId)).sameTransaction).toEqual([
      expect.objectContaining({ id: firstId, organizationName: "FIRST PAYER", status: "rejected" }),
    ]);
    expect((await review(firstId)).sameTransaction).toEqual([
      expect.objectContaining({ id: secondId, organizationName: "SECOND CLAIMANT", status: "submitted" }),
    ]);
    expect((await review(loyalIds[1]!)).sameTransaction).toEqual([
      expect.objectContaining({ id: loyalIds[0], organizationName: "RETRYING ORG", status: "rejected" }),
    ]);
    const unrelated = (await queue()).find((item) => item.organizationName === "UNRELATED ORG")!;
    expect((await review(unrelated.id)).sameTransaction).toEqual([]);
  });
});
