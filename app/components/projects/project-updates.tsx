import { Form, Link } from "react-router";
import { Input } from "~/components/ui/field";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { type TextSegment, UPDATE_LINK_REL, updatePhotoAlt } from "~/domain/update-display";
import type { UpdateView } from "~/domain/update-text";
import { cn } from "~/lib/cn";

/**
 * Progress updates on the project page (issue 21 item 1): newest first as a timeline, each with its date, its
 * text (line breaks kept, addresses as links, never HTML) and up to three photos (resized WebP, lazy); a note
 * when the last one is more than six months old; and the form to follow the project by email.
 */
export function ProjectUpdates({
  projectId,
  updates,
  total,
  staleText,
}: {
  projectId: string;
  updates: UpdateView[];
  total: number;
  /** "7 months ago" when the newest update is that old, else null. */
  staleText: string | null;
}) {
  return (
    <section aria-labelledby="updates-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="updates-heading" className="text-xl font-semibold">
          Updates
        </h2>
        <a
          href={`/projects/${projectId}.rss`}
          className="inline-flex h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
        >
          RSS feed<span className="sr-only"> of this project's updates</span>
        </a>
      </div>
      {staleText ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800">
          Last update: {staleText}
        </p>
      ) : null}
      {updates.length === 0 ? (
        <p className="text-muted">No updates yet.</p>
      ) : (
        <ol className="relative space-y-8 border-l-2 border-brand-200 pl-5 dark:border-brand-700">
          {updates.map((update) => (
            <UpdateEntry key={update.id} update={update} />
          ))}
        </ol>
      )}
      {total > updates.length ? (
        <p className="text-sm text-muted">
          The {updates.length} newest of {total} updates.{" "}
          <Link
            to={`/api/v1/projects/${projectId}/updates`}
            reloadDocument
            className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
          >
            All updates (JSON)
          </Link>
        </p>
      ) : null}
      <FollowForm target={{ kind: "project", id: projectId }} label="Follow this project" />
    </section>
  );
}

function UpdateEntry({ update }: { update: UpdateView }) {
  return (
    <li id={`update-${update.id}`} className="relative scroll-mt-20">
      <span
        aria-hidden
        className="absolute -left-[1.72rem] top-1.5 size-3 rounded-full bg-brand-700 ring-4 ring-[var(--surface)] dark:bg-brand-200"
      />
      <article aria-labelledby={`update-${update.id}-title`}>
        <p className="text-sm text-muted">
          <time dateTime={update.isoDate}>{update.date}</time>
          {update.edited ? " · edited" : null}
        </p>
        <h3 id={`update-${update.id}-title`} className="mt-0.5 text-lg font-semibold break-words">
          {update.title}
        </h3>
        <UpdateText segments={update.segments} className="mt-2" />
        {update.photos.length > 0 ? (
          <ul
            className={cn(
              "mt-3 grid gap-2",
              update.photos.length > 1 ? "grid-cols-2 sm:grid-cols-3" : "max-w-md",
            )}
            aria-label={`Photos of ${update.title}`}
          >
            {update.photos.map((photo, index) => (
              <li key={photo}>
                <ResponsiveImage
                  src={photo}
                  alt={updatePhotoAlt(update.title, index, update.photos.length)}
                  width={640}
                  height={480}
                  sizes="(min-width: 1024px) 240px, 50vw"
                  maxWidth={640}
                  className="aspect-[4/3] h-auto w-full rounded-md object-cover"
                  fallback={
                    <span className="flex aspect-[4/3] w-full items-center justify-center rounded-md bg-surface-muted text-xs text-muted">
                      Photo unavailable
                    </span>
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

/** The text as pieces: words stay text (React escapes them), addresses become links nobody vouches for. */
export function UpdateText({ segments, className }: { segments: TextSegment[]; className?: string }) {
  return (
    <p className={cn("whitespace-pre-line break-words", className)}>
      {segments.map((segment, index) =>
        "href" in segment ? (
          <a
            key={index}
            href={segment.href}
            rel={UPDATE_LINK_REL}
            className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
          >
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

/**
 * Follow by email (no account): posts to /follow, which mails a confirmation link and comes back here with
 * a toast. Works without script. While it is sent, and until the page comes back with the toast, the button
 * says so and cannot be pressed again (useIsPending, as every form).
 */
export function FollowForm({
  target,
  label,
}: {
  target: { kind: "project" | "organization"; id: string };
  label: string;
}) {
  const inputId = `follow-${target.kind}-email`;
  const pending = useIsPending({ formAction: "/follow", state: "non-idle" });
  return (
    <Form
      method="post"
      action="/follow"
      preventScrollReset
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
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Your email address
        </label>
        <Input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.org"
          maxLength={254}
          className="min-w-0 flex-1"
        />
        <StatusButton pending={pending} pendingLabel="Following…">
          Follow
        </StatusButton>
      </div>
    </Form>
  );
}
