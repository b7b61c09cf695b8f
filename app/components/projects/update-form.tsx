import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useLocation, useRouteLoaderData } from "react-router";
import { DraftNotice, useFormDraft } from "~/components/forms/form-draft";
import { FormField, hintId } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { useSaveAfterUploads } from "~/components/forms/use-image-uploads";
import { toast } from "~/components/toast";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Textarea } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { pendingUploadsText, type UploadsSummary, waitingLabel } from "~/domain/image-list";
import {
  MAX_UPDATE_PHOTOS,
  UPDATE_BODY_MAX,
  UPDATE_MESSAGES,
  UPDATE_TITLE_MAX,
  UpdateFormSchema,
} from "~/domain/project-updates";
import type { TextSegment } from "~/domain/update-display";
import { ProjectImagesField } from "./project-images-field";
import { UpdateText } from "./project-updates";

export type UpdateFormDefaults = { title: string; body: string; photos: string[] };

/**
 * The progress update form of the dashboard's Updates page: title, text (its count as you type) and up to
 * three photos, uploaded at once like project images (the project form's image field). Posts `intent=save`
 * (with `updateId` when editing) to the page's action, which checks everything again.
 */
export function UpdateForm({
  defaultValue,
  updateId,
  lastResult,
  cancelTo,
}: {
  defaultValue: UpdateFormDefaults;
  updateId?: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Editing: where Cancel goes (the page without ?edit). */
  cancelTo?: string;
}) {
  const pending = useIsPending();
  const [uploads, setUploads] = useState<UploadsSummary>({ inFlight: 0, failed: 0, sent: 0, chosen: 0 });
  const [form, fields] = useForm({
    id: updateId ? `update-${updateId}` : "update-new",
    lastResult: lastResult ?? undefined,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UpdateFormSchema }),
  });
  // A local draft per project page and update (issue 24); saved, the page says so with its toast.
  const { pathname } = useLocation();
  const draft = useFormDraft(form.id, { name: `${form.id}:${pathname}` });
  const rootToast = (useRouteLoaderData("root") as { toast?: { title?: string } | null } | undefined)?.toast;
  const { clear } = draft;
  useEffect(() => {
    if (rootToast?.title === UPDATE_MESSAGES.posted || rootToast?.title === UPDATE_MESSAGES.saved) clear();
  }, [rootToast, clear]);
  const body = String(fields.body.value ?? "");
  const save = useSaveAfterUploads(uploads, () => {
    toast.error("Photos not uploaded", {
      description: pendingUploadsText(uploads) ?? "",
      id: "photos-pending",
    });
  });
  const feedback = withInvalidFeedback(getFormProps(form));
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    feedback.onSubmit(event);
    if (!event.defaultPrevented) save.hold(event);
  }

  return (
    <Card className="p-4 sm:p-6">
      <DraftNotice draft={draft} />
      <Form method="post" {...feedback} onSubmit={onSubmit} noValidate className="space-y-5">
        <input type="hidden" name="intent" value="save" />
        {updateId ? <input type="hidden" name="updateId" value={updateId} /> : null}
        <FormField field={fields.title} label="Title" required>
          <Input {...getInputProps(fields.title, { type: "text" })} maxLength={UPDATE_TITLE_MAX + 50} />
        </FormField>
        <FormField
          field={fields.body}
          label="What happened"
          required
          hint={`Line breaks are kept; web addresses become links. ${body.length}/${UPDATE_BODY_MAX} characters.`}
        >
          <Textarea {...getTextareaProps(fields.body, { ariaDescribedBy: hintId(fields.body) })} rows={6} />
        </FormField>
        <ProjectImagesField
          field={fields.photos}
          onUploadsChange={setUploads}
          max={MAX_UPDATE_PHOTOS}
          legend="Photos"
          noun="photo"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {cancelTo ? (
            <Link to={cancelTo} className={buttonClass("outline")}>
              Cancel
            </Link>
          ) : null}
          <StatusButton
            pending={pending || save.waiting}
            pendingLabel={save.waiting ? waitingLabel(uploads) : "Saving…"}
          >
            {updateId ? "Save update" : "Post update"}
          </StatusButton>
        </div>
      </Form>
    </Card>
  );
}

export type OwnUpdate = {
  id: string;
  title: string;
  date: string;
  isoDate: string;
  segments: TextSegment[];
  photos: number;
  /** The member who posted it (the team sees who; the public sees the organization). */
  postedBy: string | null;
};

/** The project's updates on the dashboard, newest first, each with Edit and Delete (asked twice). */
export function OwnUpdatesList({
  updates,
  editHref,
}: {
  updates: OwnUpdate[];
  editHref: (id: string) => string;
}) {
  if (updates.length === 0) return <p className="text-muted">No updates posted yet.</p>;
  return (
    <ol className="space-y-4">
      {updates.map((update) => (
        <OwnUpdateItem key={update.id} update={update} editHref={editHref(update.id)} />
      ))}
    </ol>
  );
}

function OwnUpdateItem({ update, editHref }: { update: OwnUpdate; editHref: string }) {
  const [confirming, setConfirming] = useState(false);
  const pending = useIsPending();
  return (
    <li className="min-w-0 rounded-lg border border-default bg-surface p-4">
      <p className="text-sm text-muted">
        <time dateTime={update.isoDate}>{update.date}</time>
        {update.postedBy ? ` · Posted by ${update.postedBy}` : null}
        {update.photos > 0 ? ` · ${update.photos} ${update.photos === 1 ? "photo" : "photos"}` : null}
      </p>
      <h3 className="mt-0.5 break-words font-semibold">{update.title}</h3>
      <UpdateText segments={update.segments} className="mt-1 line-clamp-4 text-sm" />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Link to={editHref} className={buttonClass("outline")}>
          Edit<span className="sr-only"> {update.title}</span>
        </Link>
        {confirming ? (
          <Form
            method="post"
            className="flex flex-wrap items-center gap-2"
            onSubmit={() => setConfirming(false)}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="updateId" value={update.id} />
            <span className="text-sm font-medium">Delete this update and its photos?</span>
            <StatusButton variant="destructive" pending={pending} pendingLabel="Deleting…">
              Yes, delete<span className="sr-only"> {update.title}</span>
            </StatusButton>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </Form>
        ) : (
          <Button
            variant="outline"
            onClick={() => setConfirming(true)}
            className="text-red-700 dark:text-red-400"
          >
            Delete<span className="sr-only"> {update.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
