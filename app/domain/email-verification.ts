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
  /** The link proved the address and signed the person in (issue 36 item 6). */
  verifiedSignedIn: "Thank you for confirming your address. You are now logged in.",
  /** A link opened again once the address is verified, by a visitor not signed in: it signs nobody in. */
  usedLinkLogIn: "This link was used already. Log in to continue.",
  invalidTitle: "This verification link is invalid or has expired",
  invalidDetail: "Links work for 24 hours. Ask for a new one below.",
  invalidLoggedOut: "Links work for 24 hours. Log in to ask for a new one.",
  registrationDetail: "Check your email for the link that confirms your address and logs you in.",
  /** The page registration lands on (no form the person would have to fill in again). */
  checkMailTitle: "Check your email",
  checkMailDetail:
    "We sent an email to {email}. Open the link in it within 24 hours to confirm your address: it logs you in.",
  checkMailDetailNoAddress:
    "We sent you an email. Open the link in it within 24 hours to confirm your address: it logs you in.",
  checkMailSpam: "Nothing yet? Look in your spam folder. You can also log in now and ask for a new link.",
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

/** The page after registering: where the link went (the address typed, when the page still knows it). */
export function checkMailDetail(email: string | null): string {
  return email
    ? VERIFICATION_TEXT.checkMailDetail.replace("{email}", email)
    : VERIFICATION_TEXT.checkMailDetailNoAddress;
}

/** Why a verified organization is not shown: its name was taken first. */
export function nameTakenDetail(name: string): string {
  return VERIFICATION_TEXT.nameTakenDetail.replace("{name}", name);
}

/** The organization an account's mail names: its name, and whether the account registered it. */
export type MailOrganization = { name: string; registeredIt: boolean } | null;

/** The sentence that says which organization the account belongs to (issue 35: a member reads which one). */
function organizationLine(organization: MailOrganization, fallback: string): string {
  const name = organization?.name.trim();
  if (!organization || !name) return fallback;
  return organization.registeredIt
    ? `Thank you for registering ${name} on UgandaImpact.`
    : `Your UgandaImpact account belongs to ${name}.`;
}

/** The verification email: the organization, the link, what waits until it is opened. */
export function verificationMail(
  link: string,
  organization: MailOrganization,
): { subject: string; text: string } {
  return {
    subject: "Confirm your UgandaImpact email address",
    text: [
      "Hello,",
      "",
      organizationLine(organization, "Thank you for registering your organization on UgandaImpact."),
      "Open this link within 24 hours to confirm that this email address is yours:",
      "",
      link,
      "",
      "Until you confirm it, you can log in and edit your profile, but you cannot submit a payment or publish a project.",
      "",
      "If you did not register, you can ignore this email.",
      "",
      "UgandaImpact",
    ].join("\n"),
  };
}

/**
 * Someone registered with an address an account already uses: its owner hears of it (the visitor was answered
 * as for a new address), with the organization the account belongs to.
 */
export function registrationAttemptMail(
  origin: string,
  organization: MailOrganization,
): { subject: string; text: string } {
  const name = organization?.name.trim();
  return {
    subject: "Someone tried to register with your UgandaImpact address",
    text: [
      "Hello,",
      "",
      "Someone tried to register a new organization on UgandaImpact with your email address.",
      name
        ? `Your address already belongs to an account of ${name}, so nothing was created and your account is unchanged.`
        : "Your address already belongs to an account, so nothing was created and your account is unchanged.",
      "",
      "If it was you, log in here:",
      `${origin}/login`,
      "",
      "Forgot your password? Choose a new one here:",
      `${origin}/forgot-password`,
      "",
      "If it was not you, you can ignore this email.",
      "",
      "UgandaImpact",
    ].join("\n"),
  };
}
