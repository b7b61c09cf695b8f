import { MAX_PROJECT_IMAGES } from "./project-form";
import { claimsPicture, NOT_A_PICTURE, UPLOAD_MESSAGES, type UploadProblem } from "./uploads";

/** Project image uploads (spec §5 "Project image upload", §8 Upload, §9): limits, checks and their texts. */

export const MAX_PROJECT_IMAGE_MB = 10;
export const MAX_PROJECT_IMAGE_BYTES = MAX_PROJECT_IMAGE_MB * 1024 * 1024;
export const PROJECT_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const PROJECT_IMAGE_ACCEPT = PROJECT_IMAGE_TYPES.join(",");
/** The types in words a person knows (never MIME types on a screen). */
export const PROJECT_IMAGE_TYPES_LABEL = "JPEG, PNG, GIF, WebP";

export const IMAGE_UPLOAD_MESSAGES = {
  selectionRequired: "You must select files to upload.",
  tooMany: (max = MAX_PROJECT_IMAGES) => `Cannot upload more than ${max} images total.`,
  notLoggedIn: "You must be logged in to upload images.",
  authRequired: "Authentication required for file upload",
  tooLarge: (file: string, sizeMb: string) =>
    `File ${file} exceeds ${MAX_PROJECT_IMAGE_MB}MB limit. Current size: ${sizeMb}MB`,
  typeNotSupported: (file: string) =>
    `File ${file} type not supported. Allowed types: ${PROJECT_IMAGE_TYPES_LABEL}`,
  pixels: (file: string) => `File ${file}: ${UPLOAD_MESSAGES.pixels}`,
  unreadable: (file: string) => `File ${file}: ${UPLOAD_MESSAGES.unreadable}`,
  failed: "Upload failed",
  failedDetail: "Could not upload files",
  succeeded: "Upload successful",
  someFailed: "Some uploads failed",
  removed: "Image removed",
  imageError: "Image error",
  imageErrorDetail: "There was an issue loading the image",
} as const;

export const sizeInMb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

/** The message for a refused file, by reason. */
export function imageProblemMessage(problem: UploadProblem, file: { name: string; size: number }): string {
  switch (problem) {
    case "not-picture":
      return NOT_A_PICTURE;
    case "size":
      return IMAGE_UPLOAD_MESSAGES.tooLarge(file.name, sizeInMb(file.size));
    case "type":
      return IMAGE_UPLOAD_MESSAGES.typeNotSupported(file.name);
    case "pixels":
      return IMAGE_UPLOAD_MESSAGES.pixels(file.name);
    case "unreadable":
      return IMAGE_UPLOAD_MESSAGES.unreadable(file.name);
  }
}

/**
 * The browser's checks before a file is sent (size and the type the browser reports); the server checks the
 * bytes again, whatever the file claims to be.
 */
export function checkProjectImageFile(file: { name: string; type: string; size: number }): string | null {
  if (!claimsPicture(file)) return imageProblemMessage("not-picture", file);
  if (file.size > MAX_PROJECT_IMAGE_BYTES) return imageProblemMessage("size", file);
  if (!(PROJECT_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return imageProblemMessage("type", file);
  }
  return null;
}

/** Whether a selection of `selected` files fits beside the `existing` images; the message when it does not. */
export function checkSelection(selected: number, existing: number): string | null {
  if (selected === 0) return IMAGE_UPLOAD_MESSAGES.selectionRequired;
  if (existing + selected > MAX_PROJECT_IMAGES) return IMAGE_UPLOAD_MESSAGES.tooMany();
  return null;
}

export type UploadToast = { type: "success" | "error"; title: string; description: string };

/** The toast after a batch: all done, some failed (destructive), or none done (spec §8 Upload). */
export function uploadSummary(uploaded: number, errors: readonly string[]): UploadToast {
  if (errors.length === 0) {
    return {
      type: "success",
      title: IMAGE_UPLOAD_MESSAGES.succeeded,
      description: `Upload completed with ${uploaded} image(s) uploaded successfully`,
    };
  }
  if (uploaded === 0) {
    return {
      type: "error",
      title: IMAGE_UPLOAD_MESSAGES.failed,
      description: `No images were uploaded successfully. Errors: ${errors.join("; ")}`,
    };
  }
  return {
    type: "error",
    title: IMAGE_UPLOAD_MESSAGES.someFailed,
    description: `Upload completed with ${uploaded} image(s) uploaded successfully. ${errors.length} failed: ${errors.join("; ")}`,
  };
}
