import { type FormEvent, useEffect } from "react";
import { Form, type NavigateOptions, useNavigate } from "react-router";
import { RESULTS_ID } from "~/components/projects/projects-pagination";
import { Button } from "~/components/ui/button";
import { Input, Label, Select } from "~/components/ui/field";
import { Search } from "~/components/ui/icons";
import { type ProjectFilters, type ProjectSort, TEXT_FILTER_KEYS } from "~/domain/project-filters";
import { searchFormQuery } from "~/domain/project-list-address";

/** The search form's id: the facets (outside it, in the side column) belong to it through `form`. */
export const PROJECTS_FORM_ID = "projects-search";

/** Navigates to the list the search form's fields (and the facets joined to it) describe. */
export function useProjectsSearch() {
  const navigate = useNavigate();
  return (options: NavigateOptions) => {
    const form = document.getElementById(PROJECTS_FORM_ID) as HTMLFormElement | null;
    if (!form) return;
    const query = searchFormQuery(new FormData(form));
    navigate(query ? `/projects?${query}` : "/projects", options);
  };
}

/**
 * The fields are not remounted when the filters change (a remount would take the focus from the box just
 * ticked): back, forward, a chip removed or "Clear all" set them to the filters, which `query` writes as the
 * address does (serializeProjectFilters: the facets' values, the words, the range).
 */
export function useFieldsFollowFilters(sort: ProjectSort, query: string) {
  useEffect(() => {
    const form = document.getElementById(PROJECTS_FORM_ID) as HTMLFormElement | null;
    if (!form) return;
    const params = new URLSearchParams(query);
    for (const field of Array.from(form.elements) as HTMLInputElement[]) {
      const { name } = field;
      if (field.type === "checkbox") {
        const value = field.value.toLowerCase();
        field.checked = params.getAll(name).some((chosen) => chosen.toLowerCase() === value);
      } else if (name === "sort") {
        // The address leaves the default order out.
        field.value = sort;
      } else if (name === "q" || name === "budget_min" || name === "budget_max") {
        // What the reader is typing stays.
        if (field !== document.activeElement) field.value = params.get(name) ?? "";
      } else if (name === "budget_currency" && params.has(name)) {
        // Without a range the currency stays as chosen: it narrows nothing alone.
        field.value = params.get(name) ?? "";
      }
    }
  }, [sort, query]);
}

/**
 * A GET form, so it works with no script at all (the browser then lands on the results, #results): the search
 * words, the order, and the facets' checkboxes (in the side column, joined by `form`). With script the URL is
 * written without the blank and default fields. The landing search's location and name ride along as hidden
 * fields (they are removed through their chips).
 */
export function ProjectsSearchForm({
  filters,
  sorts,
  onSearch,
  onSortChange,
}: {
  filters: ProjectFilters;
  /** The orders offered, as the loader lists them (PROJECT_SORT_OPTIONS; best match only while searching). */
  sorts: { value: ProjectSort; label: string }[];
  onSearch: () => void;
  onSortChange: () => void;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Form
      id={PROJECTS_FORM_ID}
      method="get"
      action={`/projects#${RESULTS_ID}`}
      role="search"
      aria-label="Projects"
      onSubmit={onSubmit}
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-lg border border-default bg-surface p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end"
    >
      <div className="col-span-2 sm:col-span-1">
        <Label htmlFor="projects-q">Search by name</Label>
        <Input
          id="projects-q"
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
          placeholder="Name, organization, location…"
          maxLength={100}
          enterKeyHint="search"
        />
      </div>
      <div>
        <Label htmlFor="projects-sort">Sort by</Label>
        <Select id="projects-sort" name="sort" defaultValue={filters.sort} onChange={onSortChange}>
          {sorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      {TEXT_FILTER_KEYS.map((key) =>
        filters[key] ? <input key={key} type="hidden" name={key} value={filters[key]} /> : null,
      )}
      <Button type="submit" className="self-end">
        <Search aria-hidden className="size-4" />
        Search
      </Button>
    </Form>
  );
}
