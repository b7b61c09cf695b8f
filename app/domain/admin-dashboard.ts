import type { RequestStatus, SubscribedState } from "./subscription-lifecycle";

/** The admin dashboard's texts (spec §2 Admin screens: Dashboard). */
export const ADMIN_DASHBOARD_TEXT = {
  title: "Admin Dashboard",
  lead: "Organizations, projects and events across the platform. New registrations and projects appear here as they happen.",
  organizations: "Organizations",
  projects: "Projects",
  events: "Events",
  recentOrganizations: "Recent Organizations",
  recentProjects: "Recent Projects",
  allOrganizations: "View all organizations",
  allProjects: "View all projects",
  noOrganizations: "There are no organizations registered yet.",
  noProjects: "No projects yet.",
  unknownOrganization: "Unknown Organization",
  loadError: "Error loading statistics",
  paymentRequests: "Payment requests",
  subscriptions: "Subscriptions",
} as const;

/**
 * The billing counts on /admin and in the admin menu (issue 34), read in one place (getBillingCounts): the
 * subscription requests per status (submitted is what waits for review) and the organizations ever approved per
 * subscription state today. Nothing is counted twice: a request is one row, whatever happened to it.
 */
export type ReviewQueueCounts = {
  requests: Record<RequestStatus, number>;
  organizations: Record<SubscribedState, number>;
};

/** What waits under a menu entry, said after its name to screen readers ("Payments, 3 to review"). */
export function reviewCountText(count: number): string {
  return `${count} to review`;
}
