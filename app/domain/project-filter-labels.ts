import { formatAmount } from "./money";
import { FACETS, facetValueLabel } from "./project-filter-facets";
import type { IgnoredFilter } from "./project-filter-schema";
import {
  type BudgetRangeKey,
  FACET_KEYS,
  type FacetKey,
  isBudgetRangeKey,
  type ProjectFilters,
  TEXT_FILTER_KEYS,
} from "./project-filters";
import { projectsHref } from "./project-list-address";
import { statusLabel } from "./project-status";

// What /projects says about its filters, written by its loader: the chips that remove a filter, the notice
// for values left out, the budget range in words, and the empty state of a status.

/** What a notice calls each of the budget range's parameters. */
const BUDGET_RANGE_NAMES: Record<BudgetRangeKey, string> = {
  budget_currency: "Budget currency",
  budget_min: "Lowest budget",
  budget_max: "Highest budget",
};

/** The notice for values the page left out: "Unknown status “bogus” ignored." */
export function ignoredFilterText(item: IgnoredFilter): string {
  const facet = FACETS[item.key as FacetKey];
  const name = facet ? facet.title : isBudgetRangeKey(item.key) ? BUDGET_RANGE_NAMES[item.key] : item.key;
  return `${name} “${item.value}” ignored: ${item.message.toLowerCase()}.`;
}

const TEXT_CHIP_NAMES: Record<(typeof TEXT_FILTER_KEYS)[number], string> = {
  location: "Location",
  name: "Project Name",
};

export type FilterChip = { key: string; name: string; value: string; removeHref: string };

/**
 * Every filter but the search words as a removable chip ("Target Group: Women"), one per facet value, each
 * with a link to the list without it.
 */
export function filterChips(filters: ProjectFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of TEXT_FILTER_KEYS) {
    const value = filters[key];
    if (value) {
      chips.push({
        key,
        name: TEXT_CHIP_NAMES[key],
        value,
        removeHref: projectsHref(filters, { [key]: undefined }),
      });
    }
  }
  for (const key of FACET_KEYS) {
    const values = (filters[key] ?? []) as (string | number)[];
    for (const value of values) {
      const rest = values.filter((item) => item !== value);
      chips.push({
        key: `${key}:${value}`,
        name: FACETS[key].chip,
        value: facetValueLabel(key, value),
        removeHref: projectsHref(filters, { [key]: rest.length > 0 ? rest : undefined }),
      });
    }
  }
  const range = budgetRangeText(filters);
  if (range) {
    chips.push({
      key: "budget_range",
      name: "Budget Range",
      value: range,
      removeHref: projectsHref(filters, {
        budget_currency: undefined,
        budget_min: undefined,
        budget_max: undefined,
      }),
    });
  }
  return chips;
}

/** The budget range in words: "UGX 1,000,000 to 5,000,000", "from USD 10,000", "up to UGX 500,000"; or null. */
export function budgetRangeText(filters: Pick<ProjectFilters, BudgetRangeKey>): string | null {
  const { budget_min: min, budget_max: max } = filters;
  const currency = filters.budget_currency ?? "UGX";
  if (min !== undefined && max !== undefined)
    return `${formatAmount(currency, min)} to ${formatAmount(currency, max).slice(currency.length + 1)}`;
  if (min !== undefined) return `from ${formatAmount(currency, min)}`;
  if (max !== undefined) return `up to ${formatAmount(currency, max)}`;
  return null;
}

/** Spec §8: the empty state when a status filter yields nothing. */
export function noStatusMatchText(status: string): string {
  return `No projects match the '${statusLabel(status)}' status criteria`;
}
