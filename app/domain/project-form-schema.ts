import { z } from "~/lib/zod";
import {
  BRIEF_MAX,
  BRIEF_MIN,
  EARLIEST_DATE,
  isIsoDay,
  LATEST_DATE,
  LIST_ITEM_MAX,
  LOCATION_MIN,
  MAX_LIST_ITEMS,
  MAX_PROJECT_IMAGES,
  PROJECT_FORM_MESSAGES,
  PROJECT_IMAGE_URL,
  PROJECT_NAME_MAX,
  PROJECT_NAME_MIN,
  type ProjectFormField,
} from "./project-form";
import { locationProblems } from "./project-location";
import { isProjectStatus, normalizeStatus, type ProjectStatus } from "./project-status";
import { REGIONS, SDG_GOALS, SECTORS, TARGET_GROUPS } from "./reference";
import { tooLongMessage } from "./registration";

/**
 * The project form's checks (spec §5 "Project form"): one schema for add and edit, run in the browser and again
 * in the action. Its own module, apart from the form's fields and texts (project-form.ts): the browser fetches it
 * (and zod) after the page has started, not with it (ADR 0034). It checks exactly the form's fields
 * (PROJECT_FORM_FIELDS): a field missing here, or one not in the form, fails the type check.
 */

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
  } satisfies Record<ProjectFormField, z.ZodType>)
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
