import type { ProjectSummary } from "./projects";

/** The fields a card shows: what `searchProjects`, `getLatestProjects` and `getProjectsByOwner` return. */
export type ProjectCardData = ProjectSummary & {
  profileOrganizationName: string | null;
  projectImplementer: string | null;
};
