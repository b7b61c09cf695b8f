/** The WebP variants /images/{width}/… serves for our own uploads, and their URLs (used by pages and the server). */

/** Widths (px) of the WebP variants that /images/{width}/… serves for our own uploads. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Upload types that sharp turns into WebP variants; anything else (svg, say) is used as it is. */
export const RESIZABLE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "gif", "avif", "tif", "tiff"] as const;

export const UPLOADS_PREFIX = "/uploads/";

/** The part of an upload URL after /uploads/ when we can serve resized variants of it, else null. */
export function resizableUploadPath(src: string): string | null {
  if (!src.startsWith(UPLOADS_PREFIX) || /[?#]/.test(src)) return null;
  const rest = src.slice(UPLOADS_PREFIX.length);
  const extension = rest.split(".").pop()?.toLowerCase() ?? "";
  if (!rest || !(RESIZABLE_EXTENSIONS as readonly string[]).includes(extension)) return null;
  return rest;
}

/** `/uploads/seed/a.jpg` at 640 → `/images/640/seed/a.jpg` (a WebP image). */
export function imageVariantUrl(uploadPath: string, width: ImageWidth): string {
  return `/images/${width}/${uploadPath}`;
}

/** The variant widths up to `maxWidth` (at least the smallest one). */
export function variantWidths(maxWidth: number = Number.POSITIVE_INFINITY): ImageWidth[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= maxWidth);
  return widths.length > 0 ? widths : [IMAGE_WIDTHS[0]];
}

/** The srcset of the variants of an upload path, up to `maxWidth`. */
export function imageSrcSet(uploadPath: string, maxWidth?: number): string {
  return variantWidths(maxWidth)
    .map((width) => `${imageVariantUrl(uploadPath, width)} ${width}w`)
    .join(", ");
}

/** The smallest variant at least `width` px wide (the largest when none is), up to `maxWidth`. */
export function closestWidth(width: number, maxWidth?: number): ImageWidth {
  const widths = variantWidths(maxWidth);
  return widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1]!;
}
