import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";

/** Widths (px) of the WebP variants that /images/{width}/… serves for our own uploads. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Upload types that sharp turns into WebP variants; anything else (svg, say) is used as it is. */
export const RESIZABLE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "gif", "avif", "tif", "tiff"] as const;

const UPLOADS_PREFIX = "/uploads/";

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

export type ResponsiveImageProps = {
  /** `/uploads/...` (served as resized WebP variants) or an external http(s) URL (used as it is). */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: with CSS `h-auto`/`object-cover` these set the aspect ratio, so nothing shifts. */
  width: number;
  height: number;
  /** How wide the image is shown, for the browser's choice in the srcset: "(min-width: 768px) 50vw, 100vw". */
  sizes?: string;
  /** Above the fold (the page's main image): loaded eagerly with high priority. */
  priority?: boolean;
  /**
   * The widest variant offered. Small images (cards, thumbnails) need no 1280 px file even on a 3x phone
   * screen: capping spares slow, costly mobile data.
   */
  maxWidth?: number;
  /** Shown instead when there is no image or it fails to load: usually an <InitialsPlaceholder>. */
  fallback: ReactNode;
  /** The box (size, shape, fit). The image's background while it loads is `background`'s. */
  className?: string;
  /** Background shown while the image loads (default bg-surface-muted; logos use bg-white). */
  background?: string;
  /** Told once when the image fails to load (after the fallback has replaced it). */
  onError?: () => void;
};

/**
 * An <img> with a srcset of WebP variants for our own uploads, fixed width/height (no layout shift), lazy
 * loading unless `priority`, and the fallback in its place when it is missing or broken.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  priority = false,
  maxWidth,
  fallback,
  className,
  background = "bg-surface-muted",
  onError,
}: ResponsiveImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const value = src?.trim() || null;
  const usable = value && (/^https?:\/\//i.test(value) || value.startsWith(UPLOADS_PREFIX)) ? value : null;

  // An image that failed before hydration fired its error event before React listened: check it once.
  useEffect(() => {
    const image = ref.current;
    if (usable && image?.complete && image.naturalWidth === 0) {
      setFailedSrc(usable);
      onError?.();
    }
  }, [usable, onError]);

  if (!usable || failedSrc === usable) return <>{fallback}</>;

  const uploadPath = resizableUploadPath(usable);
  return (
    <img
      ref={ref}
      src={uploadPath ? imageVariantUrl(uploadPath, closestWidth(width, maxWidth)) : usable}
      srcSet={uploadPath ? imageSrcSet(uploadPath, maxWidth) : undefined}
      sizes={uploadPath ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn(background, className)}
      onError={() => {
        setFailedSrc(usable);
        onError?.();
      }}
    />
  );
}
