import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  closestWidth,
  imageSrcSet,
  imageVariantUrl,
  resizableUploadPath,
  UPLOADS_PREFIX,
} from "~/domain/image-variants";
import { cn } from "~/lib/cn";

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
