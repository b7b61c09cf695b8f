/**
 * Who may do what to a project: the one rule (issue 35). Today an organization is one login — a project's
 * `organizationId` is its owner's user id — and an administrator may act on any project. Organizations are
 * about to become teams (Owner, Editor, Finance): a role will be one more way an actor stands to a project, one
 * more entry in `ProjectRelation`, and the table below will say which actions each grants. That is why the rule
 * is a table (action → the relations it needs) instead of an `isAdmin || organizationId === id` in each loader,
 * action and service: adding a role changes this file and `projectScope`'s condition for it
 * (services/authorization.server.ts), not seven copies. The server reads and locks a project through
 * `findProjectFor`, and scopes a statement over projects with `projectScope`; both come from here.
 */

/** Who acts: the signed-in user, and whether their account holds admin rights (docs/decisions/0009). */
export type Actor = { id: string; isAdmin: boolean };

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
 * How an actor may stand to a project: an administrator (any project), or the project's owner. The roles of
 * issue 35 join here (an Editor or Finance member of the owning organization), each then granted below.
 */
export const PROJECT_RELATIONS = ["admin", "owner"] as const;
export type ProjectRelation = (typeof PROJECT_RELATIONS)[number];

/**
 * The table: each action and the relations that allow it (any one is enough). Every action is listed (a new
 * one does not build without its row), and each row says who, so a role is one more word in the rows it gets.
 */
export const PROJECT_PERMISSIONS: Readonly<Record<ProjectAction, readonly ProjectRelation[]>> = {
  "project.edit": ["admin", "owner"],
  "project.delete": ["admin", "owner"],
  "project.results": ["admin", "owner"],
  "project.updates": ["admin", "owner"],
};

/** What the rule needs to know of a project: whose it is (null: nobody's, so only an administrator's). */
export type ProjectOwnership = { organizationId: string | null };

/** The relations the actor has to the project: the inputs of the table (a role will be read here too). */
export function projectRelations(actor: Actor, project: ProjectOwnership): ProjectRelation[] {
  const relations: ProjectRelation[] = [];
  if (actor.isAdmin) relations.push("admin");
  if (project.organizationId !== null && project.organizationId === actor.id) relations.push("owner");
  return relations;
}

/** Whether the actor may do this to the project: one of their relations to it is in the action's row. */
export function mayActOnProject(actor: Actor, action: ProjectAction, project: ProjectOwnership): boolean {
  const allowed = PROJECT_PERMISSIONS[action];
  return projectRelations(actor, project).some((relation) => allowed.includes(relation));
}
