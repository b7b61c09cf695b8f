import { PageNotFound } from "~/components/route-error";
import { errorBoundaryFor } from "~/components/route-error-boundary";
import { notFound } from "~/services/http.server";

export function loader(): never {
  notFound();
}

// Form posts to an unknown path get the same page rather than a 405.
export function action(): never {
  notFound();
}

export const ErrorBoundary = errorBoundaryFor("page");

/** Never reached (the loader always throws: the boundary shows the page); it makes this a page, not a resource. */
export default PageNotFound;
