import { InitialsPlaceholder } from "~/components/ui/initials-placeholder";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { usableImageUrl } from "~/domain/text";
import { cn } from "~/lib/cn";

/**
 * An organization's logo, or its initials where there is none (or it fails to load). Only web addresses and
 * our own uploads are used as logos. The logo sits beside the name, so it is decorative (empty alt text).
 */
export function OrganizationLogo({
  name,
  logoUrl,
  size,
  priority = false,
  className,
}: {
  name: string;
  logoUrl: string | null;
  /** Shown size in CSS pixels (a square); `className` must give the same box (h-16 w-16, say). */
  size: number;
  priority?: boolean;
  className: string;
}) {
  const box = cn("shrink-0 rounded-full", className);
  return (
    <ResponsiveImage
      src={usableImageUrl(logoUrl)}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      priority={priority}
      background="bg-white"
      className={cn(box, "border border-default object-contain")}
      fallback={
        <InitialsPlaceholder
          name={name}
          className={box}
          textClassName={size >= 80 ? "text-3xl" : "text-xl"}
        />
      }
    />
  );
}
