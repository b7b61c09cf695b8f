import type { OrganizationContact } from "~/db/queries/billing.server";
import { approvalMail, type MailSite, rejectionMail } from "~/domain/billing-mail";
import { feeText } from "~/domain/payment";
import { logger } from "~/lib/logger.server";
import { getEnv } from "../env.server";
import { sendMail } from "../mail.server";
import { publicOrigin } from "../site-url.server";
import { receiptAttachment } from "./payment-receipt.server";

/**
 * The emails of the billing writes: the organization hears that its payment was approved (until when) or not.
 * The services call this after their transaction has committed, and only when that call made the change (an
 * approval that found the work already done mails nothing). A mail that cannot be sent is logged; the
 * approval or rejection stands.
 */

export type BillingNotice =
  | {
      kind: "approved";
      contact: OrganizationContact | null;
      requestId: string;
      transactionId: string;
      activeUntil: string;
    }
  | { kind: "rejected"; contact: OrganizationContact | null; transactionId: string; reason: string };

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

/** Sends the notice; true when the mail went out. Never throws. */
export async function sendBillingNotice(notice: BillingNotice): Promise<boolean> {
  const to = notice.contact?.email;
  if (!notice.contact || !to) {
    logger.warn(
      { kind: notice.kind, transactionId: notice.transactionId },
      "billing mail: the organization has no email",
    );
    return false;
  }
  const organizationName = notice.contact.name;
  try {
    if (notice.kind === "approved") {
      const mail = approvalMail(mailSite(), {
        organizationName,
        transactionId: notice.transactionId,
        activeUntil: notice.activeUntil,
      });
      const receipt = await receiptAttachment(notice.requestId);
      await sendMail({ to, ...mail, attachments: receipt ? [receipt] : [] });
    } else {
      const mail = rejectionMail(mailSite(), {
        organizationName,
        transactionId: notice.transactionId,
        reason: notice.reason,
        fee: subscriptionFeeText(),
      });
      await sendMail({ to, ...mail });
    }
    return true;
  } catch (error) {
    logger.error(
      { err: error, kind: notice.kind, transactionId: notice.transactionId },
      "billing mail not sent",
    );
    return false;
  }
}
