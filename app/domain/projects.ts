/** Project shape and the defaults of spec §3 for fields that are missing. */

export type ProjectMetadata = {
  projectImplementer?: string;
  projectTeamLead?: string;
  otherPartners?: string;
  implementersWebsite?: string;
  coreObjectives?: string;
  projectDetails?: string;
  projectMilestones?: string;
  region?: string;
  district?: string;
  parish?: string;
  otherTargetGroup?: string;
  images?: string[];
};

export const PROJECT_DEFAULTS = {
  name: "Untitled Project",
  location: "Unknown Location",
  sector: "Unspecified Sector",
  sdg: "Unspecified SDG",
  brief: "No description available",
} as const;

type ProjectText = {
  name?: string | null;
  location?: string | null;
  sector?: string | null;
  sdg?: string | null;
  brief?: string | null;
};

/** Fills each blank display field with its default. */
export function withProjectDefaults<T extends ProjectText>(
  project: T,
): T & Required<{ [K in keyof ProjectText]: string }> {
  const pick = (value: string | null | undefined, fallback: string) => (value?.trim() ? value : fallback);
  return {
    ...project,
    name: pick(project.name, PROJECT_DEFAULTS.name),
    location: pick(project.location, PROJECT_DEFAULTS.location),
    sector: pick(project.sector, PROJECT_DEFAULTS.sector),
    sdg: pick(project.sdg, PROJECT_DEFAULTS.sdg),
    brief: pick(project.brief, PROJECT_DEFAULTS.brief),
  };
}

/** Newline-joined lists (objectives, milestones) as items, blanks dropped. */
export function splitLines(value: string | null | undefined): string[] {
  return (value ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Cards show at most three target-group chips and a "+N" count for the rest. */
export const MAX_TARGET_CHIPS = 3;
export function chipOverflow<T>(items: readonly T[], max = MAX_TARGET_CHIPS): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, max), hidden: Math.max(items.length - max, 0) };
}

/**
 * Every file a project refers to: its `image` column and each of `metadata.images`, blanks and repeats left
 * out, in that order (what deleting the project must remove).
 */
export function projectFileUrls(
  image: string | null | undefined,
  metadata: ProjectMetadata | null | undefined,
) {
  const listed = Array.isArray(metadata?.images) ? metadata.images : [];
  const urls = [image, ...listed]
    .filter((url): url is string => typeof url === "string")
    .map((url) => url.trim())
    .filter(Boolean);
  return [...new Set(urls)];
}
