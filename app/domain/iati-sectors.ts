/**
 * Our sectors in IATI's sector vocabularies, in a module of its own (no zod) so that /developers can show the
 * table without the rest of the IATI writer.
 */
import type { Sector } from "./reference";

/**
 * Our sectors → DAC 5-digit purpose codes (sector vocabulary 1) where one fits; the rest (too broad for one
 * code, or no counterpart) are reported with vocabulary 99 (the reporting organisation's own) and our label.
 */
export const DAC_SECTORS: Partial<Record<Sector, string>> = {
  Agriculture: "31120",
  Education: "11120",
  Health: "12220",
  Environment: "41010",
  "Human Rights": "15160",
  "Water and Sanitation": "14030",
  // 23010 was withdrawn in 2020; 23110 is its successor (Energy policy and administrative management).
  Energy: "23110",
  "Children and Youth": "16015",
  "Gender Equality": "15170",
  Governance: "15150",
  "Civic leadership": "15150",
  "Humanitarian Aid": "72010",
  "Vocational skilling": "11330",
  Entreprenuership: "25030",
  "Technology & Innovation": "22040",
};

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
