import type { AppLoadContext } from "react-router";
import type * as z from "zod";
import type { FunderRecord } from "~/db/queries/project-results.server";
import type { DirectoryEntry } from "~/domain/directory";
import type { EventRecord as StoredEvent } from "~/domain/event-record";
import { exportChars } from "~/domain/export-chars";
import { sdgGoalNumber } from "~/domain/iati";
import { imageVariantUrl, resizableUploadPath } from "~/domain/image-variants";
import type { Currency } from "~/domain/money";
import {
  type ApiErrorBody,
  type EventRecord,
  type OrganizationRecord,
  type ProjectDetail,
  type ProjectRecord,
  parameterError,
  queryObject,
} from "~/domain/open-api";
import { absoluteUrl, type ExportProject } from "~/domain/open-data";
import { projectPoint } from "~/domain/project-place";
import type {
  FunderType,
  IndicatorMeasure,
  ResultRecord,
  ResultType,
  StandardMeasure,
} from "~/domain/project-results";
import { normalizeStatus, statusLabel } from "~/domain/project-status";
import { usableImageUrl, websiteHref } from "~/domain/text";
import {
  CORS_HEADERS,
  consumeOpenDataLimit,
  LICENSE_LINK,
  notModified,
  rateLimitHeaders,
  tooManyRequestsText,
  weakEtag,
} from "./open-headers.server";

/** A picture as an absolute address: our uploads as their resized WebP variant, web addresses as they are. */
export function publicImageUrl(stored: string | null | undefined, origin: string): string | null {
  const usable = usableImageUrl(stored);
  if (!usable) return null;
  const upload = resizableUploadPath(usable);
  if (upload) return absoluteUrl(origin, imageVariantUrl(upload, 960));
  return usable.startsWith("/") ? absoluteUrl(origin, usable) : usable;
}

export function toProjectRecord(project: ExportProject, origin: string): z.infer<typeof ProjectRecord> {
  return {
    id: project.id,
    name: project.name,
    brief: project.brief,
    status: normalizeStatus(project.status),
    status_label: statusLabel(project.status),
    sector: project.sector,
    sdg: project.sdg,
    sdg_goal: sdgGoalNumber(project.sdg),
    target_groups: project.targetGroups,
    location: project.location,
    region: project.region,
    district: project.district,
    point: projectPoint(project),
    start_date: project.startDate,
    end_date: project.endDate,
    image_url: publicImageUrl(project.image, origin),
    organization: {
      id: project.organizationId,
      name: project.organizationName,
      url: absoluteUrl(origin, `/organizations/${encodeURIComponent(project.organizationId)}`),
    },
    url: absoluteUrl(origin, `/projects/${project.id}`),
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

/**
 * One project's page in the API: its record with the budget (in its currency, never converted), its funders
 * (the platform page of one that is registered) and its results with every indicator's baseline, target and
 * reported periods, as the project page shows them.
 */
export function toProjectDetail(
  project: ExportProject,
  extras: { results: ResultRecord[]; funders: FunderRecord[] },
  origin: string,
): z.infer<typeof ProjectDetail> {
  const numberOrWords = (value: number | null, words: string | null) => value ?? words;
  const budget =
    project.budgetCurrency && project.budgetAmount !== null && project.budgetAmount !== undefined
      ? {
          currency: project.budgetCurrency as Currency,
          amount: project.budgetAmount,
          spent: project.spentAmount ?? null,
        }
      : null;
  return {
    ...toProjectRecord(project, origin),
    budget,
    funders: extras.funders.map((funder) => ({
      name: funder.name,
      type: funder.type as FunderType,
      organization: funder.profileId
        ? {
            id: funder.profileId,
            url: absoluteUrl(origin, `/organizations/${encodeURIComponent(funder.profileId)}`),
          }
        : null,
      amount: funder.amount !== null && funder.currency ? funder.amount : null,
      currency: funder.amount !== null && funder.currency ? (funder.currency as Currency) : null,
      identifier: funder.ref,
    })),
    results: extras.results.map((result) => ({
      title: result.title,
      type: result.type as ResultType,
      indicators: result.indicators.map((indicator) => ({
        title: indicator.title,
        measure: indicator.measure as IndicatorMeasure,
        standard_measure: (indicator.standardMeasure as StandardMeasure | null) ?? null,
        baseline:
          indicator.baselineYear === null &&
          indicator.baselineValue === null &&
          indicator.baselineText === null
            ? null
            : {
                year: indicator.baselineYear,
                value: numberOrWords(indicator.baselineValue, indicator.baselineText),
              },
        target: {
          value: numberOrWords(indicator.targetValue, indicator.targetText),
          date: indicator.targetDate,
        },
        periods: [...indicator.periods]
          .sort((a, b) => a.periodStart.localeCompare(b.periodStart))
          .map((period) => ({
            start: period.periodStart,
            end: period.periodEnd,
            value: numberOrWords(period.value, period.valueText),
            comment: period.comment,
          })),
      })),
    })),
  };
}

/** A directory entry's public fields: never its phone number (the directory's contact details stay on the site). */
export function toOrganizationRecord(
  entry: DirectoryEntry,
  origin: string,
): z.infer<typeof OrganizationRecord> {
  return {
    id: entry.id,
    name: entry.name,
    type: entry.organizationType,
    about: entry.brief,
    address: entry.address,
    website: websiteHref(entry.website),
    logo_url: publicImageUrl(entry.logoUrl, origin),
    projects_count: entry.projectsCount,
    url: absoluteUrl(origin, `/organizations/${encodeURIComponent(entry.id)}`),
  };
}

export function toEventRecord(event: StoredEvent, origin: string): z.infer<typeof EventRecord> {
  const online = event.eventType === "online";
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    start: event.eventDate.toISOString(),
    end: event.endDate?.toISOString() ?? null,
    event_type: online ? "online" : "in_person",
    location: online ? null : event.location,
    online_url: online ? websiteHref(event.onlineLink) : null,
    image_url: publicImageUrl(event.imageUrl, origin),
    url: absoluteUrl(origin, `/events/${event.id}`),
    calendar_url: absoluteUrl(origin, `/events/${event.id}.ics`),
  };
}

/** The query parameters read with `schema`: the values, or the 400 that names the first bad one. */
export function readQuery<T extends z.ZodType>(
  request: Request,
  schema: T,
): { ok: true; value: z.infer<T> } | { ok: false; error: ApiErrorBody } {
  const parsed = schema.safeParse(queryObject(new URL(request.url).searchParams));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: parameterError(parsed.error) };
}

/** The `self` and `next` links of a page: this request's address with the page number set. */
export function pageLinks(request: Request, origin: string, page: number, pageCount: number) {
  const at = (target: number) => {
    const url = new URL(request.url);
    url.searchParams.set("page", String(target));
    return absoluteUrl(origin, `${url.pathname}?${url.searchParams}`);
  };
  return { self: at(page), next: page < pageCount ? at(page + 1) : null };
}

const CORS = CORS_HEADERS;

/** Answers an OPTIONS preflight from another site: GET and HEAD are open to all. */
export function apiPreflight(request: Request): Response {
  if (request.method !== "OPTIONS") {
    return Response.json(
      { error: { parameter: null, message: "This API is read-only: GET, HEAD or OPTIONS." } },
      { status: 405, headers: { ...CORS, Allow: "GET, HEAD, OPTIONS" } },
    );
  }
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS,
      "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
      "Access-Control-Allow-Headers": "If-None-Match, If-Modified-Since, Accept",
      "Access-Control-Max-Age": "86400",
      Allow: "GET, HEAD, OPTIONS",
    },
  });
}

type ApiAnswer = { status: number; body: unknown };

/**
 * One API request: counted against the address's rate limit (429 once spent), then answered as JSON with
 * CORS open, the licence as a Link header, a weak ETag of the body (304 when the client has it already) and a
 * minute of public caching.
 */
export async function apiResponse(
  request: Request,
  context: Pick<AppLoadContext, "clientIp">,
  answer: () => Promise<ApiAnswer>,
): Promise<Response> {
  // React Router hands OPTIONS to the loader (it is not a write): it is the CORS preflight.
  if (request.method === "OPTIONS") return apiPreflight(request);
  const limit = await consumeOpenDataLimit(context);
  const headers: Record<string, string> = { ...CORS, ...LICENSE_LINK, ...rateLimitHeaders(limit) };
  if (!limit.allowed) {
    return Response.json(
      { error: { parameter: null, message: tooManyRequestsText(limit) } },
      { status: 429, headers: { ...headers, "Retry-After": String(limit.resetSeconds) } },
    );
  }
  const { status, body } = await answer();
  // Strings without the controls, noncharacters and lone surrogates no text export carries (exportChars),
  // whatever wrote them: JSON would escape them, and every client would then have to drop them itself.
  const text = JSON.stringify(body, (_key, value) =>
    typeof value === "string" ? exportChars(value) : value,
  );
  const etag = weakEtag(text);
  Object.assign(headers, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": status === 200 ? "public, max-age=60" : "no-store",
    ETag: etag,
  });
  if (status === 200 && request.headers.get("If-None-Match") !== null && notModified(request, etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(text, { status, headers });
}

export const notFoundAnswer = (what: string): ApiAnswer => ({
  status: 404,
  body: { error: { parameter: "id", message: `No such ${what}` } },
});
export const badRequest = (error: ApiErrorBody): ApiAnswer => ({ status: 400, body: error });
