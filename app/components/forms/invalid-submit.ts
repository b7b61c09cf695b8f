import { INTENT } from "@conform-to/dom";
import type { FormEvent, MouseEvent } from "react";
import { toast } from "~/components/toast";
import { countInvalidFields, invalidFieldsSummary } from "./invalid-summary";

type FormProps = { onSubmit: (event: FormEvent<HTMLFormElement>) => void };

/**
 * Whether a submit event is a person submitting the form. Conform validates a field on blur or input by
 * submitting the form through a temporary hidden button named INTENT and stopping that submit: those are
 * checks, not refused submits.
 */
export function isPersonSubmit(submitter: { name?: string } | null | undefined): boolean {
  return submitter?.name !== INTENT;
}

/**
 * A press on one of the form's buttons or links leaves the focus in the field being filled until the click
 * has landed. Otherwise that field's check on blur runs at mousedown, its message pushes the button down the
 * page, and the mouseup lands beside it: the click is lost, and the form seems to check in two rounds (only
 * the field just left is flagged, the rest on the next press). Keyboard and touch presses are not affected.
 */
export function keepFocusOnPress(event: MouseEvent<HTMLElement>) {
  if (event.button !== 0) return;
  if (!(event.target instanceof Element) || !event.target.closest("button, a[href]")) return;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !event.currentTarget.contains(active)) return;
  if (active.matches("input, select, textarea")) event.preventDefault();
}

/**
 * The feedback on a refused check of `scope` (a form, or one section of it), once its fields are marked: the
 * first invalid field (in page order) scrolls into view and takes focus, and a brief toast says how many
 * fields are highlighted (their messages stay beside them, said once). Returns that number.
 */
export function pointToInvalidFields(scope: HTMLElement): number {
  const invalid = [...scope.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  const first = invalid.find(
    (control) => !(control instanceof HTMLInputElement && control.type === "hidden"),
  );
  if (!first) return 0;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  first.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
  first.focus({ preventScroll: true });
  const count = countInvalidFields(invalid as Array<HTMLElement & { name?: string; type?: string }>);
  toast.error(invalidFieldsSummary(count), { id: "form-invalid" });
  return count;
}

/**
 * Conform stops a submit that fails validation in the browser; this adds the feedback the spec asks for
 * (pointToInvalidFields), only on a person's submit, never on the checks Conform runs while someone moves
 * through the form; and keeps a press on the form's buttons from being lost (keepFocusOnPress).
 */
export function withInvalidFeedback<T extends FormProps>(
  formProps: T,
): T & { onMouseDown: typeof keepFocusOnPress } {
  return {
    ...formProps,
    onMouseDown: keepFocusOnPress,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      formProps.onSubmit(event);
      if (!event.defaultPrevented) return;
      if (!isPersonSubmit((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)) return;
      const form = event.currentTarget;
      // Conform marks the fields on its next render.
      requestAnimationFrame(() => pointToInvalidFields(form));
    },
  };
}
