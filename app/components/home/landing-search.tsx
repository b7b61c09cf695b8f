import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label, Select } from "~/components/ui/field";
import { Search } from "~/components/ui/icons";
import { SDG_OPTIONS, SECTORS, TARGET_GROUPS } from "~/domain/reference";
import { cn } from "~/lib/cn";
import { submitWithoutEmptyFields } from "./get-form";

const TABS = [
  { value: "location", label: "Location" },
  { value: "sector", label: "Sector" },
  { value: "sdg", label: "SDG" },
  { value: "name", label: "Project Name" },
  { value: "target", label: "Target Group" },
] as const;
type TabValue = (typeof TABS)[number]["value"];

/** The key that moves the selection from tab `index` (arrows wrap; Home and End jump), or null. */
function tabIndexAfterKey(key: string, index: number): number | null {
  if (key === "ArrowRight") return (index + 1) % TABS.length;
  if (key === "ArrowLeft") return (index - 1 + TABS.length) % TABS.length;
  if (key === "Home") return 0;
  if (key === "End") return TABS.length - 1;
  return null;
}

/**
 * The landing search (spec §2): five tabs (Location, Sector, SDG, Project Name, Target Group) over one GET form
 * to /projects. Every panel stays in the form while hidden, so filters set on several tabs are all sent; after
 * hydration the empty ones are left out of the URL. Before hydration the browser submits the form itself.
 */
export function LandingSearch() {
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action="/projects"
      aria-labelledby="landing-search-title"
      onSubmit={submitWithoutEmptyFields(navigate)}
      className="rounded-xl border border-default bg-surface p-4 text-[var(--text)] shadow-lg sm:p-6"
    >
      <h2 id="landing-search-title" className="text-lg font-semibold">
        Find projects
      </h2>
      <SearchTabs
        panels={{
          location: (
            <>
              <Label htmlFor="search-location">Project location</Label>
              <Input
                id="search-location"
                name="location"
                placeholder="e.g. Gulu, Kampala, Mbale"
                autoComplete="off"
              />
            </>
          ),
          sector: (
            <>
              <Label htmlFor="search-sector">Sector</Label>
              <Select id="search-sector" name="sector" defaultValue="">
                <option value="">Any sector</option>
                {SECTORS.map((sector) => (
                  <option key={sector} value={sector}>
                    {sector}
                  </option>
                ))}
              </Select>
            </>
          ),
          sdg: (
            <>
              <Label htmlFor="search-sdg">Sustainable Development Goal</Label>
              <Select id="search-sdg" name="sdg" defaultValue="">
                <option value="">Any SDG</option>
                {SDG_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </>
          ),
          name: (
            <>
              <Label htmlFor="search-name">Project name</Label>
              <Input id="search-name" name="name" placeholder="e.g. Clean Water" autoComplete="off" />
            </>
          ),
          target: (
            <>
              <Label htmlFor="search-target">Target group</Label>
              <Select id="search-target" name="target" defaultValue="">
                <option value="">Any target group</option>
                {TARGET_GROUPS.map((group) => (
                  <option key={group.value} value={group.value}>
                    {group.label}
                  </option>
                ))}
              </Select>
            </>
          ),
        }}
      />
      <Button type="submit" className="mt-4 w-full sm:w-auto">
        <Search aria-hidden className="h-5 w-5" />
        Search Projects
      </Button>
    </form>
  );
}

/**
 * The WAI-ARIA tabs pattern (automatic activation): one tab in the Tab order, arrows, Home and End move the
 * selection. Written here rather than taken from radix-ui: its Tabs cost 9 KB gzip of a home page whose own
 * script budget is 20 KB. Hidden panels stay in the form (hidden controls are still submitted).
 */
function SearchTabs({ panels }: { panels: Record<TabValue, ReactNode> }) {
  const [selected, setSelected] = useState<TabValue>("location");
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabIndexAfterKey(event.key, index);
    if (next === null) return;
    event.preventDefault();
    setSelected(TABS[next]!.value);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="mt-3">
      <div
        role="tablist"
        aria-label="Search by"
        className="flex flex-wrap gap-1 border-b border-default pb-2"
      >
        {TABS.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "h-10 rounded-md px-3 text-sm font-medium transition-colors",
                active ? "bg-brand-700 text-white" : "text-muted hover:bg-surface-muted",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== selected}
          className="pt-4"
        >
          {panels[tab.value]}
        </div>
      ))}
    </div>
  );
}
