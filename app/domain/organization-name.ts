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
 *   the project out.
 *
 * The spec shows the confidence in brackets ("GREEN HILLS (95%)"); visitors read that as a score of the
 * organization (issue 20, item 7). So a name the project or its owner gives is shown as it is, and only a guess
 * says so, in words: "Probably a health organization", with a line on where the guess comes from.
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
  /** Named by the project, its owner's profile or their organization record (not guessed, not unknown). */
  certain: boolean;
  /** The name as shown: the name itself when certain, "Probably a …" for a guess, else Unknown Organization. */
  text: string;
  /** A line under the name saying why it is not certain; null when it is. */
  note: string | null;
};

export const ORGANIZATION_NAME_NOTES = {
  guess: "The project does not name its implementer: this is a guess from its sector and goal.",
  unknown: "The project does not name its implementer.",
} as const;

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

/** "Health Organization" → "Probably a health organization"; "Educational Institution" → "…an educational…". */
export function guessedOrganizationText(kind: string): string {
  const words = kind.toLowerCase();
  return `Probably ${/^[aeiou]/.test(words) ? "an" : "a"} ${words}`;
}

function result(name: string, confidence: number, source: OrganizationNameSource): ResolvedOrganizationName {
  if (source === "guess") {
    const text = guessedOrganizationText(name);
    return { name, confidence, source, certain: false, text, note: ORGANIZATION_NAME_NOTES.guess };
  }
  if (source === "unknown") {
    return { name, confidence, source, certain: false, text: name, note: ORGANIZATION_NAME_NOTES.unknown };
  }
  return { name, confidence, source, certain: true, text: name, note: null };
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
