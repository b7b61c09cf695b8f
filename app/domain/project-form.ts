import { z } from "~/lib/zod";
import { locationProblems, parseDegrees, roundDegrees } from "./project-location";
import { isProjectStatus, normalizeStatus, type ProjectStatus } from "./project-status";
import { type ProjectMetadata, projectImageUrls, splitLines } from "./projects";
import { REGIONS, SDG_GOALS, SECTORS, TARGET_GROUPS } from "./reference";
import { tooLongMessage } from "./registration";

/**
 * The project form (spec §2 "Project form", §3 Project, §5 "Project form"): one schema for add and edit, run in
 * the browser and again in the action, and the mapping between the form and the stored project.
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

const dayField = () =>
  z
    .string()
    .trim()
    .refine((value) => isIsoDay(value) && value >= EARLIEST_DATE && value <= LATEST_DATE, {
      error: PROJECT_FORM_MESSAGES.dateRange,
    });

const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(field, max) })
    .optional();

/** Objectives and milestones: one entry per input, blanks ignored. */
const listField = (label: string, field: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .max(LIST_ITEM_MAX, { error: tooLongMessage(field, LIST_ITEM_MAX) })
        .optional(),
    )
    .optional()
    .transform((items) => (items ?? []).filter((item): item is string => Boolean(item)))
    .refine((items) => items.length <= MAX_LIST_ITEMS, {
      error: PROJECT_FORM_MESSAGES.tooManyItems(label, MAX_LIST_ITEMS),
    });

const TARGET_VALUES = TARGET_GROUPS.map((group) => group.value) as string[];

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

export const ProjectFormSchema = z
  .object({
    name: z
      .string({ error: PROJECT_FORM_MESSAGES.nameMin })
      .trim()
      .min(PROJECT_NAME_MIN, { error: PROJECT_FORM_MESSAGES.nameMin })
      .max(PROJECT_NAME_MAX, { error: tooLongMessage("Project name", PROJECT_NAME_MAX) }),
    brief: z
      .string({ error: PROJECT_FORM_MESSAGES.briefMin })
      .trim()
      .min(BRIEF_MIN, { error: PROJECT_FORM_MESSAGES.briefMin })
      .max(BRIEF_MAX, { error: PROJECT_FORM_MESSAGES.briefMax }),
    sector: z.enum(SECTORS, { error: PROJECT_FORM_MESSAGES.sector }),
    sdg: z.enum(SDG_GOALS, { error: PROJECT_FORM_MESSAGES.sdg }),
    location: z
      .string({ error: PROJECT_FORM_MESSAGES.location })
      .trim()
      .min(LOCATION_MIN, { error: PROJECT_FORM_MESSAGES.location })
      .max(150, { error: tooLongMessage("Location", 150) }),
    // Checkboxes: Conform reads one or several values as a list (an empty one as a missing item).
    targetGroups: z
      .array(z.string().optional())
      .optional()
      .transform((values) => [...new Set((values ?? []).map((value) => value?.trim() ?? "").filter(Boolean))])
      .refine((values) => values.every((value) => TARGET_VALUES.includes(value)), {
        error: PROJECT_FORM_MESSAGES.targetGroups,
      })
      // Spec: the comma-separated selection must be at least 3 characters long.
      .refine((values) => values.join(",").length >= 3, { error: PROJECT_FORM_MESSAGES.targetGroups }),
    otherTargetGroup: optionalText("Other target group", 100),
    startDate: z.string({ error: PROJECT_FORM_MESSAGES.startDate }).pipe(dayField()),
    endDate: dayField().optional(),
    status: z
      .string({ error: PROJECT_FORM_MESSAGES.status })
      .transform(normalizeStatus)
      .superRefine((value, context) => {
        if (!value) context.addIssue({ code: "custom", message: PROJECT_FORM_MESSAGES.status });
        else if (!isProjectStatus(value)) {
          context.addIssue({ code: "custom", message: PROJECT_FORM_MESSAGES.invalidStatus });
        }
      })
      .transform((value) => value as ProjectStatus),
    coreObjectives: listField("objectives", "An objective"),
    projectMilestones: listField("milestones", "A milestone"),
    projectDetails: optionalText("Project details", 5000),
    region: z.enum(REGIONS, { error: PROJECT_FORM_MESSAGES.region }).optional(),
    district: optionalText("District", 100),
    parish: optionalText("Parish", 100),
    /** The exact place (issue 38), optional: decimal degrees, both or neither, inside Uganda (checked below). */
    latitude: z.string().trim().max(20).optional(),
    longitude: z.string().trim().max(20).optional(),
    projectImplementer: optionalText("Project implementer", 200),
    projectTeamLead: optionalText("Team lead", 200),
    otherPartners: optionalText("Other partners", 500),
    implementersWebsite: z
      .string()
      .trim()
      .max(500, { error: tooLongMessage("Website", 500) })
      .superRefine((value, context) => {
        if (!/^https?:\/\//i.test(value)) {
          context.addIssue({ code: "custom", message: PROJECT_FORM_MESSAGES.website });
        } else if (!isWebAddress(value)) {
          context.addIssue({ code: "custom", message: PROJECT_FORM_MESSAGES.websiteInvalid });
        }
      })
      .optional(),
    /** Admins only (the server ignores it for anyone else): the organization user the project belongs to. */
    ownerId: z.string().trim().max(64).optional(),
    images: z
      .array(z.string().trim().regex(PROJECT_IMAGE_URL, { error: PROJECT_FORM_MESSAGES.imagesRefused }))
      .optional()
      .transform((urls) => [...new Set(urls ?? [])])
      .refine((urls) => urls.length <= MAX_PROJECT_IMAGES, {
        error: PROJECT_FORM_MESSAGES.tooManyImages(MAX_PROJECT_IMAGES),
      }),
  })
  // Rules between fields run even while other fields still have problems (zod skips them otherwise), as long
  // as the fields they read are themselves valid: every message shows at once.
  .refine((value) => !value.targetGroups.includes("other") || Boolean(value.otherTargetGroup), {
    path: ["otherTargetGroup"],
    error: PROJECT_FORM_MESSAGES.otherTargetGroup,
    when: (payload) => fieldsValid(payload.issues, ["targetGroups", "otherTargetGroup"]),
  })
  .refine((value) => !value.endDate || value.endDate >= value.startDate, {
    path: ["endDate"],
    error: PROJECT_FORM_MESSAGES.endBeforeStart,
    when: (payload) => fieldsValid(payload.issues, ["startDate", "endDate"]),
  })
  .superRefine((value, context) => {
    for (const [path, message] of Object.entries(locationProblems(value.latitude, value.longitude))) {
      context.addIssue({ code: "custom", path: [path], message });
    }
  });

function fieldsValid(issues: readonly { path?: readonly PropertyKey[] }[], names: readonly string[]) {
  return !issues.some((issue) => names.includes(String(issue.path?.[0])));
}

export type ProjectFormInput = z.input<typeof ProjectFormSchema>;
export type ProjectFormValues = z.output<typeof ProjectFormSchema>;
/** The form's field names: the schema's keys, and nothing else. */
export type ProjectFormField = keyof typeof ProjectFormSchema.shape;
/** The fields that travel as lists (checkboxes, field lists): those whose schema takes an array. */
export type ProjectFormListField = {
  [K in ProjectFormField]-?: NonNullable<ProjectFormInput[K]> extends readonly unknown[] ? K : never;
}[ProjectFormField];

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

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
  for (const name of Object.keys(ProjectFormSchema.shape) as ProjectFormField[]) {
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
