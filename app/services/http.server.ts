import { data } from "react-router";
import type { NotFoundData, NotFoundSubject } from "~/domain/not-found";
import type { AppError, UserMessage } from "~/lib/app-error";
import { redirectWithToast } from "./toast.server";

/**
 * The one way a loader or action says "not found". A page throws `notFound(subject)` (or asserts with
 * `invariantResponse`): a 404 that carries the subject, so the route's error boundary (errorBoundaryFor in
 * components/route-error-boundary.tsx) shows that subject's texts. A record the asker may not see (a paused
 * event, another organization's project) is answered exactly like a missing one.
 */
export function notFound(subject: NotFoundSubject = "page"): never {
  throw data({ notFound: subject } satisfies NotFoundData, { status: 404 });
}

/** Throws `notFound(subject)` unless `condition` holds. */
export function invariantResponse(condition: unknown, subject: NotFoundSubject = "page"): asserts condition {
  if (!condition) notFound(subject);
}

/**
 * A page inside a signed-in area whose record is missing goes back to its list with a toast (spec §8: "Error
 * loading project (then back to /dashboard/projects)") rather than to an error page: `throw await
 * notFoundRedirect(...)`.
 */
export function notFoundRedirect(to: string, message: UserMessage): Promise<Response> {
  return redirectWithToast(to, { type: "error", ...message });
}

/**
 * The 404 of a resource route (a file, a feed, an export): plain text, never a page. `body` says why when
 * there is more to say than "Not Found"; `headers` add to the answer (e.g. Cache-Control of a private file).
 */
export function resourceNotFound({
  body = "Not Found",
  headers,
}: {
  body?: string;
  headers?: HeadersInit;
} = {}) {
  const answer = new Headers(headers);
  answer.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(body, { status: 404, headers: answer });
}

/**
 * The one way a guard or a body check stops a request at the route: the AppError's status and headers, and
 * `{ error }` with the text the user reads, for the route's error boundary (or a script's JSON reader).
 */
export function throwAppError(error: AppError): never {
  const { title, description } = error.userMessage;
  throw data({ error: description ?? title }, { status: error.status, headers: error.headers });
}

/**
 * An AppError as the JSON answer of a route that a script calls (the image uploads: `{ error }` beside the
 * file): its status, its headers (Retry-After) and the text the user reads (the detail, else the title).
 */
export function appErrorJson(error: AppError): Response {
  const { title, description } = error.userMessage;
  return Response.json({ error: description ?? title }, { status: error.status, headers: error.headers });
}
