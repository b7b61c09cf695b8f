import { describe, expect, it } from "vitest";
import {
  type Actor,
  mayActOnProject,
  PROJECT_ACTIONS,
  PROJECT_PERMISSIONS,
  type ProjectAction,
  projectRelations,
} from "./authorization";

/** A project of organization A (today an organization is its owner's user id). */
const PROJECT = { organizationId: "user-a" };
/** A project nobody owns (the rule's other input: only an administrator may act on it). */
const OWNERLESS = { organizationId: null };

const ACTORS = {
  admin: { id: "user-admin", isAdmin: true },
  owner: { id: "user-a", isAdmin: false },
  "another organization's user": { id: "user-b", isAdmin: false },
  "a user without organization": { id: "user-without-organization", isAdmin: false },
} satisfies Record<string, Actor>;
type ActorKind = keyof typeof ACTORS;

/** Every cell written out: actor kind × action, for organization A's project and for an ownerless one. */
const EXPECTED: Record<"owned" | "ownerless", Record<ActorKind, Record<ProjectAction, boolean>>> = {
  owned: {
    admin: { "project.edit": true, "project.delete": true, "project.results": true, "project.updates": true },
    owner: { "project.edit": true, "project.delete": true, "project.results": true, "project.updates": true },
    "another organization's user": {
      "project.edit": false,
      "project.delete": false,
      "project.results": false,
      "project.updates": false,
    },
    "a user without organization": {
      "project.edit": false,
      "project.delete": false,
      "project.results": false,
      "project.updates": false,
    },
  },
  ownerless: {
    admin: { "project.edit": true, "project.delete": true, "project.results": true, "project.updates": true },
    owner: {
      "project.edit": false,
      "project.delete": false,
      "project.results": false,
      "project.updates": false,
    },
    "another organization's user": {
      "project.edit": false,
      "project.delete": false,
      "project.results": false,
      "project.updates": false,
    },
    "a user without organization": {
      "project.edit": false,
      "project.delete": false,
      "project.results": false,
      "project.updates": false,
    },
  },
};

const cells = (["owned", "ownerless"] as const).flatMap((project) =>
  (Object.keys(ACTORS) as ActorKind[]).flatMap((kind) =>
    PROJECT_ACTIONS.map((action) => ({ project, kind, action, allowed: EXPECTED[project][kind][action] })),
  ),
);

describe("mayActOnProject", () => {
  it("has a cell for every actor kind, action and project (4 × 4 × 2)", () => {
    expect(cells).toHaveLength(32);
  });

  it.each(cells)("$project project: $kind, $action → $allowed", ({ project, kind, action, allowed }) => {
    expect(mayActOnProject(ACTORS[kind], action, project === "owned" ? PROJECT : OWNERLESS)).toBe(allowed);
  });

  it("lets an administrator who owns the project act as either", () => {
    const adminOwner = { id: "user-a", isAdmin: true };
    expect(projectRelations(adminOwner, PROJECT)).toEqual(["admin", "owner"]);
    for (const action of PROJECT_ACTIONS) expect(mayActOnProject(adminOwner, action, PROJECT)).toBe(true);
  });
});

describe("the table", () => {
  it("has one row per action, each naming who may", () => {
    expect(Object.keys(PROJECT_PERMISSIONS).sort()).toEqual([...PROJECT_ACTIONS].sort());
    for (const action of PROJECT_ACTIONS) expect(PROJECT_PERMISSIONS[action].length).toBeGreaterThan(0);
  });

  it("reads the actor's relations to the project: admin from the account, owner from the project", () => {
    expect(projectRelations(ACTORS.admin, PROJECT)).toEqual(["admin"]);
    expect(projectRelations(ACTORS.owner, PROJECT)).toEqual(["owner"]);
    expect(projectRelations(ACTORS["another organization's user"], PROJECT)).toEqual([]);
    expect(projectRelations(ACTORS.owner, OWNERLESS)).toEqual([]);
  });
});
