import { Search } from "lucide-react";
import { Tabs } from "radix-ui";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label, Select } from "~/components/ui/field";
import { SDG_OPTIONS, SECTORS, TARGET_GROUPS } from "~/domain/reference";
import { submitWithoutEmptyFields } from "./get-form";

const TABS = [
  { value: "location", label: "Location" },
  { value: "sector", label: "Sector" },
  { value: "sdg", label: "SDG" },
  { value: "name", label: "Project Name" },
  { value: "target", label: "Target Group" },
] as const;

const panelClass = "pt-4 outline-none data-[state=inactive]:hidden";

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
      <Tabs.Root defaultValue="location" className="mt-3">
        <Tabs.List aria-label="Search by" className="flex flex-wrap gap-1 border-b border-default pb-2">
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="h-10 rounded-md px-3 text-sm font-medium text-muted transition-colors hover:bg-surface-muted data-[state=active]:bg-brand-700 data-[state=active]:text-white"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="location" forceMount className={panelClass}>
          <Label htmlFor="search-location">Project location</Label>
          <Input
            id="search-location"
            name="location"
            placeholder="e.g. Gulu, Kampala, Mbale"
            autoComplete="off"
          />
        </Tabs.Content>
        <Tabs.Content value="sector" forceMount className={panelClass}>
          <Label htmlFor="search-sector">Sector</Label>
          <Select id="search-sector" name="sector" defaultValue="">
            <option value="">Any sector</option>
            {SECTORS.map((sector) => (
              <option key={sector} value={sector}>
                {sector}
              </option>
            ))}
          </Select>
        </Tabs.Content>
        <Tabs.Content value="sdg" forceMount className={panelClass}>
          <Label htmlFor="search-sdg">Sustainable Development Goal</Label>
          <Select id="search-sdg" name="sdg" defaultValue="">
            <option value="">Any SDG</option>
            {SDG_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Tabs.Content>
        <Tabs.Content value="name" forceMount className={panelClass}>
          <Label htmlFor="search-name">Project name</Label>
          <Input id="search-name" name="name" placeholder="e.g. Clean Water" autoComplete="off" />
        </Tabs.Content>
        <Tabs.Content value="target" forceMount className={panelClass}>
          <Label htmlFor="search-target">Target group</Label>
          <Select id="search-target" name="target" defaultValue="">
            <option value="">Any target group</option>
            {TARGET_GROUPS.map((group) => (
              <option key={group.value} value={group.value}>
                {group.label}
              </option>
            ))}
          </Select>
        </Tabs.Content>
      </Tabs.Root>
      <Button type="submit" className="mt-4 w-full sm:w-auto">
        <Search aria-hidden className="h-5 w-5" />
        Search Projects
      </Button>
    </form>
  );
}
