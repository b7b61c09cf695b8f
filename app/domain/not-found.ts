/** What a page stands for when its record is missing or could not be loaded. */
export type NotFoundSubject = "page" | "project" | "organization" | "event";

/**
 * What a page reads when its record is missing (404) or could not be loaded (spec §2, §8): the one error
 * boundary renders these, the title also as the document's title (components/route-error.tsx). A record the visitor may not see (a paused event, another organization's project)
 * reads exactly like a missing one.
 */
export const ERROR_PAGES = {
  page: {
    notFound: { title: "Page Not Found", description: "does not exist or has been moved." },
    failed: { title: "Error", description: "An unexpected error occurred" },
    back: { to: "/", label: "Home" },
  },
  project: {
    notFound: {
      title: "Project Not Found",
      description: "The project you are looking for does not exist or has been removed.",
    },
    failed: { title: "Error", description: "Failed to load project details" },
    back: { to: "/projects", label: "Back to Projects" },
  },
  organization: {
    notFound: {
      title: "Organization Not Found",
      description: "The organization you are looking for does not exist or has been removed.",
    },
    failed: { title: "Error", description: "Failed to load organization" },
    back: { to: "/organizations", label: "Back to Organizations" },
  },
  event: {
    notFound: {
      title: "Event Not Found",
      description: "Error loading event details or event not found.",
    },
    failed: { title: "Event Not Found", description: "Error loading event details or event not found." },
    back: { to: "/events", label: "Back to Events" },
  },
} as const satisfies Record<NotFoundSubject, unknown>;

/** The data a 404 carries to the boundary. */
export type NotFoundData = { notFound: NotFoundSubject };

export function isNotFoundData(value: unknown): value is NotFoundData {
  return (
    typeof value === "object" &&
    value !== null &&
    "notFound" in value &&
    typeof value.notFound === "string" &&
    value.notFound in ERROR_PAGES
  );
}

/** What the error boundary shows: a 404 reads as its subject's "not found", anything else as its "failed". */
export type ErrorPage = {
  subject: NotFoundSubject;
  notFound: boolean;
  title: string;
  description: string;
  back: { to: string; label: string };
};

/**
 * Chooses the error page for a route whose boundary stands for `routeSubject`, from the error response it
 * caught (status and data; none for a thrown exception). A 404 names its own subject when it carries one
 * (`notFound("project")` reaching the root boundary still reads "Project Not Found").
 */
export function errorPageFor(
  routeSubject: NotFoundSubject,
  response?: { status: number; data: unknown } | null,
): ErrorPage {
  const notFound = response?.status === 404;
  const subject = notFound && isNotFoundData(response.data) ? response.data.notFound : routeSubject;
  const texts = ERROR_PAGES[subject];
  return { subject, notFound, ...(notFound ? texts.notFound : texts.failed), back: texts.back };
}
