/**
 * The public records the open-data exports publish (CSV, RSS, calendar, and later the JSON API and IATI), and
 * the rules that keep them safe to open: only what the public pages show — never an email address, a phone
 * number, a payment reference or a proof — and no cell a spreadsheet would run as a formula.
 */
import type { ResultRecord } from "./project-results";
import { statusLabel } from "./project-status";
import type { ProjectSummary } from "./projects";
import { sdgLabel, targetGroupLabel } from "./reference";
import type { Registration } from "./registration-number";

/**
 * The licence of the open data (the exports, the API, the IATI files): Creative Commons Attribution 4.0, what
 * IATI publishers use. The site's own texts keep their copyright (the footer); the data is open to reuse with
 * credit. Named on /developers, in the OpenAPI document's info.license and in every export's Link header.
 */
export const DATA_LICENSE = {
  name: "CC BY 4.0",
  title: "Creative Commons Attribution 4.0 International",
  identifier: "CC-BY-4.0",
  url: "https://creativecommons.org/licenses/by/4.0/",
  /** IATI's Licence codelist (used by the IATI Registry) names it this way. */
  iatiRegistryId: "cc-by",
} as const;

/** Past events stay in the calendar feed this long after they end, so a subscriber's calendar keeps them. */
export const FEED_KEEPS_PAST_DAYS = 90;

/** The changes feed (/api/v1/changes) keeps its log (deletions too) this long; the sweep removes older rows. */
export const DELETIONS_KEPT_DAYS = 90;

/** A project as the exports read it from the database (see walkProjects in db/queries/open-data.server.ts). */
export type ExportProject = ProjectSummary & {
  region: string | null;
  district: string | null;
  /** The owner's profile id: the organization's page is /organizations/{organizationId}. */
  organizationId: string;
  organizationName: string;
  /** The owner's public profile, for IATI's participating-org and contact-info (never its email or phone). */
  organizationType: string | null;
  organizationWebsite: string | null;
  organizationAddress: string | null;
  organizationRegistration: Registration | null;
  /** The total budget (issue 21), in its currency; both or neither. */
  budgetCurrency?: string | null;
  budgetAmount?: number | null;
  /** What is spent to date, in the budget's currency. */
  spentAmount?: number | null;
  /** The exact place (issue 38), degrees WGS 84; both or neither. */
  latitude?: number | null;
  longitude?: number | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The absolute address of a path on this site. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * A cell a spreadsheet program would read as a formula (= + - @, or a leading tab or carriage return) gets a
 * leading apostrophe, so opening an export never runs anything (OWASP "CSV injection").
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const PROJECT_CSV_COLUMNS = [
  "id",
  "name",
  "organization",
  "brief",
  "location",
  "region",
  "district",
  "sector",
  "sdg",
  "status",
  "target_groups",
  "start_date",
  "end_date",
  "budget_currency",
  "budget",
  "spent",
  "url",
  "organization_url",
  "created_at",
  "updated_at",
] as const;

/**
 * One CSV row of a project, in PROJECT_CSV_COLUMNS order: labels as the pages show them, target groups joined,
 * the budget in its own currency (never converted).
 */
export function projectCsvRow(project: ExportProject, origin: string): string[] {
  return [
    project.id,
    project.name,
    project.organizationName,
    project.brief,
    project.location,
    project.region ?? "",
    project.district ?? "",
    project.sector,
    sdgLabel(project.sdg),
    statusLabel(project.status),
    project.targetGroups.map(targetGroupLabel).join("; "),
    project.startDate,
    project.endDate ?? "",
    project.budgetCurrency ?? "",
    project.budgetAmount == null ? "" : String(project.budgetAmount),
    project.spentAmount == null ? "" : String(project.spentAmount),
    absoluteUrl(origin, `/projects/${project.id}`),
    absoluteUrl(origin, `/organizations/${project.organizationId}`),
    project.createdAt.toISOString(),
    project.updatedAt.toISOString(),
  ].map(spreadsheetSafe);
}

/** The results CSV (issue 21): one row per reported period of every indicator, beside the projects CSV. */
export const RESULT_CSV_COLUMNS = [
  "project_id",
  "project",
  "organization",
  "sdg",
  "sector",
  "region",
  "result",
  "result_type",
  "indicator",
  "indicator_id",
  "measure",
  "standard_measure",
  "baseline_year",
  "baseline",
  "target",
  "target_date",
  "period_start",
  "period_end",
  "actual",
  "comment",
  "project_url",
] as const;

/**
 * A project's results as CSV rows, in RESULT_CSV_COLUMNS order: one row per reporting period (oldest first),
 * and one with empty period cells for an indicator with none yet. Measures are their codes (number, percentage,
 * qualitative; people_reached…), values numbers or the indicator's words, so a re-user can add them up.
 */
export function resultCsvRows(project: ExportProject, results: ResultRecord[], origin: string): string[][] {
  const text = (value: string | null) => spreadsheetSafe(value ?? "");
  const amount = (value: number | null, words: string | null) =>
    value !== null ? String(value) : text(words);
  const rows: string[][] = [];
  for (const result of results) {
    for (const indicator of result.indicators) {
      const head = [
        project.id,
        text(project.name),
        text(project.organizationName),
        sdgLabel(project.sdg),
        text(project.sector),
        text(project.region),
        text(result.title),
        result.type,
        text(indicator.title),
        indicator.id,
        indicator.measure,
        indicator.standardMeasure ?? "",
        indicator.baselineYear === null ? "" : String(indicator.baselineYear),
        amount(indicator.baselineValue, indicator.baselineText),
        amount(indicator.targetValue, indicator.targetText),
        indicator.targetDate,
      ];
      const url = absoluteUrl(origin, `/projects/${project.id}`);
      const periods = [...indicator.periods].sort(
        (a, b) => a.periodStart.localeCompare(b.periodStart) || a.periodEnd.localeCompare(b.periodEnd),
      );
      if (periods.length === 0) rows.push([...head, "", "", "", "", url]);
      for (const period of periods) {
        rows.push([
          ...head,
          period.periodStart,
          period.periodEnd,
          amount(period.value, period.valueText),
          text(period.comment),
          url,
        ]);
      }
    }
  }
  return rows;
}

/** A directory entry as the organizations export reads it: the directory's public fields, no contact details. */
export type ExportOrganization = {
  id: string;
  name: string;
  organizationType: string | null;
  brief: string | null;
  address: string | null;
  website: string | null;
  projectsCount: number;
};

export const ORGANIZATION_CSV_COLUMNS = [
  "id",
  "name",
  "type",
  "about",
  "address",
  "website",
  "projects",
  "url",
] as const;

export function organizationCsvRow(organization: ExportOrganization, origin: string): string[] {
  return [
    organization.id,
    organization.name,
    organization.organizationType ?? "",
    organization.brief ?? "",
    organization.address ?? "",
    organization.website ?? "",
    String(organization.projectsCount),
    absoluteUrl(origin, `/organizations/${organization.id}`),
  ].map(spreadsheetSafe);
}

/** `ugandaimpact-projects-2026-11-24.csv`: what the download is saved as. */
export function exportFileName(kind: string, extension: string, now: Date): string {
  return `ugandaimpact-${kind}-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** The address of one of the list's exports (`/projects.csv`, say) with the list's filters, page left out. */
export function exportHref(path: string, query: string): string {
  const params = new URLSearchParams(query);
  params.delete("page");
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
