import { Link } from "react-router";
import { X } from "~/components/ui/icons";
import type { FilterChip } from "~/domain/project-filter-labels";

/** Every filter as a chip, each removable; "Clear all" drops every filter (the search words too). */
export function ActiveFilters({ chips }: { chips: FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <section aria-labelledby="active-filters" className="mt-4 flex flex-wrap items-center gap-2">
      <h2 id="active-filters" className="text-sm font-medium">
        Active filters:
      </h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.removeHref}
              preventScrollReset
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-inset ring-brand-200 hover:bg-brand-100 dark:bg-brand-900 dark:hover:bg-brand-800 dark:text-brand-50 dark:ring-brand-700"
            >
              <span>
                <span className="font-medium">{chip.name}:</span> {chip.value}
              </span>
              <X aria-hidden className="size-4" />
              <span className="sr-only"> (remove filter)</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/projects"
        preventScrollReset
        className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
      >
        Clear all
      </Link>
    </section>
  );
}
