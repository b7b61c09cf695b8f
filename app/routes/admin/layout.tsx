import { Outlet } from "react-router";
import { AdminSidebar } from "~/components/admin/sidebar";
import { useAdminFeed } from "~/components/admin/use-admin-feed";
import { Container } from "~/components/ui/container";
import { getReviewQueueCounts } from "~/db/queries/admin-dashboard.server";
import type { ReviewQueueCounts } from "~/domain/admin-dashboard";
import { logger } from "~/lib/logger.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/layout";

/** The review queue's counts, or null (the menu goes without its badges) when they cannot be read. */
async function readReviewQueue(): Promise<ReviewQueueCounts | null> {
  try {
    return await getReviewQueueCounts();
  } catch (error) {
    logger.error({ err: error }, "could not count the review queue");
    return null;
  }
}

/**
 * The Admin area frame, with what waits for review on every admin page (read again whenever the live feed
 * announces a change). Each child route guards its own loader and action as well.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { admin: { name: user.name, email: user.email }, reviewQueue: await readReviewQueue() };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useAdminFeed();
  return (
    <Container className="py-6 md:py-10">
      <div className="flex flex-col gap-6 md:flex-row md:gap-8">
        <AdminSidebar reviewQueue={loaderData.reviewQueue} />
        <div id="admin-content" className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
