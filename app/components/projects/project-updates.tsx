import { Link } from "react-router";
import { FollowForm } from "~/components/follow/follow-form";
import { ResponsiveImage } from "~/components/ui/responsive-image";
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
