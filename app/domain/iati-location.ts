import type { ExportProject } from "./open-data";
import { projectPoint } from "./project-place";
import { REGIONS, type Region } from "./reference";
import { districtPoint } from "./uganda-map";

// What an IATI activity's <location> says of the place beyond its name (issue 38), in the 2.03 schema's order:
// the region as an administrative area, the point (WGS 84), how exact it is and what kind of place it is.

/** Uganda's four regions in ISO 3166-2 (GeographicVocabulary A5). */
const REGION_ISO: Record<Region, string> = {
  "Central Region": "UG-C",
  "Eastern Region": "UG-E",
  "Northern Region": "UG-N",
  "Western Region": "UG-W",
};

/** The project's region: as stated, else its district's. */
function regionOf(project: Pick<ExportProject, "region" | "district">): Region | null {
  const stated = REGIONS.find((region) => region.toLowerCase() === project.region?.trim().toLowerCase());
  return stated ?? districtPoint(project.district)?.region ?? null;
}

/**
 * The elements after <description> inside <location>: `administrative` (A5, level 1: the region), `point` with
 * `pos` "latitude longitude" in EPSG:4326, `exactness` (1 exact, 2 approximate: the district's chief town) and
 * `location-class` (2 populated place for a chief town, 3 structure for an exact site). Empty when nothing is known.
 */
export function iatiLocationDetail(
  project: Pick<ExportProject, "region" | "district" | "latitude" | "longitude">,
): string {
  const region = regionOf(project);
  const point = projectPoint(project);
  return [
    region ? `<administrative vocabulary="A5" level="1" code="${REGION_ISO[region]}"/>` : "",
    point
      ? `<point srsName="http://www.opengis.net/def/crs/EPSG/0/4326"><pos>${point.latitude} ${point.longitude}</pos></point>` +
        `<exactness code="${point.precision === "exact" ? "1" : "2"}"/>` +
        `<location-class code="${point.precision === "exact" ? "3" : "2"}"/>`
      : "",
  ].join("");
}
