import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Executor, Transaction } from "~/db/queries/executor.server";
import { projects } from "~/db/schema";
import {
  type Actor,
  mayActOnProject,
  PROJECT_PERMISSIONS,
  type ProjectAction,
  type ProjectRelation,
} from "~/domain/authorization";
import type { OrganizationRole } from "~/domain/membership";
import type { ProjectMetadata } from "~/domain/projects";
import { isUuid } from "~/domain/uuid";

/**
 * The server side of the one authorization rule (domain/authorization.ts, docs/decisions/0025): every loader,
 * action and service that touches a project it names by id reads it through `findProjectFor`, and a statement
 * over projects that must stay within what the actor may do takes `projectScope`. Nothing else compares a
 * project's owner with the actor.
 */

/** The project as the writes and the dashboard's pages need it (a page wanting more reads it by `id` after). */
export type AuthorizedProject = {
  id: string;
  name: string;
  organizationId: string;
  startDate: string;
  image: string | null;
  metadata: ProjectMetadata;
};

/**
 * Each relation of the table as a condition on `projects`, for the actor. "admin" has none: it belongs to the
 * actor, not to the row (`projectScope` drops the condition altogether). A role added to `ProjectRelation` does
 * not build until it has its condition here.
 */
const RELATION_CONDITIONS: Record<Exclude<ProjectRelation, "admin">, (actor: Actor) => SQL> = {
  owner: (actor) => memberOfProjectOrganization(actor, "owner"),
  editor: (actor) => memberOfProjectOrganization(actor, "editor"),
  finance: (actor) => memberOfProjectOrganization(actor, "finance"),
};

/** The projects of the actor's organization when the actor holds `role` there; none otherwise. */
function memberOfProjectOrganization(actor: Actor, role: OrganizationRole): SQL {
  return actor.role === role && actor.organizationId !== null
    ? eq(projects.organizationId, actor.organizationId)
    : sql`false`;
}

/**
 * `PROJECT_PERMISSIONS` as a WHERE condition on `projects`: the rows this actor may do `action` to. Undefined
 * when the actor may do it to any project (an administrator), `false` when to none; `and()` takes either.
 */
export function projectScope(actor: Actor, action: ProjectAction): SQL | undefined {
  const allowed = PROJECT_PERMISSIONS[action];
  if (actor.isAdmin && allowed.includes("admin")) return undefined;
  const conditions = allowed.flatMap((relation) =>
    relation === "admin" ? [] : [RELATION_CONDITIONS[relation](actor)],
  );
  return or(...conditions) ?? sql`false`;
}

/**
 * The project `projectId` names if the actor may do `action` to it, else null: null alike for a malformed id,
 * no such project and another organization's, so an answer never tells them apart (each caller answers them
 * with its one "not found"). `{ lock: true }` (a write that must take turns on the project: results, updates,
 * the form's save) locks the row FOR UPDATE until the transaction ends, and so needs the transaction, `tx`,
 * required by type; without it the read runs on `db` (a transaction's `tx`, or the database).
 *
 * The read is narrowed by `projectScope`, so a refused actor reads and locks nothing; the row found is then
 * checked with `mayActOnProject`, the rule itself: should the two ever disagree, the answer is no
 * (tests/integration/authorization.test.ts holds them to the same answers).
 */
export function findProjectFor(
  actor: Actor,
  action: ProjectAction,
  projectId: string,
  db?: Executor,
): Promise<AuthorizedProject | null>;
export function findProjectFor(
  actor: Actor,
  action: ProjectAction,
  projectId: string,
  options: { lock: true },
  tx: Transaction,
): Promise<AuthorizedProject | null>;
export async function findProjectFor(
  actor: Actor,
  action: ProjectAction,
  projectId: string,
  dbOrOptions?: Executor | { lock: true },
  tx?: Transaction,
): Promise<AuthorizedProject | null> {
  const lock = (dbOrOptions as { lock?: unknown } | undefined)?.lock === true;
  if (lock && !tx) throw new Error("findProjectFor: a lock needs the transaction");
  const db = lock ? (tx as Transaction) : ((dbOrOptions as Executor | undefined) ?? getDb());
  if (!isUuid(projectId)) return null;
  const query = db
    .select({
      id: projects.id,
      name: projects.name,
      organizationId: projects.organizationId,
      startDate: projects.startDate,
      image: projects.image,
      metadata: projects.metadata,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId.toLowerCase()), projectScope(actor, action)))
    .limit(1);
  const [project] = lock ? await query.for("update") : await query;
  return project && mayActOnProject(actor, action, project) ? project : null;
}
