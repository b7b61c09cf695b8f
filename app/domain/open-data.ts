/**
 * The public records the open-data exports publish (CSV, RSS, calendar, and later the JSON API and IATI), and
 * the rules that keep them safe to open: only what the public pages show — never an email address, a phone
 * number, a payment reference or a proof — and no cell a spreadsheet would run as a formula.
 */
import { statusLabel } from "./project-status";
import { sdgLabel, targetGroupLabel } from "./reference";

/** A project as the exports read it from the database (see walkProjects in db/queries/open-data.server.ts). */
export type ExportProject = {
  id: string;
  name: string;
  brief: string;
  location: string;
  region: string | null;
  district: string | null;
  sector: string;
  sdg: string;
  targetGroups: string[];
  status: string;
  startDate: string;
  endDate: string | null;
  /** The owner's profile id: the organization's page is /organizations/{organizationId}. */
  organizationId: string;
  /** The stored picture (an upload path or a web address), if any. */
  image: string | null;
  organizationName: string;
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
  "url",
  "organization_url",
  "created_at",
  "updated_at",
] as const;

/** One CSV row of a project, in PROJECT_CSV_COLUMNS order: labels as the pages show them, target groups joined. */
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
    absoluteUrl(origin, `/projects/${project.id}`),
    absoluteUrl(origin, `/organizations/${project.organizationId}`),
    project.createdAt.toISOString(),
    project.updatedAt.toISOString(),
  ].map(spreadsheetSafe);
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
