import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { hasActiveSubscription } from "~/db/queries/subscriptions.server";
import { action, loader } from "~/routes/admin/payments";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { storedFileExists } from "~/services/storage.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, isoDay, type TestOrganizationUser } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { call, count, getRequest, postRequest, toastOf } from "./auth-helpers";

useTempDataDir();

const PDF = new File(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], "receipt.pdf", {
  type: "application/pdf",
});

let admin: TestOrganizationUser;
let payer: TestOrganizationUser;
let refused: TestOrganizationUser;

async function requestIdOf(orgId: string) {
  const rows = await getDb().execute<{ id: string }>(
    sql`select id from payment_requests where org_id = ${orgId}`,
  );
  return rows.rows[0]?.id;
}

describeEachDatabase("admin payments: approve and reject", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "BILLING ADMIN", admin: true });
    payer = await createOrganizationUser({ organizationName: "PAYING ORG" });
    refused = await createOrganizationUser({ organizationName: "REFUSED ORG" });
  });

  it("shows the empty list, then each pending request with its organization, reference and proof", async () => {
    const empty = await call(loader, getRequest("/admin/payments", admin.cookie));
    expect(empty.data).toMatchObject({ list: { items: [], total: 0 }, loadError: false });

    expect(
      await submitPaymentRequest({ user: { id: payer.userId }, referenceCode: "MP-PAYER-1", proof: PDF }),
    ).toMatchObject({ ok: true });
    expect(
      await submitPaymentRequest({ user: { id: refused.userId }, referenceCode: "MP-REFUSED-1", proof: PDF }),
    ).toMatchObject({ ok: true });
    const list = await call(loader, getRequest("/admin/payments", admin.cookie));
    const items = (list.data as { list: { items: Record<string, unknown>[] } }).list.items;
    expect(items.map((item) => [item.organizationName, item.referenceCode])).toEqual([
      ["REFUSED ORG", "MP-REFUSED-1"],
      ["PAYING ORG", "MP-PAYER-1"],
    ]);
    expect(String(items[0]!.paymentProofUrl)).toMatch(/^\/payment\/proofs\//);
  });

  it("approving activates the subscription, the organization and its right to publish, in one go", async () => {
    expect(await hasActiveSubscription(payer.userId)).toBe(false);
    const id = await requestIdOf(payer.organizationId);
    const outcome = await call(
      action,
      postRequest("/admin/payments?page=1", { intent: "approve", id: id! }, admin.cookie),
    );
    expect(outcome.location).toBe("/admin/payments");
    const end = (
      await getDb().execute<{ end_date: string }>(
        sql`select end_date::text from subscriptions where organization_id = ${payer.organizationId}`,
      )
    ).rows[0]!.end_date;
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Payment approved" });
    expect((await toastOf(outcome))?.description).toMatch(/^Active until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const state = await getDb().execute<Record<string, unknown>>(
      sql`select r.approved, s.is_active, s.approved_by, o.is_paid, o.subscription_expires_at::text as expires
          from payment_requests r join subscriptions s on s.organization_id = r.org_id
          join organizations o on o.id = r.org_id where r.org_id = ${payer.organizationId}`,
    );
    expect(state.rows[0]).toEqual({
      approved: true,
      is_active: true,
      approved_by: admin.email,
      is_paid: true,
      expires: end,
    });
    expect(end > isoDay(360)).toBe(true);
    expect(await hasActiveSubscription(payer.userId)).toBe(true);

    // Approving it again finds nothing pending: said, and nothing changes.
    const again = await call(
      action,
      postRequest("/admin/payments", { intent: "approve", id: id! }, admin.cookie),
    );
    expect(await toastOf(again)).toMatchObject({ type: "error", description: "Could not approve payment" });
  });

  it("rejecting deletes the request, its subscription and, after the commit, the proof", async () => {
    const id = await requestIdOf(refused.organizationId);
    const proofUrl = (
      await getDb().execute<{ payment_proof_url: string }>(
        sql`select payment_proof_url from payment_requests where id = ${id!}`,
      )
    ).rows[0]!.payment_proof_url;
    const proofFile = proofUrl;
    expect(await storedFileExists(proofFile)).toBe(true);
    const before = { requests: await count("payment_requests"), subscriptions: await count("subscriptions") };

    const outcome = await call(
      action,
      postRequest("/admin/payments", { intent: "reject", id: id! }, admin.cookie),
    );
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Payment rejected" });
    expect(await count("payment_requests")).toBe(before.requests - 1);
    expect(await count("subscriptions")).toBe(before.subscriptions - 1);
    expect(await storedFileExists(proofFile)).toBe(false);
    // The organization may submit again.
    expect(
      await submitPaymentRequest({ user: { id: refused.userId }, referenceCode: "MP-REFUSED-2" }),
    ).toMatchObject({ ok: true });
  });

  it("refuses a malformed request and a non-admin, changing nothing", async () => {
    const bad = await call(
      action,
      postRequest("/admin/payments", { intent: "approve", id: "not-a-uuid" }, admin.cookie),
    );
    expect(bad.status).toBe(400);
    const id = await requestIdOf(refused.organizationId);
    const member = await call(
      action,
      postRequest("/admin/payments", { intent: "approve", id: id! }, payer.cookie),
    );
    expect(member.status).toBe(403);
    expect(await hasActiveSubscription(refused.userId)).toBe(false);
  });
});
