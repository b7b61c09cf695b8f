import type { Submission } from "@conform-to/react";
import { toast } from "~/components/toast";

/**
 * After a submit that failed validation in the browser: the first errored field (in page order) scrolls
 * into view and its message toasts (spec §5). Conform has already focused that field.
 */
export function announceInvalidSubmit(form: HTMLFormElement, submission: Submission<unknown>) {
  if (submission.status !== "error" || !submission.error) return;
  const errors = submission.error;
  requestAnimationFrame(() => {
    const fields = Array.from(form.elements).filter(
      (element): element is HTMLInputElement =>
        "name" in element && Boolean(errors[(element as HTMLInputElement).name]?.length),
    );
    const first = fields[0];
    const message = first ? errors[first.name]?.[0] : Object.values(errors).find((list) => list?.length)?.[0];
    if (first) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      first.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
    }
    if (message) toast.error(message, { id: "form-invalid" });
  });
}
