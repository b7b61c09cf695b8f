/**
 * The JSON API (/api/v1): the zod schemas its endpoints validate their parameters with and describe their
 * answers with, and the OpenAPI 3.1 document generated from those same schemas (zod-openapi), so the document
 * cannot drift from what the endpoints accept and return.
 */
import * as z from "zod";
import { createDocument } from "zod-openapi";
import { MAX_LIST_PAGE, PROJECT_SORTS } from "./project-filters";
import { PROJECT_STATUSES } from "./project-status";
import { ORGANIZATION_TYPES } from "./reference";

export const API_BASE = "/api/v1";
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

const filterText = (description: string) =>
  z.string().trim().min(1).max(100, "At most 100 characters").optional().meta({ description });

const page = z.coerce
  .number()
  .int("A whole number")
  .min(1, "From 1")
  .max(MAX_LIST_PAGE, `At most ${MAX_LIST_PAGE}`)
  .optional()
  .meta({ description: "Page number, from 1." });
const perPage = z.coerce
  .number()
  .int("A whole number")
  .min(1, "From 1")
  .max(MAX_PER_PAGE, `At most ${MAX_PER_PAGE}`)
  .optional()
  .meta({ description: `Items per page, 1 to ${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE}).` });

export const ProjectsQuery = z.object({
  q: filterText("Text in the name, organization, location, sector or brief."),
  status: z.enum(PROJECT_STATUSES).optional().meta({ description: "Project status." }),
  sort: z
    .enum(PROJECT_SORTS)
    .optional()
    .meta({ description: "newest (by start date, default) or alphabetical." }),
  location: filterText("Text in the location."),
  sector: filterText("Sector, exactly as listed."),
  sdg: filterText("Sustainable Development Goal, by its name (e.g. Quality Education)."),
  name: filterText("Text in the project name."),
  target: filterText("Text in a target group."),
  region: filterText("Region, whole name, any case (e.g. Northern Region)."),
  district: filterText("District, whole name, any case (e.g. Gulu)."),
  updated_since: z.iso
    .datetime({ offset: true, message: "An ISO 8601 date and time, e.g. 2026-01-31T00:00:00Z" })
    .optional()
    .meta({ description: "Only projects changed at or after this time (ISO 8601)." }),
  page,
  per_page: perPage,
});

export const OrganizationsQuery = z.object({
  q: filterText("Text in the name, about or address."),
  type: z.enum(ORGANIZATION_TYPES).optional().meta({ description: "Organization type." }),
  page,
  per_page: perPage,
});

const isoDate = z.iso.date({ message: "A date, YYYY-MM-DD" });
export const EventsQuery = z.object({
  from: isoDate
    .optional()
    .meta({ description: "Only events ending (or starting) on or after this day (Kampala)." }),
  to: isoDate.optional().meta({ description: "Only events starting on or before this day (Kampala)." }),
  page,
  per_page: perPage,
});

export const IdParam = z.object({ id: z.string().min(1).max(200).meta({ description: "The record's id." }) });

const url = z.url();
const OrganizationRef = z
  .object({ id: z.string(), name: z.string(), url })
  .meta({ id: "OrganizationRef", description: "The organization that published a project." });

export const ProjectRecord = z
  .object({
    id: z.uuid(),
    name: z.string(),
    brief: z.string(),
    status: z.string().meta({ description: "planning, active, completed, on_hold or cancelled." }),
    status_label: z.string(),
    sector: z.string(),
    sdg: z.string(),
    sdg_goal: z.number().int().min(1).max(17).nullable(),
    target_groups: z.array(z.string()),
    location: z.string(),
    region: z.string().nullable(),
    district: z.string().nullable(),
    start_date: isoDate,
    end_date: isoDate.nullable(),
    image_url: url.nullable(),
    organization: OrganizationRef,
    url,
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Project" });

export const OrganizationRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.string().nullable(),
    about: z.string().nullable(),
    address: z.string().nullable(),
    website: url.nullable(),
    logo_url: url.nullable(),
    projects_count: z.number().int().min(0),
    url,
  })
  .meta({ id: "Organization" });

export const OrganizationDetail = OrganizationRecord.extend({ projects: z.array(ProjectRecord) }).meta({
  id: "OrganizationWithProjects",
});

export const EventRecord = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }).nullable(),
    event_type: z.enum(["in_person", "online"]),
    location: z.string().nullable(),
    online_url: url.nullable(),
    image_url: url.nullable(),
    url,
    calendar_url: url,
  })
  .meta({ id: "Event" });

const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      data: z.array(item),
      meta: z.object({
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
        page_count: z.number().int(),
      }),
      links: z.object({ self: url, next: url.nullable() }),
    })
    .meta({ id });

export const ProjectsPage = pageOf(ProjectRecord, "ProjectPage");
export const OrganizationsPage = pageOf(OrganizationRecord, "OrganizationPage");
export const EventsPage = pageOf(EventRecord, "EventPage");

export const ApiError = z
  .object({
    error: z.object({
      parameter: z.string().nullable().meta({ description: "The parameter at fault, if one is." }),
      message: z.string(),
    }),
  })
  .meta({ id: "Error" });

export type ApiErrorBody = z.infer<typeof ApiError>;

/** The first problem with the parameters, as the API answers it (400). */
export function parameterError(error: z.ZodError): ApiErrorBody {
  const issue = error.issues[0];
  const parameter = issue?.path[0];
  return {
    error: {
      parameter: parameter === undefined ? null : String(parameter),
      message: issue?.message ?? "Bad parameters",
    },
  };
}

/** The query string as an object: the last of repeated parameters, empty ones left out. */
export function queryObject(search: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of search) if (value.trim() !== "") values[key] = value;
  return values;
}

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const errors = {
  "400": json(ApiError, "A parameter is not valid; `error.parameter` names it."),
  "429": json(ApiError, "Too many requests from this address; see the RateLimit headers."),
};
const notFound = { "404": json(ApiError, "No such record (or not public).") };

/** The OpenAPI 3.1 document of the API, for `origin`. */
export function openApiDocument(origin: string) {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "UgandaImpact open data API",
      version: "1.0.0",
      description:
        "Public data of UgandaImpact: projects, organizations and events. Read-only, no key needed; CORS open; " +
        "ETag and 304; a per-address rate limit reported in the RateLimit-Limit, RateLimit-Remaining and " +
        "RateLimit-Reset headers. Never carries email addresses, phone numbers or payment data.",
    },
    servers: [{ url: `${origin}${API_BASE}` }],
    paths: {
      "/projects": {
        get: {
          summary: "Projects, with the same filters, sort and pages as /projects",
          requestParams: { query: ProjectsQuery },
          responses: { "200": json(ProjectsPage, "A page of projects."), ...errors },
        },
      },
      "/projects/{id}": {
        get: {
          summary: "One project",
          requestParams: { path: IdParam },
          responses: { "200": json(ProjectRecord, "The project."), ...notFound, ...errors },
        },
      },
      "/organizations": {
        get: {
          summary: "The organization directory, with its search and type filter",
          requestParams: { query: OrganizationsQuery },
          responses: { "200": json(OrganizationsPage, "A page of organizations."), ...errors },
        },
      },
      "/organizations/{id}": {
        get: {
          summary: "One organization with its projects",
          requestParams: { path: IdParam },
          responses: { "200": json(OrganizationDetail, "The organization."), ...notFound, ...errors },
        },
      },
      "/events": {
        get: {
          summary: "Upcoming events, soonest first",
          requestParams: { query: EventsQuery },
          responses: { "200": json(EventsPage, "A page of events."), ...errors },
        },
      },
      "/events/{id}": {
        get: {
          summary: "One event",
          requestParams: { path: IdParam },
          responses: { "200": json(EventRecord, "The event."), ...notFound, ...errors },
        },
      },
    },
  });
}
