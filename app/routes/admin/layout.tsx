import { Outlet } from "react-router";
import { AdminSidebar } from "~/components/admin/sidebar";
import { useAdminFeed } from "~/components/admin/use-admin-feed";
import { Container } from "~/components/ui/container";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/layout";

/** The Admin area frame. Each child route guards its own loader and action as well. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { admin: { name: user.name, email: user.email } };
}

export default function AdminLayout() {
  useAdminFeed();
  return (
    <Container className="py-6 md:py-10">
      <div className="flex flex-col gap-6 md:flex-row md:gap-8">
        <AdminSidebar />
        <div id="admin-content" className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
