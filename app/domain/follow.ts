import { z } from "~/lib/zod";
import { composeMail, type MailContent, type MailSite } from "./billing-mail";
import { formatDate } from "./dates";
import { FOLLOW_CONFIRM_DAYS } from "./follow-privacy";
import { oneLine } from "./text";
import { htmlText } from "./xml-text";

export { FOLLOW_CONFIRM_DAYS, FOLLOW_PRIVACY } from "./follow-privacy";

/**
 * Following a project or an organization by email, without an account (issue 21 item 4): a confirmation link
 * first (double opt-in), then a mail per new update, or one digest when several arrive for the same follower
 * within a day; every mail carries a one-click unsubscribe link (and the List-Unsubscribe headers of RFC 8058).
 */

export type FollowTarget = { kind: "project"; id: string } | { kind: "organization"; id: string };

/**
 * The inbox an address reaches, for counting what is mailed to it: lower-cased, and a plus-tag dropped
 * (`v+1@example.org` and `V+12@example.org` are the inbox of `v@example.org` at every large mail provider).
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}

export const FOLLOW_MESSAGES = {
  email: "Please enter a valid email address",
  sent: "Check your inbox",
  sentDetail: "We sent a link to confirm. Nothing is mailed until you click it.",
  confirmed: "You are following",
  confirmFailed: "This confirmation link is not valid any more",
  confirmFailedDetail: `Links work for ${FOLLOW_CONFIRM_DAYS} days and only once. Follow again to get a new one.`,
  unsubscribed: "You are unsubscribed",
  unsubscribedDetail: "We will not write to you about this again, and your address is deleted.",
  unsubscribeFailed: "This link is not valid any more",
  unsubscribeFailedDetail: "You may already be unsubscribed.",
  error: "Could not follow",
} as const;

/** What a follower mail's link is about, as its page names it (issue 36 item 8); name null: not shown now. */
export type FollowSubject = { kind: "project" | "organization"; name: string | null };

/** The confirm and unsubscribe pages' words, naming what is followed when the link says. */
export function followLinkText(page: "confirm" | "unsubscribe", subject: FollowSubject | null) {
  const name = subject?.name?.trim() || null;
  const about = name ? (subject?.kind === "project" ? `the project \u201c${name}\u201d` : name) : null;
  if (page === "confirm") {
    return {
      title: name ? `Follow updates from ${name}` : "Confirm that you want to follow",
      intro: about
        ? `Press the button to confirm. We then email you when a new update on ${about} is posted; every mail has a one-click unsubscribe link.`
        : "Press the button to confirm. We then email you when a new update is posted; every mail has a one-click unsubscribe link.",
    };
  }
  return {
    title: name ? `Stop updates from ${name}` : "Unsubscribe from these emails",
    intro: `Press the button and we stop mailing you about ${about ?? "it"} at once, and delete your address.`,
  };
}

export const FollowFormSchema = z.object({
  email: z
    .string({ error: FOLLOW_MESSAGES.email })
    .trim()
    .max(254, { error: FOLLOW_MESSAGES.email })
    .pipe(z.email({ error: FOLLOW_MESSAGES.email })),
});

/** The follower's mail for one update, or a digest of several. */
export type UpdateForMail = {
  id: string;
  title: string;
  body: string;
  projectId: string;
  projectName: string;
  organizationName: string;
  createdAt: Date | string;
};

/**
 * Whether a follower's pending updates are mailed now: the first update of a Kampala day goes at once (alone,
 * or as a digest when several wait together); once a mail went out that day, later ones wait for the next
 * day's first run and go together as one digest.
 */
export function deliveryDue({ lastSentAt, now }: { lastSentAt: Date | string | null; now: Date }): boolean {
  if (!lastSentAt) return true;
  return kampalaDay(lastSentAt) !== kampalaDay(now);
}

function kampalaDay(at: Date | string): string {
  // Kampala is UTC+3 all year.
  return new Date(new Date(at).getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const followedName = (target: { kind: "project" | "organization"; name: string }) =>
  target.kind === "project" ? `the project “${target.name}”` : `${target.name}`;

/** The double opt-in: nothing else is mailed before this link is opened. */
export function confirmFollowMail(
  site: MailSite,
  {
    target,
    confirmPath,
  }: { target: { kind: "project" | "organization"; name: string }; confirmPath: string },
): MailContent {
  return composeMail(site, {
    subject: `Confirm: follow ${oneLine(target.name)} on UgandaImpact`,
    greeting: "Hello,",
    paragraphs: [
      `Someone, we hope you, asked to follow ${followedName(target)} on UgandaImpact with this address. Please confirm with the link below: we then mail you when a new update is posted.`,
      `If it was not you, ignore this mail: without the confirmation nothing more is sent, and the address is deleted after ${FOLLOW_CONFIRM_DAYS} days. The link works for ${FOLLOW_CONFIRM_DAYS} days.`,
    ],
    action: { label: "Confirm and follow", path: confirmPath },
  });
}

/** One update, or a digest of several (oldest first), with the one-click unsubscribe link at the foot. */
export function updatesMail(
  site: MailSite,
  {
    updates,
    followed,
    unsubscribeUrl,
  }: {
    updates: readonly UpdateForMail[];
    followed: { kind: "project" | "organization"; name: string };
    unsubscribeUrl: string;
  },
): MailContent {
  const first = updates[0];
  if (!first) throw new Error("updatesMail needs at least one update");
  const single = updates.length === 1;
  const subject = single
    ? `${first.projectName}: ${first.title}`
    : `${updates.length} new updates from ${followed.name}`;
  const paragraphs = updates.flatMap((update) => [
    `${update.title} (${update.projectName}, ${formatDate(update.createdAt)})`,
    update.body,
    `Read it on UgandaImpact: ${site.siteUrl.replace(/\/$/, "")}/projects/${update.projectId}#update-${update.id}`,
  ]);
  const mail = composeMail(site, {
    subject,
    greeting: "Hello,",
    paragraphs: [
      single
        ? `${first.organizationName} posted a new update on ${first.projectName}.`
        : `${updates.length} new updates were posted since our last mail.`,
      ...paragraphs,
    ],
  });
  const footer = `You get this mail because you follow ${followedName(followed)}. Unsubscribe with one click: ${unsubscribeUrl}`;
  return {
    subject: mail.subject,
    text: `${mail.text}\n${footer}\n`,
    html: mail.html.replace(
      "</div></body></html>",
      `<p style="margin:0 0 16px;font-size:14px;color:#4b5563">You get this mail because you follow ${htmlText(followedName(followed))}. <a href="${htmlText(unsubscribeUrl)}" style="color:#166534">Unsubscribe</a> with one click.</p>\n</div></body></html>`,
    ),
  };
}

/** RFC 8058 one-click unsubscribe: a POST to the URL with this body unsubscribes, no page needed. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
