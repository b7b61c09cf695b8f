import type { FormEvent } from "react";
import { toast } from "~/components/toast";

type FormProps = { onSubmit: (event: FormEvent<HTMLFormElement>) => void };

/**
 * Conform stops a submit that fails validation in the browser; this adds the feedback the spec asks for:
 * the first errored field (in page order) scrolls into view and its message toasts. Only on submit, never
 * while someone is typing.
 */
export function withInvalidFeedback<T extends FormProps>(formProps: T): T {
  return {
    ...formProps,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      formProps.onSubmit(event);
      if (!event.defaultPrevented) return;
      const form = event.currentTarget;
      // Conform marks the fields on its next render.
      requestAnimationFrame(() => {
        const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        if (!first) return;
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        first.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
        first.focus({ preventScroll: true });
        // Conform's error ids are the control's id + "-error".
        const message = document.getElementById(`${first.id}-error`)?.textContent;
        if (message) toast.error(message, { id: "form-invalid" });
      });
    },
  };
}
