import { MAX_PROJECT_IMAGES } from "~/domain/project-form";
import {
  IMAGE_UPLOAD_MESSAGES,
  imageProblemMessage,
  MAX_PROJECT_IMAGE_BYTES,
  MAX_PROJECT_IMAGE_MB,
} from "~/domain/project-images";
import { answerJson, formAction } from "~/services/form-action.server";
import { readFormBody } from "~/services/form-body.server";
import { requireUser } from "~/services/permissions.server";
import { storeProjectImage, sweepStaleUploads } from "~/services/projects/project-images.server";
import {
  countPendingUploads,
  pendingUploadLimit,
  pendingUploadLimitError,
} from "~/services/uploads/pending-uploads.server";

/**
 * POST one project image (field `file`; `existing`: how many images the form already holds). The form sends
 * each chosen file on its own request so the browser can show each file's progress. Answers JSON:
 * 201 `{ url }`, or 4xx `{ error }` with the spec's message for that file, or 503 `{ error }` with Retry-After
 * when too many images are being processed (nothing stored; the form shows the message beside the file). The project itself is saved later
 * by the form's action, which accepts only images this user uploaded (or the project already had).
 */
export async function action({ request }: { request: Request }) {
  const user = await requireUser(request);
  return formAction(
    request,
    {
      read: async (request) => {
        // An account without an active subscription holds a few unsaved uploads at most (checked again as the
        // row goes in, so parallel uploads cannot pass it together).
        const pendingLimit = await pendingUploadLimit(user);
        if (pendingLimit !== null && (await countPendingUploads(user.id)) >= pendingLimit) {
          throw pendingUploadLimitError();
        }
        // Read up to twice the limit, so a file a little too large is named with its size; beyond that the
        // request is cut off while it streams in.
        const body = await readFormBody(request, {
          files: { maxFileSize: 2 * MAX_PROJECT_IMAGE_BYTES, maxFiles: 1 },
        });
        return { body, pendingLimit };
      },
      name: "project image upload",
      rateLimit: { name: "image-upload", key: user.id },
      failure: { title: IMAGE_UPLOAD_MESSAGES.failed, description: IMAGE_UPLOAD_MESSAGES.failedDetail },
      // Too many pending uploads (429) or too many images being processed (503 with Retry-After): nothing kept.
      answer: answerJson,
    },
    async ({ body, pendingLimit }) => {
      if (!body.ok) {
        const error =
          body.reason === "too-large"
            ? `The file exceeds the ${MAX_PROJECT_IMAGE_MB}MB limit.`
            : IMAGE_UPLOAD_MESSAGES.failedDetail;
        return Response.json({ error }, { status: body.status });
      }
      const file = body.formData.get("file");
      if (!(file instanceof File) || file.size === 0) {
        return Response.json({ error: IMAGE_UPLOAD_MESSAGES.selectionRequired }, { status: 400 });
      }
      const existing = Number(body.formData.get("existing") ?? 0);
      if (!Number.isInteger(existing) || existing < 0 || existing >= MAX_PROJECT_IMAGES) {
        return Response.json({ error: IMAGE_UPLOAD_MESSAGES.tooMany() }, { status: 400 });
      }

      const stored = await storeProjectImage(file, user.id, pendingLimit);
      if (!stored.ok) {
        return Response.json({ error: imageProblemMessage(stored.problem, file) }, { status: 400 });
      }
      // Uploads this user chose earlier but never saved with a project go now (older than a day).
      await sweepStaleUploads(user.id);
      return Response.json({ url: stored.url }, { status: 201 });
    },
  );
}
