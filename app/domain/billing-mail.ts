import { formatDate } from "./dates";
import type { OrganizationRole } from "./membership";
import { oneLine } from "./text";
import { htmlText } from "./xml-text";

/**
 * The emails an organization gets about its subscription: its payment approved (with the date it runs to) or
 * not approved, each saying what happens next. Plain text with a simple HTML twin; every value from the
 * database is escaped in the HTML. The reminders before and on the last day are in subscription-reminders.ts.
 *
 * They go to every member whose role sees billing (BILLING_MAIL_ROLES), each their own mail, and each opens
 * with the organization's name: a member reads which organization it is about.
 */

/** Who gets an organization's billing mails (issue 35): its owners and its finance members, not its editors. */
export const BILLING_MAIL_ROLES = ["owner", "finance"] as const satisfies readonly OrganizationRole[];

export type MailContent = { subject: string; text: string; html: string };

/** Where the links point (PUBLIC_URL) and where questions go. */
export type MailSite = { siteUrl: string; contactEmail: string };

/** A link in the mail: "label: address" in the text, a link in the HTML. */
export type MailAction = { label: string; path: string };

/** The one layout of these emails: greeting, paragraphs, an optional link, where to ask, the signature. */
export function composeMail(
  site: MailSite,
  content: { subject: string; greeting: string; paragraphs: string[]; action?: MailAction },
): MailContent {
  const base = site.siteUrl.replace(/\/$/, "");
  const href = content.action ? `${base}${content.action.path}` : null;
  const questions = `Questions? Write to ${site.contactEmail}.`;
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.action && href ? [`${content.action.label}: ${href}`, ""] : []),
    questions,
    "",
    "UgandaImpact",
    "",
  ].join("\n");
  const p = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
  const html = [
    "<!doctype html>",
    '<html lang="en"><body style="margin:0;padding:24px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto">',
    p(htmlText(content.greeting)),
    ...content.paragraphs.map((paragraph) => p(htmlText(paragraph))),
    content.action && href
      ? p(
          `<a href="${htmlText(href)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold">${htmlText(content.action.label)}</a>`,
        )
      : "",
    p(
      `Questions? Write to <a href="mailto:${htmlText(site.contactEmail)}" style="color:#166534">${htmlText(site.contactEmail)}</a>.`,
    ),
    p("UgandaImpact"),
    "</div></body></html>",
  ].join("\n");
  return { subject: oneLine(content.subject), text, html };
}

const greeting = (organizationName: string) => `Hello ${organizationName.trim() || "there"},`;

/** The payment was approved: active until its end date; the receipt comes attached. */
export function approvalMail(
  site: MailSite,
  notice: { organizationName: string; transactionId: string; activeUntil: string },
): MailContent {
  return composeMail(site, {
    subject: "Your UgandaImpact subscription is active",
    greeting: greeting(notice.organizationName),
    paragraphs: [
      `Your payment with Transaction ID ${notice.transactionId} has been approved. Your yearly subscription is active until ${formatDate(notice.activeUntil)}.`,
      "Your receipt is attached to this email, and stays in Billing on your Account page.",
      "What happens next: you can now add your projects from your Project Panel, with their photos, for everyone to find on UgandaImpact.",
      "We will remind you by email 30 days before your subscription ends, and again on its last day.",
    ],
    action: { label: "Add a project", path: "/dashboard/projects/add" },
  });
}

/** The payment request was rejected: why, and how to submit again. */
export function rejectionMail(
  site: MailSite,
  notice: { organizationName: string; transactionId: string; reason: string; fee: string },
): MailContent {
  return composeMail(site, {
    subject: "Your UgandaImpact payment was not approved",
    greeting: greeting(notice.organizationName),
    paragraphs: [
      `Your payment request with Transaction ID ${notice.transactionId} was not approved, so your subscription has not started.`,
      `Reason: ${notice.reason}`,
      `What happens next: if you have paid, check the Transaction ID on your receipt and submit again from your Payment page, where your details are filled in for you. If you have not paid yet, that page explains how to pay the fee (${notice.fee}). The request stays in your billing history.`,
    ],
    action: { label: "Submit again", path: "/payment" },
  });
}
