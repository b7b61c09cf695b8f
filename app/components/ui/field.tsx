import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const inputClass =
  "block w-full rounded-md border border-default bg-surface px-3 py-2 text-base placeholder:text-gray-500 dark:placeholder:text-gray-400 aria-[invalid=true]:border-red-600";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("mb-1 block text-sm font-medium", className)} {...props} />;
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(inputClass, "min-h-28", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(inputClass, "h-11", className)} {...props} />;
}

/**
 * A field's first error. `reserve`: its line is kept even while empty, so a message that appears (a check on
 * blur) moves nothing below it (issue 36 item 6: a tap aimed at the next control must land on it). `alert`:
 * announced as it appears (a refusal the person did not move away from the field to see).
 */
export function FieldError({
  id,
  errors,
  reserve,
  alert,
}: {
  id: string;
  errors?: string[] | null;
  reserve?: boolean;
  alert?: boolean;
}) {
  const message = errors?.length ? (
    <p id={id} role={alert ? "alert" : undefined} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {errors[0]}
    </p>
  ) : null;
  // flow-root: the message's top margin stays inside the reserved line (no margin collapsing through it).
  return reserve ? <div className="flow-root min-h-6">{message}</div> : message;
}
