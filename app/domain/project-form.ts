import type { ProjectFormListField, ProjectFormValues } from "./project-form-schema";
import { parseDegrees, roundDegrees } from "./project-location";
import { normalizeStatus } from "./project-status";
import { type ProjectMetadata, projectImageUrls, splitLines } from "./projects";
import { TARGET_GROUPS } from "./reference";

/**
 * The project form (spec §2 "Project form", §3 Project, §5 "Project form"): its fields, sections, messages and
 * limits, and the mapping between the form and the stored project. Its checks, one schema for add and edit run
 * in the browser and again in the action, are in project-form-schema.ts: the page draws the form without them
 * (zod and the schema come after it, ADR 0034).
 */

export const PROJECT_FORM_MESSAGES = {
  nameMin: "Project name must be at least 3 characters",
  briefMin: "Brief description must be at least 200 characters",
  briefMax: "Brief description must be at most 500 characters",
  sector: "Please select a sector",
  sdg: "Please select an SDG goal",
  location: "Please provide a location",
  targetGroups: "Please specify target groups",
  otherTargetGroup: "Please specify the other target group",
  ownerRequired: "Please select the organization this project belongs to",
  startDate: "Start date is required",
  dateRange: "Please choose a date between 1900-01-01 and 2100-12-31",
  endBeforeStart: "End date cannot be before the start date",
  status: "Please select a status",
  invalidStatus: "Invalid status value. Please choose Planning, Active, Completed, On Hold or Cancelled.",
  website: "Website must start with http:// or https://",
  websiteInvalid: "Please enter a valid web address, such as https://example.org",
  region: "Please select a region from the list",
  tooManyImages: (max: number) => `Cannot upload more than ${max} images total.`,
  tooManyItems: (label: string, max: number) => `Add at most ${max} ${label}`,
  created: "Project created",
  createdDetail: "Your project has been published.",
  updated: "Project updated successfully",
  addError: "Error adding project",
  addErrorDetail: "Could not add the project",
  updateError: "Error updating project",
  updateErrorDetail: "Could not update the project. Please try again.",
  loadError: "Error loading project",
  loadErrorDetail: "The project could not be found, or it belongs to another organization.",
  subscriptionRequired: "Subscription required",
  subscriptionRequiredDetail:
    "Adding projects needs an active yearly subscription. Please submit your payment.",
  imagesRefused: "Some images could not be used. Please upload them again.",
} as const;

export const PROJECT_NAME_MIN = 3;
export const PROJECT_NAME_MAX = 150;
export const BRIEF_MIN = 200;
export const BRIEF_MAX = 500;
export const LOCATION_MIN = 3;
export const EARLIEST_DATE = "1900-01-01";
export const LATEST_DATE = "2100-12-31";
export const MAX_PROJECT_IMAGES = 5;
export const MAX_LIST_ITEMS = 20;
export const LIST_ITEM_MAX = 300;

/** The form's fields: exactly the schema's (project-form-schema.ts refuses a field missing from either). */
export const PROJECT_FORM_FIELDS = [
  "name",
  "brief",
  "sector",
  "sdg",
  "location",
  "targetGroups",
  "otherTargetGroup",
  "startDate",
  "endDate",
  "status",
  "coreObjectives",
  "projectMilestones",
  "projectDetails",
  "region",
  "district",
  "parish",
  "latitude",
  "longitude",
  "projectImplementer",
  "projectTeamLead",
  "otherPartners",
  "implementersWebsite",
  "ownerId",
  "images",
] as const;
export type ProjectFormField = (typeof PROJECT_FORM_FIELDS)[number];

/** The form's three sections, in order (spec §4 "Project form section"). */
export const PROJECT_SECTIONS = [
  { id: "basic", number: 1, title: "Basic Information" },
  { id: "details", number: 2, title: "Project Details" },
  { id: "location", number: 3, title: "Location & Team" },
] as const;
export type ProjectSection = (typeof PROJECT_SECTIONS)[number]["id"];

/**
 * Which section holds each field of the schema: what Save & Next checks before moving on (spec §2; the last
 * section is checked on submit) and where an error found on submit is shown. Every field of the schema is in
 * exactly one section (project-form.test.ts); a name the schema does not have fails the type check.
 */
export const SECTION_FIELDS = {
  basic: ["ownerId", "name", "brief", "sector", "sdg", "location", "startDate", "endDate", "status"],
  details: ["targetGroups", "otherTargetGroup", "coreObjectives", "projectMilestones", "projectDetails"],
  location: [
    "region",
    "district",
    "parish",
    "latitude",
    "longitude",
    "projectImplementer",
    "projectTeamLead",
    "otherPartners",
    "implementersWebsite",
    "images",
  ],
} as const satisfies Record<ProjectSection, readonly ProjectFormField[]>;

/** The field a form name belongs to: `coreObjectives[2]` is part of `coreObjectives`. */
function fieldOfName(name: string): string {
  return name.split(/[[.]/, 1)[0] ?? name;
}

/** The section a field lives in: an error found on submit opens it. */
export function sectionOfField(name: string): ProjectSection | null {
  const root = fieldOfName(name);
  for (const section of PROJECT_SECTIONS) {
    if ((SECTION_FIELDS[section.id] as readonly string[]).includes(root)) return section.id;
  }
  return null;
}

/**
 * How many fields of each section have a problem, from the names that carry a message: what each section's
 * header shows and Save & Next's toast says. A field counts once, whatever its messages (a list's items count
 * with their list); names outside the form's fields (the form's own "") count nowhere.
 */
export function sectionErrorCounts(names: Iterable<string>): Record<ProjectSection, number> {
  const fields = new Map<ProjectSection, Set<string>>(
    PROJECT_SECTIONS.map((section) => [section.id, new Set<string>()]),
  );
  for (const name of names) {
    const section = sectionOfField(name);
    if (section) fields.get(section)?.add(fieldOfName(name));
  }
  return Object.fromEntries(
    PROJECT_SECTIONS.map((section) => [section.id, fields.get(section.id)?.size ?? 0]),
  ) as Record<ProjectSection, number>;
}

export function nextSection(section: ProjectSection): ProjectSection {
  const at = PROJECT_SECTIONS.findIndex((item) => item.id === section);
  return PROJECT_SECTIONS[Math.min(at + 1, PROJECT_SECTIONS.length - 1)]!.id;
}

export function previousSection(section: ProjectSection): ProjectSection {
  const at = PROJECT_SECTIONS.findIndex((item) => item.id === section);
  return PROJECT_SECTIONS[Math.max(at - 1, 0)]!.id;
}

/** A real calendar day written yyyy-MM-dd. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The form's lists as they travel, bounded before the form is read (readFormBody's `lists`): an entry past
 * the limit is refused with the same message the schema gives a list that is too long.
 */
export const PROJECT_FORM_LISTS = {
  coreObjectives: {
    shape: "indexed",
    max: MAX_LIST_ITEMS,
    tooMany: PROJECT_FORM_MESSAGES.tooManyItems("objectives", MAX_LIST_ITEMS),
  },
  projectMilestones: {
    shape: "indexed",
    max: MAX_LIST_ITEMS,
    tooMany: PROJECT_FORM_MESSAGES.tooManyItems("milestones", MAX_LIST_ITEMS),
  },
  images: {
    shape: "indexed",
    max: MAX_PROJECT_IMAGES,
    tooMany: PROJECT_FORM_MESSAGES.tooManyImages(MAX_PROJECT_IMAGES),
  },
  targetGroups: {
    shape: "repeated",
    max: TARGET_GROUPS.length,
    tooMany: PROJECT_FORM_MESSAGES.targetGroups,
  },
} as const satisfies Record<
  ProjectFormListField,
  { shape: "indexed" | "repeated"; max: number; tooMany: string }
>;

/** The fields whose text may hold line breaks (readFormBody keeps them there and nowhere else). */
export const PROJECT_FORM_MULTILINE = [
  "brief",
  "projectDetails",
  "otherPartners",
] as const satisfies readonly ProjectFormField[];

/**
 * An image of the form: one of our uploads (the server then checks that it is the project's own image or one
 * the acting user has just uploaded). New uploads live in the project-images folder.
 */
export const PROJECT_IMAGE_URL = /^\/uploads(\/[A-Za-z0-9_-][A-Za-z0-9._-]*){1,4}$/;
export const PROJECT_IMAGE_FOLDER = "project-images";

/** The columns a project row gets from the form (spec §7 "Add project"; metadata keys of §3). */
export type ProjectRecord = {
  name: string;
  brief: string;
  sector: string;
  sdg: string;
  location: string;
  targetGroups: string[];
  status: string;
  startDate: string;
  endDate: string | null;
  image: string | null;
  metadata: ProjectMetadata;
  /** The exact place, or both null. */
  latitude: number | null;
  longitude: number | null;
};

export function toProjectRecord(values: ProjectFormValues): ProjectRecord {
  const {
    name,
    brief,
    sector,
    sdg,
    location,
    targetGroups,
    status,
    startDate,
    endDate,
    images,
    coreObjectives,
    projectMilestones,
    otherTargetGroup,
    latitude,
    longitude,
    // Not part of the record: the project's owner is decided by create-project.
    ownerId: _ownerId,
    ...rest
  } = values;
  // What is left is stored as metadata text under its own name: a field added to the schema and not mapped
  // above lands here, and fails the type check unless it is a metadata text.
  const sameNamedText: {
    [K in keyof typeof rest]: K extends keyof ProjectMetadata ? string | undefined : never;
  } = rest;
  const text = {
    ...sameNamedText,
    coreObjectives: coreObjectives.join("\n"),
    projectMilestones: projectMilestones.join("\n"),
    // Kept only while the group "other" is chosen (spec §3).
    otherTargetGroup: targetGroups.includes("other") ? otherTargetGroup : undefined,
  } satisfies Partial<ProjectMetadata>;
  const metadata: ProjectMetadata = { images };
  for (const [key, value] of Object.entries(text)) {
    if (value) metadata[key as keyof typeof text] = value;
  }
  return {
    name,
    brief,
    sector,
    sdg,
    location,
    targetGroups,
    status,
    startDate,
    endDate: endDate ?? null,
    image: images[0] ?? null,
    metadata,
    ...placeOf(latitude, longitude),
  };
}

/** The typed pair as stored: both numbers (rounded) or both null. The schema has refused any other pair. */
function placeOf(latitude: string | undefined, longitude: string | undefined) {
  const lat = parseDegrees(latitude);
  const lon = parseDegrees(longitude);
  return lat === null || lon === null
    ? { latitude: null, longitude: null }
    : { latitude: roundDegrees(lat), longitude: roundDegrees(lon) };
}

/**
 * The form's values as they travel (text, or a list of texts), by field: a stored project's starting values
 * (edit) and the empty form (add). The organization (`ownerId`) is chosen only by admins adding a project.
 */
export type ProjectFormDefaults = {
  [K in Exclude<ProjectFormField, "ownerId">]-?: K extends ProjectFormListField ? string[] : string;
} & { ownerId?: string };

function isListField(name: ProjectFormField): name is ProjectFormListField {
  return Object.hasOwn(PROJECT_FORM_LISTS, name);
}

/** Every field blank (lists empty), but the status: planning is the form's default (spec §4). */
export const EMPTY_PROJECT_FORM: ProjectFormDefaults = emptyProjectForm();

function emptyProjectForm(): ProjectFormDefaults {
  const values: Partial<Record<ProjectFormField, string | string[]>> = {};
  for (const name of PROJECT_FORM_FIELDS) {
    if (name !== "ownerId") values[name] = isListField(name) ? [] : "";
  }
  return { ...(values as ProjectFormDefaults), status: "planning" };
}

/** A stored project as the form's starting values (edit). */
export function toProjectFormDefaults(
  project: Omit<ProjectRecord, "latitude" | "longitude"> &
    Partial<Pick<ProjectRecord, "latitude" | "longitude">>,
): ProjectFormDefaults {
  const meta = project.metadata ?? {};
  return {
    name: project.name,
    brief: project.brief,
    sector: project.sector,
    sdg: project.sdg,
    location: project.location,
    targetGroups: project.targetGroups,
    otherTargetGroup: meta.otherTargetGroup ?? "",
    startDate: project.startDate,
    endDate: project.endDate ?? "",
    status: normalizeStatus(project.status),
    coreObjectives: splitLines(meta.coreObjectives),
    projectMilestones: splitLines(meta.projectMilestones),
    projectDetails: meta.projectDetails ?? "",
    region: meta.region ?? "",
    district: meta.district ?? "",
    parish: meta.parish ?? "",
    latitude: project.latitude == null ? "" : String(project.latitude),
    longitude: project.longitude == null ? "" : String(project.longitude),
    projectImplementer: meta.projectImplementer ?? "",
    projectTeamLead: meta.projectTeamLead ?? "",
    otherPartners: meta.otherPartners ?? "",
    implementersWebsite: meta.implementersWebsite ?? "",
    images: projectImageUrls(project),
  };
}
