import { APIError, createEmailVerificationToken } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { getMembership } from "~/db/queries/members.server";
import { type ClaimOutcome, getOwnProfile } from "~/db/queries/profiles.server";
import { findUserByEmail, isEmailVerified } from "~/db/queries/users.server";
import {
  type MailOrganization,
  registrationAttemptMail,
  VERIFICATION_EXPIRES_IN_SECONDS,
  verificationMail,
} from "~/domain/email-verification";
import { logger } from "~/lib/logger.server";
import { getAuth, verificationLink } from "./auth.server";
import { getEnv } from "./env.server";
import { sendMail } from "./mail.server";
import { showVerifiedOrganization } from "./organizations/show-verified-organization.server";
import { consumeRateLimit } from "./rate-limit.server";
import { publicOrigin } from "./site-url.server";

/**
 * Email verification (issue 18, item 4) on better-auth's own tokens: a signed token naming the address,
 * valid for 24 hours, checked and applied by better-auth's verifyEmail. Links point to our /verify-email
 * page on publicOrigin (never a request's Host).
 */

/**
 * The organization the account of `email` belongs to, for its mails (issue 35: every mail to a member names
 * it); null for an address without an account or an account without an organization.
 */
async function organizationOfAddress(email: string): Promise<MailOrganization> {
  const user = await findUserByEmail(email);
  const membership = user ? await getMembership(user.id) : null;
  if (!user || !membership) return null;
  // The organization's profile id is the account that registered it.
  return { name: membership.organizationName, registeredIt: membership.organizationId === user.id };
}

/** Mails a fresh verification link to the address (registration, resend), naming its organization. */
export async function mailVerificationLink(email: string): Promise<void> {
  const context = await getAuth().$context;
  const token = await createEmailVerificationToken(
    context.secret,
    email,
    undefined,
    VERIFICATION_EXPIRES_IN_SECONDS,
  );
  const link = verificationLink(publicOrigin(getEnv()), token);
  await sendMail({ to: email, ...verificationMail(link, await organizationOfAddress(email)) });
}

export type VerifyEmailResult =
  /**
   * `organization`: shown under its name now, or hidden because another took the name first (`name`).
   * `email`: the account's address; `newlyVerified`: this opening proved it (the account was not verified yet),
   * so the person may be signed in by it; false for a link used before.
   */
  | {
      ok: true;
      organization: ClaimOutcome;
      name: string | null;
      email: string | null;
      newlyVerified: boolean;
    }
  | { ok: false; reason: "expired" | "invalid" };

/**
 * Marks the token's account verified (again is fine) and shows its organization if its name is still free
 * (showVerifiedOrganization); an expired, forged or foreign token is refused.
 */
export async function verifyEmailToken(token: string): Promise<VerifyEmailResult> {
  if (!token || token.length > 2000) return { ok: false, reason: "invalid" };
  // Whether the account was verified before this opening (read first: better-auth's answer does not say).
  // verifyJWT checks the signature and the expiry and changes nothing; a bad token reads as null here and is
  // refused with its reason by verifyEmail below.
  const payload = await verifyJWT<{ email?: string }>(token, (await getAuth().$context).secret);
  const before = typeof payload?.email === "string" ? await findUserByEmail(payload.email) : null;
  const wasVerified = before?.emailVerified ?? true;
  try {
    await getAuth().api.verifyEmail({ query: { token } });
  } catch (error) {
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code;
      return { ok: false, reason: code === "TOKEN_EXPIRED" ? "expired" : "invalid" };
    }
    // A token that is signed but names no address (never one of ours) fails better-auth's payload check.
    if (error instanceof Error && error.name === "ZodError") return { ok: false, reason: "invalid" };
    throw error;
  }
  // The token was just checked by better-auth: the address it names is the one read above.
  const user = before ?? (payload?.email ? await findUserByEmail(payload.email) : null);
  if (!user) return { ok: true, organization: "listed", name: null, email: null, newlyVerified: false };
  const organization = await showVerifiedOrganization(user.id);
  const profile = organization === "name-taken" ? await getOwnProfile(user.id) : null;
  return {
    ok: true,
    organization,
    name: profile?.organizationName ?? null,
    email: user.email,
    newlyVerified: !wasVerified,
  };
}

export type ResendResult =
  | { ok: true }
  | { ok: false; reason: "verified" }
  | { ok: false; reason: "limited"; message: string };

/** The signed-in account asks for a new link: at most 3 an hour per account (verify-resend). */
export async function resendVerificationEmail(user: { id: string; email: string }): Promise<ResendResult> {
  if (await isEmailVerified(user.id)) return { ok: false, reason: "verified" };
  const limited = await consumeRateLimit("verify-resend", user.id);
  if (limited) return { ok: false, reason: "limited", message: limited.userMessage.title };
  await mailVerificationLink(user.email);
  return { ok: true };
}

/**
 * Someone registered with an address an account already uses (issue 18, item 10): the visitor was answered as
 * for a new address; the owner learns of it here, at most once an hour per address (register-existing), so
 * the form cannot be used to flood an inbox. Failures are logged, never shown: the answer must not differ.
 */
export async function mailRegistrationAttempt(email: string): Promise<void> {
  try {
    if (await consumeRateLimit("register-existing", email)) return;
    const origin = publicOrigin(getEnv());
    await sendMail({ to: email, ...registrationAttemptMail(origin, await organizationOfAddress(email)) });
  } catch (error) {
    logger.error({ err: error }, "registration attempt email failed");
  }
}
