import { Outlet } from "react-router";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/layout";

/** The Admin area frame. Each child route guards its own loader and action as well. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { admin: { name: user.name, email: user.email } };
}

export default function AdminLayout() {
  return <Outlet />;
}
