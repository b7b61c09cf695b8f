import { data } from "react-router";
import { NotFound } from "~/components/not-found";

export const meta = () => [
  { title: "Page Not Found | UgandaImpact" },
  { name: "robots", content: "noindex" },
];

export function loader() {
  return data(null, { status: 404 });
}

// Form posts to an unknown path get the same page rather than a 405.
export function action() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
