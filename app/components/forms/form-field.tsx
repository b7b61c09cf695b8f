import type { FieldMetadata } from "@conform-to/react";
import { createContext, type ReactNode, useContext } from "react";
import { FieldError, Label } from "~/components/ui/field";
import { cn } from "~/lib/cn";

// biome-ignore lint/suspicious/noExplicitAny: any field shape
type AnyField = FieldMetadata<any, any, any>;

/** The id of a field's hint, for aria-describedby. */
export function hintId(field: AnyField) {
  return `${field.id}-hint`;
}

/** aria-describedby for a control: its error (when shown) and its hint (when it has one). */
export function describedBy(field: AnyField, hasHint = false): string | undefined {
  const ids = [field.errors?.length ? field.errorId : null, hasHint ? hintId(field) : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/**
 * Inside it, every FormField keeps its error's line while there is no error, so a message that appears on blur
 * moves nothing below it (the registration form: a tap on the next field or the terms checkbox lands there).
 */
export const ReservedErrorLines = createContext(false);

/** A label, the control (children), an optional hint and the field's first error, all tied by ids. */
export function FormField({
  field,
  label,
  hint,
  required,
  className,
  errors,
  children,
}: {
  field: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Shown instead of the field's own errors (a refusal made in the browser, announced as it appears). */
  errors?: string[] | null;
  children: ReactNode;
}) {
  const reserve = useContext(ReservedErrorLines);
  return (
    <div className={cn("min-w-0", className)}>
      <Label htmlFor={field.id}>
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <div id={hintId(field)} className="mt-1 text-sm text-muted">
          {hint}
        </div>
      ) : null}
      <FieldError
        id={field.errorId}
        errors={errors?.length ? errors : field.errors}
        reserve={reserve}
        alert={Boolean(errors?.length)}
      />
    </div>
  );
}

/** Errors of the whole form (wrong password, too many attempts), announced when they appear. */
export function FormErrors({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {errors[0]}
    </div>
  );
}
