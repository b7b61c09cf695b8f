import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { markEmailVerified } from "~/db/queries/users.server";
import { formatDate } from "~/domain/dates";
import { resendVerificationEmail } from "~/services/email-verification.server";
import { approvePaymentRequest } from "~/services/payments/approve-payment-request.server";
import { rejectPaymentRequest } from "~/services/payments/reject-payment-request.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { runSubscriptionReminders } from "~/services/subscription-reminders.server";
import { outbox, useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  addMember,
  createOrganizationUser,
  isoDay,
  type TestOrganizationUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";

/**
 * Issue 35: an organization's billing mails (an approval with its receipt, a rejection with its reason, the
 * reminders) reach every owner and finance member, each a mail of their own that names the organization, and
 * never an editor. The reminders stay once-only. Other mails to a member name the organization too (the
 * verification link).
 */

const dataDir = useTempDataDir();

/** The outbox's messages, quoted-printable soft breaks joined. */
const mails = () => outbox(dataDir).map((mail) => mail.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
const mailsTo = (email: string) => mails().filter((mail) => mail.includes(`To: ${email}`));
const clearOutbox = () => fs.rmSync(path.join(dataDir, "outbox"), { recursive: true, force: true });

let admin: TestOrganizationUser;
const actor = () => ({ id: admin.userId, email: admin.email });

let transactionSequence = 0;
const nextTransactionId = () => String(7_845_200_000 + ++transactionSequence);

/** An organization with an editor and a finance member besides its owner; their mails so far gone. */
async function team(organizationName: string) {
  const owner = await createOrganizationUser({ organizationName });
  const editor = await addMember(owner, "editor");
  const finance = await addMember(owner, "finance");
  clearOutbox();
  return { owner, editor, finance };
}

/** The owner reports a payment (MTN, UGX, today). */
async function submit(owner: TestOrganizationUser) {
  const transactionId = nextTransactionId();
  const result = await submitPaymentRequest({
    user: { id: owner.userId, email: owner.email, organizationId: owner.userId, role: "owner" },
    input: { method: "mtn", transactionId, currency: "UGX", paidOn: isoDay() },
  });
  if (!result.ok) throw new Error(`submit failed: ${result.reason}`);
  clearOutbox();
  return { requestId: result.requestId, transactionId };
}

/** Each message has one recipient: nobody sees the others' addresses. */
function expectOneRecipientEach() {
  for (const mail of mails()) expect(mail.match(/^To: .+$/m)?.[0]).not.toContain(",");
}

describeEachDatabase("billing mails reach the owners and finance members", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "RECIPIENT ADMINS", admin: true });
  });

  beforeEach(async () => {
    await getDb().execute(sql`delete from subscription_reminders`);
    clearOutbox();
  });

  it("an approval, with its receipt, goes to the owner and the finance member, not the editor", async () => {
    const { owner, editor, finance } = await team("ARUA APPROVED TRUST");
    const submitted = await submit(owner);
    expect(await approvePaymentRequest({ admin: actor(), requestId: submitted.requestId })).toMatchObject({
      ok: true,
    });

    expect(mails()).toHaveLength(2);
    expect(mailsTo(editor.email)).toEqual([]);
    for (const person of [owner, finance]) {
      const [mail] = mailsTo(person.email);
      expect(mail).toContain("Subject: Your UgandaImpact subscription is active");
      // The first line names the organization.
      expect(mail).toContain("Hello ARUA APPROVED TRUST,");
      expect(mail).toContain(`Transaction ID ${submitted.transactionId} has been approved`);
      expect(mail).toMatch(/Content-Type: application\/pdf/);
    }
    expectOneRecipientEach();
  });

  it("a rejection, with its reason, goes to the owner and the finance member, not the editor", async () => {
    const { owner, editor, finance } = await team("ARUA REJECTED CO");
    const submitted = await submit(owner);
    const reason = "The payment has not arrived in our account";
    expect(await rejectPaymentRequest({ admin: actor(), requestId: submitted.requestId, reason })).toEqual({
      ok: true,
    });

    expect(mails()).toHaveLength(2);
    expect(mailsTo(editor.email)).toEqual([]);
    for (const person of [owner, finance]) {
      const [mail] = mailsTo(person.email);
      expect(mail).toContain("Subject: Your UgandaImpact payment was not approved");
      expect(mail).toContain("Hello ARUA REJECTED CO,");
      expect(mail).toContain(`Reason: ${reason}`);
    }
    expectOneRecipientEach();
  });

  it("a reminder goes to the owners and finance members once, not to the editor", async () => {
    const { owner, editor, finance } = await team("ARUA REMINDED FUND");
    const secondOwner = await addMember(owner, "owner");
    clearOutbox();
    await activateSubscription(owner.organizationId, isoDay(30));

    const runs = await Promise.all([runSubscriptionReminders(), runSubscriptionReminders()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(3);
    expect(mails()).toHaveLength(3);
    expect(mailsTo(editor.email)).toEqual([]);
    for (const person of [owner, secondOwner, finance]) {
      const [mail] = mailsTo(person.email);
      expect(mail).toContain(`Subject: Your UgandaImpact subscription ends on ${formatDate(isoDay(30))}`);
      expect(mail).toContain("Hello ARUA REMINDED FUND,");
    }
    expectOneRecipientEach();

    // Once only: later runs find it sent, to everyone.
    expect(await runSubscriptionReminders()).toEqual({ skipped: false, sent: 0, failed: 0 });
    expect(mails()).toHaveLength(3);
    expect(
      await getDb().execute(
        sql`select kind from subscription_reminders where organization_id = ${owner.organizationId}`,
      ),
    ).toMatchObject({ rows: [{ kind: "expiring" }] });
  });

  it("the verification mail names the organization: the one registered, or the one a member belongs to", async () => {
    const owner = await createOrganizationUser({ organizationName: "ARUA VERIFIED TRUST", verified: false });
    const [registered] = mailsTo(owner.email);
    expect(registered).toContain("Subject: Confirm your UgandaImpact email address");
    expect(registered).toContain("Thank you for registering ARUA VERIFIED TRUST on UgandaImpact.");
    await markEmailVerified(owner.userId);

    const member = await addMember(owner, "finance");
    await getDb().execute(sql`update users set email_verified = false where id = ${member.userId}`);
    clearOutbox();
    expect(await resendVerificationEmail({ id: member.userId, email: member.email })).toEqual({ ok: true });
    const [resent] = mailsTo(member.email);
    expect(resent).toContain("Your UgandaImpact account belongs to ARUA VERIFIED TRUST.");
    expect(resent).toMatch(/\/verify-email\?token=/);
  });
});
