import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import type { ProjectFilters } from "~/domain/project-filters";
import { paginationItems, projectsHref } from "~/domain/project-list-address";
import { cn } from "~/lib/cn";

/** The results region of /projects: each pager link lands on it (it works without script too). */
export const RESULTS_ID = "results";

const item =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium";

/**
 * Server pagination of a project list: plain links that keep the current filters (they work without script).
 * /projects passes its filters; another list (the Project Panel's) says how to link a page with `hrefFor`.
 */
export function ProjectsPagination({
  page,
  pageCount,
  ...link
}: { page: number; pageCount: number } & (
  | { filters: ProjectFilters }
  | { hrefFor: (page: number) => string }
)) {
  if (pageCount <= 1) return null;
  const href = (target: number) =>
    `${"hrefFor" in link ? link.hrefFor(target) : projectsHref(link.filters, { page: target })}#${RESULTS_ID}`;
  return (
    // Phones get Previous, "Page 2 of 8" and Next on one row; wider screens the page numbers.
    <nav
      aria-label="Pagination"
      className="mt-10 flex items-center justify-between gap-2 sm:flex-wrap sm:justify-center"
    >
      {page > 1 ? (
        <Link
          to={href(page - 1)}
          rel="prev"
          className={cn(item, "gap-1 border-default hover:bg-surface-muted")}
        >
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, "gap-1 border-default text-muted opacity-70")}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </span>
      )}
      <p className="text-sm text-muted sm:hidden">
        Page {page} of {pageCount}
      </p>
      <ul className="hidden flex-wrap items-center gap-2 sm:flex">
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
                <Link to={href(number)} className={cn(item, "border-default hover:bg-surface-muted")}>
                  <span className="sr-only">Page </span>
                  {number}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link
          to={href(page + 1)}
          rel="next"
          className={cn(item, "gap-1 border-default hover:bg-surface-muted")}
        >
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, "gap-1 border-default text-muted opacity-70")}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}

/** What a search puts in history state, so the list knows a navigation came from a search (useResultsInView). */
export const SEARCHED_STATE = { searched: true } as const;

/**
 * The results (id RESULTS_ID, tabIndex -1) scroll up and take focus, which also closes the on-screen keyboard;
 * unless `always`, not when they fill a third of the screen already (a wide screen), where nothing moves and
 * the focus stays where it was.
 */
export function showResults({ always = false } = {}) {
  const results = document.getElementById(RESULTS_ID);
  if (!results) return;
  if (!always && window.innerHeight - results.getBoundingClientRect().top >= window.innerHeight / 3) return;
  results.focus({ preventScroll: true });
  results.scrollIntoView({ behavior: "smooth" });
}

/**
 * Brings the results into view after a navigation that asks for them. A pager link asks with #results: without
 * script the browser follows it by itself and the root scrolls to a new hash, but from one page to the next the
 * hash stays the same. A search asks with SEARCHED_STATE: on a phone the header and the form fill the screen and
 * the results start at its foot. Not on the first render: a reload keeps the hash and the history state, and
 * the browser restores that scroll position itself.
 */
export function useResultsInView() {
  const { key, hash, state } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!key) return;
    if (hash === `#${RESULTS_ID}`) showResults({ always: true });
    else if (state?.searched === true) showResults();
  }, [key, hash, state]);
}
