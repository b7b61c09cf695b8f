import type { FormEvent } from "react";
import { toast } from "~/components/toast";

type FormProps = { onSubmit: (event: FormEvent<HTMLFormElement>) => void };

/**
 * Conform stops a submit that fails validation; this adds the feedback people expect then: the first
 * invalid field scrolls into view and takes focus, and a brief error toasts.
 */
export function withInvalidFeedback<T extends FormProps>(
  formProps: T,
  message: { title: string; description?: string },
): T {
  return {
    ...formProps,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      formProps.onSubmit(event);
      if (!event.defaultPrevented) return;
      const form = event.currentTarget;
      toast.error(message.title, { description: message.description });
      // Conform marks the fields on its next render.
      requestAnimationFrame(() => {
        const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        first?.scrollIntoView({ block: "center", behavior: "smooth" });
        first?.focus({ preventScroll: true });
      });
    },
  };
}
