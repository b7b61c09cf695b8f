import { initials } from "~/domain/text";
import { cn } from "~/lib/cn";

/**
 * Where an image is missing or broken: the first letters of the first two words of `name` on a brand-coloured
 * block. Size it with `className` exactly as the image it stands in for (same box, no layout shift).
 * With `label` it is announced as an image; without, it is decorative (the name is shown beside it).
 */
export function InitialsPlaceholder({
  name,
  label,
  className,
  textClassName,
}: {
  name: string | null | undefined;
  label?: string;
  className?: string;
  /** Text size of the letters (default text-3xl), e.g. "text-4xl" on a large banner. */
  textClassName?: string;
}) {
  return (
    <div
      className={cn(
        "flex select-none items-center justify-center bg-brand-700 font-bold text-white dark:bg-brand-800",
        className,
      )}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <span className={cn("tracking-wide", textClassName ?? "text-3xl")}>{initials(name)}</span>
    </div>
  );
}
