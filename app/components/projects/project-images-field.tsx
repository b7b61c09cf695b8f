import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useId, useRef, useState } from "react";
import { type ImageEntry, useImageUploads } from "~/components/forms/use-image-uploads";
import { toast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { FieldError, inputClass, Label } from "~/components/ui/field";
import { ChevronLeft, ChevronRight, icon, X } from "~/components/ui/icons";
import type { UploadsSummary } from "~/domain/image-list";
import { imageVariantUrl, resizableUploadPath } from "~/domain/image-variants";
import { MAX_PROJECT_IMAGES } from "~/domain/project-form";
import {
  checkProjectImageFile,
  IMAGE_UPLOAD_MESSAGES,
  PROJECT_IMAGE_ACCEPT,
  uploadSummary,
} from "~/domain/project-images";
import { cn } from "~/lib/cn";

export const PROJECT_IMAGES_ENDPOINT = "/dashboard/projects/images";
const Star = icon("star");

type Action = "cover" | "earlier" | "later" | "remove" | "retry";

/**
 * The project's images (spec §2, §5, §8): up to five. Choosing files uploads them at once, one request per
 * file with a progress bar each (docs/decisions/0007); a refused file says why and leaves the list, a failed
 * one can be sent again. The first image is the cover: "Make cover", "Move earlier" and "Move later" reorder
 * them (buttons, the focus staying on the moved image). The form saves the stored addresses in this order;
 * `onUploadsChange` tells the form what is still on its way, so the save can wait for it.
 */
export function ProjectImagesField({
  field,
  onUploadsChange,
  max = MAX_PROJECT_IMAGES,
  legend = "Project images",
  noun = "image",
}: {
  field: FieldMetadata<string[]>;
  onUploadsChange: (summary: UploadsSummary) => void;
  /** Another list of pictures uploaded the same way (a progress update's photos): its limit and words. */
  max?: number;
  legend?: string;
  noun?: "image" | "photo";
}) {
  const inputId = useId();
  const [broken, setBroken] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const list = useRef<HTMLUListElement>(null);
  const focusAfter = useRef<{ id: string; action: Action } | null>(null);
  const initial = field.initialValue;
  const uploads = useImageUploads({
    endpoint: PROJECT_IMAGES_ENDPOINT,
    initialUrls: (Array.isArray(initial) ? initial : []).filter(
      (url): url is string => typeof url === "string" && url !== "",
    ),
    max,
    tooMany: IMAGE_UPLOAD_MESSAGES.tooMany(max),
    check: checkProjectImageFile,
    fields: (index) => ({ existing: String(index) }),
    messages: { failed: IMAGE_UPLOAD_MESSAGES.failedDetail, loggedOut: IMAGE_UPLOAD_MESSAGES.notLoggedIn },
    onBatchDone: (uploaded, errors) => {
      const summary = uploadSummary(uploaded, errors);
      toast[summary.type](summary.title, { description: summary.description });
    },
  });
  const { entries, refused, summary } = uploads;

  const { inFlight, failed, sent, chosen } = summary;
  const report = useRef(onUploadsChange);
  report.current = onUploadsChange;
  useEffect(() => report.current({ inFlight, failed, sent, chosen }), [inFlight, failed, sent, chosen]);

  // After a move the focus stays on the moved image: the same button, else the one beside it.
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const tile = list.current?.querySelector(`[data-entry="${wanted.id}"]`);
    const order: Action[] = [wanted.action, "later", "earlier", "remove"];
    for (const action of order) {
      const button = tile?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`);
      if (button) return button.focus();
    }
  });

  function move(entry: ImageEntry, to: number, action: Action) {
    focusAfter.current = { id: entry.id, action };
    uploads.move(entry.id, to);
    const place = Math.max(0, Math.min(entries.length - 1, to));
    setAnnouncement(
      place === 0
        ? `${entry.name} is now the cover image.`
        : `${entry.name} moved to place ${place + 1} of ${entries.length}.`,
    );
  }

  function remove(entry: ImageEntry, index: number) {
    uploads.remove(entry.id);
    toast.success(IMAGE_UPLOAD_MESSAGES.removed);
    setAnnouncement(`${entry.name} removed.`);
    // The focus goes to the image that takes its place, else the file chooser.
    const next = entries[index + 1] ?? entries[index - 1];
    if (next) focusAfter.current = { id: next.id, action: "remove" };
    else document.getElementById(inputId)?.focus();
  }

  function onBroken(url: string) {
    if (broken.includes(url)) return;
    setBroken((current) => [...current, url]);
    toast.error(IMAGE_UPLOAD_MESSAGES.imageError, { description: IMAGE_UPLOAD_MESSAGES.imageErrorDetail });
  }

  const full = entries.length >= max;
  const hintId = `${inputId}-hint`;
  return (
    <fieldset className="min-w-0" id={field.id} aria-describedby={hintId}>
      <legend className="mb-1 block text-sm font-medium">{legend}</legend>
      <p id={hintId} className="mb-2 text-sm text-muted">
        Up to {max} {noun}s, JPEG, PNG, GIF or WebP, 10MB each. They upload as soon as you choose them; the
        first is the cover. {entries.length}/{max} added.
      </p>
      {uploads.urls.map((url, index) => (
        <input key={url} type="hidden" name={`${field.name}[${index}]`} value={url} />
      ))}
      {entries.length > 0 ? (
        <ul ref={list} className="mb-3 grid grid-cols-2 gap-3 md:grid-cols-3" aria-label={`Chosen ${noun}s`}>
          {entries.map((entry, index) => (
            <ImageTile
              key={entry.id}
              entry={entry}
              index={index}
              count={entries.length}
              broken={!!entry.url && broken.includes(entry.url)}
              onBroken={onBroken}
              onAction={(action) => {
                if (action === "cover") move(entry, 0, action);
                else if (action === "earlier") move(entry, index - 1, action);
                else if (action === "later") move(entry, index + 1, action);
                else if (action === "retry") uploads.retry(entry.id);
                else remove(entry, index);
              }}
            />
          ))}
        </ul>
      ) : null}
      {refused.length > 0 ? (
        <ul className="mb-3 space-y-2" aria-label="Files not added">
          {refused.map((file) => (
            <li
              key={file.id}
              className="flex items-start gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              <p className="min-w-0 flex-1 break-words">
                <span className="font-medium">Not added: {file.name}.</span> {file.message}
              </p>
              <Button
                variant="outline"
                size="sm"
                className="shrink-0 text-current"
                onClick={() => uploads.dismiss(file.id)}
                aria-label={`Remove ${file.name} from the list`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Label htmlFor={inputId} className="mb-1 block text-sm">
        {full
          ? `${max === 5 ? "Five" : max === 3 ? "Three" : max} ${noun}s added: remove one to choose another`
          : `Choose ${noun}s`}
      </Label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={PROJECT_IMAGE_ACCEPT}
        disabled={full}
        aria-describedby={hintId}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Spec §4: the input is cleared after each choice (the files are in the list now).
          event.currentTarget.value = "";
          if (files.length > 0) uploads.add(files);
        }}
        className={cn(
          inputClass,
          "h-auto py-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-surface-muted file:px-3 file:py-1",
        )}
      />
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

const tileButton =
  "inline-flex h-9 w-9 items-center justify-center rounded-md border border-default bg-surface hover:bg-surface-muted disabled:opacity-40";

function ImageTile({
  entry,
  index,
  count,
  broken,
  onBroken,
  onAction,
}: {
  entry: ImageEntry;
  index: number;
  count: number;
  broken: boolean;
  onBroken: (url: string) => void;
  onAction: (action: Action) => void;
}) {
  const place = `image ${index + 1} of ${count}`;
  const path = entry.url ? resizableUploadPath(entry.url) : null;
  const src = entry.preview ?? (path ? imageVariantUrl(path, 320) : entry.url);
  const cover = index === 0;
  return (
    <li
      data-entry={entry.id}
      className="min-w-0 overflow-hidden rounded-md border border-default bg-surface-muted"
    >
      <div className="relative">
        {broken || !src ? (
          <div className="flex aspect-[4/3] items-center justify-center p-2 text-center text-xs text-muted">
            {broken ? "Image unavailable" : entry.name}
          </div>
        ) : (
          <img
            src={src}
            alt={`${cover ? "Cover, " : ""}${place}: ${entry.name}`}
            width={320}
            height={240}
            className="aspect-[4/3] h-auto w-full object-cover"
            onError={() => entry.url && !entry.preview && onBroken(entry.url)}
          />
        )}
        {cover ? (
          <span className="absolute left-1 top-1 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            Cover
          </span>
        ) : null}
        <button
          type="button"
          data-action="remove"
          onClick={() => onAction("remove")}
          aria-label={`Remove ${place}`}
          className="absolute right-1 top-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <div className="space-y-2 p-2">
        <UploadState entry={entry} />
        {entry.status === "failed" ? (
          <Button
            variant="outline"
            size="sm"
            data-action="retry"
            className="w-full"
            onClick={() => onAction("retry")}
            aria-label={`Retry uploading ${entry.name}`}
          >
            Retry
          </Button>
        ) : null}
        <div className="flex items-center justify-between gap-1">
          <button
            type="button"
            data-action="cover"
            className={tileButton}
            onClick={() => onAction("cover")}
            disabled={cover}
            aria-label={cover ? `${place} is the cover` : `Make ${place} the cover`}
            title={cover ? "The cover" : "Make cover"}
          >
            <Star aria-hidden className={cn("h-4 w-4", cover && "fill-current")} />
          </button>
          <button
            type="button"
            data-action="earlier"
            className={tileButton}
            onClick={() => onAction("earlier")}
            disabled={index === 0}
            aria-label={`Move ${place} earlier`}
            title="Move earlier"
          >
            <ChevronLeft aria-hidden className="h-4 w-4" />
          </button>
          <button
            type="button"
            data-action="later"
            className={tileButton}
            onClick={() => onAction("later")}
            disabled={index === count - 1}
            aria-label={`Move ${place} later`}
            title="Move later"
          >
            <ChevronRight aria-hidden className="h-4 w-4" />
          </button>
        </div>
      </div>
    </li>
  );
}

/** A chosen file's way: waiting, its progress, stored, or why it failed. */
function UploadState({ entry }: { entry: ImageEntry }) {
  if (!entry.file) return null;
  const text =
    entry.status === "queued"
      ? "Waiting to upload"
      : entry.status === "uploading"
        ? `Uploading ${entry.percent}%`
        : entry.status === "done"
          ? "Uploaded"
          : entry.error;
  return (
    <div className="text-xs">
      <p
        className={cn(
          "break-words",
          entry.status === "failed" ? "text-red-700 dark:text-red-400" : "text-muted",
        )}
      >
        {text}
      </p>
      {entry.status === "queued" || entry.status === "uploading" ? (
        <progress
          className="mt-1 block h-2 w-full overflow-hidden rounded accent-brand-700"
          max={100}
          value={entry.percent}
          aria-label={`Uploading ${entry.name}`}
        />
      ) : null}
    </div>
  );
}
