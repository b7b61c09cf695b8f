import { calendarDaysBetween } from "./admin-billing";
import { composeMail, type MailContent, type MailSite } from "./billing-mail";
import { formatDate } from "./dates";
import { pluralize } from "./text";

/**
 * The subscription reminders (the daily job in app/services/subscription-reminders.server.ts): which reminder
 * an organization is due, counted in calendar days in Kampala, and what it says.
 *
 * - "expiring": 30 days before the end date. A subscription runs to the end of its last day, so on
 *   2026-03-31 an end date of 2026-04-30 is 30 days away. Should the job not have run that day (the server
 *   was down), it is sent on a later day that is still before the end date ("ends in 28 days").
 * - "expired": on the end date itself, the subscription's last day. A run missed that day catches up during
 *   the next week ("ended on …"); later than that the mail would only confuse.
 *
 * Each reminder is sent once per organization, kind and end date (table subscription_reminders), so a
 * renewed subscription, with its new end date, is reminded again.
 */

export const REMINDER_DAYS_BEFORE = 30;
export const EXPIRED_CATCH_UP_DAYS = 7;

export type ReminderKind = "expiring" | "expired";

export type ReminderDue = { kind: ReminderKind; daysLeft: number };

/** The reminder due today for a subscription ending on `endDate` (both yyyy-MM-dd, Kampala), if any. */
export function reminderDue(endDate: string, today: string): ReminderDue | null {
  const daysLeft = calendarDaysBetween(today, endDate.slice(0, 10));
  if (daysLeft === null || daysLeft > REMINDER_DAYS_BEFORE) return null;
  if (daysLeft >= 1) return { kind: "expiring", daysLeft };
  if (daysLeft >= -EXPIRED_CATCH_UP_DAYS) return { kind: "expired", daysLeft };
  return null;
}

/** `isoDay` moved by whole days (yyyy-MM-dd). */
export function shiftIsoDay(isoDay: string, days: number): string {
  const date = new Date(`${isoDay.slice(0, 10)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The end dates a run looks at today: those for which reminderDue can say something. */
export function reminderWindow(today: string): { from: string; to: string } {
  return { from: shiftIsoDay(today, -EXPIRED_CATCH_UP_DAYS), to: shiftIsoDay(today, REMINDER_DAYS_BEFORE) };
}

/** The reminder's email: when the subscription ends, what that means, and how to renew. */
export function reminderMail(
  site: MailSite,
  reminder: ReminderDue & { organizationName: string; endDate: string; fee: string },
): MailContent {
  const end = formatDate(reminder.endDate);
  const dayAfter = formatDate(shiftIsoDay(reminder.endDate, 1));
  const greeting = `Hello ${reminder.organizationName.trim() || "there"},`;
  const renew = `To renew, pay the yearly fee (${reminder.fee}) and submit the Transaction ID from your receipt on your Payment page; an administrator then approves it and your subscription runs for another year.`;
  if (reminder.kind === "expiring") {
    return composeMail(site, {
      subject: `Your UgandaImpact subscription ends on ${end}`,
      greeting,
      paragraphs: [
        `Your UgandaImpact subscription ends on ${end}, in ${pluralize(reminder.daysLeft, "day")}.`,
        `Until then you can add projects as usual. From ${dayAfter} you cannot add new projects until you renew. ${renew} Your Payment page takes your renewal now; the new year starts the day after this one ends, so no day is lost.`,
        "If you have already renewed, you can ignore this email.",
      ],
      action: { label: "Open your Payment page", path: "/payment" },
    });
  }
  const today = reminder.daysLeft === 0;
  return composeMail(site, {
    subject: today ? "Your UgandaImpact subscription ends today" : "Your UgandaImpact subscription has ended",
    greeting,
    paragraphs: [
      today
        ? `Your UgandaImpact subscription ends today, ${end}. From tomorrow you cannot add new projects until you renew.`
        : `Your UgandaImpact subscription ended on ${end}. You cannot add new projects until you renew.`,
      today ? `${renew} Your Payment page takes your renewal today; the new year starts tomorrow.` : renew,
      "If you have already renewed, you can ignore this email.",
    ],
    action: { label: "Open your Payment page", path: "/payment" },
  });
}
