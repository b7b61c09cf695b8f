/**
 * The JSON API (/api/v1): the zod schemas its endpoints validate their parameters with and describe their
 * answers with, and the OpenAPI 3.1 document generated from those same schemas (zod-openapi), so the document
 * cannot drift from what the endpoints accept and return.
 */

import { createDocument } from "zod-openapi";
import { z } from "~/lib/zod";
import { CHANGE_KINDS, MAX_CHANGES_PER_PAGE } from "./changes";
import { CURRENCIES } from "./money";
import { DATA_LICENSE, DELETIONS_KEPT_DAYS, FEED_KEEPS_PAST_DAYS } from "./open-data";
import { projectFilterSchema } from "./project-filter-schema";
import { FACET_KEYS, MAX_LIST_PAGE } from "./project-filters";
import { FUNDER_TYPES, INDICATOR_MEASURES, RESULT_TYPES, STANDARD_MEASURES } from "./project-results";
import { ORGANIZATION_TYPES } from "./reference";
import { UpdatesPage, UpdatesQuery } from "./update-api";

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

/**
 * /api/v1/projects' parameters: the /projects filters (the one schema, domain/project-filter-schema.ts: facets
 * repeatable, a value that does not exist refused with the parameter named), plus the API's own.
 */
export const ProjectsQuery = projectFilterSchema().extend({
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
  from: isoDate.optional().meta({
    description:
      "Only events ending (or starting) on or after this day (Kampala); may be in the past. Without it: the upcoming events.",
  }),
  to: isoDate.optional().meta({ description: "Only events starting on or before this day (Kampala)." }),
  page,
  per_page: perPage,
});

export const ChangesQuery = z.object({
  since: z.iso
    .datetime({ offset: true, message: "An ISO 8601 date and time, e.g. 2026-01-31T00:00:00Z" })
    .optional()
    .meta({
      description: `Where to start: the changes written at or after this time (ISO 8601), at most ${DELETIONS_KEPT_DAYS} days ago (a few written just before may come too). Give \`since\` or \`cursor\`.`,
    }),
  cursor: z
    .string()
    .max(64, "A cursor from links.next")
    .optional()
    .meta({ description: "Where to continue: the cursor of the previous answer's `links.next`." }),
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
    point: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        precision: z.enum(["exact", "district"]),
      })
      .nullable()
      .meta({
        description:
          "Where the project is, degrees WGS 84: the exact place its organization gave, or else its district's chief town (precision district); null when neither is known.",
      }),
    start_date: isoDate,
    end_date: isoDate.nullable(),
    image_url: url.nullable(),
    organization: OrganizationRef,
    url,
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Project" });

/** A value of an indicator: a number for number and percentage measures, words for a qualitative one. */
const IndicatorValue = z.union([z.number(), z.string()]).nullable();

export const ProjectDetail = ProjectRecord.extend({
  budget: z
    .object({
      currency: z.enum(CURRENCIES),
      amount: z.number().min(0),
      spent: z.number().min(0).nullable(),
    })
    .nullable()
    .meta({ description: "The total budget in its currency (never converted), and what is spent to date." }),
  funders: z.array(
    z.object({
      name: z.string(),
      type: z.enum(FUNDER_TYPES),
      organization: z
        .object({ id: z.string(), url })
        .nullable()
        .meta({ description: "The funder's page when it is an organization on the platform." }),
      amount: z
        .number()
        .positive()
        .nullable()
        .meta({ description: "What the funder gives, in `currency` (never converted); null when not said." }),
      currency: z
        .enum(CURRENCIES)
        .nullable()
        .meta({ description: "The amount's currency; null without one." }),
      identifier: z.string().nullable().meta({
        description:
          "The funder's organisation identifier (UG-NGB-INDR123456789NB), as the project's IATI activity gives it (participating-org/@ref): an organization on the platform's registration, else the identifier the project's organization gave for the funder; null when neither is known.",
      }),
    }),
  ),
  results: z.array(
    z.object({
      title: z.string(),
      type: z.enum(RESULT_TYPES),
      indicators: z.array(
        z.object({
          title: z.string(),
          measure: z.enum(INDICATOR_MEASURES),
          standard_measure: z
            .enum(STANDARD_MEASURES)
            .nullable()
            .meta({ description: "A standard measure /impact adds up across projects, or null." }),
          baseline: z.object({ year: z.number().int().nullable(), value: IndicatorValue }).nullable(),
          target: z.object({ value: IndicatorValue, date: isoDate }),
          periods: z.array(
            z.object({
              start: isoDate,
              end: isoDate,
              value: IndicatorValue,
              comment: z.string().nullable(),
            }),
          ),
        }),
      ),
    }),
  ),
}).meta({ id: "ProjectWithResults" });

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

const pageOf = <T extends z.ZodType>(item: T, id: string, extra: Record<string, z.ZodType> = {}) =>
  z
    .object({
      ...extra,
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

const FacetCountList = z.array(z.object({ value: z.string(), count: z.number().int().min(0) }));
/** Every facet's options with how many projects each would give under the other filters (updated_since aside). */
const FacetCountsRecord = z
  .object(
    Object.fromEntries(FACET_KEYS.map((key) => [key, FacetCountList])) as Record<
      (typeof FACET_KEYS)[number],
      typeof FacetCountList
    >,
  )
  .meta({
    id: "FacetCounts",
    description:
      "Per facet, its values with the number of projects each gives under the other facets' choices (a facet's own choice does not narrow its counts); values with none left out, districts the busiest 12 and the chosen ones.",
  });
export const ProjectsPage = pageOf(ProjectRecord, "ProjectPage", { facets: FacetCountsRecord });
export const OrganizationsPage = pageOf(OrganizationRecord, "OrganizationPage");
export const EventsPage = pageOf(EventRecord, "EventPage");

const idList = z.array(z.string()).max(MAX_CHANGES_PER_PAGE);
const ChangeList = z.object({ created: idList, updated: idList, deleted: idList }).meta({
  id: "ChangeList",
  description:
    "Ids of the records this page changed, each once, in the list of what it left them as: deleted (gone from the public data), created (new, or back after a deletion) or updated.",
});

export const ChangesPage = z
  .object({
    data: z.object(
      Object.fromEntries(CHANGE_KINDS.map((kind) => [kind, ChangeList])) as Record<
        (typeof CHANGE_KINDS)[number],
        typeof ChangeList
      >,
    ),
    meta: z.object({
      since: z.iso
        .datetime({ offset: true })
        .nullable()
        .meta({ description: "The `since` asked for, if any." }),
      cursor: z.string().nullable().meta({ description: "The `cursor` asked for, if any." }),
      more: z.boolean().meta({
        description: `True when more changes than one page holds (${MAX_CHANGES_PER_PAGE}) are ready: ask links.next at once. False: links.next answers the same (304 with its ETag) until something changes.`,
      }),
    }),
    links: z.object({
      next: url.meta({
        description:
          "The changes after this page: follow it for ever. It names the last change this page covered (or repeats this request when the page is empty), so no change is missed or repeated.",
      }),
    }),
  })
  .meta({ id: "Changes" });

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

const header = (description: string, schema: z.ZodType = z.string()) => schema.meta({ description });
/** The headers of every open-data answer (services/open-data/open-headers.server.ts). */
const rateLimitHeaders = {
  "RateLimit-Limit": header("Requests allowed per window to this address.", z.number().int()),
  "RateLimit-Remaining": header("Requests left in this window.", z.number().int()),
  "RateLimit-Reset": header("Seconds until the window starts again.", z.number().int()),
};
const commonHeaders = {
  ...rateLimitHeaders,
  "Access-Control-Allow-Origin": header("`*`: open to every site."),
  Link: header(`\`<${DATA_LICENSE.url}>; rel="license"\`: the data's licence, ${DATA_LICENSE.name}.`),
};
const validatorHeaders = {
  ETag: header("A weak validator: send it back in If-None-Match for a 304 when nothing changed."),
};
const exportValidatorHeaders = {
  ...validatorHeaders,
  "Last-Modified": header("When the open data last changed; send it back in If-Modified-Since."),
};
const ok = <T extends z.ZodType>(schema: T, description: string) => ({
  ...json(schema, description),
  headers: z.object({ ...commonHeaders, ...validatorHeaders }),
});
const notModified = (headers: Record<string, z.ZodType>) => ({
  description: "Not Modified: the copy named by If-None-Match (or If-Modified-Since) is current; no body.",
  headers: z.object(headers),
});
const tooMany = (content: Record<string, { schema: z.ZodType }>) => ({
  description:
    "Too many requests from this address (one limit across the API and the exports): wait Retry-After seconds.",
  headers: z.object({
    ...commonHeaders,
    "Retry-After": header("Seconds to wait before asking again.", z.number().int()),
  }),
  content,
});
const errors = {
  "304": notModified({ ...commonHeaders, ...validatorHeaders }),
  "400": json(ApiError, "A parameter is not valid; `error.parameter` names it."),
  "429": tooMany({ "application/json": { schema: ApiError } }),
};
const notFound = { "404": json(ApiError, "No such record (or not public).") };

/** The project filters of the exports: the /projects list's parameters (no pages: a file holds them all). */
const ExportProjectsQuery = ProjectsQuery.omit({ page: true, per_page: true, updated_since: true });

/** An export (a file at the site's root, not under /api/v1): its answer, 304 and 429. */
function exportPath(
  origin: string,
  {
    summary,
    mediaType,
    query,
    path,
  }: { summary: string; mediaType: string; query?: z.ZodObject; path?: z.ZodObject },
) {
  return {
    servers: [{ url: origin }],
    get: {
      summary,
      requestParams: { ...(query ? { query } : {}), ...(path ? { path } : {}) },
      responses: {
        "200": {
          description: "The file.",
          headers: z.object({ ...commonHeaders, ...exportValidatorHeaders }),
          content: { [mediaType]: { schema: z.string() } },
        },
        "304": notModified({ ...commonHeaders, ...exportValidatorHeaders }),
        "429": tooMany({ "text/plain": { schema: z.string() } }),
      },
    },
  };
}

/** The OpenAPI 3.1 document of the API, for `origin`. */
export function openApiDocument(origin: string, rate: number) {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "UgandaImpact open data API",
      version: "1.0.0",
      description:
        "Public data of UgandaImpact: projects, organizations and events, and the exports (CSV, iCalendar, RSS, " +
        "IATI XML). Read-only, no key needed; CORS open; ETag (and Last-Modified on the exports) with 304; one " +
        `per-address rate limit of ${rate} requests a minute across the API and the exports, reported in the ` +
        "RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers (429 with Retry-After once spent). " +
        `The data is published under ${DATA_LICENSE.name} (a Link rel="license" header on every answer). ` +
        "Never carries email addresses, phone numbers or payment data.",
      license: { name: DATA_LICENSE.title, identifier: DATA_LICENSE.identifier },
    },
    servers: [{ url: `${origin}${API_BASE}` }],
    paths: {
      "/projects": {
        get: {
          summary: "Projects, with the same filters, sort and pages as /projects",
          requestParams: { query: ProjectsQuery },
          responses: { "200": ok(ProjectsPage, "A page of projects."), ...errors },
        },
      },
      "/projects/{id}": {
        get: {
          summary: "One project",
          requestParams: { path: IdParam },
          responses: {
            "200": ok(ProjectDetail, "The project, with its budget, funders and results."),
            ...notFound,
            ...errors,
          },
        },
      },
      "/projects/{id}/updates": {
        get: {
          summary: "One project's progress updates, newest first",
          requestParams: { path: IdParam, query: UpdatesQuery },
          responses: { "200": ok(UpdatesPage, "A page of updates."), ...notFound, ...errors },
        },
      },
      "/organizations": {
        get: {
          summary: "The organization directory, with its search and type filter",
          requestParams: { query: OrganizationsQuery },
          responses: { "200": ok(OrganizationsPage, "A page of organizations."), ...errors },
        },
      },
      "/organizations/{id}": {
        get: {
          summary: "One organization with its projects",
          requestParams: { path: IdParam },
          responses: { "200": ok(OrganizationDetail, "The organization."), ...notFound, ...errors },
        },
      },
      "/events": {
        get: {
          summary: "Upcoming events, soonest first",
          requestParams: { query: EventsQuery },
          responses: { "200": ok(EventsPage, "A page of events."), ...errors },
        },
      },
      "/events/{id}": {
        get: {
          summary: "One event",
          requestParams: { path: IdParam },
          responses: { "200": ok(EventRecord, "The event."), ...notFound, ...errors },
        },
      },
      "/changes": {
        get: {
          summary: `Ids created, updated and deleted, per kind, in the order the database committed them: start with \`since\`, then follow links.next (changes kept ${DELETIONS_KEPT_DAYS} days)`,
          requestParams: { query: ChangesQuery },
          responses: {
            "200": ok(ChangesPage, "The next changes, and the link to those after them."),
            ...errors,
          },
        },
      },
      "/projects.csv": exportPath(origin, {
        summary: "Every project the filters select, as CSV (UTF-8 with a byte-order mark)",
        mediaType: "text/csv",
        query: ExportProjectsQuery,
      }),
      "/projects.geojson": exportPath(origin, {
        summary:
          "Every project the filters select, as GeoJSON (RFC 7946): one Feature per project, its point (exact, or its district's chief town; null when unknown) and its API record as properties",
        mediaType: "application/geo+json",
        query: ExportProjectsQuery,
      }),
      "/results.csv": exportPath(origin, {
        summary:
          "The results of every project the filters select, as CSV: one row per indicator and reported period",
        mediaType: "text/csv",
        query: ExportProjectsQuery,
      }),
      "/organizations.csv": exportPath(origin, {
        summary: "The organization directory as CSV",
        mediaType: "text/csv",
        query: OrganizationsQuery.omit({ page: true, per_page: true }),
      }),
      "/projects.csv-metadata.json": exportPath(origin, {
        summary:
          "The projects CSV's columns (title, datatype, meaning) as CSV on the Web metadata (W3C CSVW), for the CSV with the same query",
        mediaType: "application/csvw+json",
        query: ExportProjectsQuery,
      }),
      "/results.csv-metadata.json": exportPath(origin, {
        summary: "The results CSV's columns as CSV on the Web metadata, for the CSV with the same query",
        mediaType: "application/csvw+json",
        query: ExportProjectsQuery,
      }),
      "/organizations.csv-metadata.json": exportPath(origin, {
        summary:
          "The organizations CSV's columns as CSV on the Web metadata, for the CSV with the same query",
        mediaType: "application/csvw+json",
        query: OrganizationsQuery.omit({ page: true, per_page: true }),
      }),
      "/projects.rss": exportPath(origin, {
        summary: "The 50 newest projects the filters select, and their progress updates, as RSS 2.0",
        mediaType: "application/rss+xml",
        query: ExportProjectsQuery,
      }),
      "/projects/{id}.rss": exportPath(origin, {
        summary: "One project's 50 newest progress updates, as RSS 2.0",
        mediaType: "application/rss+xml",
        path: IdParam,
      }),
      "/organizations/{id}.rss": exportPath(origin, {
        summary: "The 50 newest progress updates of one organization's projects, as RSS 2.0",
        mediaType: "application/rss+xml",
        path: IdParam,
      }),
      "/events.ics": exportPath(origin, {
        summary: `Upcoming events, and those ended in the last ${FEED_KEEPS_PAST_DAYS} days, as iCalendar`,
        mediaType: "text/calendar",
      }),
      "/events/{id}.ics": exportPath(origin, {
        summary: "One event as iCalendar",
        mediaType: "text/calendar",
        path: IdParam,
      }),
      "/iati/activities.xml": exportPath(origin, {
        summary:
          "The projects the filters select as IATI 2.03 activities the platform publishes (not those of organizations publishing their own)",
        mediaType: "application/xml",
        query: ExportProjectsQuery,
      }),
      "/iati/organisations.xml": exportPath(origin, {
        summary: "The platform's IATI 2.03 organisation file",
        mediaType: "application/xml",
      }),
      "/organizations/{id}/iati.xml": exportPath(origin, {
        summary:
          "One organization's projects as IATI 2.03 activities: its own file when it publishes itself, else the platform's activities of it",
        mediaType: "application/xml",
        path: IdParam,
      }),
      "/organizations/{id}/iati-organisation.xml": exportPath(origin, {
        summary:
          "The IATI 2.03 organisation file of an organization that publishes its own files (404 otherwise)",
        mediaType: "application/xml",
        path: IdParam,
      }),
    },
  });
}
