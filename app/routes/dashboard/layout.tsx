import { Outlet, useLocation } from "react-router";
import { HiddenOrganizationNotice, VerifyEmailNotice } from "~/components/auth/verify-email-notice";
import { DashboardSidebar } from "~/components/dashboard/sidebar";
import { Container } from "~/components/ui/container";
import { getOwnProfile } from "~/db/queries/profiles.server";
import { panelPages } from "~/domain/authorization";
import { requireUser } from "~/services/permissions.server";
import type { Route } from "./+types/layout";

/** The Project Panel frame. Each child route guards its own loader and action as well. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Verified but not shown: another organization was shown under its name first (said to its owners).
  const profile =
    user.emailVerified && user.organizationId !== null && user.role === "owner"
      ? await getOwnProfile(user.organizationId)
      : null;
  return {
    user: { name: user.name, email: user.email, isAdmin: user.isAdmin, emailVerified: user.emailVerified },
    hiddenName: profile && !profile.listed ? profile.organizationName : null,
    may: panelPages(user),
  };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { user, hiddenName, may } = loaderData;
  const location = useLocation();
  return (
    <Container className="py-6 md:py-10">
      <div className="flex flex-col gap-6 md:flex-row md:gap-10">
        <DashboardSidebar may={may} />
        <div id="dashboard-content" className="min-w-0 flex-1 space-y-6">
          {/* Until the address is verified: what waits for it, and a new link on request. */}
          {user.emailVerified ? null : (
            <VerifyEmailNotice email={user.email} redirectTo={location.pathname} />
          )}
          {hiddenName === null ? null : <HiddenOrganizationNotice name={hiddenName} />}
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
