import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { UpdateCard } from "~/domain/update-display";

/**
 * "Latest updates": the newest progress updates as small cards (the organization page, the home page), each
 * linking to the update on its project's page. The photo is a lazy, resized WebP; the text a short excerpt.
 */
export function LatestUpdates({
  updates,
  headingId,
  showOrganization = true,
}: {
  updates: UpdateCard[];
  headingId: string;
  showOrganization?: boolean;
}) {
  if (updates.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="py-10">
      <h2 id={headingId} className="text-2xl font-bold">
        Latest updates
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {updates.map((update) => (
          <li key={update.id} className="min-w-0">
            <article className="flex h-full flex-col overflow-hidden rounded-lg border border-default bg-surface shadow-sm">
              {update.photo ? (
                <ResponsiveImage
                  src={update.photo}
                  alt=""
                  width={640}
                  height={360}
                  sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                  maxWidth={640}
                  className="aspect-video h-auto w-full object-cover"
                  fallback={null}
                />
              ) : null}
              <div className="flex flex-1 flex-col p-4">
                <p className="text-sm text-muted">
                  <time dateTime={update.isoDate}>{update.date}</time>
                  {showOrganization && update.organizationName ? ` · ${update.organizationName}` : null}
                </p>
                <h3 className="mt-1 break-words font-semibold">
                  <Link
                    to={`/projects/${update.projectId}#update-${update.id}`}
                    className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
                  >
                    {update.title}
                  </Link>
                </h3>
                <p className="mt-0.5 break-words text-sm font-medium">{update.projectName}</p>
                <p className="mt-2 line-clamp-3 break-words text-sm text-muted">{update.excerpt}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
