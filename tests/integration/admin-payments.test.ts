import { beforeAll, expect, it } from "vitest";
import { hasActiveSubscription, listRequestHistory } from "~/db/queries/subscriptions.server";
import { action as reviewAction, loader as reviewLoader } from "~/routes/admin/payment-review";
import { loader as queueLoader } from "~/routes/admin/payments";
import { storedFileExists } from "~/services/storage.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, type TestOrganizationUser } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { billingFingerprint, callWith, pdfProof, requestRow, submitRequest } from "./admin-billing-helpers";
import { call, getRequest, postRequest, toastOf } from "./auth-helpers";

useTempDataDir();

let admin: TestOrganizationUser;
let payer: TestOrganizationUser;
let refused: TestOrganizationUser;

const decide = (id: string, fields: Record<string, string>, cookie = admin.cookie) =>
  callWith(reviewAction, postRequest(`/admin/payments/${id}`, { id, ...fields }, cookie), { id });

describeEachDatabase("admin payments: approve and reject on the review panel", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "BILLING ADMIN", admin: true });
    payer = await createOrganizationUser({ organizationName: "PAYING ORG" });
    refused = await createOrganizationUser({ organizationName: "REFUSED ORG" });
  });

  it("lists what waits for review, oldest first, with organization, amount, method and transaction ID", async () => {
    const empty = await call(queueLoader, getRequest("/admin/payments", admin.cookie));
    expect(empty.data).toMatchObject({
      list: { items: [], total: 0 },
      loadError: false,
      status: "submitted",
    });

    const paid = await submitRequest(payer, { proof: pdfProof() });
    const other = await submitRequest(refused, { proof: pdfProof() });
    const list = await call(queueLoader, getRequest("/admin/payments", admin.cookie));
    const items = (list.data as { list: { items: Record<string, unknown>[] } }).list.items;
    expect(
      items.map((item) => [
        item.organizationName,
        item.transactionId,
        item.amount,
        item.currency,
        item.method,
      ]),
    ).toEqual([
      ["PAYING ORG", paid.transactionId, 45000, "UGX", "mtn"],
      ["REFUSED ORG", other.transactionId, 45000, "UGX", "mtn"],
    ]);
    expect(items.every((item) => item.status === "submitted" && item.sameTransactionCount === 0)).toBe(true);
  });

  it("approving through the panel's action changes that one request only, and the organization may publish", async () => {
    const { items } = (
      (await call(queueLoader, getRequest("/admin/payments", admin.cookie))).data as {
        list: { items: Array<{ id: string; organizationName: string }> };
      }
    ).list;
    const id = items.find((item) => item.organizationName === "PAYING ORG")!.id;
    const otherId = items.find((item) => item.organizationName === "REFUSED ORG")!.id;
    const untouched = await requestRow(otherId);
    expect(await hasActiveSubscription(payer.userId)).toBe(false);

    const outcome = await decide(id, { intent: "approve" });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/payments");
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Payment approved" });
    expect((await toastOf(outcome))?.description).toMatch(/^Active until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await requestRow(id)).toMatchObject({
      status: "approved",
      decidedBy: admin.userId,
      decidedByEmail: admin.email,
    });
    expect(await requestRow(otherId)).toEqual(untouched);
    expect(await hasActiveSubscription(payer.userId)).toBe(true);

    // Approving it again: no longer waiting, said on the panel, and nothing changes.
    const before = await billingFingerprint();
    const again = await decide(id, { intent: "approve" });
    expect(again.location).toBe(`/admin/payments/${id}`);
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      description: "This request is no longer waiting for review",
    });
    expect(await billingFingerprint()).toEqual(before);
  });

  it("refuses a Reject without a reason beside its field, changing nothing; with one, keeps the request and its reason", async () => {
    const found = (
      (await call(queueLoader, getRequest("/admin/payments", admin.cookie))).data as {
        list: { items: Array<{ id: string; organizationName: string }> };
      }
    ).list.items;
    const id = found.find((item) => item.organizationName === "REFUSED ORG")!.id;
    const proofUrl = (await requestRow(id))!.proofUrl!;
    expect(await storedFileExists(proofUrl)).toBe(true);

    const before = await billingFingerprint();
    for (const fields of [
      { intent: "reject" },
      { intent: "reject", reason: "" },
      { intent: "reject", reason: "other" },
      { intent: "reject", reason: "other", otherReason: "    " },
    ] as Record<string, string>[]) {
      const outcome = await decide(id, fields);
      expect(outcome.status, JSON.stringify(fields)).toBe(400);
      const reply = (outcome.data as { reject: { error: Record<string, string[]> } }).reject;
      expect(Object.values(reply.error).flat(), JSON.stringify(fields)).toContain(
        "Choose a reason, or write one",
      );
    }
    const tooLong = await decide(id, { intent: "reject", reason: "other", otherReason: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.data)).toContain("The reason must be at most 500 characters");
    expect(await billingFingerprint()).toEqual(before);

    const outcome = await decide(id, {
      intent: "reject",
      reason: "other",
      otherReason: "  Paid to the wrong account  ",
    });
    expect(outcome.location).toBe("/admin/payments");
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Payment rejected" });
    // Kept, with its reason, who and when; its proof stays with it.
    expect(await requestRow(id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Paid to the wrong account",
      decidedByEmail: admin.email,
    });
    expect(await storedFileExists(proofUrl)).toBe(true);
    expect((await listRequestHistory(id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ["submitted", null],
      ["rejected", "Paid to the wrong account"],
    ]);
    // The panel shows the outcome.
    const panel = await callWith(reviewLoader, getRequest(`/admin/payments/${id}`, admin.cookie), { id });
    expect(panel.data).toMatchObject({
      review: { status: "rejected", rejectionReason: "Paid to the wrong account", period: null },
    });
    // The organization may submit again.
    await submitRequest(refused);
  });

  it("keeps a reason chosen from the list in its words", async () => {
    // REFUSED ORG's second request (submitted at the end of the test above) waits.
    const { items } = (
      (await call(queueLoader, getRequest("/admin/payments", admin.cookie))).data as {
        list: { items: Array<{ id: string; organizationName: string }> };
      }
    ).list;
    const id = items.find((item) => item.organizationName === "REFUSED ORG")!.id;
    const outcome = await decide(id, { intent: "reject", reason: "wrong-amount" });
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Payment rejected" });
    expect((await requestRow(id))?.rejectionReason).toBe("The amount paid is not the yearly fee");
  });

  it("refuses a malformed request and a non-admin, changing nothing", async () => {
    const { requestId } = await submitRequest(
      await createOrganizationUser({ organizationName: "WAITING ORG" }),
    );
    const before = await billingFingerprint();
    for (const fields of [
      { intent: "approve", id: "not-a-uuid" },
      { intent: "delete" },
      { intent: "reject", id: "x" },
    ] as Record<string, string>[]) {
      const outcome = await callWith(
        reviewAction,
        postRequest(`/admin/payments/${requestId}`, { id: requestId, ...fields }, admin.cookie),
        { id: requestId },
      );
      expect(outcome.status, JSON.stringify(fields)).toBe(400);
    }
    // The id of another request than the panel's.
    const elsewhere = await callWith(
      reviewAction,
      postRequest(
        `/admin/payments/${requestId}`,
        { intent: "approve", id: crypto.randomUUID() },
        admin.cookie,
      ),
      { id: requestId },
    );
    expect(elsewhere.status).toBe(400);
    for (const intent of ["approve", "reject"]) {
      const member = await decide(requestId, { intent, reason: "not-received" }, payer.cookie);
      expect(member.status).toBe(403);
    }
    expect(await billingFingerprint()).toEqual(before);
    expect((await requestRow(requestId))?.status).toBe("submitted");
  });
});
