import { SideNav, type SideNavItem } from "~/components/layout/side-nav";
import {
  BadgeCheck,
  CreditCard,
  History,
  LayoutDashboard,
  Receipt,
  Settings,
  UserRound,
} from "~/components/ui/app-icons";
import { Building2, CalendarDays, FolderKanban } from "~/components/ui/icons";

/** Spec §2 Admin screens: every admin route, then a User Dashboard link (Logout closes the list). */
export const ADMIN_NAV: SideNavItem[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/projects", label: "Projects", icon: FolderKanban },
  { to: "/admin/organizations", label: "Organizations", icon: Building2 },
  { to: "/admin/approved-organizations", label: "Approved Organizations", icon: BadgeCheck },
  { to: "/admin/events", label: "Events", icon: CalendarDays },
  { to: "/admin/payments", label: "Payments", icon: CreditCard },
  { to: "/admin/subscriptions", label: "Subscriptions", icon: Receipt },
  { to: "/admin/settings", label: "Settings", icon: Settings },
  { to: "/admin/audit", label: "Audit Log", icon: History },
  { to: "/dashboard", label: "User Dashboard", icon: UserRound, end: true },
];

export function AdminSidebar() {
  return <SideNav label="Admin Panel" items={ADMIN_NAV} collapse />;
}
