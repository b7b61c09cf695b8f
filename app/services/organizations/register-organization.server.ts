import {
  ensureOrganizationNameFree,
  insertOrganization,
  insertProfile,
  isOrganizationNameTaken,
  type OrganizationFields,
} from "~/db/queries/profiles.server";
import { findUserByEmail, insertCredentialUser } from "~/db/queries/users.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import {
  REGISTRATION_LOGO_TYPES,
  REGISTRATION_MESSAGES,
  type RegistrationStep,
  registrationFailureMessage,
} from "~/domain/registration";
import { isAppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { mailRegistrationAttempt, mailVerificationLink } from "../email-verification.server";
import { limitedPassword } from "../password-work.server";
import { type LogoRefusal, writeWithLogo } from "./organization-logo.server";

export type RegistrationDetails = Omit<OrganizationFields, "logoUrl"> & {
  email: string;
  fullName: string;
  password: string;
  /** The logo as sent, if any: checked by its content and stored here (re-encoded as WebP, SVG kept). */
  logo?: File;
};

export type RegisterOrganizationResult =
  /**
   * Registered, and the verification link mailed. `userId` null: the address already belongs to an account, so
   * nothing was written and its owner was mailed instead; the visitor is answered exactly as for a new address
   * (issue 18, item 10).
   */
  | { ok: true; userId: string | null }
  /** The organization name, or a look-alike of it, is already registered (organizationNameKey). */
  | { ok: false; reason: "name-taken" }
  /** A step failed and nothing was written; `message` is the toast's text (spec §8: "… failed: {msg}"). */
  | { ok: false; reason: "failed"; message: string }
  | LogoRefusal;

type AccountOutcome =
  | { ok: true; userId: string }
  | { ok: false; reason: "email-in-use" }
  | Extract<RegisterOrganizationResult, { ok: false; reason: "name-taken" | "failed" }>;

/**
 * An organization registers (spec §5): its logo stored first, then organization record, user with credential
 * account, and profile in ONE transaction (any failure leaves none of them, and no logo file); after the commit
 * the verification link is mailed. The user is written here rather than through better-auth's signUpEmail,
 * which runs on the auth instance's own connection and cannot join this transaction; the rows are the ones
 * better-auth writes (credential account, password hashed by better-auth's own hashPassword). The caller
 * applies the rate limit ("register", per client IP) first.
 */
export async function registerOrganization(
  details: RegistrationDetails,
): Promise<RegisterOrganizationResult> {
  const email = details.email.toLowerCase();
  const outcome = await writeWithLogo(details.logo, REGISTRATION_LOGO_TYPES, async (logoUrl) => ({
    outcome: await writeAccount(details, email, logoUrl ?? null),
  }));
  if (outcome.ok) {
    try {
      await mailVerificationLink(email);
    } catch (error) {
      // The account exists; its dashboard offers to send the link again.
      logger.error({ err: error }, "verification email failed");
    }
    return outcome;
  }
  if (outcome.reason === "email-in-use") {
    await mailRegistrationAttempt(email);
    return { ok: true, userId: null };
  }
  return outcome;
}

async function writeAccount(
  details: RegistrationDetails,
  email: string,
  logoUrl: string | null,
): Promise<AccountOutcome> {
  let passwordHash: string;
  try {
    passwordHash = await limitedPassword.hash(details.password);
  } catch (error) {
    // Too many password checks at once (password-work.server.ts): "Too many attempts. Please try again in…".
    if (!isAppError(error, "RATE_LIMITED")) throw error;
    return failed("user", error.userMessage.title);
  }
  const fields: OrganizationFields = {
    organizationName: details.organizationName,
    organizationBrief: details.organizationBrief,
    organizationType: details.organizationType,
    phone: details.phone,
    address: details.address,
    website: details.website,
    logoUrl,
  };
  // The step under way, for the toast (spec §8); null outside the steps (opening or committing).
  let step = null as RegistrationStep | null;
  try {
    return await refusableTransaction<{ ok: true; userId: string }, Extract<AccountOutcome, { ok: false }>>(
      async (tx, refuse) => {
        step = "organization";
        await ensureOrganizationNameFree(fields.organizationName, {}, tx);
        // Hidden, and holding no name, until the address is verified (showVerifiedOrganization).
        const organization = await insertOrganization({ ...fields, listed: false }, tx);
        step = "user";
        if (await findUserByEmail(email, tx)) return refuse({ ok: false, reason: "email-in-use" });
        const user = await insertCredentialUser({ name: details.fullName, email, passwordHash }, tx);
        step = "profile";
        await insertProfile(
          {
            ...fields,
            userId: user.id,
            organizationId: organization.id,
            fullName: details.fullName,
            listed: false,
          },
          tx,
        );
        step = null;
        return { ok: true as const, userId: user.id };
      },
    );
  } catch (error) {
    if (isOrganizationNameTaken(error)) return { ok: false, reason: "name-taken" };
    // Two registrations of one address at once: the second finds it taken only here.
    if (step === "user" && isUniqueViolation(error)) return { ok: false, reason: "email-in-use" };
    // The database's own words stay in the log; the visitor learns which step failed.
    logger.error({ err: error, step }, "registration failed");
    return step ? failed(step, REGISTRATION_MESSAGES.tryAgain) : failedWith(REGISTRATION_MESSAGES.tryAgain);
  }
}

function failed(step: RegistrationStep, message: string) {
  return failedWith(registrationFailureMessage(step, message));
}

function failedWith(message: string) {
  return { ok: false as const, reason: "failed" as const, message };
}

function isUniqueViolation(error: unknown): boolean {
  const value = error as { code?: string; cause?: { code?: string } };
  return value?.code === "23505" || value?.cause?.code === "23505";
}
