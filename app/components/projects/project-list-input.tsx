import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { type KeyboardEvent, useId, useRef } from "react";
import { FieldError, Input, Label } from "~/components/ui/field";
import type { ProjectFormMetadata } from "./project-form/section-props";

/**
 * A list entered one item at a time (core objectives, milestones): type, then Enter or the + button; blank
 * entries are ignored; each item can be removed. Items travel as a Conform field list (`name[0]`, `name[1]`…).
 */
export function ProjectListInput({
  form,
  field,
  label,
  itemLabel,
  placeholder,
}: {
  form: ProjectFormMetadata;
  field: FieldMetadata<string[]>;
  label: string;
  /** "objective", "milestone": names the add and remove buttons. */
  itemLabel: string;
  placeholder: string;
}) {
  const draftId = useId();
  const draft = useRef<HTMLInputElement>(null);
  const items = field.getFieldList();

  function add() {
    const input = draft.current;
    const value = input?.value.trim();
    if (!input || !value) return;
    form.insert({ name: field.name, defaultValue: value });
    input.value = "";
    input.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the item instead of submitting the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="min-w-0" id={field.id}>
      <Label htmlFor={draftId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={draftId}
          ref={draft}
          placeholder={placeholder}
          onKeyDown={onKeyDown}
          maxLength={300}
          aria-describedby={field.errors?.length ? field.errorId : undefined}
          aria-invalid={field.errors?.length ? true : undefined}
        />
        <button
          type="button"
          onClick={add}
          aria-label={`Add ${itemLabel}`}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md border border-default bg-surface text-xl font-semibold hover:bg-surface-muted"
        >
          +
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">Press Enter or + to add each {itemLabel}.</p>
      {items.length > 0 ? (
        <ol className="mt-2 space-y-2">
          {items.map((item, index) => (
            <li
              key={item.key}
              className="flex items-start gap-2 rounded-md border border-default bg-surface-muted px-3 py-2 text-sm"
            >
              <input {...getInputProps(item, { type: "hidden" })} />
              <span className="min-w-0 flex-1 break-words">
                {String(item.value ?? item.initialValue ?? "")}
              </span>
              <button
                type="button"
                onClick={() => form.remove({ name: field.name, index })}
                aria-label={`Remove ${itemLabel}: ${String(item.value ?? item.initialValue ?? "")}`}
                className="-my-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md hover:bg-surface"
              >
                <svg
                  aria-hidden
                  viewBox="0 0 24 24"
                  className="h-4 w-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M18 6 6 18M6 6l12 12" />
                </svg>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
