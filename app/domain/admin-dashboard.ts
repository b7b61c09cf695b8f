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
  paymentsToReview: "Payments to review",
  subscriptionsToReview: "Subscriptions to review",
} as const;

/**
 * What waits for an admin's review: payment requests not yet approved, subscriptions not yet active (a
 * rejection deletes the row, so neither list keeps it). Counted on /admin and beside the admin menu's entries.
 */
export type ReviewQueueCounts = { payments: number; subscriptions: number };

/** What waits under a menu entry, said after its name to screen readers ("Payments, 3 to review"). */
export function reviewCountText(count: number): string {
  return `${count} to review`;
}
