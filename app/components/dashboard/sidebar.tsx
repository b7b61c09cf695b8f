import { SideNav, type SideNavItem } from "~/components/layout/side-nav";
import { LayoutDashboard, PlusCircle, UserCog, UserRound } from "~/components/ui/app-icons";
import { FolderKanban } from "~/components/ui/icons";

/**
 * Spec §2: Dashboard, My Projects, Add Project, My Account, Edit Profile, Logout; each shown to the members
 * whose role may use it (domain/authorization.ts: the pages refuse anyone else anyway).
 */
export const DASHBOARD_NAV: (SideNavItem & { needs?: "projects" | "profile" })[] = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/dashboard/projects", label: "My Projects", icon: FolderKanban, end: true, needs: "projects" },
  { to: "/dashboard/projects/add", label: "Add Project", icon: PlusCircle, needs: "projects" },
  { to: "/dashboard/account", label: "My Account", icon: UserRound },
  { to: "/dashboard/profile", label: "Edit Profile", icon: UserCog, needs: "profile" },
];

export function DashboardSidebar({ may }: { may: { projects: boolean; profile: boolean } }) {
  const items = DASHBOARD_NAV.filter((item) => item.needs === undefined || may[item.needs]);
  return <SideNav label="Project Panel" items={items} />;
}
