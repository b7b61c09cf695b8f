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

const reviewBadge = (count: number): SideNavBadge => ({ count, text: reviewCountText(count) });

/**
 * The admin menu; Payments and Subscriptions carry how many wait for review (none when the count could not be
 * read), and on a phone the folded menu carries their sum.
 */
export function AdminSidebar({ reviewQueue }: { reviewQueue: ReviewQueueCounts | null }) {
  if (!reviewQueue) return <SideNav label="Admin Panel" items={ADMIN_NAV} collapse />;
  const waiting: Record<string, number> = {
    "/admin/payments": reviewQueue.payments,
    "/admin/subscriptions": reviewQueue.subscriptions,
  };
  const items = ADMIN_NAV.map((item) =>
    item.to in waiting ? { ...item, badge: reviewBadge(waiting[item.to] ?? 0) } : item,
  );
  return (
    <SideNav
      label="Admin Panel"
      items={items}
      collapse
      summaryBadge={reviewBadge(reviewQueue.payments + reviewQueue.subscriptions)}
    />
  );
}
