import {
  EVENT_IMAGE_FOLDER,
  EVENT_IMAGE_MAX_BYTES,
  EVENT_IMAGE_TEXT,
  eventImageProblemMessage,
} from "~/domain/event-form";
import { UPLOAD_MESSAGES } from "~/domain/uploads";
import { isAppError } from "~/lib/app-error";
import { answerJson, formAction } from "~/services/form-action.server";
import { readFormBody } from "~/services/form-body.server";
import { imageBusyHeaders } from "~/services/image-work.server";
import { requireAdmin } from "~/services/permissions.server";
import { storeUploadedImage, sweepStaleUploads } from "~/services/projects/project-images.server";

/**
 * POST one event image (admins only; field `file`). The event dialog sends it on its own request, so the
 * browser shows its progress; the event's save then accepts only this admin's upload (or the event's own
 * image). Answers JSON: 201 `{ url }`, or 4xx `{ error }` with the spec's message (§5 Event image upload), or
 * 503 `{ error }` with Retry-After when too many images are being processed (nothing stored).
 */
export async function action({ request }: { request: Request }) {
  const admin = await requireAdmin(request);
  return formAction(
    request,
    {
      // Up to twice the limit is read, so a file a little too large is named with its size.
      read: (request) =>
        readFormBody(request, { files: { maxFileSize: 2 * EVENT_IMAGE_MAX_BYTES, maxFiles: 1 } }),
      name: "event image upload",
      rateLimit: { name: "image-upload", key: admin.id },
      failure: { title: EVENT_IMAGE_TEXT.failedTitle, description: EVENT_IMAGE_TEXT.failed },
      answer: answerJson,
    },
    async (body) => {
      if (!body.ok) {
        const sent = Number(request.headers.get("Content-Length")) || 2 * EVENT_IMAGE_MAX_BYTES;
        const error =
          body.reason === "too-large" ? EVENT_IMAGE_TEXT.tooLarge(sent) : EVENT_IMAGE_TEXT.unreadable;
        return Response.json({ error }, { status: body.status });
      }
      const file = body.formData.get("file");
      if (!(file instanceof File) || file.size === 0) {
        return Response.json({ error: EVENT_IMAGE_TEXT.noFile }, { status: 400 });
      }
      try {
        const stored = await storeUploadedImage(file, { folder: EVENT_IMAGE_FOLDER, ownerId: admin.id });
        if (!stored.ok)
          return Response.json({ error: eventImageProblemMessage(stored.problem, file) }, { status: 400 });
        await sweepStaleUploads(admin.id);
        return Response.json({ url: stored.url }, { status: 201 });
      } catch (error) {
        if (isAppError(error, "UNAVAILABLE")) {
          return Response.json({ error: UPLOAD_MESSAGES.busy }, { status: 503, headers: imageBusyHeaders() });
        }
        throw error;
      }
    },
  );
}
