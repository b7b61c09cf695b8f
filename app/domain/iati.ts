/**
 * Projects as IATI activities (IATI Standard 2.03, https://iatistandard.org/en/iati-standard/203/): the
 * mapping from our fields to the standard's codelists, and the XML of each activity. The codes come from the
 * standard's codelists (ActivityStatus, ActivityDateType, Sector = OECD DAC CRS 5-digit purpose codes,
 * SectorVocabulary, TagVocabulary, UNSDG-Goals, OrganisationType, Country; copies in
 * ../shared/standards/iati-codelists, and tests/fixtures/iati for the tests that hold the mappings to them).
 */

import { formatIsoDate } from "./dates";
import { budgetPeriods, spentDate } from "./iati-budget";
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
import { ORGANISATION_IDENTIFIER, organisationIdentifier, type Registration } from "./registration-number";
import { SITE } from "./site";
import { websiteHref } from "./text";
import { xmlAttribute, xmlText } from "./xml-text";

export { DAC_SECTORS, OWN_SECTOR_TOO, ownSectorCode } from "./iati-sectors";
export { ORGANISATION_IDENTIFIER } from "./registration-number";

export const IATI_VERSION = "2.03";

/**
 * The reporting organisation of a file (docs/decisions/0027): the platform, publishing its organizations'
 * projects on their behalf (`secondary`), or an organization publishing its own under its own identifier.
 */
export type IatiPublisher = { ref: string; name: string; type: string; secondary: boolean };

/**
 * The publisher's organisation identifier when IATI_PUBLISHER_REF is not set: a stand-in, not an identifier
 * from the Organisation Registration Agency list, so the files are not ready for the IATI Registry until a
 * deployment sets its own (`{agency}-{number}`, e.g. UG-NGB-…; see /developers#iati-registry).
 */
export const UNREGISTERED_PUBLISHER_REF = "UG-UGANDAIMPACT";

export function iatiPublisher(ref: string | undefined, name: string): IatiPublisher {
  // 90 Other: the platform is neither a donor nor an implementer.
  return { ref: ref ?? UNREGISTERED_PUBLISHER_REF, name, type: "90", secondary: true };
}

/** An organization on the platform as IATI sees it: its name, type, registration and its choice to publish. */
export type IatiOrganization = {
  name: string;
  type: string | null;
  registration: Registration | null;
  /** It publishes its projects on the IATI Registry itself (its profile says so). */
  selfPublished: boolean;
};

/**
 * Who publishes an organization's projects: the organization itself once it has an organisation identifier
 * (its NGO Bureau or URSB registration) and has chosen to publish on the IATI Registry, else the platform.
 * `missing` says what the organization still needs to publish its own files.
 */
export function iatiPublishing(
  organization: IatiOrganization,
): { own: true; publisher: IatiPublisher } | { own: false; missing: "identifier" | "choice" } {
  const ref = organisationIdentifier(organization.registration);
  if (!ref) return { own: false, missing: "identifier" };
  if (!organization.selfPublished) return { own: false, missing: "choice" };
  return {
    own: true,
    // An organization without a type: 90 Other rather than a guess (reporting-org/@type is required).
    publisher: {
      ref,
      name: organization.name,
      type: iatiOrganisationType(organization.type) ?? "90",
      secondary: false,
    },
  };
}

/** What /developers, the profile and the files tell an organization about publishing its own IATI files. */
export const IATI_OWN_FILES_TEXT = {
  missing: {
    identifier: `This organization has no IATI organisation identifier yet. To publish its own IATI files it gives its NGO Bureau or URSB registration on its profile (its identifier is then UG-NGB- or UG-RSB- and the number) and chooses to publish on the IATI Registry itself. Until then ${SITE.name} publishes its projects in /iati/activities.xml.`,
    choice: `This organization has an IATI organisation identifier but has not chosen to publish on the IATI Registry itself (the choice is on its profile). Until then ${SITE.name} publishes its projects in /iati/activities.xml.`,
  },
} as const;

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

/**
 * A funder's organisation identifier (participating-org/@ref): a linked organization's own registration first
 * (it says who it is), else the identifier the project's organization gave for it when it has IATI's form;
 * null when neither is known (IATI: leave @ref out rather than guess).
 */
export function funderRef(registration: Registration | null, identifier: string | null): string | null {
  const own = organisationIdentifier(registration);
  if (own) return own;
  return identifier && ORGANISATION_IDENTIFIER.test(identifier) ? identifier : null;
}

/** What an activity reports beyond the project's own row: its results and its funders (issue 21). */
export type IatiActivityExtras = {
  results: readonly ResultRecord[];
  funders: readonly { name: string; type: string; ref?: string | null }[];
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
 * The project's budget (type 1 original, status 1 indicative) in annual periods (iati-budget.ts), each valued
 * at its start; none without an amount.
 */
function budgetElements(project: ExportProject, today: string): string[] {
  const currency = project.budgetCurrency;
  if (!currency) return [];
  return budgetPeriods(project, today).map(
    (period) =>
      `<budget type="1" status="1"><period-start iso-date="${xmlAttribute(period.start)}"/><period-end iso-date="${xmlAttribute(period.end)}"/><value currency="${xmlAttribute(currency)}" value-date="${xmlAttribute(period.start)}">${amount(period.amount)}</value></budget>`,
  );
}

/**
 * What is spent to date, as one Expenditure transaction (TransactionType 4) dated when it was last stated; none
 * while nothing is spent.
 */
function spentElement(project: ExportProject, today: string): string {
  const currency = project.budgetCurrency;
  if (!currency || !project.spentAmount) return "";
  const date = spentDate(project.startDate, formatIsoDate(project.updatedAt), today);
  return `<transaction><transaction-type code="4"/><transaction-date iso-date="${date}"/><value currency="${xmlAttribute(currency)}" value-date="${date}">${amount(project.spentAmount)}</value><description>${narrative("Spent to date, as reported by the organization")}</description></transaction>`;
}

/**
 * One project as an `<iati-activity>` element, in the order the 2.03 schema's sequence requires. Its identifier
 * starts with the publisher's (IATI: the reporting organisation's identifier); the platform reports for the
 * organizations (`secondary-reporter="1"`), an organization for itself. The organization is the accountable
 * and implementing participating-org (roles 2 and 4) with its OrganisationType and, when it gave a registration
 * number, its identifier.
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
    `<reporting-org ref="${xmlAttribute(publisher.ref)}" type="${xmlAttribute(publisher.type)}"${publisher.secondary ? ' secondary-reporter="1"' : ""}>${narrative(publisher.name)}</reporting-org>`,
    `<title>${narrative(project.name)}</title>`,
    `<description type="1">${narrative(project.brief)}</description>`,
    // Role 1: the funders, with their OrganisationType.
    ...extras.funders.map(
      (funder) =>
        `<participating-org role="1"${attribute("ref", funder.ref)}${attribute("type", FUNDER_TYPE_IATI[funder.type as keyof typeof FUNDER_TYPE_IATI])}>${narrative(funder.name)}</participating-org>`,
    ),
    // The organization: accountable (2) for its project and implementing it (4), with its identifier when known.
    ...["2", "4"].map(
      (role) =>
        `<participating-org role="${role}"${attribute("type", iatiOrganisationType(project.organizationType))}${attribute("ref", organizationRef)}>${narrative(project.organizationName)}</participating-org>`,
    ),
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
    ...budgetElements(project, today),
    spentElement(project, today),
    // A12: the activity's web page.
    `<document-link format="text/html" url="${xmlAttribute(page)}"><title>${narrative(`${project.name}: project page`)}</title><category code="A12"/><language code="en"/></document-link>`,
    ...extras.results.map((result) => resultElement(result, project.startDate)),
    `</iati-activity>`,
  ];
  return `${lines.filter(Boolean).join("\n")}\n`;
}

/** An XML comment (`--` cannot appear inside one). */
const comment = (text: string) => `<!-- ${xmlText(text).replace(/-{2,}/g, "-")} -->\n`;

/**
 * The document's head: `<iati-activities>` with the version and when it was generated, and a note for readers
 * (who publishes the file, when it is not for the Registry).
 */
export function iatiHead(generated: Date, note?: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<iati-activities version="${IATI_VERSION}" generated-datetime="${generated.toISOString()}">\n${note ? comment(note) : ""}`;
}

export const IATI_TAIL = "</iati-activities>\n";

/**
 * The document for a selection without a project: `<iati-activities>` with nothing in it. Well-formed and what
 * IATI's tools read as "no activities"; the 2.03 schema itself wants one activity at least (minOccurs 1), so a
 * schema validator names exactly that and nothing else.
 */
export function emptyIatiActivities(generated: Date, note?: string): string {
  return `${iatiHead(generated, note)}<!-- No projects match this selection. -->\n${IATI_TAIL}`;
}

/**
 * An organisation file (iati-organisations-schema.xsd) of one publisher: its own `<iati-organisation>`, reporting
 * itself (identifier, name, reporting-org and a link to its page, B16 organisation web page). The platform's
 * file describes the platform; an organization publishing its own files has one of its own.
 */
export function iatiOrganisationDocument({
  publisher,
  page,
  updatedAt,
  now,
}: {
  publisher: IatiPublisher;
  page: string;
  updatedAt: Date;
  now: Date;
}): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<iati-organisations version="${IATI_VERSION}" generated-datetime="${now.toISOString()}">`,
    `<iati-organisation last-updated-datetime="${xmlAttribute(updatedAt.toISOString())}" xml:lang="en">`,
    `<organisation-identifier>${xmlText(publisher.ref)}</organisation-identifier>`,
    `<name>${narrative(publisher.name)}</name>`,
    `<reporting-org ref="${xmlAttribute(publisher.ref)}" type="${xmlAttribute(publisher.type)}">${narrative(publisher.name)}</reporting-org>`,
    `<document-link format="text/html" url="${xmlAttribute(page)}"><title>${narrative(publisher.name)}</title><category code="B16"/><language code="en"/></document-link>`,
    `</iati-organisation>`,
    "</iati-organisations>",
    "",
  ].join("\n");
}
