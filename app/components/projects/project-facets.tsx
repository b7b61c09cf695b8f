import { type ChangeEvent, type MouseEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Input, Label, Select } from "~/components/ui/field";
import { ChevronDown } from "~/components/ui/icons";
import { CURRENCIES } from "~/domain/money";
import { formatNumber } from "~/domain/numbers";
import type { FacetGroupView, FacetOptionView } from "~/domain/project-filter-facets";
import type { ProjectFilters } from "~/domain/project-filters";
import { MORE_PARAM } from "~/domain/project-list-address";
import { pluralize } from "~/domain/text";
import { cn } from "~/lib/cn";

/**
 * The facets of /projects (issue 22): each option a checkbox with how many projects it would give under the
 * other filters. What the panel lists (`panel`: titles, options, labels, counts, the chosen ones) is decided by
 * the loader (`facetPanel`), so the page's script carries none of the lists it is made from. The checkboxes
 * belong to the search form (`form`), so the browser sends them without script.
 * Below 1024px they fold under a "Filters" line (a native <details>: the phone's sheet), with "Show N
 * projects" at its foot; from 1024px they are a side column (the line hidden, the content shown, as the
 * search form's fold did) where a choice applies on its click, so the button is only drawn there for a
 * browser without script (it sends the form).
 * A long facet draws its most useful options and the rest when asked (issue 39): "Show N more" is a link to the
 * list with the facet in the address's `more` (the sheet then opens where it was, without script too); a hidden
 * field keeps it while boxes are ticked.
 */
export function ProjectFacets({
  form,
  filters,
  panel,
  chosen,
  total,
  onChange,
  onShow,
}: {
  form: string;
  filters: ProjectFilters;
  panel: (FacetGroupView & { foldHref?: string })[];
  /** How many choices are made (chosenFilterCount). */
  chosen: number;
  total: number;
  onChange: (event: ChangeEvent<HTMLElement>) => void;
  onShow: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  // A page opened by "Show N more" (without script: a new page) opens the sheet where the reader was; later
  // the reader's own opening or closing stands.
  const [openAtFirst] = useState(() => panel.some((group) => group.fold && "fewer" in group.fold));
  return (
    <details
      id="project-facets"
      open={openAtFirst || undefined}
      className="group rounded-lg border border-default bg-surface lg:border-0 lg:bg-transparent lg:details-content:[content-visibility:visible]"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm supports-[selector(::details-content)]:lg:hidden [&::-webkit-details-marker]:hidden">
        <span className="font-semibold">Filters{chosen > 0 ? ` (${chosen})` : ""}</span>
        <span className="min-w-0 flex-1 truncate text-muted">· {pluralize(total, "project")}</span>
        <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div onChange={onChange} className="grid gap-5 border-t border-default p-3 lg:border-0 lg:p-0">
        <h2 className="sr-only lg:not-sr-only lg:text-base lg:font-semibold">Filters</h2>
        {panel.map((group) => (
          <FacetGroup key={group.key} form={form} group={group} />
        ))}
        <BudgetRange form={form} filters={filters} />
        <button
          type="submit"
          form={form}
          onClick={onShow}
          className={cn(
            buttonClass("primary"),
            "sticky bottom-2 text-sm shadow lg:hidden lg:noscript:inline-flex",
          )}
        >
          Show {formatNumber(total)} {total === 1 ? "project" : "projects"}
        </button>
      </div>
    </details>
  );
}

function FacetGroup({ form, group }: { form: string; group: FacetGroupView & { foldHref?: string } }) {
  const navigate = useNavigate();
  const { fold, foldHref } = group;
  /**
   * With script the list stays where it is and the focus on the link (the same element, its words changed);
   * without, the address's #facets-… brings the reader back to the group on the new page.
   */
  const onFold = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (foldHref) navigate(foldHref, { preventScrollReset: true, replace: true });
  };
  return (
    <fieldset id={`facets-${group.key}`} className="scroll-mt-20">
      <legend className="mb-1 text-sm font-semibold">{group.title}</legend>
      <ul>
        {group.options.map((item) => (
          <FacetOption key={item.value} form={form} facet={group.key} item={item} />
        ))}
      </ul>
      {fold && foldHref ? (
        <Link
          to={`${foldHref}#facets-${group.key}`}
          onClick={onFold}
          rel="nofollow"
          className="flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline lg:min-h-9 dark:text-brand-200"
        >
          {"more" in fold ? `Show ${fold.more} more` : "Show fewer"}
          <span className="sr-only"> {group.title.toLowerCase()} options</span>
        </Link>
      ) : null}
      {fold && "fewer" in fold ? (
        <input type="hidden" form={form} name={MORE_PARAM} value={group.key} />
      ) : null}
    </fieldset>
  );
}

function FacetOption({ form, facet, item }: { form: string; facet: string; item: FacetOptionView }) {
  const id = `facet-${facet}-${item.value.replace(/[^\p{L}\p{N}]+/gu, "-")}`;
  return (
    <li>
      <label
        htmlFor={id}
        className={cn(
          "flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-1 text-sm hover:bg-surface-muted lg:min-h-9",
          item.count === 0 && !item.checked && "text-muted",
        )}
      >
        <input
          id={id}
          type="checkbox"
          form={form}
          name={facet}
          value={item.value}
          defaultChecked={item.checked}
          className="size-4 shrink-0 accent-brand-700"
        />
        <span className="min-w-0 flex-1">{item.label}</span>
        <span className="shrink-0 tabular-nums text-muted">
          {formatNumber(item.count)}
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
          />
        </div>
      </div>
    </fieldset>
  );
}
