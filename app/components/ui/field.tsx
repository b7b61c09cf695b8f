import { type ComponentProps, type ReactNode, useId } from "react";
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

export function FieldError({ id, errors }: { id: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {errors[0]}
    </p>
  );
}

/**
 * A labelled control with its error beneath: the control gets the id, aria-invalid and aria-describedby.
 * `children` receives those props so any control (input, select, textarea) fits.
 */
export function Field({
  label,
  errors,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  errors?: string[] | null;
  hint?: ReactNode;
  className?: string;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": invalid, "aria-describedby": describedBy })}
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
