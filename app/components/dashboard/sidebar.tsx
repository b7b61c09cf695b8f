import {
  FolderKanban,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  PlusCircle,
  UserCog,
  UserRound,
} from "lucide-react";
import { NavLink } from "react-router";
import { LogoutButton } from "~/components/auth/logout-button";
import { cn } from "~/lib/cn";

type Item = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** Spec §2: Dashboard, My Projects, Add Project, My Account, Edit Profile, Logout. */
export const DASHBOARD_NAV: Item[] = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/dashboard/projects", label: "My Projects", icon: FolderKanban, end: true },
  { to: "/dashboard/projects/add", label: "Add Project", icon: PlusCircle },
  { to: "/dashboard/account", label: "My Account", icon: UserRound },
  { to: "/dashboard/profile", label: "Edit Profile", icon: UserCog },
];

const itemClass =
  "flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md border border-default px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-muted md:border-transparent";

/**
 * The Project Panel's navigation: a column beside the content on wide screens; on phones a compact grid
 * above it, so every entry is visible and one tap away at 360px.
 */
export function DashboardSidebar() {
  return (
    <nav aria-label="Project Panel" className="md:w-56 md:shrink-0">
      <ul className="grid grid-cols-2 gap-1 border-b border-default pb-3 sm:grid-cols-3 md:flex md:flex-col md:border-0 md:pb-0">
        {DASHBOARD_NAV.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(itemClass, isActive && "bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-50")
              }
            >
              <item.icon aria-hidden className="h-4 w-4" />
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <LogoutButton className={cn(itemClass, "w-full text-left")}>
            <LogOut aria-hidden className="h-4 w-4" />
            Logout
          </LogoutButton>
        </li>
      </ul>
    </nav>
  );
}
