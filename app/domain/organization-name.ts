/**
 * Which organization a project belongs to, by name (spec §3 "Organization name on a project").
 *
 * Two readings exist and both are used, on different screens:
 * - `projectOrganizationName` — the simple reading: the owner's profile organization_name, then
 *   metadata.projectImplementer, then "Unknown Organization". Used where the organization is a label next to
 *   the project: project cards (list, carousel, organization pages) and the organization link on the detail.
 * - `resolveOrganizationName` — the confidence-ranked reading: metadata.projectImplementer (100), profile
 *   organization_name (95), organization record name (90), a guess from sector/SDG keywords (government agency
 *   70, health organization 65, educational institution 60, nonprofit organization 60), else
 *   "Unknown Organization" (0). Used for the detail page's "Implementing organization", which names who carries
 *   the project out; its text carries the confidence in brackets when under 100: "GREEN HILLS (95%)",
 *   "Health Organization (65%)", "Unknown Organization (0%)".
 */

export const UNKNOWN_ORGANIZATION = "Unknown Organization";

export type OrganizationNameSource = "implementer" | "profile" | "organization" | "guess" | "unknown";

export type OrganizationNameInput = {
  /** metadata.projectImplementer */
  projectImplementer?: string | null;
  /** The owner's profile organization_name. */
  profileOrganizationName?: string | null;
  /** The name on the organization record the owner's profile points to. */
  organizationRecordName?: string | null;
  sector?: string | null;
  sdg?: string | null;
};

export type ResolvedOrganizationName = {
  name: string;
  /** 0 to 100. */
  confidence: number;
  source: OrganizationNameSource;
  /** The name as shown: with "(NN%)" when the confidence is under 100. */
  text: string;
};

type Guess = { name: string; confidence: number; keywords: readonly string[] };

/**
 * Keyword guesses, strongest first; a keyword matches anywhere in the lower-cased sector or SDG. The keywords
 * cover the sector and SDG reference lists: governance and institutions read as a government agency, health
 * and sanitation as a health organization, education and skilling as an educational institution, and the
 * social-cause sectors and goals as a nonprofit. Sectors such as Agriculture or Energy guess nothing.
 */
const GUESSES: readonly Guess[] = [
  {
    name: "Government Agency",
    confidence: 70,
    keywords: ["governance", "government", "public sector", "institutions", "infrastructure", "civic"],
  },
  {
    name: "Health Organization",
    confidence: 65,
    keywords: ["health", "medical", "hospital", "clinic", "well-being", "sanitation"],
  },
  {
    name: "Educational Institution",
    confidence: 60,
    keywords: ["education", "school", "university", "vocational", "skilling", "training"],
  },
  {
    name: "Nonprofit Organization",
    confidence: 60,
    keywords: [
      "humanitarian",
      "human rights",
      "social",
      "community",
      "children",
      "youth",
      "gender",
      "poverty",
      "hunger",
      "inequalit",
      "charity",
      "nonprofit",
      "non-profit",
    ],
  },
];

const clean = (value: string | null | undefined) => value?.trim().replace(/\s+/g, " ") || null;

/** "GREEN HILLS" at 100; "GREEN HILLS (95%)" below it. */
export function formatOrganizationName(name: string, confidence: number): string {
  return confidence >= 100 ? name : `${name} (${Math.max(0, Math.round(confidence))}%)`;
}

function result(name: string, confidence: number, source: OrganizationNameSource): ResolvedOrganizationName {
  return { name, confidence, source, text: formatOrganizationName(name, confidence) };
}

/** The sector/SDG keyword guess alone, or null when no keyword matches. */
export function guessOrganizationKind(sector?: string | null, sdg?: string | null): Guess | null {
  const haystack = [sector, sdg].map((value) => value?.toLowerCase() ?? "").join(" | ");
  return GUESSES.find((guess) => guess.keywords.some((keyword) => haystack.includes(keyword))) ?? null;
}

/** The confidence-ranked reading (the detail page's "Implementing organization"). */
export function resolveOrganizationName(input: OrganizationNameInput): ResolvedOrganizationName {
  const implementer = clean(input.projectImplementer);
  if (implementer) return result(implementer, 100, "implementer");
  const profileName = clean(input.profileOrganizationName);
  if (profileName) return result(profileName, 95, "profile");
  const recordName = clean(input.organizationRecordName);
  if (recordName) return result(recordName, 90, "organization");
  const guess = guessOrganizationKind(input.sector, input.sdg);
  if (guess) return result(guess.name, guess.confidence, "guess");
  return result(UNKNOWN_ORGANIZATION, 0, "unknown");
}

/** The simple reading (cards, the detail's organization link): profile name, then implementer, then unknown. */
export function projectOrganizationName(
  input: Pick<OrganizationNameInput, "profileOrganizationName" | "projectImplementer">,
): string {
  return clean(input.profileOrganizationName) ?? clean(input.projectImplementer) ?? UNKNOWN_ORGANIZATION;
}
