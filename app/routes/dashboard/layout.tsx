import { Outlet } from "react-router";
import { DashboardSidebar } from "~/components/dashboard/sidebar";
import { Container } from "~/components/ui/container";
import { requireUser } from "~/services/permissions.server";
import type { Route } from "./+types/layout";

/** The Project Panel frame. Each child route guards its own loader and action as well. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { user: { name: user.name, email: user.email, isAdmin: user.isAdmin } };
}

export default function DashboardLayout() {
  return (
    <Container className="py-6 md:py-10">
      <div className="flex flex-col gap-6 md:flex-row md:gap-10">
        <DashboardSidebar />
        <div id="dashboard-content" className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
