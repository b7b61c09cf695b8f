import { SideNav, type SideNavBadge, type SideNavItem } from "~/components/layout/side-nav";
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
import { type ReviewQueueCounts, reviewCountText } from "~/domain/admin-dashboard";
import { PAYMENTS_PATH } from "~/domain/billing-review";

/** Spec §2 Admin screens: every admin route, then a User Dashboard link (Logout closes the list). */
export const ADMIN_NAV: SideNavItem[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/projects", label: "Projects", icon: FolderKanban },
  { to: "/admin/organizations", label: "Organizations", icon: Building2 },
  { to: "/admin/approved-organizations", label: "Approved Organizations", icon: BadgeCheck },
  { to: "/admin/events", label: "Events", icon: CalendarDays },
  { to: PAYMENTS_PATH, label: "Payments", icon: CreditCard },
  { to: "/admin/subscriptions", label: "Subscriptions", icon: Receipt },
  { to: "/admin/settings", label: "Settings", icon: Settings },
  { to: "/admin/audit", label: "Audit Log", icon: History },
  { to: "/dashboard", label: "User Dashboard", icon: UserRound, end: true },
];

/**
 * The admin menu; Payments carries how many requests wait for review (none when the count could not be read),
 * and on a phone the folded menu carries the same number: one count, never two of one request.
 */
export function AdminSidebar({ reviewQueue }: { reviewQueue: ReviewQueueCounts | null }) {
  if (!reviewQueue) return <SideNav label="Admin Panel" items={ADMIN_NAV} collapse />;
  const waiting: SideNavBadge = {
    count: reviewQueue.requests.submitted,
    text: reviewCountText(reviewQueue.requests.submitted),
  };
  const items = ADMIN_NAV.map((item) => (item.to === PAYMENTS_PATH ? { ...item, badge: waiting } : item));
  return <SideNav label="Admin Panel" items={items} collapse summaryBadge={waiting} />;
}
