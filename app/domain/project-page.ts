import { projectOrganizationName, resolveOrganizationName } from "./organization-name";
import type { ProjectCardData } from "./project-card-data";
import { type ProjectMetadata, projectImageUrls, splitLines, withProjectDefaults } from "./projects";

/** A stored project as the public page reads it: the card's fields, its metadata and the owner's names. */
export type ProjectPageSource = ProjectCardData & {
  organizationId: string;
  metadata: ProjectMetadata;
  organizationRecordName: string | null;
};

/**
 * What the public project page shows (spec §2 Project detail): the defaults of spec §3 for missing texts,
 * optional fields as null when empty, lists split into lines, every image once.
 */
export function toProjectPage(project: ProjectPageSource) {
  const images = projectImageUrls(project);
  const shown = withProjectDefaults(project);
  const metadata = project.metadata;
  return {
    id: project.id,
    name: shown.name,
    brief: shown.brief,
    location: shown.location,
    sector: shown.sector,
    sdg: shown.sdg,
    status: project.status,
    startDate: project.startDate,
    endDate: project.endDate,
    targetGroups: project.targetGroups,
    otherTargetGroup: metadata.otherTargetGroup?.trim() || null,
    region: metadata.region?.trim() || null,
    district: metadata.district?.trim() || null,
    parish: metadata.parish?.trim() || null,
    projectImplementer: metadata.projectImplementer?.trim() || null,
    projectTeamLead: metadata.projectTeamLead?.trim() || null,
    otherPartners: metadata.otherPartners?.trim() || null,
    implementersWebsite: metadata.implementersWebsite?.trim() || null,
    coreObjectives: splitLines(metadata.coreObjectives),
    projectDetails: metadata.projectDetails?.trim() || null,
    projectMilestones: splitLines(metadata.projectMilestones),
    images,
    // Cards and links use the simple reading; "Implementing organization" the ranked one (organization-name.ts).
    organizationName: projectOrganizationName(project),
    // The directory lists an organization under its owner's profile id (a profile stands for its own record),
    // and the organization page lists projects by that id.
    organizationHref: `/organizations/${encodeURIComponent(project.organizationId)}`,
    implementingOrganization: implementingOrganization(project),
  };
}

/** The name as a visitor reads it and, when it is a guess or unknown, the line that says so. */
function implementingOrganization(project: ProjectPageSource): { text: string; note: string | null } {
  const { text, note } = resolveOrganizationName({
    projectImplementer: project.projectImplementer,
    profileOrganizationName: project.profileOrganizationName,
    organizationRecordName: project.organizationRecordName,
    sector: project.sector,
    sdg: project.sdg,
  });
  return { text, note };
}

export type ProjectPageData = ReturnType<typeof toProjectPage>;
