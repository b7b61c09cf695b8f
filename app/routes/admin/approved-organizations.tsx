import { data } from "react-router";
import { NotBuiltYet } from "~/components/not-built";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/approved-organizations";

export const meta = () => [{ title: "Approved Organizations | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

/** Admins only; nothing to do here until this screen is built. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return data({ error: "Not available yet" }, { status: 405 });
}

export default function Page() {
  return <NotBuiltYet title="Approved Organizations" />;
}
