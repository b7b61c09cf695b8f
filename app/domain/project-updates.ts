import { z } from "~/lib/zod";
import { PROJECT_IMAGE_URL } from "./project-form";
import { tooLongMessage } from "./registration";

export type { TextSegment } from "./update-display";

/**
 * Progress updates (issue 21 item 1): an organization's dated news about one of its projects. A title, a text
 * of up to 2,000 characters (line breaks kept, addresses made links, never any HTML) and up to three photos,
 * uploaded like project images (docs/decisions/0007). The text is stored as typed; links are found when it is
 * shown (`linkifyText` in update-text.ts, run by loaders only, so the page's scripts never carry the link
 * finder nor date-fns).
 */

export const UPDATE_TITLE_MAX = 150;
export const UPDATE_BODY_MAX = 2000;
export const MAX_UPDATE_PHOTOS = 3;
/** A project with no update for this many months says so on its page. */
export const STALE_UPDATE_MONTHS = 6;
/** Updates listed on a project page (the feed and the API page through more). */
export const PROJECT_PAGE_UPDATES = 20;
/**
 * A new update with the title and text of one posted on the same project within this many minutes is refused
 * (issue 36 item 1: a second press, a resent form, must not post it twice nor mail the followers twice).
 */
export const REPEATED_UPDATE_MINUTES = 10;

export const UPDATE_MESSAGES = {
  titleRequired: "Please give the update a title",
  bodyRequired: "Please write what happened",
  tooManyPhotos: `Add at most ${MAX_UPDATE_PHOTOS} photos`,
  photoRefused: "Some photos could not be used. Please upload them again.",
  posted: "Update posted",
  postedDetail: "It is on the project page now; followers are told by email.",
  saved: "Update saved",
  deleted: "Update deleted",
  saveError: "Could not save the update",
  deleteError: "Could not delete the update",
  tryAgain: "Please try again.",
  notFound: "The update could not be found, or it belongs to another organization.",
  repeated: "This update is already posted",
  repeatedDetail: `An update with the same title and text was posted on this project in the last ${REPEATED_UPDATE_MINUTES} minutes, so it was not posted again. Change the title or the text to post another one.`,
} as const;

export const UpdateFormSchema = z.object({
  title: z
    .string({ error: UPDATE_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: UPDATE_MESSAGES.titleRequired })
    .max(UPDATE_TITLE_MAX, { error: tooLongMessage("Title", UPDATE_TITLE_MAX) }),
  body: z
    .string({ error: UPDATE_MESSAGES.bodyRequired })
    // Line endings as one "\n", trailing spaces of each line and blank lines at either end gone.
    .transform(normalizeUpdateText)
    .pipe(
      z
        .string()
        .min(1, { error: UPDATE_MESSAGES.bodyRequired })
        .max(UPDATE_BODY_MAX, { error: tooLongMessage("Text", UPDATE_BODY_MAX) }),
    ),
  photos: z
    .array(z.string().trim().regex(PROJECT_IMAGE_URL, { error: UPDATE_MESSAGES.photoRefused }))
    .optional()
    .transform((urls) => [...new Set(urls ?? [])])
    .refine((urls) => urls.length <= MAX_UPDATE_PHOTOS, { error: UPDATE_MESSAGES.tooManyPhotos }),
});
export type UpdateFormValues = z.output<typeof UpdateFormSchema>;

/**
 * The updates page's writes: the form (a new update, or an edit of `updateId`) and a listed update's Delete.
 * The update's id is the page's own, in either.
 */
export const UpdateIntentSchema = z.discriminatedUnion("intent", [
  UpdateFormSchema.extend({ intent: z.literal("save"), updateId: z.guid().optional() }),
  z.object({ intent: z.literal("delete"), updateId: z.guid() }),
]);

/** The update form's list field, bounded by readFormBody before anything is built (docs/decisions/0002). */
export const UPDATE_FORM_LISTS = {
  photos: { shape: "indexed", max: MAX_UPDATE_PHOTOS, tooMany: UPDATE_MESSAGES.tooManyPhotos },
} as const;
export const UPDATE_FORM_MULTILINE = ["body"] as const;

/** "\r\n" and "\r" as "\n", spaces at line ends dropped, at most two line breaks in a row, trimmed. */
export function normalizeUpdateText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** What makes two updates of one project the same post: the title and the text, as the form stores them. */
export type UpdateContent = { title: string; body: string };

/** The earliest moment a posted update still counts as recent enough to refuse its repeat. */
export function repeatedUpdateSince(now: Date): Date {
  return new Date(now.getTime() - REPEATED_UPDATE_MINUTES * 60_000);
}

/**
 * The recent update that `candidate` repeats, if any: the same title and text (compared as the schema leaves
 * them: trimmed, line endings normalized; letter case counts), posted within REPEATED_UPDATE_MINUTES of `now`.
 */
export function findRepeatedUpdate<Posted extends UpdateContent & { createdAt: Date }>(
  candidate: UpdateContent,
  recent: readonly Posted[],
  now: Date,
): Posted | null {
  const since = repeatedUpdateSince(now).getTime();
  const title = candidate.title.trim();
  const body = normalizeUpdateText(candidate.body);
  return (
    recent.find(
      (update) =>
        update.createdAt.getTime() >= since &&
        update.title.trim() === title &&
        normalizeUpdateText(update.body) === body,
    ) ?? null
  );
}
