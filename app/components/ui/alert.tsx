import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The red box that says something could not be loaded or done (spec §8): a title and an optional detail, read
 * out at once (role="alert"). The one markup for it, so both themes keep their contrast everywhere.
 */
export function Alert({
  title,
  children,
  className,
}: {
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
        className,
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? "mt-1" : undefined}>{children}</div> : null}
    </div>
  );
}
