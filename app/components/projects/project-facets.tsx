import type { ChangeEvent, MouseEvent } from "react";
import { Input, Label, Select } from "~/components/ui/field";
import { ChevronDown } from "~/components/ui/icons";
import { CURRENCIES } from "~/domain/money";
import {
  FACET_KEYS,
  FACETS,
  type FacetCount,
  type FacetCounts,
  type FacetKey,
  facetValueLabel,
  type ProjectFilters,
} from "~/domain/project-filters";
import { pluralize } from "~/domain/text";
import { cn } from "~/lib/cn";

/** Options a facet shows before "Show all". */
const SHOWN_OPTIONS = 6;

const number = new Intl.NumberFormat("en-US");

/**
 * The facets of /projects (issue 22): each option a checkbox with how many projects it would give under the
 * other filters. The checkboxes belong to the search form (`form`), so the browser sends them without script.
 * Below 1024px they fold under a "Filters" line (a native <details>: the phone's sheet), with "Show N
 * projects" at its foot; from 1024px they are a side column (the line hidden, the content shown, as the
 * search form's fold did).
 */
export function ProjectFacets({
  form,
  filters,
  facets,
  total,
  onChange,
  onShow,
}: {
  form: string;
  filters: ProjectFilters;
  facets: FacetCounts;
  total: number;
  onChange: (event: ChangeEvent<HTMLElement>) => void;
  onShow: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const ranged = filters.budget_min !== undefined || filters.budget_max !== undefined;
  const chosen = FACET_KEYS.reduce((sum, key) => sum + (filters[key]?.length ?? 0), ranged ? 1 : 0);
  return (
    <details
      id="project-facets"
      className="group rounded-lg border border-default bg-surface lg:border-0 lg:bg-transparent lg:details-content:[content-visibility:visible]"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm supports-[selector(::details-content)]:lg:hidden [&::-webkit-details-marker]:hidden">
        <span className="font-semibold">Filters{chosen > 0 ? ` (${chosen})` : ""}</span>
        <span className="min-w-0 flex-1 truncate text-muted">· {pluralize(total, "project")}</span>
        <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div onChange={onChange} className="grid gap-5 border-t border-default p-3 lg:border-0 lg:p-0">
        <h2 className="sr-only lg:not-sr-only lg:text-base lg:font-semibold">Filters</h2>
        {FACET_KEYS.map((key) => (
          <FacetGroup
            key={key}
            form={form}
            facet={key}
            counts={facets[key]}
            selected={(filters[key] ?? []).map(String)}
          />
        ))}
        <BudgetRange form={form} filters={filters} />
        <button
          type="submit"
          form={form}
          onClick={onShow}
          className="sticky bottom-2 inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white shadow hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-brand-600 dark:hover:bg-brand-500"
        >
          Show {number.format(total)} {total === 1 ? "project" : "projects"}
        </button>
      </div>
    </details>
  );
}

/** The options to list: every one with projects, in the list's own order, and every chosen one (count 0 if none). */
export function facetOptions(facet: FacetKey, counts: FacetCount[], selected: string[]): FacetCount[] {
  const byValue = new Map(counts.map((item) => [item.value.toLowerCase(), item]));
  const listed = FACETS[facet].options;
  const options: FacetCount[] = listed
    ? listed.flatMap((option) => {
        const found = byValue.get(option.value.toLowerCase());
        const isChosen = selected.some((value) => value.toLowerCase() === option.value.toLowerCase());
        return found || isChosen ? [{ value: option.value, count: found?.count ?? 0 }] : [];
      })
    : facet === "district"
      ? [...counts].sort((a, b) => a.value.localeCompare(b.value))
      : [...counts];
  for (const value of selected) {
    if (!options.some((item) => item.value.toLowerCase() === value.toLowerCase())) {
      options.push({ value, count: 0 });
    }
  }
  return options;
}

function FacetGroup({
  form,
  facet,
  counts,
  selected,
}: {
  form: string;
  facet: FacetKey;
  counts: FacetCount[];
  selected: string[];
}) {
  const options = facetOptions(facet, counts, selected);
  if (options.length === 0) return null;
  const first = options.slice(0, SHOWN_OPTIONS);
  const rest = options.slice(SHOWN_OPTIONS);
  const restChosen = rest.some((item) => isSelected(selected, item.value));
  const checkbox = (item: FacetCount) => (
    <FacetOption
      key={item.value}
      form={form}
      facet={facet}
      item={item}
      checked={isSelected(selected, item.value)}
    />
  );
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">{FACETS[facet].title}</legend>
      <ul>{first.map(checkbox)}</ul>
      {rest.length > 0 ? (
        <details open={restChosen} className="group/more">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200 [&::-webkit-details-marker]:hidden">
            <span className="group-open/more:hidden">Show {rest.length} more</span>
            <span className="hidden group-open/more:inline">Show fewer</span>
            <span className="sr-only"> {FACETS[facet].title.toLowerCase()} options</span>
          </summary>
          <ul>{rest.map(checkbox)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}

const isSelected = (selected: string[], value: string) =>
  selected.some((item) => item.toLowerCase() === value.toLowerCase());

function FacetOption({
  form,
  facet,
  item,
  checked,
}: {
  form: string;
  facet: FacetKey;
  item: FacetCount;
  checked: boolean;
}) {
  const id = `facet-${facet}-${item.value.replace(/[^\p{L}\p{N}]+/gu, "-")}`;
  return (
    <li>
      <label
        htmlFor={id}
        className={cn(
          "flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-1 text-sm hover:bg-surface-muted lg:min-h-9",
          item.count === 0 && !checked && "text-muted",
        )}
      >
        <input
          id={id}
          type="checkbox"
          form={form}
          name={facet}
          value={item.value}
          defaultChecked={checked}
          data-facet-option
          className="size-4 shrink-0 accent-brand-700"
        />
        <span className="min-w-0 flex-1">{facetValueLabel(facet, item.value)}</span>
        <span className="shrink-0 tabular-nums text-muted">
          {number.format(item.count)}
          <span className="sr-only"> {item.count === 1 ? "project" : "projects"}</span>
        </span>
      </label>
    </li>
  );
}

/**
 * The budget range: a currency and a lowest and/or highest amount (amounts are never converted). Applied when
 * an amount is left (its change) or with Enter, and sent with the form without script.
 */
function BudgetRange({ form, filters }: { form: string; filters: ProjectFilters }) {
  // The fields follow the list's filters after they are drawn (a chip removed, a link followed): the page's
  // useFieldsFollowFilters, as for the boxes.
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">Budget range</legend>
      <div className="grid grid-cols-2 gap-2">
        <div className="col-span-2">
          <Label htmlFor="budget-currency">Currency</Label>
          <Select
            id="budget-currency"
            form={form}
            name="budget_currency"
            defaultValue={filters.budget_currency ?? "UGX"}
            data-budget-range
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="budget-min">From</Label>
          <Input
            id="budget-min"
            form={form}
            name="budget_min"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            defaultValue={filters.budget_min ?? ""}
            data-budget-range
          />
        </div>
        <div>
          <Label htmlFor="budget-max">To</Label>
          <Input
            id="budget-max"
            form={form}
            name="budget_max"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            defaultValue={filters.budget_max ?? ""}
            data-budget-range
          />
        </div>
      </div>
    </fieldset>
  );
}
