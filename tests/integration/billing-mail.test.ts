import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { findOrganizationContact } from "~/db/queries/billing.server";
import { profiles } from "~/db/schema";
import { formatDate } from "~/domain/dates";
import { oneYearAfter } from "~/domain/payment";
import { resetEnvForTests } from "~/services/env.server";
import { approvePayment } from "~/services/payments/approve-payment.server";
import { approveSubscription } from "~/services/payments/approve-subscription.server";
import { rejectPayment } from "~/services/payments/reject-payment.server";
import { rejectSubscription } from "~/services/payments/reject-subscription.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { runSubscriptionReminders } from "~/services/subscription-reminders.server";
import { outbox, useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  clearPayments,
  createOrganizationUser,
  isoDay,
  type TestOrganizationUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { count } from "./auth-helpers";

/**
 * What the billing writes leave behind besides the rows: the organization's email (after the commit, once,
 * only from the call that made the change), one audit row in the same transaction, and the same when two
 * admins press Approve at once. Then the subscription reminders: 30 days before and on the last day, once each,
 * whatever the number of runs or instances.
 */

const dataDir = useTempDataDir();

let admin: TestOrganizationUser;
let alpha: TestOrganizationUser;
let beta: TestOrganizationUser;
const actor = () => ({ id: admin.userId, email: admin.email });

async function submit(org: TestOrganizationUser, referenceCode: string, today = isoDay()) {
  const result = await submitPaymentRequest({ user: { id: org.userId }, referenceCode, today });
  if (!result.ok) throw new Error(`submit failed: ${result.reason}`);
  return result;
}

/** The outbox's messages, quoted-printable soft breaks joined. */
const mails = () => outbox(dataDir).map((mail) => mail.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
const mailsTo = (email: string) => mails().filter((mail) => mail.includes(`To: ${email}`));

async function audit() {
  const rows = await getDb().execute<{ action: string; type: string; label: string; detail: unknown }>(
    sql`select action, target_type as type, target_label as label, detail from admin_audit_log order by created_at, id`,
  );
  return rows.rows;
}

/** Mail delivery fails (an SMTP server that refuses connections) until the returned function is called. */
function breakMail() {
  process.env.SMTP_URL = "smtp://127.0.0.1:9";
  resetEnvForTests();
  return () => {
    delete process.env.SMTP_URL;
    resetEnvForTests();
  };
}

describeEachDatabase("billing emails, audit and reminders", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "MAIL ADMINS", admin: true });
    alpha = await createOrganizationUser({ organizationName: "ALPHA <MAIL> TRUST" });
    beta = await createOrganizationUser({ organizationName: "BETA MAIL CO" });
  });

  beforeEach(async () => {
    for (const org of [admin, alpha, beta]) await clearPayments(org.organizationId);
    await getDb().execute(sql`delete from admin_audit_log`);
    await getDb().execute(sql`delete from subscription_reminders`);
    fs.rmSync(path.join(dataDir, "outbox"), { recursive: true, force: true });
  });

  afterEach(() => {
    delete process.env.SMTP_URL;
    resetEnvForTests();
  });

  it("two admins approve one payment at once: one activation, one email, one audit row", async () => {
    const day = isoDay(-2);
    const submitted = await submit(alpha, "RACE-PAY-1", day);
    const results = await Promise.all([
      approvePayment({ admin: actor(), paymentRequestId: submitted.paymentRequestId }),
      approvePayment({ admin: actor(), paymentRequestId: submitted.paymentRequestId }),
    ]);
    const end = oneYearAfter(day);
    expect(results).toEqual(
      expect.arrayContaining([
        { ok: true, activeUntil: end },
        { ok: false, reason: "not-found" },
      ]),
    );
    expect(await count("subscriptions where is_active")).toBe(1);

    const sent = mailsTo(alpha.email);
    expect(mails()).toHaveLength(1);
    expect(sent[0]).toContain("Subject: Your UgandaImpact subscription is active");
    expect(sent[0]).toContain("Hello ALPHA <MAIL> TRUST,");
    expect(sent[0]).toContain(`reference RACE-PAY-1 has been approved`);
    expect(sent[0]).toContain(`active until ${formatDate(end)}`);
    expect(sent[0]).toContain("/dashboard/projects/add");
    expect(sent[0]).toContain("ALPHA &lt;MAIL&gt; TRUST");

    expect(await audit()).toEqual([
      {
        action: "payment.approve",
        type: "payment_request",
        label: alpha.organizationName,
        detail: { reference: "RACE-PAY-1", activeUntil: end },
      },
    ]);
  });

  it("approving one subscription twice and its payment at once: still one activation, email and audit row", async () => {
    const submitted = await submit(beta, "RACE-SUB-1");
    const results = await Promise.all([
      approveSubscription({ admin: actor(), subscriptionId: submitted.subscriptionId }),
      approveSubscription({ admin: actor(), subscriptionId: submitted.subscriptionId }),
      approvePayment({ admin: actor(), paymentRequestId: submitted.paymentRequestId }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await count("subscriptions where is_active")).toBe(1);
    expect(await count("payment_requests where approved")).toBe(1);
    expect(mailsTo(beta.email)).toHaveLength(1);
    expect(mails()).toHaveLength(1);
    const rows = await audit();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.label).toBe(beta.organizationName);
  });

  it("a rejection tells the organization what to do next, once; it is audited", async () => {
    const payment = await submit(alpha, "REJ-PAY-1");
    const subscription = await submit(beta, "REJ-SUB-1");
    const results = await Promise.all([
      rejectPayment({ admin: actor(), paymentRequestId: payment.paymentRequestId }),
      rejectPayment({ admin: actor(), paymentRequestId: payment.paymentRequestId }),
      rejectSubscription({ admin: actor(), subscriptionId: subscription.subscriptionId }),
      rejectSubscription({ admin: actor(), subscriptionId: subscription.subscriptionId }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(await count("subscriptions")).toBe(0);

    for (const [org, reference] of [
      [alpha, "REJ-PAY-1"],
      [beta, "REJ-SUB-1"],
    ] as const) {
      const sent = mailsTo(org.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain("Subject: Your UgandaImpact payment was not approved");
      expect(sent[0]).toContain(`reference ${reference} was not approved`);
      expect(sent[0]).toMatch(/Submit your payment again: http:\/\/\S+\/payment/);
    }
    expect((await audit()).map((row) => [row.action, row.type, row.label])).toEqual(
      expect.arrayContaining([
        ["payment.reject", "payment_request", alpha.organizationName],
        ["subscription.reject", "subscription", beta.organizationName],
      ]),
    );
    expect(await audit()).toHaveLength(2);
  });

  it("a mail that cannot be sent never undoes the approval; the address falls back to the payment's submitter", async () => {
    const submitted = await submit(alpha, "NO-MAIL-1");
    const restore = breakMail();
    try {
      expect(
        await approvePayment({ admin: actor(), paymentRequestId: submitted.paymentRequestId }),
      ).toMatchObject({ ok: true });
    } finally {
      restore();
    }
    expect(await count("subscriptions where is_active")).toBe(1);
    expect(await audit()).toHaveLength(1);
    expect(mails()).toEqual([]);

    // Without a profile in the organization, whoever submitted its payment hears about it.
    await getDb().update(profiles).set({ organizationId: null }).where(eq(profiles.id, alpha.userId));
    try {
      expect(await findOrganizationContact(alpha.organizationId)).toEqual({
        name: alpha.organizationName,
        email: alpha.email,
      });
      await clearPayments(alpha.organizationId);
      expect(await findOrganizationContact(alpha.organizationId)).toEqual({
        name: alpha.organizationName,
        email: null,
      });
    } finally {
      await getDb()
        .update(profiles)
        .set({ organizationId: alpha.organizationId })
        .where(eq(profiles.id, alpha.userId));
    }
  });

  it("reminds 30 days before and on the last day, once each, however many runs at once", async () => {
    await activateSubscription(alpha.organizationId, isoDay(30));
    await activateSubscription(beta.organizationId, isoDay(0));
    // 31 days left: nothing yet. An old subscription of the same organization is ignored (renewed).
    await activateSubscription(admin.organizationId, isoDay(31));
    await activateSubscription(admin.organizationId, isoDay(2), { startDate: isoDay(-363) });

    const runs = await Promise.all([runSubscriptionReminders(), runSubscriptionReminders()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
    expect(mails()).toHaveLength(2);
    const [expiring] = mailsTo(alpha.email);
    expect(expiring).toContain(`Subject: Your UgandaImpact subscription ends on ${formatDate(isoDay(30))}`);
    expect(expiring).toContain("in 30 days.");
    expect(expiring).toContain("UGX 45,000 or USD 15 for one year");
    expect(mailsTo(beta.email)[0]).toContain("Subject: Your UgandaImpact subscription ends today");

    // Later runs (a restart, another instance) find them sent.
    expect(await runSubscriptionReminders()).toEqual({ skipped: false, sent: 0, failed: 0 });
    expect(mails()).toHaveLength(2);

    // Alpha's last day comes: its second reminder; beta's ended a month ago, admin's is 1 day away.
    expect(await runSubscriptionReminders({ today: isoDay(30) })).toMatchObject({ sent: 2 });
    expect(mailsTo(alpha.email)[1]).toContain("Subject: Your UgandaImpact subscription ends today");
    expect(mailsTo(admin.email)[0]).toContain("in 1 day.");

    // A reminder whose mail fails is given back and sent by the next run.
    await activateSubscription(beta.organizationId, isoDay(20));
    const restore = breakMail();
    try {
      expect(await runSubscriptionReminders()).toMatchObject({ sent: 0, failed: 1 });
    } finally {
      restore();
    }
    expect(await runSubscriptionReminders()).toMatchObject({ sent: 1, failed: 0 });
    expect(mailsTo(beta.email).at(-1)).toContain("in 20 days.");
    expect(await count("subscription_reminders")).toBe(5);
  });
});
