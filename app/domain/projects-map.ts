import { mapSvg, mapTable, markText } from "./map-svg";
import { type FacetCount, facetOptions } from "./project-filter-facets";
import type { ProjectFilters } from "./project-filters";
import { projectsHref } from "./project-list-address";
import { districtMarks } from "./uganda-map";

/**
 * /projects' map (issue 38) as the server writes it: a mark per district sized by its projects under the
 * list's other filters (the district facet's counts), each a link that chooses the district as the facet's box
 * does (or un-chooses it), and the same districts as a table. Districts typed as free text that the map cannot
 * place are in the table only.
 */
export function projectsMapHtml(
  filters: ProjectFilters,
  counts: FacetCount[],
): { html: string; districts: number } {
  const selected = filters.district ?? [];
  const isChosen = (value: string) => selected.some((item) => item.toLowerCase() === value.toLowerCase());
  const toggle = (value: string) =>
    projectsHref(filters, {
      district: isChosen(value)
        ? selected.filter((item) => item.toLowerCase() !== value.toLowerCase())
        : [...selected, value],
    });
  const { marks } = districtMarks(counts);
  const svg = mapSvg({
    label: "Map of Uganda: projects by district. Choose a district to show its projects.",
    marks: marks.map((mark) => {
      const chosen = isChosen(mark.district);
      return {
        ...mark,
        text: markText(mark.label, mark.count, "project", chosen),
        href: toggle(mark.district),
        chosen,
      };
    }),
  });
  const placed = new Set(marks.map((mark) => mark.district));
  const rows = facetOptions("district", counts, selected).map((item) => ({
    label: placed.has(item.value) || item.count === 0 ? item.value : `${item.value} (not on the map)`,
    cells: [item.count],
    href: toggle(item.value),
    chosen: isChosen(item.value),
  }));
  const table = mapTable({ caption: "Projects by district", headers: ["District", "Projects"], rows });
  return {
    html: `${svg}<details class="map-rows"><summary>Districts as a table</summary>${table}</details>`,
    districts: rows.length,
  };
}
