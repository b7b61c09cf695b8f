import { isRouteErrorResponse, Link, useLocation, useNavigate } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowLeft } from "~/components/ui/icons";
import { ERROR_PAGES, type ErrorPage, errorPageFor, type NotFoundSubject } from "~/domain/not-found";
import { cn } from "~/lib/cn";
import { documentTitle } from "~/lib/seo";

/**
 * The error page's document title and its robots rule (React places them in the head): an error page names
 * itself, so the routes' meta functions write nothing for a record they could not load, and every page does
 * not carry the error pages' titles for them. Kept out of search.
 */
function ErrorPageHead({ title }: { title: string }) {
  return (
    <>
      <title>{documentTitle(title)}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

/** What an error boundary shows (see route-error-boundary.tsx): the subject's "not found" or "failed" texts. */
export function RouteError({ subject, error }: { subject: NotFoundSubject; error: unknown }) {
  const page = errorPageFor(subject, isRouteErrorResponse(error) ? error : null);
  if (page.subject === "page" && page.notFound) return <PageNotFound />;
  return <ErrorMessage page={page} />;
}

function ErrorMessage({ page }: { page: ErrorPage }) {
  return (
    <Container className="py-16 text-center sm:py-20">
      <ErrorPageHead title={page.title} />
      <h1 className="text-2xl font-bold sm:text-3xl">{page.title}</h1>
      {/* A failure is announced at once; a missing record is simply the page's content. */}
      <p role={page.notFound ? undefined : "alert"} className="mt-4 text-muted">
        {page.description}
      </p>
      <Link to={page.back.to} className={cn(buttonClass("primary"), "mt-8")}>
        <ArrowLeft aria-hidden className="size-4" />
        {page.back.label}
      </Link>
    </Container>
  );
}

/** An unknown address (spec §2): the attempted path, and ways back (Home, /projects, Go Back). */
export function PageNotFound() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { notFound, back } = ERROR_PAGES.page;
  return (
    <Container className="py-20 text-center">
      <ErrorPageHead title={notFound.title} />
      <p className="text-6xl font-black text-brand-700 dark:text-brand-200">404</p>
      <h1 className="mt-4 text-3xl font-bold">{notFound.title}</h1>
      <p className="mt-4 text-muted">
        The page{" "}
        <code className="break-all rounded bg-surface-muted px-1.5 py-0.5 font-mono">{pathname}</code>{" "}
        {notFound.description}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={back.to} className={buttonClass("primary")}>
          {back.label}
        </Link>
        <Link to="/projects" className={buttonClass("outline")}>
          Browse Projects
        </Link>
        <Button variant="ghost" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </div>
    </Container>
  );
}
