/**
 * One rule for every uploaded image (logos now; project images, event images and payment proofs later):
 * how many pixels it may decode to. A file's size in bytes says little — a 1 MB PNG of 16000×16000 decodes
 * to 256 megapixels, about 15 s of CPU and 0.4 GB — so the server reads the dimensions from the header
 * before decoding anything and refuses what is over this.
 *
 * 50 megapixels: the largest genuine photo an upload of at most 10 MB holds is a 50 MP phone photo
 * (8160×6120 = 49.9 MP; most phones take 12 MP), and no logo comes near it. Animations count every frame,
 * since all of them are decoded.
 */
export const MAX_IMAGE_MEGAPIXELS = 50;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

export type ImageDimensions = { width: number; height: number; frames?: number };

/** Pixels decoded for an image: width × height of every frame. */
export function decodedPixels({ width, height, frames = 1 }: ImageDimensions): number {
  return width * height * Math.max(1, frames);
}

export function exceedsPixelLimit(dimensions: ImageDimensions): boolean {
  return decodedPixels(dimensions) > MAX_IMAGE_PIXELS;
}

/**
 * Why an uploaded image was refused: not a picture at all (a document, a text: by the type it claims in the
 * browser, by its bytes on the server), a picture of a type the field does not take, its size in bytes, its
 * pixels, or bytes that do not decode.
 */
export type UploadProblem = "not-picture" | "type" | "size" | "pixels" | "unreadable";

/**
 * What every image field says of a file that is not a picture (issue 36 item 6), in the browser as it is chosen
 * and from the server alike: words a person knows, not MIME types.
 */
export const NOT_A_PICTURE = "This file is not a picture: choose a JPG, PNG or WebP";
/** The same words for the profile's logo, which takes only JPEG, PNG or GIF (spec §5, profile editing reading). */
export const NOT_A_PICTURE_PROFILE = "This file is not a picture: choose a JPG, PNG or GIF";

/** Texts for refusals the spec's uploader texts do not cover (in their style). */
export const UPLOAD_MESSAGES = {
  pixelsTitle: "Image too large",
  pixels: `Image dimensions are too large. Maximum is ${MAX_IMAGE_MEGAPIXELS} megapixels.`,
  unreadableTitle: "Image could not be read",
  unreadable: "The file could not be read as an image. Please upload another file.",
  /** Too many images being processed at once (the upload is answered 503 with Retry-After; nothing kept). */
  busyTitle: "Server busy",
  busy: "The server is busy processing images. Please try again in a moment.",
} as const;

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  tif: "image/tiff",
  tiff: "image/tiff",
  bmp: "image/bmp",
  svg: "image/svg+xml",
  pdf: "application/pdf",
};

/** The type a file name's extension stands for (any case); undefined for an extension we do not take. */
export function typeOfExtension(fileName: string): string | undefined {
  const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension];
}

/** The type a chosen file claims: the browser's, else its name's extension; "" when neither says. */
export function claimedFileType(file: { name: string; type: string }): string {
  if (file.type) return file.type.toLowerCase();
  return typeOfExtension(file.name) ?? "";
}

/**
 * Whether a chosen file claims to be a picture at all (image/…), before anything is sent: a text or a PDF is
 * refused at once with NOT_A_PICTURE. The server reads the bytes again, whatever the file claims.
 */
export function claimsPicture(file: { name: string; type: string }): boolean {
  return claimedFileType(file).startsWith("image/");
}

/** The Content-Type a stored file is served with, by its extension (bytes were checked when it was uploaded). */
export function uploadContentType(fileName: string): string {
  return typeOfExtension(fileName) ?? "application/octet-stream";
}

/**
 * Uploaded images wait as the uploader's pending uploads until a save takes them (unsaved ones are cleared
 * after a day). An account without an active subscription (it cannot publish) holds at most this many at
 * once; administrators and subscribed organizations have no such limit.
 */
export const MAX_PENDING_UPLOADS_UNPAID = 10;

/** The refusal of one more upload past MAX_PENDING_UPLOADS_UNPAID (answered 429). */
export const PENDING_UPLOADS_LIMIT_MESSAGE = `You already have ${MAX_PENDING_UPLOADS_UNPAID} uploaded images that are not saved with a project. Save them with a project, or wait: unsaved images are cleared after a day. An active subscription lifts this limit.`;
