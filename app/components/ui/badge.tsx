import type { ComponentProps } from "react";
import type { BadgeTone } from "~/domain/project-status";
import { cn } from "~/lib/cn";

// Each tone keeps at least 4.5:1 contrast between text and background in both themes.
const TONES: Record<BadgeTone, string> = {
  blue: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  green: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  purple: "bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  grey: "bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100",
};

export function Badge({ tone = "grey", className, ...props }: ComponentProps<"span"> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
