import { usableImageUrl } from "./text";

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

/** The fields every list of projects reads (the cards, the exports): projectSummaryColumns in the database. */
export type ProjectSummary = {
  id: string;
  name: string;
  brief: string;
  location: string;
  sector: string;
  sdg: string;
  targetGroups: string[];
  status: string;
  startDate: string;
  endDate: string | null;
  /** The cover: the stored picture (an upload path or a web address), if any. */
  image: string | null;
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
 * A project's images, the one way they are read (gallery, edit form, files to delete): the `image` column
 * first (spec §3: the first image), then each of `metadata.images`; usable addresses only (ours or http(s)),
 * trimmed, each once. The metadata is whatever the row holds, so anything that is not a list of texts is
 * passed over.
 */
export function projectImageUrls(project: {
  image: string | null | undefined;
  metadata: { images?: unknown } | null | undefined;
}): string[] {
  const listed: unknown[] = Array.isArray(project.metadata?.images) ? project.metadata.images : [];
  const urls = [project.image, ...listed]
    .map((url) => (typeof url === "string" ? usableImageUrl(url) : null))
    .filter((url): url is string => url !== null);
  return [...new Set(urls)];
}
