import { SideNav, type SideNavItem } from "~/components/layout/side-nav";
import { LayoutDashboard, PlusCircle, UserCog, UserRound } from "~/components/ui/app-icons";
import { FolderKanban } from "~/components/ui/icons";

/** Spec §2: Dashboard, My Projects, Add Project, My Account, Edit Profile, Logout. */
export const DASHBOARD_NAV: SideNavItem[] = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/dashboard/projects", label: "My Projects", icon: FolderKanban, end: true },
  { to: "/dashboard/projects/add", label: "Add Project", icon: PlusCircle },
  { to: "/dashboard/account", label: "My Account", icon: UserRound },
  { to: "/dashboard/profile", label: "Edit Profile", icon: UserCog },
];

export function DashboardSidebar() {
  return <SideNav label="Project Panel" items={DASHBOARD_NAV} />;
}
