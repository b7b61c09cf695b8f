import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { type ProjectFilters, paginationItems, projectsHref } from "~/domain/project-filters";
import { cn } from "~/lib/cn";

const item =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-md border border-default px-3 text-sm font-medium";

/** Server pagination of /projects: plain links that keep the current filters (they work without script). */
export function ProjectsPagination({
  filters,
  page,
  pageCount,
}: {
  filters: ProjectFilters;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const href = (target: number) => projectsHref(filters, { page: target });
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={cn(item, "gap-1 hover:bg-surface-muted")}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, "gap-1 text-muted opacity-70")}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {paginationItems(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span
                  aria-current="page"
                  className={cn(item, "border-brand-700 bg-brand-700 text-white dark:border-brand-200")}
                >
                  <span className="sr-only">Page </span>
                  {number}
                </span>
              ) : (
                <Link to={href(number)} className={cn(item, "hover:bg-surface-muted")}>
                  <span className="sr-only">Page </span>
                  {number}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={cn(item, "gap-1 hover:bg-surface-muted")}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, "gap-1 text-muted opacity-70")}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}
