import { z } from "~/lib/zod";
import { cleanName, mixesScripts } from "./clean-name";
import { DEFAULT_COUNTRY_ISO, isCountryIso } from "./countries";
import { PERSON_FIELDS } from "./person-schema";
import { isValidPhoneNumber } from "./phone";
import {
  briefField,
  checkLogoFile,
  logoField,
  organizationTypeField,
  PHONE_MAX_DIGITS,
  REGISTRATION_LOGO_TYPES,
  REGISTRATION_MESSAGES,
  registrationLogoMessage,
  requiredText,
  websiteField,
} from "./registration";

/**
 * The registration form's schema (spec §5), for the browser and the action alike. A module of its own: it
 * checks phone numbers with libphonenumber-js, and the pages that take only a text or a rule from
 * `registration.ts` (the project form, the admin lists) must not load that library.
 */
export const RegistrationSchema = z
  .object({
    email: z
      .string({ error: REGISTRATION_MESSAGES.emailRequired })
      .trim()
      .toLowerCase()
      .pipe(
        z.email({ error: REGISTRATION_MESSAGES.emailInvalid }).max(254, REGISTRATION_MESSAGES.emailInvalid),
      ),
    fullName: PERSON_FIELDS.fullName,
    // Cleaned first (NFKC, invisible characters out): a name of only zero-width characters is no name.
    orgName: z
      .string({ error: REGISTRATION_MESSAGES.orgNameRequired })
      .transform(cleanName)
      .pipe(requiredText(REGISTRATION_MESSAGES.orgNameRequired, 200, "Organization name"))
      .refine((value) => !mixesScripts(value), { error: REGISTRATION_MESSAGES.orgNameMixedScripts })
      .transform((value) => value.toUpperCase()),
    orgBrief: briefField(),
    orgType: organizationTypeField(),
    countryCode: z
      .string()
      .default(DEFAULT_COUNTRY_ISO)
      .refine(isCountryIso, { error: REGISTRATION_MESSAGES.countryInvalid }),
    phone: z
      .string({ error: REGISTRATION_MESSAGES.phoneRequired })
      .trim()
      .regex(/^\d+$/, { error: REGISTRATION_MESSAGES.phoneDigits })
      .max(PHONE_MAX_DIGITS, { error: REGISTRATION_MESSAGES.phoneLength }),
    address: requiredText(REGISTRATION_MESSAGES.addressRequired, 300, "Address"),
    website: websiteField(),
    password: PERSON_FIELDS.password,
    confirmPassword: PERSON_FIELDS.confirmPassword,
    acceptTerms: PERSON_FIELDS.acceptTerms,
    logo: logoField().check((ctx) => {
      const problem = ctx.value ? checkLogoFile(ctx.value, REGISTRATION_LOGO_TYPES) : null;
      if (problem)
        ctx.issues.push({ code: "custom", message: registrationLogoMessage(problem), input: ctx.value });
    }),
  })
  // The digits make a number only with their country: checked once both fields are well-formed.
  .refine((value) => isValidPhoneNumber(value.phone, value.countryCode), {
    error: REGISTRATION_MESSAGES.phoneInvalid,
    path: ["phone"],
    when: (payload) => {
      const value = payload.value as { phone?: unknown; countryCode?: unknown } | null;
      const digits = typeof value?.phone === "string" ? value.phone.trim() : "";
      return (
        /^\d+$/.test(digits) &&
        digits.length <= PHONE_MAX_DIGITS &&
        typeof value?.countryCode === "string" &&
        isCountryIso(value.countryCode)
      );
    },
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: REGISTRATION_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
    // Only once both are filled in; an empty confirm already says "Please confirm your password".
    when: (payload) =>
      typeof payload.value === "object" &&
      payload.value !== null &&
      typeof (payload.value as { confirmPassword?: unknown }).confirmPassword === "string",
  });
export type RegistrationInput = z.infer<typeof RegistrationSchema>;
