import type { OrganizationRole } from "./membership";

/**
 * Who may do what: the one rule (issue 35, docs/decisions/0025). An organization is a team; each member holds a
 * role (domain/membership.ts), and an administrator may act on any project. The rule is two tables — project
 * actions and organization actions, each to the relations that allow it — instead of an `isAdmin ||
 * organizationId === id` in each loader, action and service. The server reads and locks a project through
 * `findProjectFor`, scopes a statement over projects with `projectScope`, and guards an organization's pages
 * and writes with `requireOrganizationAction` (services/authorization.server.ts); all three come from here.
 */

/**
 * Who acts: the signed-in user, whether their account holds admin rights (docs/decisions/0009), and their
 * membership: the organization (its profile id, the id its projects carry) and their role there, or null.
 */
export type Actor = {
  id: string;
  isAdmin: boolean;
  organizationId: string | null;
  role: OrganizationRole | null;
};

/** What an actor may ask to do to a project, named after the screens and writes that do it. */
export const PROJECT_ACTIONS = [
  /** The project form: open it and save it (dashboard/project-edit, services/projects/update-project). */
  "project.edit",
  /** Delete the project (the Project Panel and the admin area; services/projects/delete-project). */
  "project.delete",
  /** Its results, indicators, reported periods, budget and funders (dashboard/project-results, services/results). */
  "project.results",
  /** Post, edit and delete its progress updates (dashboard/project-updates, services/updates). */
  "project.updates",
] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/**
 * How an actor may stand to a project: an administrator (any project), or a member of the organization the
 * project belongs to, by role.
 */
export const PROJECT_RELATIONS = ["admin", "owner", "editor", "finance"] as const;
export type ProjectRelation = (typeof PROJECT_RELATIONS)[number];

/**
 * The project table: each action and the relations that allow it (any one is enough). Every action is listed
 * (a new one does not build without its row), and each row says who.
 */
export const PROJECT_PERMISSIONS: Readonly<Record<ProjectAction, readonly ProjectRelation[]>> = {
  "project.edit": ["admin", "owner", "editor"],
  "project.delete": ["admin", "owner", "editor"],
  "project.results": ["admin", "owner", "editor"],
  "project.updates": ["admin", "owner", "editor"],
};

/** What the rule needs to know of a project: whose it is (null: nobody's, so only an administrator's). */
export type ProjectOwnership = { organizationId: string | null };

/** The relations the actor has to the project: the inputs of the table. */
export function projectRelations(actor: Actor, project: ProjectOwnership): ProjectRelation[] {
  const relations: ProjectRelation[] = [];
  if (actor.isAdmin) relations.push("admin");
  if (
    actor.role !== null &&
    actor.organizationId !== null &&
    project.organizationId !== null &&
    project.organizationId === actor.organizationId
  ) {
    relations.push(actor.role);
  }
  return relations;
}

/** Whether the actor may do this to the project: one of their relations to it is in the action's row. */
export function mayActOnProject(actor: Actor, action: ProjectAction, project: ProjectOwnership): boolean {
  const allowed = PROJECT_PERMISSIONS[action];
  return projectRelations(actor, project).some((relation) => allowed.includes(relation));
}

/** What a member may ask to do in their own organization (beyond its projects). */
export const ORGANIZATION_ACTIONS = [
  /** The Project Panel itself: the dashboard, My Account, the list of members (read). */
  "organization.view",
  /** Add a project (dashboard/project-new, services/projects/create-project). */
  "organization.projects",
  /** Edit the organization's public profile (dashboard/profile). */
  "organization.profile",
  /** Pay the subscription, correct or withdraw a payment, read receipts and proofs (/payment, billing). */
  "organization.billing",
  /** Invite, resend and revoke invitations, change roles, remove members. */
  "organization.members",
] as const;
export type OrganizationAction = (typeof ORGANIZATION_ACTIONS)[number];

/** The organization table: each action and the roles that allow it in one's own organization. */
export const ORGANIZATION_PERMISSIONS: Readonly<Record<OrganizationAction, readonly OrganizationRole[]>> = {
  "organization.view": ["owner", "editor", "finance"],
  "organization.projects": ["owner", "editor"],
  "organization.profile": ["owner"],
  "organization.billing": ["owner", "finance"],
  "organization.members": ["owner"],
};

/** Whether the actor may do this in their own organization (a member with a role in the action's row). */
export function mayActInOrganization(actor: Actor, action: OrganizationAction): boolean {
  return (
    actor.organizationId !== null &&
    actor.role !== null &&
    ORGANIZATION_PERMISSIONS[action].includes(actor.role)
  );
}

/**
 * Which of the Project Panel's pages the actor's menus offer: its projects and its profile. An administrator in
 * no organization keeps both (their own account's profile, which becomes an organization when saved).
 */
export function panelPages(actor: Actor): { projects: boolean; profile: boolean } {
  const adminAlone = actor.isAdmin && actor.organizationId === null;
  return {
    projects: adminAlone || mayActInOrganization(actor, "organization.projects"),
    profile: adminAlone || mayActInOrganization(actor, "organization.profile"),
  };
}

/** Everything the actor may do in their organization: what the Project Panel shows them. */
export function organizationAbilities(actor: Actor): Record<OrganizationAction, boolean> {
  return Object.fromEntries(
    ORGANIZATION_ACTIONS.map((action) => [action, mayActInOrganization(actor, action)]),
  ) as Record<OrganizationAction, boolean>;
}
