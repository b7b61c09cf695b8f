/**
 * Email verification (issue 18, items 4 and 10): an account proves it owns its address by opening the link
 * mailed at registration. Until then it can sign in and edit its profile, but cannot submit a payment,
 * publish a project or be given administrator rights.
 */

/** A verification link works for 24 hours. */
export const VERIFICATION_EXPIRES_IN_SECONDS = 24 * 60 * 60;

export const VERIFICATION_TEXT = {
  noticeTitle: "Please verify your email address",
  noticeDetail:
    "We sent a link to {email}. Open it to confirm your address: until then you cannot submit a payment, publish a project or be made an administrator.",
  resend: "Resend verification email",
  resending: "Sending...",
  resent: "Verification email sent",
  resentDetail: "Check your inbox for the link. It works for 24 hours.",
  resendFailed: "Could not send the verification email",
  resendFailedDetail: "Something went wrong. Please try again.",
  alreadyVerified: "Your email address is already verified",
  verified: "Email verified",
  verifiedDetail: "Thank you for confirming your address.",
  verifiedLogIn: "Thank you for confirming your address. You can now log in.",
  invalidTitle: "This verification link is invalid or has expired",
  invalidDetail: "Links work for 24 hours. Ask for a new one below.",
  invalidLoggedOut: "Links work for 24 hours. Log in to ask for a new one.",
  registrationDetail: "Check your email for a link to confirm your address, then log in.",
  /** Refusals of writes that need a verified address. */
  requiredTitle: "Email not verified",
  paymentRequired:
    "Please verify your email address before submitting a payment. Use the link we emailed you, or resend it from your dashboard.",
  publishRequired:
    "Please verify your email address before publishing a project. Use the link we emailed you, or resend it from your dashboard.",
  /** A verified organization whose name another organization was shown under first (issue 33 item 1). */
  nameTakenTitle: "Your organization is not shown yet",
  nameTakenDetail:
    "Another organization registered \u201c{name}\u201d first. Choose another name in your profile: until then your organization is not shown on UgandaImpact.",
  adminRequired:
    "This account has not verified its email address yet. Ask the person to open the link we emailed them (or resend it from their dashboard), then try again.",
} as const;

/** The notice's text for one address. */
export function verificationNoticeDetail(email: string): string {
  return VERIFICATION_TEXT.noticeDetail.replace("{email}", email);
}

/** Why a verified organization is not shown: its name was taken first. */
export function nameTakenDetail(name: string): string {
  return VERIFICATION_TEXT.nameTakenDetail.replace("{name}", name);
}
