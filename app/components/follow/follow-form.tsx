import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { FieldError, Input } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import type { action as followAction } from "~/routes/public/follow";

/**
 * FOLLOW_MESSAGES.email of domain/follow.ts, written out: that module brings zod and the mail texts along,
 * which a public page's script does not need for this (follow-form.test.ts keeps the two the same).
 */
export const FOLLOW_EMAIL_INVALID = "Please enter a valid email address";

/**
 * The browser's check of the address before it is sent: the input's own email validity, and a dot in the part
 * after the "@" (the server's rule wants a domain such as example.org; the browser's alone lets "name@example"
 * through). The server checks again.
 */
function looksLikeAddress(input: HTMLInputElement): boolean {
  const value = input.value.trim();
  return value !== "" && input.validity.valid && /@[^@\s]+\.[^@\s.]+$/.test(value);
}

/**
 * Follow by email (no account): posts to /follow, which mails a confirmation link and answers with a toast
 * that says the same whoever the address is. A bad address is flagged at the field (issue 36 item 8): the
 * browser's own check first (looksLikeAddress, no code to download), then the server's, which
 * answers a script's request with the field's message; either way the message shows under the field, the field
 * is marked invalid and takes the focus. Without script the form still works: the server goes back to the page
 * with a toast. While it is sent the button says so and cannot be pressed again.
 */
export function FollowForm({
  target,
  label,
}: {
  target: { kind: "project" | "organization"; id: string };
  label: string;
}) {
  const fetcher = useFetcher<typeof followAction>();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string>();
  // The server's message stays until the address is changed.
  const [edited, setEdited] = useState(false);
  const inputId = `follow-${target.kind}-email`;
  const errorId = `${inputId}-error`;
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const serverError =
    !edited && result && "error" in result && typeof result.error === "string" ? result.error : undefined;
  const error = localError ?? serverError;
  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if ("ok" in result && result.ok) formRef.current?.reset();
    else if (serverError) inputRef.current?.focus();
  }, [fetcher.state, result, serverError]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = inputRef.current;
    if (input && !looksLikeAddress(input)) {
      event.preventDefault();
      setLocalError(FOLLOW_EMAIL_INVALID);
      input.focus();
    } else {
      setLocalError(undefined);
      setEdited(false);
    }
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/follow"
      noValidate
      onSubmit={onSubmit}
      className="rounded-lg border border-default bg-surface p-4"
      aria-labelledby={`${inputId}-title`}
    >
      <h3 id={`${inputId}-title`} className="font-semibold">
        {label}
      </h3>
      <p className="mt-1 text-sm text-muted">
        Get an email when a new update is posted. No account needed; unsubscribe with one click.{" "}
        <Link to="/privacy#following" className="underline underline-offset-4">
          What we keep
        </Link>
      </p>
      <input type="hidden" name="kind" value={target.kind} />
      <input type="hidden" name="id" value={target.id} />
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium">
        Your email address
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <Input
            ref={inputRef}
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.org"
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onInput={() => {
              setLocalError(undefined);
              setEdited(true);
            }}
          />
          <FieldError id={errorId} errors={error ? [error] : null} />
        </div>
        <StatusButton pending={busy} pendingLabel="Following…">
          Follow
        </StatusButton>
      </div>
    </fetcher.Form>
  );
}
