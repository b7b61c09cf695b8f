import { describe, expect, it } from "vitest";
import {
  type Actor,
  mayActInOrganization,
  mayActOnProject,
  ORGANIZATION_ACTIONS,
  ORGANIZATION_PERMISSIONS,
  type OrganizationAction,
  organizationAbilities,
  PROJECT_ACTIONS,
  PROJECT_PERMISSIONS,
  type ProjectAction,
  panelPages,
  projectRelations,
} from "./authorization";

/** A project of organization A (an organization is its profile's id, the id its projects carry). */
const PROJECT = { organizationId: "org-a" };
/** A project nobody owns (the rule's other input: only an administrator may act on it). */
const OWNERLESS = { organizationId: null };

const ACTORS = {
  admin: { id: "user-admin", isAdmin: true, organizationId: null, role: null },
  "A's owner": { id: "user-a", isAdmin: false, organizationId: "org-a", role: "owner" },
  "A's editor": { id: "user-a-editor", isAdmin: false, organizationId: "org-a", role: "editor" },
  "A's finance member": { id: "user-a-finance", isAdmin: false, organizationId: "org-a", role: "finance" },
  "B's owner": { id: "user-b", isAdmin: false, organizationId: "org-b", role: "owner" },
  "B's editor": { id: "user-b-editor", isAdmin: false, organizationId: "org-b", role: "editor" },
  "a user without organization": { id: "user-alone", isAdmin: false, organizationId: null, role: null },
} satisfies Record<string, Actor>;
type ActorKind = keyof typeof ACTORS;

const all = (allowed: boolean): Record<ProjectAction, boolean> => ({
  "project.edit": allowed,
  "project.delete": allowed,
  "project.results": allowed,
  "project.updates": allowed,
});

/** Every cell written out: actor kind × project action, for organization A's project and an ownerless one. */
const EXPECTED: Record<"owned" | "ownerless", Record<ActorKind, Record<ProjectAction, boolean>>> = {
  owned: {
    admin: all(true),
    "A's owner": all(true),
    "A's editor": all(true),
    "A's finance member": all(false),
    "B's owner": all(false),
    "B's editor": all(false),
    "a user without organization": all(false),
  },
  ownerless: {
    admin: all(true),
    "A's owner": all(false),
    "A's editor": all(false),
    "A's finance member": all(false),
    "B's owner": all(false),
    "B's editor": all(false),
    "a user without organization": all(false),
  },
};

/** Every cell of the organization table: actor kind × organization action, in their own organization. */
const EXPECTED_IN_ORGANIZATION: Record<ActorKind, Record<OrganizationAction, boolean>> = {
  // Admin rights act through the admin area, not as a member of an organization the admin is not in.
  admin: {
    "organization.view": false,
    "organization.projects": false,
    "organization.profile": false,
    "organization.billing": false,
    "organization.members": false,
  },
  "A's owner": {
    "organization.view": true,
    "organization.projects": true,
    "organization.profile": true,
    "organization.billing": true,
    "organization.members": true,
  },
  "A's editor": {
    "organization.view": true,
    "organization.projects": true,
    "organization.profile": false,
    "organization.billing": false,
    "organization.members": false,
  },
  "A's finance member": {
    "organization.view": true,
    "organization.projects": false,
    "organization.profile": false,
    "organization.billing": true,
    "organization.members": false,
  },
  "B's owner": {
    "organization.view": true,
    "organization.projects": true,
    "organization.profile": true,
    "organization.billing": true,
    "organization.members": true,
  },
  "B's editor": {
    "organization.view": true,
    "organization.projects": true,
    "organization.profile": false,
    "organization.billing": false,
    "organization.members": false,
  },
  "a user without organization": {
    "organization.view": false,
    "organization.projects": false,
    "organization.profile": false,
    "organization.billing": false,
    "organization.members": false,
  },
};

const kinds = Object.keys(ACTORS) as ActorKind[];
const projectCells = (["owned", "ownerless"] as const).flatMap((project) =>
  kinds.flatMap((kind) =>
    PROJECT_ACTIONS.map((action) => ({ project, kind, action, allowed: EXPECTED[project][kind][action] })),
  ),
);
const organizationCells = kinds.flatMap((kind) =>
  ORGANIZATION_ACTIONS.map((action) => ({ kind, action, allowed: EXPECTED_IN_ORGANIZATION[kind][action] })),
);

describe("mayActOnProject", () => {
  it("has a cell for every actor kind, action and project (7 × 4 × 2)", () => {
    expect(projectCells).toHaveLength(56);
    expect(projectCells.filter((cell) => !cell.allowed)).toHaveLength(40);
  });

  it.each(projectCells)(
    "$project project: $kind, $action → $allowed",
    ({ project, kind, action, allowed }) => {
      expect(mayActOnProject(ACTORS[kind], action, project === "owned" ? PROJECT : OWNERLESS)).toBe(allowed);
    },
  );

  it("lets an administrator who is also a member act as either", () => {
    const adminEditor: Actor = { id: "user-x", isAdmin: true, organizationId: "org-a", role: "finance" };
    expect(projectRelations(adminEditor, PROJECT)).toEqual(["admin", "finance"]);
    for (const action of PROJECT_ACTIONS) expect(mayActOnProject(adminEditor, action, PROJECT)).toBe(true);
  });
});

describe("mayActInOrganization", () => {
  it("has a cell for every actor kind and organization action (7 × 5)", () => {
    expect(organizationCells).toHaveLength(35);
    expect(organizationCells.filter((cell) => !cell.allowed)).toHaveLength(19);
  });

  it.each(organizationCells)("$kind, $action → $allowed", ({ kind, action, allowed }) => {
    expect(mayActInOrganization(ACTORS[kind], action)).toBe(allowed);
    expect(organizationAbilities(ACTORS[kind])[action]).toBe(allowed);
  });

  it("offers the panel's pages by the same table; an administrator in no organization keeps them", () => {
    expect(panelPages(ACTORS["A's editor"])).toEqual({ projects: true, profile: false });
    expect(panelPages(ACTORS["A's finance member"])).toEqual({ projects: false, profile: false });
    expect(panelPages(ACTORS["A's owner"])).toEqual({ projects: true, profile: true });
    expect(panelPages(ACTORS.admin)).toEqual({ projects: true, profile: true });
    expect(panelPages(ACTORS["a user without organization"])).toEqual({ projects: false, profile: false });
  });
});

describe("the tables", () => {
  it("have one row per action, each naming who may", () => {
    expect(Object.keys(PROJECT_PERMISSIONS).sort()).toEqual([...PROJECT_ACTIONS].sort());
    for (const action of PROJECT_ACTIONS) expect(PROJECT_PERMISSIONS[action].length).toBeGreaterThan(0);
    expect(Object.keys(ORGANIZATION_PERMISSIONS).sort()).toEqual([...ORGANIZATION_ACTIONS].sort());
    for (const action of ORGANIZATION_ACTIONS) expect(ORGANIZATION_PERMISSIONS[action]).toContain("owner");
  });

  it("read the actor's relations to the project: admin from the account, the role from the membership", () => {
    expect(projectRelations(ACTORS.admin, PROJECT)).toEqual(["admin"]);
    expect(projectRelations(ACTORS["A's owner"], PROJECT)).toEqual(["owner"]);
    expect(projectRelations(ACTORS["A's editor"], PROJECT)).toEqual(["editor"]);
    expect(projectRelations(ACTORS["B's owner"], PROJECT)).toEqual([]);
    expect(projectRelations(ACTORS["A's owner"], OWNERLESS)).toEqual([]);
  });
});
