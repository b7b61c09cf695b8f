/**
 * Projects as IATI activities (IATI Standard 2.03, https://iatistandard.org/en/iati-standard/203/): the
 * mapping from our fields to the standard's codelists, and the XML of each activity. The codes come from the
 * standard's codelists (ActivityStatus, ActivityDateType, Sector = OECD DAC CRS 5-digit purpose codes,
 * SectorVocabulary, TagVocabulary, UNSDG-Goals, OrganisationType, Country).
 */
import type { ExportProject } from "./open-data";
import { normalizeStatus } from "./project-status";
import { SDG_GOALS, type Sector } from "./reference";
import { xmlAttribute, xmlText } from "./xml-text";

export const IATI_VERSION = "2.03";

/**
 * The reporting organisation: the platform publishes on its organizations' behalf. IATI identifiers start with
 * the reporting organisation's identifier; the platform has none registered with IATI's organisation registry
 * yet, so this stands in (country prefix UG and the platform's name), and changes here once one is registered.
 */
export const REPORTING_ORG = { ref: "UG-UGANDAIMPACT", name: "UgandaImpact", type: "90" } as const;

/** Our status → ActivityStatus: 1 pipeline, 2 implementation, 4 closed, 5 cancelled, 6 suspended. */
const STATUS_CODES: Record<string, string> = {
  planning: "1",
  active: "2",
  completed: "4",
  cancelled: "5",
  on_hold: "6",
};

export function activityStatusCode(status: string): string {
  return STATUS_CODES[normalizeStatus(status)] ?? "2";
}

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
  Energy: "23010",
  "Children and Youth": "16015",
  "Gender Equality": "15170",
  Governance: "15150",
  "Civic leadership": "15150",
  "Humanitarian Aid": "72010",
  "Vocational skilling": "11330",
  Entreprenuership: "25030",
  "Technology & Innovation": "22040",
};

export function iatiSector(sector: string): { vocabulary: "1" | "99"; code: string; narrative?: string } {
  const code = DAC_SECTORS[sector as Sector];
  return code ? { vocabulary: "1", code } : { vocabulary: "99", code: sector, narrative: sector };
}

/** The SDG's goal number (tag vocabulary 2), or null for a value that is not one of the 17 goals. */
export function sdgGoalNumber(sdg: string): number | null {
  const index = SDG_GOALS.findIndex((goal) => goal.toLowerCase() === sdg.trim().toLowerCase());
  return index >= 0 ? index + 1 : null;
}

/**
 * Activity dates: the start is actual (2) once the project is under way or done and the date has come, else
 * planned (1); the end is actual (4) for a completed project, else planned (3).
 */
export function activityDates(
  project: Pick<ExportProject, "status" | "startDate" | "endDate">,
  today: string,
) {
  const status = normalizeStatus(project.status);
  const started = (status === "active" || status === "completed") && project.startDate <= today;
  const dates = [{ type: started ? "2" : "1", isoDate: project.startDate }];
  if (project.endDate) dates.push({ type: status === "completed" ? "4" : "3", isoDate: project.endDate });
  return dates;
}

const narrative = (text: string) => `<narrative>${xmlText(text)}</narrative>`;

export function iatiIdentifier(projectId: string): string {
  return `${REPORTING_ORG.ref}-${projectId}`;
}

/** One project as an `<iati-activity>` element, in the order the 2.03 schema's sequence requires. */
export function iatiActivity(project: ExportProject, today: string): string {
  const sector = iatiSector(project.sector);
  const goal = sdgGoalNumber(project.sdg);
  const place = [project.district, project.region].filter(Boolean).join(", ");
  const lines = [
    `<iati-activity last-updated-datetime="${xmlAttribute(project.updatedAt.toISOString())}" xml:lang="en">`,
    `<iati-identifier>${xmlText(iatiIdentifier(project.id))}</iati-identifier>`,
    `<reporting-org ref="${xmlAttribute(REPORTING_ORG.ref)}" type="${xmlAttribute(REPORTING_ORG.type)}">${narrative(REPORTING_ORG.name)}</reporting-org>`,
    `<title>${narrative(project.name)}</title>`,
    `<description type="1">${narrative(project.brief)}</description>`,
    // Role 4: the implementing organisation, the one that publishes the project on the platform.
    `<participating-org role="4">${narrative(project.organizationName)}</participating-org>`,
    `<activity-status code="${xmlAttribute(activityStatusCode(project.status))}"/>`,
    ...activityDates(project, today).map(
      (date) => `<activity-date type="${date.type}" iso-date="${xmlAttribute(date.isoDate)}"/>`,
    ),
    `<recipient-country code="UG" percentage="100"/>`,
    `<location><name>${narrative(project.location)}</name>${
      place ? `<description>${narrative(place)}</description>` : ""
    }</location>`,
    sector.narrative
      ? `<sector vocabulary="99" code="${xmlAttribute(sector.code)}" percentage="100">${narrative(sector.narrative)}</sector>`
      : `<sector vocabulary="1" code="${xmlAttribute(sector.code)}" percentage="100"/>`,
    goal ? `<tag vocabulary="2" code="${goal}"/>` : "",
    `</iati-activity>`,
  ];
  return `${lines.filter(Boolean).join("\n")}\n`;
}

/** The document's head: `<iati-activities>` with the version and when it was generated. */
export function iatiHead(generated: Date): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<iati-activities version="${IATI_VERSION}" generated-datetime="${generated.toISOString()}">\n`;
}

export const IATI_TAIL = "</iati-activities>\n";
