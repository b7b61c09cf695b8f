import type { FormEvent } from "react";

/**
 * For a GET form: the URL it would open, with the empty fields left out (`?q=&type=` becomes nothing).
 * Without JavaScript the browser submits the form itself, empty fields included, which the pages accept.
 */
export function cleanGetUrl(form: HTMLFormElement): string {
  const data = new FormData(form);
  const params = new URLSearchParams();
  for (const [name, value] of data) {
    if (typeof value === "string" && value.trim()) params.append(name, value.trim());
  }
  const action = new URL(form.action, window.location.href).pathname;
  const search = params.toString();
  return search ? `${action}?${search}` : action;
}

/** An onSubmit handler that navigates to the form's URL without its empty fields. */
export function submitWithoutEmptyFields(navigate: (to: string) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(cleanGetUrl(event.currentTarget));
  };
}
