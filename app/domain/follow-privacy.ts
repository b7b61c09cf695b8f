/** What following by email keeps, and for how long: the privacy page and the follower mails say the same. */

/** How long a confirmation link works; an address never confirmed is forgotten after this too. */
export const FOLLOW_CONFIRM_DAYS = 7;
/** What the privacy page says is kept, and how long (privacy.tsx reads these). */
export const FOLLOW_PRIVACY = {
  kept: "your email address, what you follow, when you confirmed, and which updates we mailed you",
  unconfirmed: `An address that is never confirmed is deleted after ${FOLLOW_CONFIRM_DAYS} days.`,
  confirmed:
    "A confirmed address is kept until you unsubscribe (one click in any of our mails), or until the project or organization is deleted; then it is deleted at once, with the record of what we sent.",
} as const;
