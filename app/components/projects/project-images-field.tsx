import { type FieldMetadata, type FormMetadata, getInputProps } from "@conform-to/react";
import { useId, useRef, useState } from "react";
import { type UploadAnswer, uploadWithProgress } from "~/components/forms/upload-with-progress";
import { toast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { FieldError, inputClass, Label } from "~/components/ui/field";
import { imageVariantUrl, resizableUploadPath } from "~/components/ui/responsive-image";
import { MAX_PROJECT_IMAGES } from "~/domain/project-form";
import {
  checkProjectImageFile,
  checkSelection,
  IMAGE_UPLOAD_MESSAGES,
  PROJECT_IMAGE_ACCEPT,
  uploadSummary,
} from "~/domain/project-images";
import { cn } from "~/lib/cn";

export const PROJECT_IMAGES_ENDPOINT = "/dashboard/projects/images";

type Progress = { name: string; percent: number; done: boolean; error?: string };

/**
 * The project's images (spec §2, §5, §8): up to five, chosen and uploaded here, one request per file with a
 * progress bar each; the form keeps their addresses (a Conform field list) and saves them with the project.
 */
export function ProjectImagesField({
  form,
  field,
  onUploadingChange,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form schema
  form: FormMetadata<any, string[]>;
  field: FieldMetadata<string[]>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const inputId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress[]>([]);
  const [uploading, setUploading] = useState(false);
  const [broken, setBroken] = useState<string[]>([]);
  const items = field.getFieldList();
  const urls = items.map((item) => String(item.value ?? item.initialValue ?? ""));

  async function upload() {
    const input = picker.current;
    const files = [...(input?.files ?? [])];
    const problem = checkSelection(files.length, urls.length);
    if (problem) {
      toast.error(IMAGE_UPLOAD_MESSAGES.failed, { description: problem });
      if (input) input.value = "";
      return;
    }
    setUploading(true);
    onUploadingChange(true);
    setProgress(files.map((file) => ({ name: file.name, percent: 0, done: false })));
    const errors: string[] = [];
    let uploaded = 0;
    for (const [index, file] of files.entries()) {
      const update = (change: Partial<Progress>) =>
        setProgress((current) =>
          current.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
        );
      const refused = checkProjectImageFile(file);
      const answer: UploadAnswer = refused
        ? { ok: false, error: refused }
        : await uploadWithProgress(
            PROJECT_IMAGES_ENDPOINT,
            { existing: String(urls.length + uploaded), file },
            (percent) => update({ percent }),
            IMAGE_UPLOAD_MESSAGES.failedDetail,
          ).then((answer) =>
            answer.ok || !answer.loggedOut
              ? answer
              : { ok: false as const, error: IMAGE_UPLOAD_MESSAGES.notLoggedIn },
          );
      if (answer.ok) {
        uploaded += 1;
        form.insert({ name: field.name, defaultValue: answer.url });
        update({ percent: 100, done: true });
      } else {
        errors.push(answer.error);
        update({ done: true, error: answer.error });
      }
    }
    const summary = uploadSummary(uploaded, errors);
    toast[summary.type](summary.title, { description: summary.description });
    // Spec §4: the input is cleared after each attempt.
    if (input) input.value = "";
    setUploading(false);
    onUploadingChange(false);
    window.setTimeout(() => setProgress((current) => current.filter((entry) => entry.error)), 1500);
  }

  function remove(index: number) {
    form.remove({ name: field.name, index });
    toast.success(IMAGE_UPLOAD_MESSAGES.removed);
  }

  function onBroken(url: string) {
    if (broken.includes(url)) return;
    setBroken((current) => [...current, url]);
    toast.error(IMAGE_UPLOAD_MESSAGES.imageError, { description: IMAGE_UPLOAD_MESSAGES.imageErrorDetail });
  }

  const full = urls.length >= MAX_PROJECT_IMAGES;
  return (
    <fieldset className="min-w-0" id={field.id} aria-describedby={`${inputId}-hint`}>
      <legend className="mb-1 block text-sm font-medium">Project images</legend>
      <p id={`${inputId}-hint`} className="mb-2 text-sm text-muted">
        Up to {MAX_PROJECT_IMAGES} images, JPEG, PNG, GIF or WebP, 10MB each. {urls.length}/
        {MAX_PROJECT_IMAGES} added.
      </p>
      {items.length > 0 ? (
        <ul className="mb-3 grid grid-cols-2 gap-3 md:grid-cols-3">
          {items.map((item, index) => {
            const url = urls[index] ?? "";
            const path = resizableUploadPath(url);
            return (
              <li
                key={item.key}
                className="relative overflow-hidden rounded-md border border-default bg-surface-muted"
              >
                <input {...getInputProps(item, { type: "hidden" })} />
                {broken.includes(url) ? (
                  <div className="flex aspect-[4/3] items-center justify-center p-2 text-center text-xs text-muted">
                    Image unavailable
                  </div>
                ) : (
                  <img
                    src={path ? imageVariantUrl(path, 320) : url}
                    alt={`Upload ${index + 1} of ${items.length}`}
                    width={320}
                    height={240}
                    loading="lazy"
                    className="aspect-[4/3] h-auto w-full object-cover"
                    onError={() => onBroken(url)}
                  />
                )}
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={uploading}
                  aria-label={`Remove image ${index + 1}`}
                  className="absolute right-1 top-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black disabled:opacity-60"
                >
                  <svg
                    aria-hidden
                    viewBox="0 0 24 24"
                    className="h-4 w-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M18 6 6 18M6 6l12 12" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Label htmlFor={inputId} className="sr-only">
          Choose images
        </Label>
        <input
          id={inputId}
          ref={picker}
          type="file"
          multiple
          accept={PROJECT_IMAGE_ACCEPT}
          disabled={uploading || full}
          className={cn(
            inputClass,
            "h-auto py-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-surface-muted file:px-3 file:py-1",
          )}
        />
        <Button variant="outline" onClick={upload} disabled={uploading || full} className="shrink-0">
          {uploading ? "Uploading..." : "Upload Images"}
        </Button>
      </div>
      {progress.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-live="polite">
          {progress.map((entry, index) => (
            <li key={`${index}-${entry.name}`} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="min-w-0 truncate">{entry.name}</span>
                <span
                  className={cn("shrink-0", entry.error ? "text-red-700 dark:text-red-400" : "text-muted")}
                >
                  {entry.error ? "Failed" : entry.done ? "Done" : `${entry.percent}%`}
                </span>
              </div>
              <progress
                className="mt-1 block h-2 w-full overflow-hidden rounded accent-brand-700"
                max={100}
                value={entry.percent}
                aria-label={`Uploading ${entry.name}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
