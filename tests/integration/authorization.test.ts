import { and, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { isAdminUser } from "~/db/queries/admins.server";
import { getMembership } from "~/db/queries/members.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { projects } from "~/db/schema";
import { type Actor, mayActOnProject, PROJECT_ACTIONS } from "~/domain/authorization";
import { findProjectFor, projectScope } from "~/services/authorization.server";
import { deleteProject } from "~/services/projects/delete-project.server";
import { useTempDataDir } from "../setup/app-env";
import {
  addMember,
  createOrganizationUser,
  createProject,
  createUserWithoutOrganization,
  createUserWithoutProfile,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";

/**
 * The one authorization rule on the database (services/authorization.server.ts): for every project action,
 * the owner and an administrator get the project, another organization and a user without organization get
 * null (as for a project that does not exist), with and without the lock; `projectScope` selects exactly the
 * projects `mayActOnProject` allows; a lock cannot be asked for outside a transaction.
 */

useTempDataDir();

/** The actor as a loader builds it from the session: the account's id, its admin rights and membership. */
async function actorOf(userId: string): Promise<Actor> {
  const membership = await getMembership(userId);
  return {
    id: userId,
    isAdmin: await isAdminUser(userId),
    organizationId: membership?.organizationId ?? null,
    role: membership?.role ?? null,
  };
}

describeEachDatabase("authorization", () => {
  let owner: Actor;
  let editor: Actor;
  let finance: Actor;
  let admin: Actor;
  let another: Actor;
  let withoutOrganization: Actor;
  let project: { id: string; organizationId: string };
  let anothersProject: { id: string; organizationId: string };

  beforeAll(async () => {
    const ownerUser = await createOrganizationUser();
    const anotherUser = await createOrganizationUser();
    owner = await actorOf(ownerUser.userId);
    editor = await actorOf((await addMember(ownerUser, "editor")).userId);
    finance = await actorOf((await addMember(ownerUser, "finance")).userId);
    another = await actorOf(anotherUser.userId);
    admin = await actorOf((await createUserWithoutProfile({ admin: true })).userId);
    withoutOrganization = await actorOf((await createUserWithoutOrganization()).userId);
    project = await createProject(ownerUser.userId);
    anothersProject = await createProject(anotherUser.userId);
  });

  it.each(PROJECT_ACTIONS)(
    "%s: the owner, an editor and an administrator get the project, no one else",
    async (action) => {
      expect(admin.isAdmin).toBe(true);
      expect(owner.role).toBe("owner");
      expect((await findProjectFor(owner, action, project.id))?.id).toBe(project.id);
      expect((await findProjectFor(editor, action, project.id))?.id).toBe(project.id);
      expect(await findProjectFor(finance, action, project.id)).toBeNull();
      expect((await findProjectFor(admin, action, project.id))?.id).toBe(project.id);
      expect(await findProjectFor(another, action, project.id)).toBeNull();
      expect(await findProjectFor(withoutOrganization, action, project.id)).toBeNull();
      // The same null as a project that does not exist, or an id that is not one.
      expect(await findProjectFor(owner, action, crypto.randomUUID())).toBeNull();
      expect(await findProjectFor(admin, action, "not-an-id")).toBeNull();
    },
  );

  it.each(PROJECT_ACTIONS)("%s with { lock: true } in a transaction: the same answers", async (action) => {
    const found = await refusableTransaction(async (tx) => ({
      owner: await findProjectFor(owner, action, project.id.toUpperCase(), { lock: true }, tx),
      editor: await findProjectFor(editor, action, project.id, { lock: true }, tx),
      finance: await findProjectFor(finance, action, project.id, { lock: true }, tx),
      admin: await findProjectFor(admin, action, project.id, { lock: true }, tx),
      another: await findProjectFor(another, action, project.id, { lock: true }, tx),
      withoutOrganization: await findProjectFor(withoutOrganization, action, project.id, { lock: true }, tx),
    }));
    expect(found.owner).toMatchObject({ id: project.id, organizationId: project.organizationId });
    expect(found.admin?.id).toBe(project.id);
    expect(found.editor?.id).toBe(project.id);
    expect(found.finance).toBeNull();
    expect(found.another).toBeNull();
    expect(found.withoutOrganization).toBeNull();
  });

  it("projectScope selects exactly the projects mayActOnProject allows", async () => {
    const both = [project, anothersProject];
    for (const actor of [owner, editor, finance, admin, another, withoutOrganization]) {
      for (const action of PROJECT_ACTIONS) {
        const scope = projectScope(actor, action);
        expect(scope === undefined).toBe(actor.isAdmin);
        const rows = await getDb()
          .select({ id: projects.id })
          .from(projects)
          .where(
            and(
              inArray(
                projects.id,
                both.map((row) => row.id),
              ),
              scope,
            ),
          );
        const allowed = both.filter((row) => mayActOnProject(actor, action, row)).map((row) => row.id);
        expect(rows.map((row) => row.id).sort(), `${actor.id} ${action}`).toEqual(allowed.sort());
      }
    }
  });

  it("deleting goes through the same rule: another organization and a finance member delete nothing", async () => {
    const doomed = await createProject(owner.id);
    expect(
      await deleteProject({ actor: { ...finance, email: "finance@example.org" }, projectId: doomed.id }),
    ).toEqual({ ok: false, reason: "not-found" });
    const refused = await deleteProject({
      actor: { ...another, email: "another@example.org" },
      projectId: doomed.id,
    });
    expect(refused).toEqual({ ok: false, reason: "not-found" });
    expect(await findProjectFor(owner, "project.delete", doomed.id)).not.toBeNull();
    const deleted = await deleteProject({
      actor: { ...owner, email: "owner@example.org" },
      projectId: doomed.id,
    });
    expect(deleted.ok).toBe(true);
    expect(await findProjectFor(admin, "project.delete", doomed.id)).toBeNull();
  });

  it("a lock needs the transaction: by type, and at run time should a call slip past the types", async () => {
    // Never run: the type check (npx tsc) is the test, failing on an @ts-expect-error that is not needed.
    const byType = () => [
      // @ts-expect-error: a lock without its transaction
      findProjectFor(owner, "project.edit", project.id, { lock: true }),
      // @ts-expect-error: a lock on the database itself, outside any transaction
      findProjectFor(owner, "project.edit", project.id, { lock: true }, getDb()),
    ];
    expect(byType).toBeTypeOf("function");
    const untyped = findProjectFor as (...args: unknown[]) => Promise<unknown>;
    await expect(untyped(owner, "project.edit", project.id, { lock: true })).rejects.toThrow(
      "a lock needs the transaction",
    );
  });
});
