import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useRef, useState } from "react";
import { Form } from "react-router";
import { describedBy, FormField } from "~/components/forms/form-field";
import { uploadWithProgress } from "~/components/forms/upload-with-progress";
import { toast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Input, Label, Select, Textarea } from "~/components/ui/field";
import { imageVariantUrl, resizableUploadPath } from "~/components/ui/responsive-image";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import {
  EVENT_IMAGE_MAX_BYTES,
  EVENT_IMAGE_TEXT,
  EVENT_TEXT,
  EventFormSchema,
  eventFormToast,
  eventImageProblemMessage,
} from "~/domain/event-form";
import { PROJECT_IMAGE_ACCEPT } from "~/domain/project-images";

export const EVENT_IMAGES_ENDPOINT = "/admin/events/images";

/** The form's starting values: empty for a new event, the event's own (Kampala date and time) for an edit. */
export type EventFormDefaults = {
  id?: string;
  title: string;
  description: string;
  eventType: "in-person" | "online";
  location: string;
  onlineLink: string;
  date: string;
  time: string;
  endDate: string;
  endTime: string;
  imageUrl: string;
};

export const EMPTY_EVENT_FORM: EventFormDefaults = {
  title: "",
  description: "",
  eventType: "in-person",
  location: "",
  onlineLink: "",
  date: "",
  time: "",
  endDate: "",
  endTime: "",
  imageUrl: "",
};

/**
 * Add New Event / Edit Event (spec §2, §5): title, description, in-person (default, with its location) or
 * online (with its link), date and time, optional end, and an image uploaded on its own request with a
 * progress bar. Checked in the browser and again by the action, which answers refusals beside the fields.
 */
export function EventFormDialog({
  open,
  onOpenChange,
  event,
  lastResult,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: EventFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const editing = Boolean(event.id);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? EVENT_TEXT.editTitle : EVENT_TEXT.addTitle}
      className="max-w-2xl"
    >
      {/* A fresh form for each event opened. */}
      <EventForm
        key={event.id ?? "new"}
        event={event}
        lastResult={lastResult}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

function EventForm({
  event,
  lastResult,
  onCancel,
}: {
  event: EventFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  onCancel: () => void;
}) {
  const pending = useIsPending();
  const [eventType, setEventType] = useState(event.eventType);
  const [imageUrl, setImageUrl] = useState(event.imageUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm({
    id: "event-form",
    lastResult: lastResult ?? undefined,
    defaultValue: event,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EventFormSchema }),
  });

  async function upload() {
    const file = picker.current?.files?.[0];
    if (!file) {
      toast.error(EVENT_IMAGE_TEXT.noFileTitle, { description: EVENT_IMAGE_TEXT.noFile });
      return;
    }
    const refused = file.size > EVENT_IMAGE_MAX_BYTES ? eventImageProblemMessage("size", file) : null;
    setProgress(0);
    const answer = refused
      ? { ok: false as const, error: refused }
      : await uploadWithProgress(EVENT_IMAGES_ENDPOINT, { file }, setProgress, EVENT_IMAGE_TEXT.failed);
    setProgress(null);
    if (picker.current) picker.current.value = "";
    if (answer.ok) {
      setImageUrl(answer.url);
      toast.success(EVENT_IMAGE_TEXT.uploaded);
    } else if ("loggedOut" in answer && answer.loggedOut) {
      toast.error(EVENT_IMAGE_TEXT.authTitle, { description: EVENT_IMAGE_TEXT.auth });
    } else {
      toast.error(EVENT_IMAGE_TEXT.failedTitle, { description: answer.error });
    }
  }

  const formProps = getFormProps(form);
  /** A refused submit says why in the spec's words (§5 Event form): the link's format, else missing fields. */
  const onSubmit = (submitEvent: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(submitEvent);
    if (!submitEvent.defaultPrevented) return;
    const submission = parseWithZod(new FormData(submitEvent.currentTarget), { schema: EventFormSchema });
    if (submission.status !== "error") return;
    const message = eventFormToast(submission.error ?? {});
    toast.error(message.title, { description: message.description, id: "event-form-invalid" });
  };
  const preview = imageUrl ? resizableUploadPath(imageUrl) : null;
  const uploading = progress !== null;
  return (
    <Form method="post" {...formProps} onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      {event.id ? <input type="hidden" name="id" value={event.id} /> : null}
      <input type="hidden" name="imageUrl" value={imageUrl} />
      <FormField field={fields.title} label="Title" required className="sm:col-span-2">
        <Input
          {...getInputProps(fields.title, { type: "text" })}
          aria-describedby={describedBy(fields.title)}
          maxLength={200}
        />
      </FormField>
      <FormField field={fields.description} label="Description" className="sm:col-span-2">
        <Textarea
          {...getTextareaProps(fields.description)}
          aria-describedby={describedBy(fields.description)}
          rows={4}
          maxLength={5000}
        />
      </FormField>
      <FormField field={fields.eventType} label="Event type" required>
        <Select
          {...getSelectProps(fields.eventType)}
          aria-describedby={describedBy(fields.eventType)}
          onChange={(change) =>
            setEventType(change.currentTarget.value === "online" ? "online" : "in-person")
          }
        >
          <option value="in-person">In-person</option>
          <option value="online">Online</option>
        </Select>
      </FormField>
      {eventType === "online" ? (
        <FormField
          field={fields.onlineLink}
          label="Online link"
          required
          hint="Starts with http:// or https://"
        >
          <Input
            {...getInputProps(fields.onlineLink, { type: "url" })}
            aria-describedby={describedBy(fields.onlineLink)}
            placeholder="https://"
          />
        </FormField>
      ) : (
        <FormField field={fields.location} label="Location" required>
          <Input
            {...getInputProps(fields.location, { type: "text" })}
            aria-describedby={describedBy(fields.location)}
          />
        </FormField>
      )}
      <FormField field={fields.date} label="Date" required>
        <Input
          {...getInputProps(fields.date, { type: "date" })}
          aria-describedby={describedBy(fields.date)}
          min="1900-01-01"
        />
      </FormField>
      <FormField field={fields.time} label="Time" required>
        <Input
          {...getInputProps(fields.time, { type: "time" })}
          aria-describedby={describedBy(fields.time)}
        />
      </FormField>
      <FormField field={fields.endDate} label="End date" hint="Optional">
        <Input
          {...getInputProps(fields.endDate, { type: "date" })}
          aria-describedby={describedBy(fields.endDate)}
          min="1900-01-01"
        />
      </FormField>
      <FormField field={fields.endTime} label="End time" hint="Optional">
        <Input
          {...getInputProps(fields.endTime, { type: "time" })}
          aria-describedby={describedBy(fields.endTime)}
        />
      </FormField>
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="mb-1 block text-sm font-medium">Image</legend>
        {preview ? (
          <div className="mb-2 flex items-center gap-3">
            <img src={imageVariantUrl(preview, 320)} alt="" className="h-20 w-32 rounded object-cover" />
            <Button variant="outline" size="sm" onClick={() => setImageUrl("")} disabled={uploading}>
              Remove image
            </Button>
          </div>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Label htmlFor="event-image" className="sr-only">
            Choose an image
          </Label>
          <input
            ref={picker}
            id="event-image"
            type="file"
            accept={PROJECT_IMAGE_ACCEPT}
            disabled={uploading}
            className="min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-default file:bg-surface file:px-3 file:py-2"
          />
          <Button variant="outline" onClick={upload} disabled={uploading}>
            {uploading ? "Uploading..." : "Upload image"}
          </Button>
        </div>
        <p className="mt-1 text-sm text-muted">JPEG, PNG, GIF or WebP, up to 10MB.</p>
        {uploading ? (
          <progress
            className="mt-2 block h-2 w-full overflow-hidden rounded accent-brand-700"
            max={100}
            value={progress}
            aria-label="Uploading the event image"
          />
        ) : null}
        {fields.imageUrl.errors ? (
          <p className="mt-1 text-sm text-red-700 dark:text-red-400">{fields.imageUrl.errors.join(" ")}</p>
        ) : null}
      </fieldset>
      <div className="sm:col-span-2">
        <DialogActions>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {EVENT_TEXT.cancel}
          </Button>
          <StatusButton pending={pending} pendingLabel={EVENT_TEXT.saving} disabled={uploading}>
            {EVENT_TEXT.save}
          </StatusButton>
        </DialogActions>
      </div>
    </Form>
  );
}
