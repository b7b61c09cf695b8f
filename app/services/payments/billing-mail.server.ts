import type { OrganizationContact } from "~/db/queries/billing.server";
import { billingRecipients } from "~/db/queries/billing-recipients.server";
import type { Executor } from "~/db/queries/executor.server";
import { approvalMail, type MailContent, type MailSite, rejectionMail } from "~/domain/billing-mail";
import { feeText } from "~/domain/payment";
import { logger } from "~/lib/logger.server";
import { getEnv } from "../env.server";
import { type Mail, sendMail } from "../mail.server";
import { publicOrigin } from "../site-url.server";
import { receiptAttachment } from "./payment-receipt.server";

/**
 * The emails of the billing writes: the organization hears that its payment was approved (until when) or not.
 * The services call this after their transaction has committed, and only when that call made the change (an
 * approval that found the work already done mails nothing). They go to every member who sees billing (its
 * owners and finance members, issue 35), one mail each, each opening with the organization's name. A mail that
 * cannot be sent is logged; the approval or rejection stands.
 */

export type BillingNotice =
  | {
      kind: "approved";
      /** The organization record's id (subscription_requests.organization_id). */
      organizationId: string;
      contact: OrganizationContact | null;
      requestId: string;
      transactionId: string;
      activeUntil: string;
    }
  | {
      kind: "rejected";
      organizationId: string;
      contact: OrganizationContact | null;
      transactionId: string;
      reason: string;
    };

/** Links in these emails point to PUBLIC_URL; questions go to the platform's inbox. */
export function mailSite(): MailSite {
  const env = getEnv();
  return { siteUrl: publicOrigin(env), contactEmail: env.CONTACT_INBOX };
}

/** "UGX 45,000 or USD 15 for one year", from the configuration. */
export function subscriptionFeeText(): string {
  const env = getEnv();
  return feeText({ ugx: env.SUBSCRIPTION_FEE_UGX, usd: env.SUBSCRIPTION_FEE_USD });
}

/**
 * Whom an organization's billing mails go to: its owners and finance members (billingRecipients); an
 * organization whose profile is gone has no team, and its contact's address (whoever submitted its latest
 * request) hears instead, as before teams.
 */
export async function billingMailRecipients(
  orgId: string,
  contact: OrganizationContact | null,
  db?: Executor,
): Promise<string[]> {
  const members = await billingRecipients(orgId, db);
  if (members.length > 0) return members;
  return contact?.email ? [contact.email] : [];
}

/**
 * Sends `mail` to each recipient, one message each (nobody sees the others' addresses), one after the other;
 * a failure is logged and the others still go. How many went out and how many failed.
 */
export async function mailEach(
  recipients: readonly string[],
  mail: Omit<Mail, "to">,
  context: Record<string, unknown>,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const to of recipients) {
    try {
      await sendMail({ to, ...mail });
      sent += 1;
    } catch (error) {
      logger.error({ err: error, ...context }, "billing mail not sent to one recipient");
      failed += 1;
    }
  }
  return { sent, failed };
}

/** Sends the notice to each recipient; true when every mail went out. Never throws. */
export async function sendBillingNotice(notice: BillingNotice): Promise<boolean> {
  const context = { kind: notice.kind, transactionId: notice.transactionId };
  try {
    const recipients = await billingMailRecipients(notice.organizationId, notice.contact);
    if (!notice.contact || recipients.length === 0) {
      logger.warn(context, "billing mail: the organization has no email");
      return false;
    }
    const { failed } = await mailEach(recipients, await noticeMail(notice, notice.contact.name), context);
    return failed === 0;
  } catch (error) {
    logger.error({ err: error, ...context }, "billing mail not sent");
    return false;
  }
}

/** The notice's mail, the approval with its receipt attached. */
async function noticeMail(
  notice: BillingNotice,
  organizationName: string,
): Promise<MailContent & Pick<Mail, "attachments">> {
  if (notice.kind === "approved") {
    const mail = approvalMail(mailSite(), {
      organizationName,
      transactionId: notice.transactionId,
      activeUntil: notice.activeUntil,
    });
    const receipt = await receiptAttachment(notice.requestId);
    return { ...mail, attachments: receipt ? [receipt] : [] };
  }
  return rejectionMail(mailSite(), {
    organizationName,
    transactionId: notice.transactionId,
    reason: notice.reason,
    fee: subscriptionFeeText(),
  });
}
