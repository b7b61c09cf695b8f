import { INTENT } from "@conform-to/dom";
import type { FormEvent } from "react";
import { toast } from "~/components/toast";
import { invalidFieldsSummary } from "./invalid-summary";

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
 * Conform stops a submit that fails validation in the browser; this adds the feedback the spec asks for:
 * the first errored field (in page order) scrolls into view and takes focus, and a brief toast points to the
 * highlighted fields (their messages stay beside them, said once). Only on a person's submit, never on the
 * checks Conform runs while someone moves through the form.
 */
export function withInvalidFeedback<T extends FormProps>(formProps: T): T {
  return {
    ...formProps,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      formProps.onSubmit(event);
      if (!event.defaultPrevented) return;
      if (!isPersonSubmit((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)) return;
      const form = event.currentTarget;
      // Conform marks the fields on its next render.
      requestAnimationFrame(() => {
        const invalid = form.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
        const first = invalid[0];
        if (!first) return;
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        first.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
        first.focus({ preventScroll: true });
        toast.error(invalidFieldsSummary(invalid.length), { id: "form-invalid" });
      });
    },
  };
}
