/**
 * Our sectors in IATI's sector vocabularies, in a module of its own (no zod) so that /developers can show the
 * table without the rest of the IATI writer.
 */
import type { Sector } from "./reference";

/**
 * Our sectors → DAC 5-digit purpose codes (sector vocabulary 1): every activity carries one, as IATI's
 * validator expects. Where our sector has an exact counterpart that code alone says it; where it is broader
 * than any one code, or has none, the nearest code stands for it ("Sectors not specified", 99810, when nothing
 * fits) and the activity names our own sector as well (vocabulary 99, `OWN_SECTOR_TOO`).
 */
export const DAC_SECTORS: Record<Sector, string> = {
  Agriculture: "31120",
  Education: "11120",
  Health: "12220",
  Environment: "41010",
  // Multisector aid: an economic-development programme spans business, employment and markets.
  "Economic Development": "43010",
  "Human Rights": "15160",
  "Water and Sanitation": "14030",
  // 23010 was withdrawn in 2020; 23110 is its successor (Energy policy and administrative management).
  Energy: "23110",
  "Children and Youth": "16015",
  "Gender Equality": "15170",
  Governance: "15150",
  "Humanitarian Aid": "72010",
  // Roads, buildings, water or power: no one code covers infrastructure as a whole.
  Infrastructure: "99810",
  // Multisector aid for basic social services.
  "Social Development": "16050",
  "Civic leadership": "15150",
  "Vocational skilling": "11330",
  Entreprenuership: "25030",
  // Most of Uganda's community development is rural.
  "Community development": "43040",
  "Technology & Innovation": "22040",
  Other: "99810",
};

/** The sectors whose DAC code is only the nearest one: their activities name our own sector too. */
export const OWN_SECTOR_TOO: ReadonlySet<Sector> = new Set<Sector>([
  "Economic Development",
  "Infrastructure",
  "Social Development",
  "Community development",
  "Other",
]);

/** The DAC code for a sector no longer on our list (stored before it changed): none fits. */
export const SECTORS_NOT_SPECIFIED = "99810";

/** Our own code of a sector (vocabulary 99): its words in small letters joined by hyphens ("community-development"). */
export function ownSectorCode(sector: string): string {
  const code = sector
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return code || "other";
}
