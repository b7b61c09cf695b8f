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
} as const;
