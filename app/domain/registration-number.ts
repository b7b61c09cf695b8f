/**
 * An organization's official registration (optional on its profile): the register it is in and its number
 * there. Published as its IATI organisation identifier, `{agency}-{number}`, with the agency's code from IATI's
 * Organisation Registration Agency list (org-id.guide): UG-NGB for the National Bureau for NGOs, UG-RSB for
 * the Uganda Registration Services Bureau (companies, including companies limited by guarantee).
 */
import { z } from "~/lib/zod";

export const REGISTRATION_AGENCIES = [
  { value: "UG-NGB", label: "NGO Bureau (National Bureau for NGOs)" },
  { value: "UG-RSB", label: "URSB (Uganda Registration Services Bureau)" },
] as const;
export type RegistrationAgency = (typeof REGISTRATION_AGENCIES)[number]["value"];
/** The register's short name as a page shows it ("NGO Bureau", "URSB"). */
export function registrationAgencyName(agency: string): string {
  const found = REGISTRATION_AGENCIES.find((entry) => entry.value === agency);
  return found ? found.label.split(" (")[0]! : agency;
}

const AGENCY_VALUES = REGISTRATION_AGENCIES.map((agency) => agency.value) as [
  RegistrationAgency,
  ...RegistrationAgency[],
];

export const REGISTRATION_NUMBER_MESSAGES = {
  label: "Registration number",
  agencyLabel: "Registered with",
  hint: "Optional. From your NGO Bureau or URSB certificate; published with your projects' open data.",
  agencyRequired: "Choose where the organization is registered",
  numberRequired: "Enter the registration number, or choose no register",
  numberInvalid:
    "Use the number as on the certificate: 3 to 40 letters and digits, with . / or - between them",
  selfPublishedLabel: "We publish our projects on the IATI Registry ourselves",
  selfPublishedHint:
    "Only with your registration. Your projects' IATI files then name you as publisher, under your organisation identifier (see Developers: IATI Registry).",
  selfPublishedNeedsRegistration:
    "Give your NGO Bureau or URSB registration first: it is your IATI organisation identifier",
} as const;

/**
 * A number as certificates print them (INDR123456789NB, 80020001234567, S.5914/1234): letters and digits, with
 * dots, slashes or hyphens between them, 3 to 40 characters once spaces are gone; stored in capitals.
 */
export const REGISTRATION_NUMBER_PATTERN = /^[A-Z0-9](?:[A-Z0-9]|[./-](?=[A-Z0-9])){2,39}$/;

export function normalizeRegistrationNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * An organisation identifier as IATI writes them: `{agency}-{number}`, the agency a code of the Organisation
 * Registration Agency codelist (two letters of the country, then the register: UG-NGB, UG-RSB, XM-DAC, GB-COH…).
 */
export const ORGANISATION_IDENTIFIER = /^[A-Z]{2}-[A-Z0-9]{2,}-[A-Za-z0-9._-]+$/;

export type Registration = { agency: string | null; number: string | null };

/**
 * The organisation identifier of a registration (`UG-NGB-INDR123456789NB`), or null without one. A slash,
 * which IATI identifiers avoid, becomes a hyphen.
 */
export function organisationIdentifier(registration: Registration | null | undefined): string | null {
  const agency = registration?.agency;
  const number = registration?.number;
  if (!agency || !number || !AGENCY_VALUES.includes(agency as RegistrationAgency)) return null;
  return `${agency}-${number.replace(/\//g, "-")}`;
}

/**
 * The profile form's two fields: a register ("" for none) and the number, both or neither. Gives the values to
 * store: `{ registrationAgency, registrationNumber }`, both null when none was given.
 */
export const RegistrationFields = {
  registrationAgency: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(z.enum(AGENCY_VALUES, { error: REGISTRATION_NUMBER_MESSAGES.agencyRequired }).nullable()),
  registrationNumber: z
    .string()
    .max(60, { error: REGISTRATION_NUMBER_MESSAGES.numberInvalid })
    .optional()
    .transform((value) => (value ? normalizeRegistrationNumber(value) : null))
    .pipe(
      z
        .string()
        .regex(REGISTRATION_NUMBER_PATTERN, { error: REGISTRATION_NUMBER_MESSAGES.numberInvalid })
        .nullable(),
    ),
};

/**
 * The organization publishes its projects on the IATI Registry itself, under its registration (issue 37,
 * docs/decisions/0027): a checkbox of the profile, only with a registration (checkRegistrationPair).
 */
export const IatiSelfPublishedField = { iatiSelfPublished: z.boolean().default(false) };

/**
 * The rule between the two fields, for a schema's superRefine: a number needs a register and the reverse; and
 * publishing on the IATI Registry oneself needs both (they are the organisation identifier).
 */
export function checkRegistrationPair(
  value: {
    registrationAgency: string | null;
    registrationNumber: string | null;
    iatiSelfPublished?: boolean;
  },
  ctx: z.RefinementCtx,
) {
  if (value.iatiSelfPublished && !(value.registrationAgency && value.registrationNumber)) {
    ctx.addIssue({
      code: "custom",
      path: ["iatiSelfPublished"],
      message: REGISTRATION_NUMBER_MESSAGES.selfPublishedNeedsRegistration,
    });
  }
  if (value.registrationNumber && !value.registrationAgency) {
    ctx.addIssue({
      code: "custom",
      path: ["registrationAgency"],
      message: REGISTRATION_NUMBER_MESSAGES.agencyRequired,
    });
  }
  if (value.registrationAgency && !value.registrationNumber) {
    ctx.addIssue({
      code: "custom",
      path: ["registrationNumber"],
      message: REGISTRATION_NUMBER_MESSAGES.numberRequired,
    });
  }
}
