import { z } from "~/lib/zod";
import { MAX_PASSWORD_LENGTH } from "./auth";
import { REGISTRATION_MESSAGES, REGISTRATION_PASSWORD_MIN, requiredText } from "./registration";

/**
 * A person's own fields, shared by the registration form and the invitation's (a person joining an
 * organization registers only these). A module of its own: the registration schema checks phone numbers with
 * libphonenumber-js, which the invitation's page must not load.
 */
export const PERSON_FIELDS = {
  fullName: requiredText(REGISTRATION_MESSAGES.fullNameRequired, 120, "Full name"),
  password: z
    .string({ error: REGISTRATION_MESSAGES.passwordRequired })
    .min(REGISTRATION_PASSWORD_MIN, { error: REGISTRATION_MESSAGES.passwordMin })
    .max(MAX_PASSWORD_LENGTH, { error: REGISTRATION_MESSAGES.passwordMax }),
  confirmPassword: z.string({ error: REGISTRATION_MESSAGES.confirmRequired }),
  acceptTerms: z
    .boolean({ error: REGISTRATION_MESSAGES.termsRequired })
    .refine((value) => value, { error: REGISTRATION_MESSAGES.termsRequired }),
};
