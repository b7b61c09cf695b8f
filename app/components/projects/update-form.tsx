import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useFormAction, useLocation, useNavigation } from "react-router";
import { useAfterSave } from "~/components/forms/after-save";
import { DraftNotice, type FormDraft, OfflineNotice, useFormDraft } from "~/components/forms/form-draft";
import { FormErrors, FormField, hintId } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { useSaveAfterUploads, useUploadsSummary } from "~/components/forms/use-image-uploads";
import { toast } from "~/components/toast";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Textarea } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import type { Draft } from "~/domain/drafts";
import { pendingUploadsText, waitingLabel } from "~/domain/image-list";
import {
  MAX_UPDATE_PHOTOS,
  UPDATE_BODY_MAX,
  UPDATE_TITLE_MAX,
  UpdateFormSchema,
} from "~/domain/project-updates";
import type { TextSegment } from "~/domain/update-display";
import { ProjectImagesField } from "./project-images-field";
import { UpdateText } from "./project-updates";

export type UpdateFormDefaults = { title: string; body: string; photos: string[] };

type UpdateFormProps = {
  defaultValue: UpdateFormDefaults;
  updateId?: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Editing: where Cancel goes (the page without ?edit). */
  cancelTo?: string;
};

/** Whether this page's navigation carries the update form's send (not a listed update's Delete), until the
 * page after its answer shows. */
function useUpdateSend(): boolean {
  const navigation = useNavigation();
  const formAction = useFormAction();
  return (
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction === formAction &&
    navigation.formData?.get("intent") === "save"
  );
}

/**
 * The progress update form of the dashboard's Updates page: title, text (its count as you type) and up to
 * three photos, uploaded at once like project images (the project form's image field). Posts `intent=save`
 * (with `updateId` when editing) to the page's action, which checks everything again.
 *
 * What it starts from changes by a remount: the page's values; a local draft put back as soon as it shows
 * (issue 24; Undo goes back); and, once an update is posted, empty again with its draft gone (issue 36 item 1:
 * nothing is left to post twice). The button stays busy until the page after the answer shows.
 */
export function UpdateForm({ defaultValue, updateId, lastResult = null, cancelTo }: UpdateFormProps) {
  const id = updateId ? `update-${updateId}` : "update-new";
  const [start, setStart] = useState<{
    version: number;
    defaultValue: UpdateFormDefaults | null;
    /** The answer shown before the remount: not shown again by the new form. */
    shownResult: SubmissionResult<string[]> | null | undefined;
  }>({ version: 0, defaultValue: null, shownResult: undefined });
  const startAgain = (values: UpdateFormDefaults | null) =>
    setStart((current) => ({ version: current.version + 1, defaultValue: values, shownResult: lastResult }));
  // A local draft per project page and update.
  const { pathname } = useLocation();
  const draft = useFormDraft(id, {
    name: `${id}:${pathname}`,
    formVersion: start.version,
    onRestore: (saved) => startAgain(defaultsWithDraft(defaultValue, saved)),
    onUndo: () => startAgain(null),
  });
  const sending = useUpdateSend();
  // Posted: the action led back to this page (a refusal answers in place, with the form's mistakes).
  useAfterSave(sending, lastResult === null, () => {
    draft.clear();
    startAgain(null);
  });
  return (
    <Card className="p-4 sm:p-6">
      <DraftNotice draft={draft} className="mb-5" />
      <UpdateFormBody
        key={start.version}
        id={id}
        defaultValue={start.defaultValue ?? defaultValue}
        updateId={updateId}
        lastResult={lastResult === start.shownResult ? null : lastResult}
        cancelTo={cancelTo}
        sending={sending}
        draft={draft}
      />
    </Card>
  );
}

/** The form's starting values with a draft's over them (read as the form library reads a submission). */
function defaultsWithDraft(defaults: UpdateFormDefaults, saved: Draft): UpdateFormDefaults {
  const formData = new FormData();
  for (const [name, value] of saved.entries) formData.append(name, value);
  const { payload } = parseWithZod(formData, { schema: UpdateFormSchema });
  const values = payload as Partial<Record<keyof UpdateFormDefaults, unknown>>;
  return {
    title: typeof values.title === "string" ? values.title : defaults.title,
    body: typeof values.body === "string" ? values.body : defaults.body,
    photos: Array.isArray(values.photos)
      ? values.photos.filter((url): url is string => typeof url === "string")
      : [],
  };
}

function UpdateFormBody({
  id,
  defaultValue,
  updateId,
  lastResult,
  cancelTo,
  sending,
  draft,
}: UpdateFormProps & { id: string; sending: boolean; draft: FormDraft }) {
  const [uploads, setUploads] = useUploadsSummary();
  const [form, fields] = useForm({
    id,
    lastResult: lastResult ?? undefined,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UpdateFormSchema }),
  });
  const body = String(fields.body.value ?? "");
  // A refusal of the whole form comes back under the button: brought into view where the person pressed.
  const formError = form.errors?.[0];
  useEffect(() => {
    if (formError) document.getElementById(form.errorId)?.scrollIntoView({ block: "nearest" });
  }, [formError, form.errorId]);
  const photosNotUploaded = () =>
    toast.error("Photos not uploaded", {
      description: pendingUploadsText(uploads) ?? "",
      id: "photos-pending",
    });
  const save = useSaveAfterUploads(uploads, photosNotUploaded);
  const feedback = withInvalidFeedback(getFormProps(form));
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // One send at a time: a second press (Enter in a field) while the first is on its way does nothing.
    if (sending) {
      event.preventDefault();
      return;
    }
    feedback.onSubmit(event);
    if (!event.defaultPrevented) save.hold(event);
    // Every problem in one pass: a photo that failed to upload is said with the fields' mistakes.
    else if (uploads.failed > 0) photosNotUploaded();
  }

  return (
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
          pending={sending || save.waiting}
          pendingLabel={save.waiting ? waitingLabel(uploads) : "Saving…"}
        >
          {updateId ? "Save update" : "Post update"}
        </StatusButton>
      </div>
      {/* Right under the button: what the server refused as a whole (an update posted already), and a send
          stopped offline. */}
      <FormErrors id={form.errorId} errors={form.errors} />
      <OfflineNotice draft={draft} />
    </Form>
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
