import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { findOrganizationContact, findRequest } from "~/db/queries/billing.server";
import { listRequestHistory } from "~/db/queries/subscriptions.server";
import { profiles } from "~/db/schema";
import { formatDate } from "~/domain/dates";
import { oneYearAfter } from "~/domain/payment";
import { resetEnvForTests } from "~/services/env.server";
import { approvePaymentRequest } from "~/services/payments/approve-payment-request.server";
import { rejectPaymentRequest } from "~/services/payments/reject-payment-request.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { runSubscriptionReminders } from "~/services/subscription-reminders.server";
import { outbox, useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  isoDay,
  type TestOrganizationUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { count } from "./auth-helpers";

/**
 * What the billing writes leave behind besides the rows: the organization's email (after the commit, once,
 * only from the call that made the change), one audit row and one history row in the same transaction, and
 * the same when two admins decide at once. A rejection keeps the request, with its reason. Then the
 * subscription reminders: 30 days before and on the last day, once each, whatever the number of runs or
 * instances. Requests are never deleted: each test uses organizations of its own.
 */

const dataDir = useTempDataDir();

let admin: TestOrganizationUser;
const actor = () => ({ id: admin.userId, email: admin.email });

let transactionSequence = 0;
/** A fresh MTN Transaction ID (10 digits), unique within the file. */
const nextTransactionId = () => String(7_845_100_000 + ++transactionSequence);

async function submit(org: TestOrganizationUser, transactionId = nextTransactionId()) {
  const result = await submitPaymentRequest({
    user: { id: org.userId, email: org.email, organizationId: org.userId, role: "owner" },
    input: { method: "mtn", transactionId, currency: "UGX", paidOn: isoDay() },
  });
  if (!result.ok) throw new Error(`submit failed: ${result.reason}`);
  return { ...result, transactionId };
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

/** Empties the outbox (mails written before the step a test looks at). */
const clearOutbox = () => fs.rmSync(path.join(dataDir, "outbox"), { recursive: true, force: true });

/** New organizations, one per name (requests are never deleted: each test has its own); their mails gone. */
async function organizations<const Names extends readonly string[]>(
  ...names: Names
): Promise<{ [Index in keyof Names]: TestOrganizationUser }> {
  const made: TestOrganizationUser[] = [];
  for (const organizationName of names) made.push(await createOrganizationUser({ organizationName }));
  clearOutbox();
  return made as { [Index in keyof Names]: TestOrganizationUser };
}

/** The decisions in a request's history (what came after its submission). */
async function decisionsOf(requestId: string) {
  return (await listRequestHistory(requestId)).filter((entry) => entry.action !== "submitted");
}

describeEachDatabase("billing emails, audit and reminders", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "MAIL ADMINS", admin: true });
  });

  beforeEach(async () => {
    await getDb().execute(sql`delete from admin_audit_log`);
    await getDb().execute(sql`delete from subscription_reminders`);
    clearOutbox();
  });

  afterEach(() => {
    delete process.env.SMTP_URL;
    resetEnvForTests();
  });

  it("two admins approve one request at once: one approval, one email with its receipt, one audit row", async () => {
    const [alpha] = await organizations("ALPHA <MAIL> TRUST");
    const submitted = await submit(alpha);
    const results = await Promise.all([
      approvePaymentRequest({ admin: actor(), requestId: submitted.requestId }),
      approvePaymentRequest({ admin: actor(), requestId: submitted.requestId }),
    ]);
    const end = oneYearAfter(isoDay());
    expect(results).toEqual(
      expect.arrayContaining([
        { ok: true, startDate: isoDay(), endDate: end },
        { ok: false, reason: "not-found" },
      ]),
    );
    expect(await findRequest(submitted.requestId)).toMatchObject({ status: "approved", endDate: end });
    expect((await decisionsOf(submitted.requestId)).map((entry) => entry.action)).toEqual(["approved"]);

    const sent = mailsTo(alpha.email);
    expect(mails()).toHaveLength(1);
    expect(sent[0]).toContain("Subject: Your UgandaImpact subscription is active");
    expect(sent[0]).toContain("Hello ALPHA <MAIL> TRUST,");
    expect(sent[0]).toContain(`Transaction ID ${submitted.transactionId} has been approved`);
    expect(sent[0]).toContain(`active until ${formatDate(end)}`);
    expect(sent[0]).toContain("/dashboard/projects/add");
    expect(sent[0]).toContain("ALPHA &lt;MAIL&gt; TRUST");
    // The receipt comes attached (its fields are read back in payment-receipts.test.ts).
    expect(sent[0]).toMatch(/Content-Type: application\/pdf/);
    expect(sent[0]).toMatch(
      /Content-Disposition: attachment;\s+filename=UgandaImpact-receipt-UI-\d{4}-\d{6}\.pdf/,
    );

    expect(await audit()).toEqual([
      {
        action: "payment.approve",
        type: "payment_request",
        label: alpha.organizationName,
        detail: { transactionId: submitted.transactionId, activeUntil: end },
      },
    ]);
  });

  it("an approval and rejections of one request at once: one decision, one email, one audit and history row", async () => {
    const [beta] = await organizations("BETA MAIL CO");
    const submitted = await submit(beta);
    const reason = "The payment has not arrived in our account";
    const results = await Promise.all([
      approvePaymentRequest({ admin: actor(), requestId: submitted.requestId }),
      rejectPaymentRequest({ admin: actor(), requestId: submitted.requestId, reason }),
      rejectPaymentRequest({ admin: actor(), requestId: submitted.requestId, reason }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, reason: "not-found" },
      { ok: false, reason: "not-found" },
    ]);
    const request = await findRequest(submitted.requestId);
    expect(["approved", "rejected"]).toContain(request?.status);
    expect((await decisionsOf(submitted.requestId)).map((entry) => entry.action)).toEqual([request?.status]);
    expect(mailsTo(beta.email)).toHaveLength(1);
    expect(mails()).toHaveLength(1);
    const rows = await audit();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: request?.status === "approved" ? "payment.approve" : "payment.reject",
      label: beta.organizationName,
    });
  });

  it("a rejection keeps the request with its reason and history, tells the organization why and what next, once; it is audited", async () => {
    const [alpha, beta] = await organizations("ALPHA REJECTED TRUST", "BETA REJECTED CO");
    const first = await submit(alpha);
    const second = await submit(beta);
    const reasons = {
      [first.requestId]: "The amount paid is not the yearly fee",
      [second.requestId]: "The transaction ID does not match the proof",
    };
    const results = await Promise.all(
      [first, second, first, second].map(({ requestId }) =>
        rejectPaymentRequest({ admin: actor(), requestId, reason: reasons[requestId]! }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);

    for (const [org, submitted] of [
      [alpha, first],
      [beta, second],
    ] as const) {
      const reason = reasons[submitted.requestId]!;
      // Nothing deleted: the request stays, rejected with its reason, its decision in the history.
      expect(await findRequest(submitted.requestId)).toMatchObject({
        status: "rejected",
        rejectionReason: reason,
        decidedByEmail: admin.email,
        receiptNumber: null,
        startDate: null,
        endDate: null,
      });
      expect(await decisionsOf(submitted.requestId)).toEqual([
        expect.objectContaining({ action: "rejected", status: "rejected", actorEmail: admin.email, reason }),
      ]);
      const sent = mailsTo(org.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain("Subject: Your UgandaImpact payment was not approved");
      expect(sent[0]).toContain(`Transaction ID ${submitted.transactionId} was not approved`);
      expect(sent[0]).toContain(`Reason: ${reason}`);
      expect(sent[0]).toMatch(/Submit again: http:\/\/\S+\/payment/);
      expect(sent[0]).not.toContain("application/pdf");
    }
    expect(await count("subscription_requests where status = 'rejected'")).toBeGreaterThanOrEqual(2);
    expect(await audit()).toEqual(
      expect.arrayContaining([
        {
          action: "payment.reject",
          type: "payment_request",
          label: alpha.organizationName,
          detail: { transactionId: first.transactionId, reason: reasons[first.requestId] },
        },
        {
          action: "payment.reject",
          type: "payment_request",
          label: beta.organizationName,
          detail: { transactionId: second.transactionId, reason: reasons[second.requestId] },
        },
      ]),
    );
    expect(await audit()).toHaveLength(2);
  });

  it("a mail that cannot be sent never undoes the decision; the address falls back to the request's submitter", async () => {
    const [alpha, beta] = await organizations("ALPHA NO MAIL TRUST", "BETA NO MAIL CO");
    const approved = await submit(alpha);
    const rejected = await submit(beta);
    const restore = breakMail();
    try {
      expect(await approvePaymentRequest({ admin: actor(), requestId: approved.requestId })).toMatchObject({
        ok: true,
      });
      expect(
        await rejectPaymentRequest({ admin: actor(), requestId: rejected.requestId, reason: "Not received" }),
      ).toEqual({ ok: true });
    } finally {
      restore();
    }
    expect((await findRequest(approved.requestId))?.status).toBe("approved");
    expect((await findRequest(rejected.requestId))?.status).toBe("rejected");
    expect(await audit()).toHaveLength(2);
    expect(mails()).toEqual([]);

    // Without a profile in the organization, whoever submitted its request hears about it.
    await getDb().update(profiles).set({ organizationId: null }).where(eq(profiles.id, alpha.userId));
    try {
      expect(await findOrganizationContact(alpha.organizationId)).toEqual({
        name: alpha.organizationName,
        email: alpha.email,
      });
    } finally {
      await getDb()
        .update(profiles)
        .set({ organizationId: alpha.organizationId })
        .where(eq(profiles.id, alpha.userId));
    }
    // Without a profile and without any request, there is nobody to write to.
    const [lonely] = await organizations("LONELY MAIL TRUST");
    await getDb().update(profiles).set({ organizationId: null }).where(eq(profiles.id, lonely.userId));
    expect(await findOrganizationContact(lonely.organizationId)).toEqual({
      name: lonely.organizationName,
      email: null,
    });
  });

  it("reminds 30 days before and on the last day, once each, however many runs at once", async () => {
    const [alpha, beta, gamma] = await organizations(
      "ALPHA REMINDED TRUST",
      "BETA REMINDED CO",
      "GAMMA REMINDED FUND",
    );
    await activateSubscription(alpha.organizationId, isoDay(30));
    await activateSubscription(beta.organizationId, isoDay(0));
    // 31 days left: nothing yet. An old subscription of the same organization is ignored (renewed).
    await activateSubscription(gamma.organizationId, isoDay(31));
    await activateSubscription(gamma.organizationId, isoDay(2), { startDate: isoDay(-363) });

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

    // Alpha's last day comes: its second reminder; beta's ended a month ago, gamma's is 1 day away.
    expect(await runSubscriptionReminders({ today: isoDay(30) })).toMatchObject({ sent: 2 });
    expect(mailsTo(alpha.email)[1]).toContain("Subject: Your UgandaImpact subscription ends today");
    expect(mailsTo(gamma.email)[0]).toContain("in 1 day.");

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
