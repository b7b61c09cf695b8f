import { TZDate } from "@date-fns/tz";
import { z } from "~/lib/zod";
import { TIME_ZONE } from "./dates";
import { MAX_PROJECT_IMAGE_BYTES, PROJECT_IMAGE_TYPES_LABEL, sizeInMb } from "./project-images";
import { NOT_A_PICTURE, UPLOAD_MESSAGES, type UploadProblem } from "./uploads";

/**
 * The admin's event form and event list (spec §2 Admin screens: Events; §5 Event form, Event image upload;
 * §8): texts, the form's rules, and the conversion of a date and a time of day in Kampala to an instant.
 */

export const EVENT_TEXT = {
  title: "Events",
  lead: "Events shown on the platform, latest date first. Paused events are hidden from the public pages.",
  add: "Add New Event",
  addFirst: "Add Your First Event",
  addTitle: "Add New Event",
  editTitle: "Edit Event",
  searchLabel: "Search events",
  searchPlaceholder: "Title, location or description",
  tableLabel: "Events",
  empty: "No events found",
  emptySearch: "No events match your search.",
  emptyAll: "No events yet. Add the first one and it appears on the Events page.",
  loadError: "Could not load event data",
  online: "Online Event",
  until: "Until",
  paused: "Paused",
  edit: "Edit",
  view: "View",
  pause: "Pause",
  activate: "Activate",
  delete: "Delete",
  deleting: "Deleting...",
  save: "Save Event",
  saving: "Saving...",
  cancel: "Cancel",
  deleteTitle: "Delete Event",
  deleteConfirm: "Are you sure you want to delete this event? This cannot be undone.",
  created: "Event created",
  updated: "Event updated",
  deleted: "Event deleted",
  activated: "Event activated",
  pausedToast: "Event paused",
  saveErrorTitle: "Error saving event",
  saveError: "Could not save the event",
  updateError: "Failed to update the event",
  deleteError: "Failed to delete the event",
  unexpectedTitle: "Unexpected error",
  missingTitle: "Missing required fields",
  missing: "Please fill in all required fields",
  invalidLinkTitle: "Invalid link format",
  invalidLink: "Online event link must start with http or https",
  invalidTime: "Please enter a time like 14:30 or 2:30 PM",
  invalidDate: "Please enter a date",
  endBeforeStart: "The end must be after the start",
  imageRefused: "Please upload the image again",
} as const;

export const EVENT_IMAGE_TEXT = {
  noFileTitle: "No file selected",
  noFile: "You must select a file to upload",
  unreadable: "The file could not be read. Please select a file from your device.",
  tooLarge: (bytes: number) => `File size exceeds 10MB limit. Current size: ${sizeInMb(bytes)} MB`,
  notImage: `Only image files can be used (${PROJECT_IMAGE_TYPES_LABEL}).`,
  authTitle: "Authentication error",
  auth: "Please log in again",
  uploaded: "Image uploaded",
  failedTitle: "Upload failed",
  failed: "Could not upload the image",
} as const;

export const EVENT_IMAGE_MAX_BYTES = MAX_PROJECT_IMAGE_BYTES;
export const EVENT_IMAGE_FOLDER = "event-images";
const EVENT_IMAGE_URL = /^\/uploads\/event-images\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** What a refused event image says (spec §5 Event image upload). */
export function eventImageProblemMessage(problem: UploadProblem, file: { size: number }): string {
  switch (problem) {
    case "size":
      return EVENT_IMAGE_TEXT.tooLarge(file.size);
    case "not-picture":
      return NOT_A_PICTURE;
    case "type":
      return EVENT_IMAGE_TEXT.notImage;
    case "pixels":
      return UPLOAD_MESSAGES.pixels;
    case "unreadable":
      return EVENT_IMAGE_TEXT.unreadable;
  }
}

export const EVENT_TYPES = ["in-person", "online"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * A time of day as typed or picked: "14:30", "9:05", "2:30 PM", "12 am" — as 24-hour "HH:mm" (spec §5: an
 * AM/PM time is converted to 24-hour form); null when it is not a time.
 */
export function to24HourTime(value: string): string | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*([ap])?\.?\s*(m\.?)?\s*$/i.exec(value);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  const meridiem = match[3]?.toLowerCase();
  if (!match[2] && !meridiem) return null;
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === "p" ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** A date (yyyy-MM-dd) and a 24-hour time in Kampala as the instant it is; null for a date that does not exist. */
export function kampalaInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const instant = new TZDate(year, month - 1, day, Number(t[1]), Number(t[2]), TIME_ZONE);
  // new Date(2026, 1, 30) rolls over into March: such a date was never a date.
  if (instant.getFullYear() !== year || instant.getMonth() !== month - 1 || instant.getDate() !== day)
    return null;
  return new Date(instant.getTime());
}

/** An instant as the form's Kampala date and 24-hour time (for editing). */
export function kampalaDateAndTime(instant: Date): { date: string; time: string } {
  const local = new TZDate(instant.getTime(), TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

const required = (max: number) =>
  z.string({ error: EVENT_TEXT.missing }).trim().min(1, { error: EVENT_TEXT.missing }).max(max);
const optional = (max: number) => z.string().trim().max(max).optional();
const time = z
  .string({ error: EVENT_TEXT.missing })
  .trim()
  .min(1, { error: EVENT_TEXT.missing })
  .transform((value, context) => {
    const converted = to24HourTime(value);
    if (!converted) context.addIssue({ code: "custom", message: EVENT_TEXT.invalidTime });
    return converted ?? value;
  });
const date = z
  .string({ error: EVENT_TEXT.missing })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: EVENT_TEXT.missing });

/** The event form (add and edit): the spec's required fields and messages, checked alike in the browser and here. */
export const EventFormSchema = z
  .object({
    title: required(200),
    description: optional(5000),
    eventType: z.enum(EVENT_TYPES).default("in-person"),
    location: optional(300),
    onlineLink: optional(2000),
    date,
    time,
    endDate: date.optional(),
    endTime: time.optional(),
    imageUrl: z.string().trim().regex(EVENT_IMAGE_URL, { error: EVENT_TEXT.imageRefused }).optional(),
  })
  // Each rule between fields runs as soon as the fields it reads are valid, even while others are not (zod
  // skips them otherwise): an empty form flags Location with Title, Date and Time, all in one pass.
  .superRefine(
    (value, context) => {
      if (value.eventType === "in-person" && !value.location) {
        context.addIssue({ code: "custom", path: ["location"], message: EVENT_TEXT.missing });
      }
      if (value.eventType === "online") {
        if (!value.onlineLink) {
          context.addIssue({ code: "custom", path: ["onlineLink"], message: EVENT_TEXT.missing });
        } else if (!/^https?:\/\/\S+$/i.test(value.onlineLink)) {
          context.addIssue({ code: "custom", path: ["onlineLink"], message: EVENT_TEXT.invalidLink });
        }
      }
    },
    { when: (payload) => fieldsValid(payload.issues, ["eventType", "location", "onlineLink"]) },
  )
  .superRefine(
    (value, context) => {
      const start = kampalaInstant(value.date, value.time);
      if (!start) context.addIssue({ code: "custom", path: ["date"], message: EVENT_TEXT.invalidDate });
      if (value.endTime && !value.endDate) {
        context.addIssue({ code: "custom", path: ["endDate"], message: EVENT_TEXT.invalidDate });
      }
      if (value.endDate) {
        const end = kampalaInstant(value.endDate, value.endTime ?? "23:59");
        if (!end) context.addIssue({ code: "custom", path: ["endDate"], message: EVENT_TEXT.invalidDate });
        else if (start && end < start) {
          context.addIssue({ code: "custom", path: ["endDate"], message: EVENT_TEXT.endBeforeStart });
        }
      }
    },
    { when: (payload) => fieldsValid(payload.issues, ["date", "time", "endDate", "endTime"]) },
  );

/** Whether none of these fields has a problem yet (a rule that reads them can run). */
function fieldsValid(issues: readonly { path?: readonly PropertyKey[] }[], names: readonly string[]) {
  return !issues.some((issue) => names.includes(String(issue.path?.[0])));
}

export type EventFormValues = z.output<typeof EventFormSchema>;

/** The saved columns of a valid form: only the fields its type uses; the end at the end time, else 23:59. */
export function toEventRecord(values: EventFormValues) {
  const online = values.eventType === "online";
  return {
    title: values.title,
    description: values.description || null,
    eventType: values.eventType,
    location: online ? null : (values.location ?? null),
    onlineLink: online ? (values.onlineLink ?? null) : null,
    eventDate: kampalaInstant(values.date, values.time)!,
    endDate: values.endDate ? kampalaInstant(values.endDate, values.endTime ?? "23:59") : null,
    imageUrl: values.imageUrl ?? null,
  };
}

/** Which toast a refused form earns: an online link that is not one, else the missing fields (spec §5). */
export function eventFormToast(fieldErrors: Record<string, string[] | null | undefined>) {
  if (fieldErrors.onlineLink?.includes(EVENT_TEXT.invalidLink)) {
    return { title: EVENT_TEXT.invalidLinkTitle, description: EVENT_TEXT.invalidLink };
  }
  return { title: EVENT_TEXT.missingTitle, description: EVENT_TEXT.missing };
}
