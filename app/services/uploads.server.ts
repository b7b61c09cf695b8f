import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { looksLikeSvg } from "~/domain/registration";
import { exceedsPixelLimit, MAX_IMAGE_PIXELS, type UploadProblem } from "~/domain/uploads";
import { logger } from "~/lib/logger.server";
import { withImageSlot } from "./image-work.server";
import { type SavedUpload, saveUpload } from "./storage.server";

/**
 * Multipart forms with limits enforced while the body streams in: a request that goes past them is cut off
 * before it is buffered whole. `maxFileSize` is per file; text fields share `maxTotalSize`.
 */
export type MultipartLimits = { maxFileSize: number; maxFiles?: number };

export type MultipartResult =
  | { ok: true; formData: FormData }
  | { ok: false; reason: "too-large" | "invalid" };

export async function parseMultipartForm(
  request: Request,
  limits: MultipartLimits,
): Promise<MultipartResult> {
  const maxFiles = limits.maxFiles ?? 1;
  try {
    const formData = await parseFormData(request, {
      maxFileSize: limits.maxFileSize,
      maxFiles,
      maxParts: 50,
      maxHeaderSize: 8 * 1024,
      maxTotalSize: limits.maxFileSize * maxFiles + 256 * 1024,
    });
    return { ok: true, formData };
  } catch (error) {
    if (
      error instanceof MaxFileSizeExceededError ||
      error instanceof MaxTotalSizeExceededError ||
      error instanceof MaxFilesExceededError ||
      error instanceof MaxPartsExceededError
    ) {
      return { ok: false, reason: "too-large" };
    }
    if (error instanceof FormDataParseError || error instanceof TypeError)
      return { ok: false, reason: "invalid" };
    throw error;
  }
}

export type ImageKind = { mime: string; extension: string };

/**
 * What the bytes really are, whatever the file name or browser said: magic bytes via file-type for raster
 * images, content sniffing for SVG (text, invisible to file-type). Null when it is no image we know.
 */
export async function detectImageType(bytes: Uint8Array): Promise<ImageKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (detected.mime === "application/xml" || detected.mime === "text/xml") {
      return sniffSvg(bytes);
    }
    return detected.mime.startsWith("image/") ? { mime: detected.mime, extension: detected.ext } : null;
  }
  return sniffSvg(bytes);
}

/**
 * What the bytes really are by their magic bytes (file-type), for uploads that are not only images (payment
 * proofs may be PDF). Text formats (HTML, SVG, plain text) have no magic bytes and read as null.
 */
export async function detectFileType(bytes: Uint8Array): Promise<ImageKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? { mime: detected.mime, extension: detected.ext } : null;
}

function sniffSvg(bytes: Uint8Array): ImageKind | null {
  if (bytes.byteLength === 0) return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return looksLikeSvg(text) ? { mime: "image/svg+xml", extension: "svg" } : null;
}

/** sharp's input options for any upload: never decodes more than the one pixel limit (domain/uploads.ts). */
export const UPLOAD_DECODE_LIMITS = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

/**
 * Whether an image's header promises no more pixels than the limit, read without decoding (sharp's metadata
 * reads the header only: a 16000×16000 bomb is refused in milliseconds). Every frame of an animation counts.
 * Takes its turn with the other image work (image-work.server.ts): throws imageWorkBusyError() when full.
 */
export function checkImagePixels(
  bytes: Uint8Array,
  animated: boolean,
): Promise<"ok" | "pixels" | "unreadable"> {
  return withImageSlot(() => readPixels(bytes, animated));
}

async function readPixels(bytes: Uint8Array, animated: boolean): Promise<"ok" | "pixels" | "unreadable"> {
  try {
    const { width, height, pages } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!width || !height) return "unreadable";
    return exceedsPixelLimit({ width, height, frames: animated ? pages : 1 }) ? "pixels" : "ok";
  } catch {
    return "unreadable";
  }
}

export type ReencodedImage = { ok: true; webp: Buffer } | { ok: false; reason: "pixels" | "unreadable" };

/**
 * An uploaded raster image checked against the pixel limit and re-encoded as WebP, fitted inside
 * `maxSide`×`maxSide`: re-encoding drops every piece of metadata (EXIF, GPS position, camera serials) and
 * anything hidden after the image data; the EXIF orientation is applied first so the picture stays upright.
 * The check and the re-encoding are one turn of the image work: throws imageWorkBusyError() (nothing done)
 * when too many images are being processed.
 */
export function reencodeAsWebp(
  bytes: Uint8Array,
  { animated, maxSide, quality }: { animated: boolean; maxSide: number; quality: number },
): Promise<ReencodedImage> {
  return withImageSlot(async () => {
    const pixels = await readPixels(bytes, animated);
    if (pixels !== "ok") return { ok: false, reason: pixels };
    try {
      const webp = await sharp(bytes, { animated, ...UPLOAD_DECODE_LIMITS })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
        .webp({ quality })
        .toBuffer();
      return { ok: true, webp };
    } catch (error) {
      logger.warn({ err: error }, "could not read an uploaded image");
      return { ok: false, reason: "unreadable" };
    }
  });
}

export type LogoResult =
  | { ok: true; upload: SavedUpload; mime: string }
  | { ok: false; reason: UploadProblem };

/**
 * Checks an uploaded logo by content and stores it. Raster images are re-encoded by sharp as WebP, which
 * drops metadata (EXIF, GPS) and anything hidden after the image data; EXIF orientation is applied first.
 * SVG is stored as it is: it is only ever served as a file or shown through <img>, never inlined, and
 * /uploads answers with a sandboxing Content-Security-Policy.
 */
export async function storeLogo(
  file: File,
  options: { allowed: readonly string[]; maxBytes: number; folder: string },
): Promise<LogoResult> {
  if (file.size > options.maxBytes) return { ok: false, reason: "size" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await detectImageType(bytes);
  // Bytes of no picture at all (a document, a text, whatever the name says), or a picture of another type.
  if (!kind) return { ok: false, reason: "not-picture" };
  if (!options.allowed.includes(kind.mime)) return { ok: false, reason: "type" };
  if (kind.mime === "image/svg+xml") {
    const upload = await saveUpload({ folder: options.folder, bytes, extension: "svg" });
    return { ok: true, upload, mime: kind.mime };
  }
  const animated = kind.mime === "image/gif" || kind.mime === "image/webp";
  const reencoded = await reencodeAsWebp(bytes, { animated, maxSide: 1024, quality: 85 });
  if (!reencoded.ok) return reencoded;
  const upload = await saveUpload({ folder: options.folder, bytes: reencoded.webp, extension: "webp" });
  return { ok: true, upload, mime: "image/webp" };
}
