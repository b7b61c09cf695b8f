/**
 * An ordered list of images being chosen for a record (a project's five, an event's one): the first is the
 * cover (`projectImageUrls` in projects.ts reads the first as the `image` column), the organization reorders
 * them with buttons, and each image uploads on its own request as soon as it is chosen. Pure rules only; the
 * field that renders them is `components/forms/use-image-uploads.ts`.
 */

/** Where one image of the list stands: waiting its turn, being sent, stored (it has its url), or failed. */
export type ImageUploadStatus = "queued" | "uploading" | "done" | "failed";

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list if nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  const target = Math.max(0, Math.min(last, to));
  if (from < 0 || from > last || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The list with the item at `index` first (the cover), the others in their order. */
export function makeCover<T>(list: readonly T[], index: number): T[] {
  return moveItem(list, index, 0);
}

/**
 * How many of `selected` newly chosen files fit beside the `kept` images (at most `max` in all); the rest are
 * refused with the count message, each on its own file.
 */
export function filesThatFit(selected: number, kept: number, max: number): number {
  return Math.max(0, Math.min(selected, max - kept));
}

export type UploadsSummary = {
  /** Images still waiting their turn or being sent. */
  inFlight: number;
  /** Images that failed to send (network, server busy): retried or removed before a save. */
  failed: number;
  /** Images chosen in this form that are stored, and all chosen in this form (not refused, not removed). */
  sent: number;
  chosen: number;
};

/** The list's uploads in numbers; `fromFile` tells an image chosen in this form from one it already had. */
export function summarizeUploads(
  items: ReadonlyArray<{ status: ImageUploadStatus; fromFile: boolean }>,
): UploadsSummary {
  const chosen = items.filter((item) => item.fromFile);
  return {
    inFlight: items.filter((item) => item.status === "queued" || item.status === "uploading").length,
    failed: items.filter((item) => item.status === "failed").length,
    sent: chosen.filter((item) => item.status === "done").length,
    chosen: chosen.length,
  };
}

/** The save button's words while a save waits for its uploads: "Uploading… (2 of 3)", the one being sent. */
export function waitingLabel({ sent, chosen }: UploadsSummary): string {
  return `Uploading… (${Math.min(sent + 1, chosen)} of ${chosen})`;
}

/** What stands between a save and its images, said plainly; null when nothing does. */
export function pendingUploadsText({ inFlight, failed }: UploadsSummary): string | null {
  if (failed > 0) {
    return failed === 1
      ? "1 image could not be uploaded. Retry it or remove it, then save."
      : `${failed} images could not be uploaded. Retry them or remove them, then save.`;
  }
  if (inFlight > 0) {
    return inFlight === 1
      ? "1 image is still uploading. Saving waits for it."
      : `${inFlight} images are still uploading. Saving waits for them.`;
  }
  return null;
}
