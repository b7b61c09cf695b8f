import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import { useState } from "react";
import { Form } from "react-router";
import { describedBy, FormField } from "~/components/forms/form-field";
import { keepFocusOnPress } from "~/components/forms/invalid-submit";
import { useImageUploads, useSaveAfterUploads } from "~/components/forms/use-image-uploads";
import { toast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Input, Label, Select, Textarea } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import type { EventFormDefaults } from "~/domain/admin-events";
import {
  EVENT_IMAGE_MAX_BYTES,
  EVENT_IMAGE_TEXT,
  EVENT_TEXT,
  EventFormSchema,
  eventFormToast,
  eventImageProblemMessage,
} from "~/domain/event-form";
import { pendingUploadsText, waitingLabel } from "~/domain/image-list";
import { imageVariantUrl, resizableUploadPath } from "~/domain/image-variants";
import { PROJECT_IMAGE_ACCEPT, PROJECT_IMAGE_TYPES } from "~/domain/project-images";
import { cn } from "~/lib/cn";

export const EVENT_IMAGES_ENDPOINT = "/admin/events/images";

/**
 * Add New Event / Edit Event (spec §2, §5): title, description, in-person (default, with its location) or
 * online (with its link), date and time, optional end, and an image that uploads as soon as it is chosen,
 * on its own request with a progress bar (Save Event waits for it). Checked in the browser and again by the action, which answers refusals beside the fields.
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
  const image = useImageUploads({
    endpoint: EVENT_IMAGES_ENDPOINT,
    initialUrls: event.imageUrl ? [event.imageUrl] : [],
    max: 1,
    single: true,
    tooMany: EVENT_IMAGE_TEXT.noFile,
    check: checkEventImage,
    messages: { failed: EVENT_IMAGE_TEXT.failed, loggedOut: EVENT_IMAGE_TEXT.auth },
    onBatchDone: (uploaded, errors) => {
      if (uploaded > 0) toast.success(EVENT_IMAGE_TEXT.uploaded);
      else toast.error(EVENT_IMAGE_TEXT.failedTitle, { description: errors.join(" ") });
    },
  });
  const save = useSaveAfterUploads(image.summary, () => {
    toast.error(EVENT_IMAGE_TEXT.failedTitle, {
      description: pendingUploadsText(image.summary) ?? "",
      id: "event-image-pending",
    });
    document.querySelector<HTMLElement>('#event-form [data-action="retry"]')?.focus();
  });
  const [form, fields] = useForm({
    id: "event-form",
    lastResult: lastResult ?? undefined,
    defaultValue: event,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EventFormSchema }),
  });

  const formProps = getFormProps(form);
  /** A refused submit says why in the spec's words (§5 Event form): the link's format, else missing fields. */
  const onSubmit = (submitEvent: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(submitEvent);
    if (!submitEvent.defaultPrevented) {
      save.hold(submitEvent);
      return;
    }
    const submission = parseWithZod(new FormData(submitEvent.currentTarget), { schema: EventFormSchema });
    if (submission.status !== "error") return;
    const message = eventFormToast(submission.error ?? {});
    toast.error(message.title, { description: message.description, id: "event-form-invalid" });
  };
  const entry = image.entries[0];
  const imageUrl = image.urls[0] ?? "";
  const stored = entry?.url ? resizableUploadPath(entry.url) : null;
  const preview = entry ? (entry.preview ?? (stored ? imageVariantUrl(stored, 320) : null)) : null;
  const pendingText = pendingUploadsText(image.summary);
  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={onSubmit}
      // The dialog opens with the focus in Title: a press on Save Event must not be lost to its check on blur.
      onMouseDown={keepFocusOnPress}
      className="grid gap-4 sm:grid-cols-2"
    >
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
      <fieldset className="min-w-0 sm:col-span-2" aria-describedby="event-image-hint">
        <legend className="mb-1 block text-sm font-medium">Image</legend>
        {entry ? (
          <div className="mb-2 flex flex-wrap items-center gap-3">
            {preview ? (
              <img
                src={preview}
                alt={`Event image: ${entry.name}`}
                className="h-20 w-32 rounded object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1 text-sm">
              {entry.file ? (
                <p
                  className={cn(
                    "break-words",
                    entry.status === "failed" ? "text-red-700 dark:text-red-400" : "text-muted",
                  )}
                >
                  {entry.status === "queued" || entry.status === "uploading"
                    ? `Uploading ${entry.name}: ${entry.percent}%`
                    : entry.status === "done"
                      ? `${entry.name}: uploaded`
                      : entry.error}
                </p>
              ) : null}
              {entry.status === "queued" || entry.status === "uploading" ? (
                <progress
                  className="mt-1 block h-2 w-full overflow-hidden rounded accent-brand-700"
                  max={100}
                  value={entry.percent}
                  aria-label={`Uploading ${entry.name}`}
                />
              ) : null}
              <div className="mt-2 flex flex-wrap gap-2">
                {entry.status === "failed" ? (
                  <Button
                    variant="outline"
                    size="sm"
                    data-action="retry"
                    onClick={() => image.retry(entry.id)}
                  >
                    Retry
                  </Button>
                ) : null}
                <Button variant="outline" size="sm" onClick={() => image.remove(entry.id)}>
                  Remove image
                </Button>
              </div>
            </div>
          </div>
        ) : null}
        {image.refused.map((file) => (
          <p key={file.id} role="alert" className="mb-2 text-sm text-red-700 dark:text-red-400">
            Not added: {file.name}. {file.message}
          </p>
        ))}
        <Label htmlFor="event-image" className="mb-1 block text-sm">
          {entry ? "Choose another image" : "Choose an image"}
        </Label>
        <input
          id="event-image"
          type="file"
          accept={PROJECT_IMAGE_ACCEPT}
          aria-describedby="event-image-hint"
          onChange={(change) => {
            const files = [...(change.currentTarget.files ?? [])];
            change.currentTarget.value = "";
            if (files.length > 0) image.add(files);
          }}
          className="min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-default file:bg-surface file:px-3 file:py-2"
        />
        <p id="event-image-hint" className="mt-1 text-sm text-muted">
          JPEG, PNG, GIF or WebP, up to 10MB. It uploads as soon as you choose it.
        </p>
        {fields.imageUrl.errors ? (
          <p className="mt-1 text-sm text-red-700 dark:text-red-400">{fields.imageUrl.errors.join(" ")}</p>
        ) : null}
      </fieldset>
      <div className="sm:col-span-2">
        <DialogActions>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {EVENT_TEXT.cancel}
          </Button>
          <StatusButton
            pending={pending}
            pendingLabel={EVENT_TEXT.saving}
            aria-describedby={pendingText ? "event-image-pending" : undefined}
          >
            {save.waiting ? waitingLabel(image.summary) : EVENT_TEXT.save}
          </StatusButton>
        </DialogActions>
        <p id="event-image-pending" role="status" className="mt-2 text-sm text-muted empty:hidden">
          {pendingText}
        </p>
      </div>
    </Form>
  );
}

/** The browser's early check of an event image (spec §5 Event image upload); the server checks the bytes. */
function checkEventImage(file: File): string | null {
  if (file.size > EVENT_IMAGE_MAX_BYTES) return eventImageProblemMessage("size", file);
  if (!(PROJECT_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return eventImageProblemMessage("type", file);
  }
  return null;
}
