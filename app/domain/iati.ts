/**
 * Projects as IATI activities (IATI Standard 2.03, https://iatistandard.org/en/iati-standard/203/): the
 * mapping from our fields to the standard's codelists, and the XML of each activity. The codes come from the
 * standard's codelists (ActivityStatus, ActivityDateType, Sector = OECD DAC CRS 5-digit purpose codes,
 * SectorVocabulary, TagVocabulary, UNSDG-Goals, OrganisationType, Country; copies in
 * ../shared/standards/iati-codelists, and tests/fixtures/iati for the tests that hold the mappings to them).
 */

import { iatiLocationDetail } from "./iati-location";
import { DAC_SECTORS, OWN_SECTOR_TOO, ownSectorCode, SECTORS_NOT_SPECIFIED } from "./iati-sectors";
import { absoluteUrl, type ExportProject } from "./open-data";
import {
  FUNDER_TYPE_IATI,
  isIndicatorMeasure,
  MEASURE_IATI,
  RESULT_TYPE_IATI,
  type ResultRecord,
  sortPeriods,
} from "./project-results";
import { normalizeStatus } from "./project-status";
import { type OrganizationType, SDG_GOALS, type Sector } from "./reference";
import { organisationIdentifier, type Registration } from "./registration-number";
import { websiteHref } from "./text";
import { xmlAttribute, xmlText } from "./xml-text";

export { DAC_SECTORS, OWN_SECTOR_TOO, ownSectorCode } from "./iati-sectors";

export const IATI_VERSION = "2.03";

/** The reporting organisation: the platform, publishing its organizations' projects on their behalf. */
export type IatiPublisher = { ref: string; name: string; type: string };

/**
 * The publisher's organisation identifier when IATI_PUBLISHER_REF is not set: a stand-in, not an identifier
 * from the Organisation Registration Agency list, so the files are not ready for the IATI Registry until a
 * deployment sets its own (`{agency}-{number}`, e.g. UG-NGB-…; see /developers#iati-registry).
 */
export const UNREGISTERED_PUBLISHER_REF = "UG-UGANDAIMPACT";

/**
 * An organisation identifier as IATI writes them: `{agency}-{number}`, the agency a code of the Organisation
 * Registration Agency codelist (two letters of the country, then the register: UG-NGB, UG-RSB, XM-DAC, GB-COH…).
 */
export const ORGANISATION_IDENTIFIER = /^[A-Z]{2}-[A-Z0-9]{2,}-[A-Za-z0-9._-]+$/;

export function iatiPublisher(ref: string | undefined, name: string): IatiPublisher {
  // 90 Other: the platform is neither a donor nor an implementer.
  return { ref: ref ?? UNREGISTERED_PUBLISHER_REF, name, type: "90" };
}

/** What every activity of one file shares: the publisher, today's date (Kampala) and the site's address. */
export type IatiContext = { publisher: IatiPublisher; today: string; origin: string };

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

/** Where our own sector codes are listed (vocabulary 99's vocabulary-uri): the sectors table on /developers. */
export const OWN_SECTORS_PATH = "/developers#sectors";

export type IatiSector =
  | { vocabulary: "1"; code: string }
  | { vocabulary: "99"; code: string; narrative: string; vocabularyUri: string };

/**
 * A project's sectors: always a DAC 5-digit code (vocabulary 1), and our own sector (vocabulary 99, with the
 * address of the list that defines it) where the DAC code is only the nearest. One sector per vocabulary, so
 * each vocabulary's percentages sum to 100.
 */
export function iatiSectors(sector: string, origin: string): IatiSector[] {
  const known = Object.hasOwn(DAC_SECTORS, sector) ? (sector as Sector) : null;
  const dac: IatiSector = { vocabulary: "1", code: known ? DAC_SECTORS[known] : SECTORS_NOT_SPECIFIED };
  if (known && !OWN_SECTOR_TOO.has(known)) return [dac];
  return [
    dac,
    {
      vocabulary: "99",
      code: ownSectorCode(sector),
      narrative: sector,
      vocabularyUri: absoluteUrl(origin, OWN_SECTORS_PATH),
    },
  ];
}

/**
 * Our organization types → IATI OrganisationType: 10 Government, 70 Private Sector, 21 International NGO,
 * 22 National NGO, 24 Partner Country based NGO (a community-based organization in Uganda). None for an
 * organization that gave no type.
 */
export const ORGANISATION_TYPES: Record<OrganizationType, string> = {
  "Government/Public": "10",
  "Corporate/Private": "70",
  "Social Enterprise": "70",
  "Foreign Organization": "21",
  "NGO/Non-Profit": "22",
  "Community Based": "24",
};

export function iatiOrganisationType(type: string | null | undefined): string | null {
  return type ? (ORGANISATION_TYPES[type as OrganizationType] ?? null) : null;
}

/**
 * ActivityScope where the place is known: 7 (one second-level area: a district of Uganda), 6 (one first-level
 * area: a region), else none.
 */
export function activityScopeCode(project: Pick<ExportProject, "region" | "district">): string | null {
  if (project.district) return "7";
  if (project.region) return "6";
  return null;
}

/** The SDG's goal number (tag vocabulary 2), or null for a value that is not one of the 17 goals. */
export function sdgGoalNumber(sdg: string): number | null {
  const index = SDG_GOALS.findIndex((goal) => goal.toLowerCase() === sdg.trim().toLowerCase());
  return index >= 0 ? index + 1 : null;
}

/**
 * Activity dates: the start is actual (2) once the project is under way, on hold (IATI's "suspended": it had
 * started) or done and the date has come, else planned (1); the end is actual (4) for a completed project whose
 * end date has come, else planned (3): an actual date is never in the future (a project marked completed ahead
 * of its end date publishes that date as planned).
 */
export function activityDates(
  project: Pick<ExportProject, "status" | "startDate" | "endDate">,
  today: string,
) {
  const status = normalizeStatus(project.status);
  const started =
    (status === "active" || status === "on_hold" || status === "completed") && project.startDate <= today;
  const dates = [{ type: started ? "2" : "1", isoDate: project.startDate }];
  if (project.endDate) {
    const ended = status === "completed" && project.endDate <= today;
    dates.push({ type: ended ? "4" : "3", isoDate: project.endDate });
  }
  return dates;
}

const narrative = (text: string) => `<narrative>${xmlText(text)}</narrative>`;

export function iatiIdentifier(publisher: IatiPublisher, projectId: string): string {
  return `${publisher.ref}-${projectId}`;
}

const attribute = (name: string, value: string | null | undefined) =>
  value ? ` ${name}="${xmlAttribute(value)}"` : "";

function sectorElement(sector: IatiSector): string {
  if (sector.vocabulary === "1")
    return `<sector vocabulary="1" code="${xmlAttribute(sector.code)}" percentage="100"/>`;
  return `<sector vocabulary="99"${attribute("vocabulary-uri", sector.vocabularyUri)} code="${xmlAttribute(sector.code)}" percentage="100">${narrative(sector.narrative)}</sector>`;
}

/**
 * How to reach the organization, from its public profile only (never an email address or a phone number):
 * its name, website and address; none when it published neither.
 */
function contactInfo(project: ExportProject): string {
  const website = websiteHref(project.organizationWebsite);
  const address = project.organizationAddress?.trim();
  if (!website && !address) return "";
  return [
    `<contact-info type="1">`,
    `<organisation>${narrative(project.organizationName)}</organisation>`,
    website ? `<website>${xmlText(website)}</website>` : "",
    address ? `<mailing-address>${narrative(address)}</mailing-address>` : "",
    `</contact-info>`,
  ].join("");
}

/** What an activity reports beyond the project's own row: its results and its funders (issue 21). */
export type IatiActivityExtras = {
  results: readonly ResultRecord[];
  funders: readonly { name: string; type: string }[];
};

const NO_EXTRAS: IatiActivityExtras = { results: [], funders: [] };

const amount = (value: number) => String(value);

/** A text or a number as a result's value: the number in `value`, words in a comment. */
function valued(name: string, value: number | null, text: string | null, extra = ""): string {
  const words = text?.trim();
  const attributes = `${extra}${value !== null ? ` value="${amount(value)}"` : ""}`;
  return words
    ? `<${name}${attributes}><comment>${narrative(words)}</comment></${name}>`
    : `<${name}${attributes}/>`;
}

/**
 * A result (type 1 output, 2 outcome) with its indicators: measure (1 unit, 2 percentage, 5 qualitative), the
 * baseline when it has a year, each reporting period with its actual, and the target as a period of its own from
 * the project's start to the target date.
 */
function resultElement(result: ResultRecord, projectStart: string): string {
  const indicators = result.indicators.map((indicator) => {
    const measure = isIndicatorMeasure(indicator.measure) ? MEASURE_IATI[indicator.measure] : "1";
    const baseline =
      indicator.baselineYear && indicator.baselineYear > 0
        ? valued(
            "baseline",
            indicator.baselineValue,
            indicator.baselineText,
            ` year="${indicator.baselineYear}"`,
          )
        : "";
    const periods = sortPeriods(indicator.periods)
      .reverse()
      .map(
        (period) =>
          `<period><period-start iso-date="${xmlAttribute(period.periodStart)}"/><period-end iso-date="${xmlAttribute(period.periodEnd)}"/>${valued("actual", period.value, period.valueText ?? period.comment)}</period>`,
      );
    const hasTarget = indicator.targetValue !== null || Boolean(indicator.targetText?.trim());
    const targetStart = projectStart < indicator.targetDate ? projectStart : indicator.targetDate;
    const target = hasTarget
      ? `<period><period-start iso-date="${xmlAttribute(targetStart)}"/><period-end iso-date="${xmlAttribute(indicator.targetDate)}"/>${valued("target", indicator.targetValue, indicator.targetText)}</period>`
      : "";
    return `<indicator measure="${measure}"${measure === "5" ? "" : ' ascending="1"'}><title>${narrative(indicator.title)}</title>${baseline}${periods.join("")}${target}</indicator>`;
  });
  // The schema wants one indicator at least: a result without any is not reported yet.
  if (indicators.length === 0) return "";
  const type = RESULT_TYPE_IATI[result.type as keyof typeof RESULT_TYPE_IATI] ?? "1";
  return `<result type="${type}"><title>${narrative(result.title)}</title>${indicators.join("")}</result>`;
}

/**
 * The project's budget (type 1 original, status 1 indicative) over its dates; none without an end date (a
 * budget covers a period) or without an amount.
 */
function budgetElement(project: ExportProject): string {
  if (!project.budgetCurrency || project.budgetAmount == null || !project.endDate) return "";
  return `<budget type="1" status="1"><period-start iso-date="${xmlAttribute(project.startDate)}"/><period-end iso-date="${xmlAttribute(project.endDate)}"/><value currency="${xmlAttribute(project.budgetCurrency)}" value-date="${xmlAttribute(project.startDate)}">${amount(project.budgetAmount)}</value></budget>`;
}

/**
 * One project as an `<iati-activity>` element, in the order the 2.03 schema's sequence requires. The platform
 * reports for the organizations (`secondary-reporter="1"`); the organization is the implementing
 * participating-org (role 4) with its OrganisationType and, when it gave a registration number, its identifier.
 */
export function iatiActivity(
  project: ExportProject,
  context: IatiContext,
  extras: IatiActivityExtras = NO_EXTRAS,
): string {
  const { publisher, today, origin } = context;
  const goal = sdgGoalNumber(project.sdg);
  const place = [project.district, project.region].filter(Boolean).join(", ");
  const scope = activityScopeCode(project);
  const organizationRef = organisationIdentifier(project.organizationRegistration);
  const page = absoluteUrl(origin, `/projects/${project.id}`);
  const lines = [
    `<iati-activity last-updated-datetime="${xmlAttribute(project.updatedAt.toISOString())}" xml:lang="en"${attribute("default-currency", project.budgetCurrency)}>`,
    `<iati-identifier>${xmlText(iatiIdentifier(publisher, project.id))}</iati-identifier>`,
    `<reporting-org ref="${xmlAttribute(publisher.ref)}" type="${xmlAttribute(publisher.type)}" secondary-reporter="1">${narrative(publisher.name)}</reporting-org>`,
    `<title>${narrative(project.name)}</title>`,
    `<description type="1">${narrative(project.brief)}</description>`,
    // Role 1: the funders, with their OrganisationType.
    ...extras.funders.map(
      (funder) =>
        `<participating-org role="1"${attribute("type", FUNDER_TYPE_IATI[funder.type as keyof typeof FUNDER_TYPE_IATI])}>${narrative(funder.name)}</participating-org>`,
    ),
    `<participating-org role="4"${attribute("type", iatiOrganisationType(project.organizationType))}${attribute("ref", organizationRef)}>${narrative(project.organizationName)}</participating-org>`,
    `<activity-status code="${xmlAttribute(activityStatusCode(project.status))}"/>`,
    ...activityDates(project, today).map(
      (date) => `<activity-date type="${date.type}" iso-date="${xmlAttribute(date.isoDate)}"/>`,
    ),
    contactInfo(project),
    scope ? `<activity-scope code="${scope}"/>` : "",
    `<recipient-country code="UG" percentage="100"/>`,
    `<location><name>${narrative(project.location)}</name>${
      place ? `<description>${narrative(place)}</description>` : ""
    }${iatiLocationDetail(project)}</location>`,
    ...iatiSectors(project.sector, origin).map(sectorElement),
    goal ? `<tag vocabulary="2" code="${goal}"/>` : "",
    budgetElement(project),
    // A12: the activity's web page.
    `<document-link format="text/html" url="${xmlAttribute(page)}"><title>${narrative(`${project.name}: project page`)}</title><category code="A12"/><language code="en"/></document-link>`,
    ...extras.results.map((result) => resultElement(result, project.startDate)),
    `</iati-activity>`,
  ];
  return `${lines.filter(Boolean).join("\n")}\n`;
}

/** The document's head: `<iati-activities>` with the version and when it was generated. */
export function iatiHead(generated: Date): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<iati-activities version="${IATI_VERSION}" generated-datetime="${generated.toISOString()}">\n`;
}

export const IATI_TAIL = "</iati-activities>\n";

/**
 * The document for a selection without a project: `<iati-activities>` with nothing in it. Well-formed and what
 * IATI's tools read as "no activities"; the 2.03 schema itself wants one activity at least (minOccurs 1), so a
 * schema validator names exactly that and nothing else.
 */
export function emptyIatiActivities(generated: Date): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<iati-activities version="${IATI_VERSION}" generated-datetime="${generated.toISOString()}">\n<!-- No projects match this selection. -->\n</iati-activities>\n`;
}

/** An organization of the platform that gave its registration, as the organisation file lists it. */
export type IatiOrganisationEntry = {
  id: string;
  name: string;
  registration: Registration;
  updatedAt: Date;
};

/** `<iati-organisation>`: identifier, name, reporting-org and a link to its page (B16, organisation web page). */
function iatiOrganisation({
  identifier,
  name,
  publisher,
  secondary,
  page,
  updatedAt,
}: {
  identifier: string;
  name: string;
  publisher: IatiPublisher;
  secondary: boolean;
  page: string;
  updatedAt: Date;
}): string {
  return [
    `<iati-organisation last-updated-datetime="${xmlAttribute(updatedAt.toISOString())}" xml:lang="en">`,
    `<organisation-identifier>${xmlText(identifier)}</organisation-identifier>`,
    `<name>${narrative(name)}</name>`,
    `<reporting-org ref="${xmlAttribute(publisher.ref)}" type="${xmlAttribute(publisher.type)}"${secondary ? ' secondary-reporter="1"' : ""}>${narrative(publisher.name)}</reporting-org>`,
    `<document-link format="text/html" url="${xmlAttribute(page)}"><title>${narrative(name)}</title><category code="B16"/><language code="en"/></document-link>`,
    `</iati-organisation>`,
    "",
  ].join("\n");
}

/**
 * The organisation file (iati-organisations-schema.xsd): the publisher itself first, then each organization
 * that gave its registration (so has a real identifier) and has projects, reported on its behalf.
 */
export function iatiOrganisationsDocument({
  publisher,
  organizations,
  origin,
  publisherUpdatedAt,
  now,
}: {
  publisher: IatiPublisher;
  organizations: readonly IatiOrganisationEntry[];
  origin: string;
  publisherUpdatedAt: Date;
  now: Date;
}): string {
  const entries = organizations.flatMap((organization) => {
    const identifier = organisationIdentifier(organization.registration);
    if (!identifier) return [];
    return [
      iatiOrganisation({
        identifier,
        name: organization.name,
        publisher,
        secondary: true,
        page: absoluteUrl(origin, `/organizations/${encodeURIComponent(organization.id)}`),
        updatedAt: organization.updatedAt,
      }),
    ];
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<iati-organisations version="${IATI_VERSION}" generated-datetime="${now.toISOString()}">`,
    iatiOrganisation({
      identifier: publisher.ref,
      name: publisher.name,
      publisher,
      secondary: false,
      page: absoluteUrl(origin, "/"),
      updatedAt: publisherUpdatedAt,
    }),
    ...entries,
    "</iati-organisations>",
    "",
  ].join("\n");
}
