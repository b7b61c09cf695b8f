import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { searchOwnProjects } from "~/db/queries/projects.server";
import { findUserByEmail } from "~/db/queries/users.server";
import { adminSettings, projects } from "~/db/schema";
import { action as loginAction } from "~/routes/auth/login";
import { action, loader } from "~/routes/dashboard/projects";
import { registerOrganization } from "~/services/organizations/register-organization.server";
import { requireUser } from "~/services/permissions.server";
import { deleteProject } from "~/services/projects/delete-project.server";
import { saveUpload, storedFileExists } from "~/services/storage.server";
import { useTempDataDir } from "../setup/app-env";
import { createProject, ownerActor } from "../setup/factories";
import { countStored } from "../setup/stored-files";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest, postRequest, sessionCookie, toastOf } from "./auth-helpers";

const _dataDir = useTempDataDir();
const PASSWORD = "own-projects-password-1";

type ListData = {
  filters: { q?: string; status?: string; page: number };
  result: { projects: { id: string; name: string }[]; total: number; page: number; pageCount: number } | null;
  ownsAnyProject: boolean;
};

async function signUp(email: string, organizationName: string) {
  await registerOrganization({
    email,
    fullName: `${organizationName} Owner`,
    password: PASSWORD,
    organizationName,
    organizationBrief: "An organization used by the own-projects tests.",
    organizationType: "NGO/Non-Profit",
    phone: "+256 700000002",
    address: "Kampala",
    website: null,
  });
  const login = await call(loginAction, postRequest("/login", { email, password: PASSWORD }));
  const cookie = sessionCookie(login.headers);
  expect(cookie).toContain("ui.session_token=");
  const user = await findUserByEmail(email);
  return { id: user!.id, cookie };
}

/** A real file under DATA_DIR/uploads, as the project form stores one. */
async function upload() {
  const saved = await saveUpload({
    folder: "project-images",
    bytes: new Uint8Array([82, 73, 70, 70]),
    extension: "webp",
  });
  expect(saved.key.startsWith("uploads/project-images/")).toBe(true);
  return saved.url;
}

/** A project with an image column and two more metadata images, all real files. */
async function projectWithFiles(ownerId: string, name: string) {
  const [cover, second, third] = [await upload(), await upload(), await upload()];
  const project = await createProject(ownerId, {
    name,
    image: cover,
    metadata: { images: [cover, second, third], projectImplementer: "Someone" },
  });
  return { project, files: [cover, second, third] };
}

async function list(query: string, cookie: string) {
  const outcome = await call(loader, getRequest(`/dashboard/projects${query}`, cookie));
  return { status: outcome.status, ...(outcome.data as ListData) };
}

async function projectExists(id: string) {
  const rows = await getDb().select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  return rows.length === 1;
}

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 8, minutes));

describeEachDatabase("own projects (/dashboard/projects)", () => {
  let owner: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  let admin: { id: string; cookie: string };
  let newcomer: { id: string; cookie: string };

  beforeAll(async () => {
    owner = await signUp("owner@lakeside.org", "LAKESIDE TRUST");
    other = await signUp("other@hillside.org", "HILLSIDE GROUP");
    admin = await signUp("admin@platform.org", "PLATFORM ADMIN");
    newcomer = await signUp("new@freshstart.org", "FRESH START");
    await getDb().insert(adminSettings).values({ userId: admin.id, adminEmail: "admin@platform.org" });

    // The owner's projects, created a minute apart; the other organization's in between.
    await createProject(owner.id, {
      name: "Borehole Drilling",
      brief: "Deep wells for three villages.",
      location: "Gulu",
      status: "active",
      createdAt: at(1),
    });
    await createProject(other.id, {
      name: "Hillside Borehole Repairs",
      brief: "Solar lanterns and wells",
      location: "Gulu",
      status: "active",
      createdAt: at(2),
    });
    await createProject(owner.id, {
      name: "School Gardens",
      brief: "Vegetable plots and SOLAR LANTERNS for evening study.",
      location: "Lira",
      status: "In Progress",
      createdAt: at(3),
    });
    await createProject(owner.id, {
      name: "Market Women Savings",
      brief: "Savings groups for traders.",
      location: "Kampala Central",
      status: "completed",
      createdAt: at(4),
    });
    await createProject(owner.id, {
      name: "Paused Clinic",
      brief: "100% of the 2025_plan on hold.",
      location: "Mbale",
      status: "on_hold",
      createdAt: at(5),
    });
  });

  describe("the list", () => {
    it("shows only the owner's projects, newest first", async () => {
      const page = await list("", owner.cookie);
      expect(page.status).toBe(200);
      expect(page.result?.projects.map((project) => project.name)).toEqual([
        "Paused Clinic",
        "Market Women Savings",
        "School Gardens",
        "Borehole Drilling",
      ]);
      expect(page.result).toMatchObject({ total: 4, page: 1, pageCount: 1 });
      expect(page.ownsAnyProject).toBe(true);

      const theirs = await list("", other.cookie);
      expect(theirs.result?.projects.map((project) => project.name)).toEqual(["Hillside Borehole Repairs"]);
    });

    it("searches name, brief and location, whatever the case, within the owner's projects only", async () => {
      const names = async (query: string) =>
        (await list(query, owner.cookie)).result?.projects.map((project) => project.name);
      expect(await names("?q=BOREHOLE")).toEqual(["Borehole Drilling"]);
      expect(await names("?q=solar%20lanterns")).toEqual(["School Gardens"]);
      expect(await names("?q=kampala")).toEqual(["Market Women Savings"]);
      expect(await names("?q=gulu")).toEqual(["Borehole Drilling"]);
      expect(await names("?q=Hillside")).toEqual([]);
      // LIKE's wildcards are plain text.
      expect(await names("?q=100%25")).toEqual(["Paused Clinic"]);
      expect(await names("?q=_")).toEqual(["Paused Clinic"]);
      expect(await names("?q=%25%25%25")).toEqual([]);
    });

    it("filters by Active, Completed or Planning on the normalized status, keeping the search", async () => {
      const names = async (query: string) =>
        (await list(query, owner.cookie)).result?.projects.map((project) => project.name);
      // "In Progress" is stored the legacy way and counts as active.
      expect(await names("?status=active")).toEqual(["School Gardens", "Borehole Drilling"]);
      expect(await names("?status=completed")).toEqual(["Market Women Savings"]);
      expect(await names("?status=active&q=garden")).toEqual(["School Gardens"]);
      // The dashboard has no On Hold filter: the value reads as All.
      const onHold = await list("?status=on_hold", owner.cookie);
      expect(onHold.filters).toEqual({ page: 1 });
      expect(onHold.result?.total).toBe(4);

      const planning = await list("?status=planning", owner.cookie);
      expect(planning.filters).toEqual({ status: "planning", page: 1 });
      expect(planning.result).toMatchObject({ total: 0, projects: [] });
      expect(planning.ownsAnyProject).toBe(true);
    });

    it("pages on the server with the total and page count; a page past the end shows the last", async () => {
      const first = await searchOwnProjects(owner.id, { page: 1 }, 3);
      expect(first).toMatchObject({ total: 4, page: 1, pageCount: 2, pageSize: 3 });
      expect(first.projects.map((project) => project.name)).toEqual([
        "Paused Clinic",
        "Market Women Savings",
        "School Gardens",
      ]);
      const second = await searchOwnProjects(owner.id, { page: 2 }, 3);
      expect(second.projects.map((project) => project.name)).toEqual(["Borehole Drilling"]);
      const beyond = await searchOwnProjects(owner.id, { page: 9 }, 3);
      expect(beyond).toMatchObject({ page: 2, pageCount: 2 });
      expect(beyond.projects.map((project) => project.name)).toEqual(["Borehole Drilling"]);

      const filtered = await searchOwnProjects(owner.id, { status: "active", page: 1 }, 1);
      expect(filtered).toMatchObject({ total: 2, pageCount: 2 });

      // Through the page: junk reads as page 1, a page past the end as the last page.
      expect((await list("?page=abc", owner.cookie)).result?.page).toBe(1);
      expect((await list("?page=7", owner.cookie)).result).toMatchObject({ page: 1, pageCount: 1 });
    });

    it("tells an organization without projects apart from a search that found nothing", async () => {
      const empty = await list("?q=anything&status=active", newcomer.cookie);
      expect(empty.result?.total).toBe(0);
      expect(empty.ownsAnyProject).toBe(false);
      expect((await list("", newcomer.cookie)).ownsAnyProject).toBe(false);
      expect((await list("?q=nothing-like-this", owner.cookie)).ownsAnyProject).toBe(true);
    });

    it("shows its error state (503), not a server error, when the projects cannot be read", async () => {
      await getDb().execute(sql`alter table projects rename to projects_away`);
      try {
        const page = await list("?q=water", owner.cookie);
        expect(page.status).toBe(503);
        expect(page.result).toBeNull();
        expect(page.filters).toEqual({ q: "water", page: 1 });
      } finally {
        await getDb().execute(sql`alter table projects_away rename to projects`);
      }
    });

    it("sends a visitor to /login, remembering the page", async () => {
      const outcome = await call(loader, getRequest("/dashboard/projects?status=active"));
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe(
        `/login?redirectTo=${encodeURIComponent("/dashboard/projects?status=active")}`,
      );
    });
  });

  describe("delete", () => {
    it("the owner deletes a project: the row and its image files are gone, back to the same list", async () => {
      const { project, files } = await projectWithFiles(owner.id, "Fish Ponds");
      expect(await countStored(files)).toBe(files.length);
      const outcome = await call(
        action,
        postRequest(
          "/dashboard/projects?q=fish&status=planning&page=2",
          { intent: "delete", projectId: project.id },
          owner.cookie,
        ),
      );
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe("/dashboard/projects?q=fish&status=planning&page=2");
      expect(await toastOf(outcome)).toMatchObject({
        type: "success",
        title: "Project deleted",
        description: "The project has been successfully deleted",
      });
      expect(await projectExists(project.id)).toBe(false);
      expect(await countStored(files)).toBe(0);
    });

    it("refuses another organization's project with 404, and nothing changes", async () => {
      const { project, files } = await projectWithFiles(owner.id, "Tree Nursery");
      for (const projectId of [
        project.id,
        project.id.toUpperCase(),
        "6f1c2b7e-3a4d-4e5f-8a9b-0c1d2e3f4a5b",
      ]) {
        const outcome = await call(
          action,
          postRequest("/dashboard/projects", { intent: "delete", projectId }, other.cookie),
        );
        expect(outcome.status, projectId).toBe(404);
        expect(await toastOf(outcome), projectId).toMatchObject({
          type: "error",
          title: "Error deleting project",
          description: "Could not delete the project",
        });
      }
      expect(await projectExists(project.id)).toBe(true);
      expect(await countStored(files)).toBe(files.length);
    });

    it("says a failure of ours with the same toast (500), not an error page, and nothing changes", async () => {
      const { project, files } = await projectWithFiles(owner.id, "Goat Rearing");
      await getDb().execute(sql`alter table projects rename to projects_away`);
      try {
        const outcome = await call(
          action,
          postRequest("/dashboard/projects", { intent: "delete", projectId: project.id }, owner.cookie),
        );
        expect(outcome.status).toBe(500);
        expect(await toastOf(outcome)).toMatchObject({
          type: "error",
          title: "Error deleting project",
          description: "Could not delete the project",
        });
      } finally {
        await getDb().execute(sql`alter table projects_away rename to projects`);
      }
      expect(await projectExists(project.id)).toBe(true);
      expect(await countStored(files)).toBe(files.length);
    });

    it("sends a visitor to /login and changes nothing", async () => {
      const { project, files } = await projectWithFiles(owner.id, "Bee Keeping");
      const outcome = await call(
        action,
        postRequest("/dashboard/projects", { intent: "delete", projectId: project.id }),
      );
      expect(outcome.status).toBe(302);
      expect(outcome.location).toMatch(/^\/login\?redirectTo=/);
      expect(await projectExists(project.id)).toBe(true);
      expect(await countStored(files)).toBe(files.length);
    });

    it("answers a malformed body with 400 and changes nothing", async () => {
      const { project, files } = await projectWithFiles(owner.id, "Youth Football");
      const malformed: Record<string, string>[] = [
        { intent: "destroy", projectId: project.id },
        { projectId: project.id },
        { intent: "delete", projectId: "not-a-uuid" },
        { intent: "delete" },
      ];
      for (const fields of malformed) {
        const outcome = await call(action, postRequest("/dashboard/projects", fields, owner.cookie));
        expect(outcome.status, JSON.stringify(fields)).toBe(400);
      }
      const json = new Request("http://localhost/dashboard/projects", {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: owner.cookie },
        body: JSON.stringify({ intent: "delete", projectId: project.id }),
      });
      expect((await call(action, json)).status).toBe(400);
      expect(await projectExists(project.id)).toBe(true);
      expect(await countStored(files)).toBe(files.length);
    });

    it("an administrator deletes any organization's project through deleteProject", async () => {
      const { project, files } = await projectWithFiles(other.id, "Hillside Water Tanks");
      const actor = await requireUser(getRequest("/admin/projects", admin.cookie));
      expect(actor.isAdmin).toBe(true);
      const result = await deleteProject({ actor, projectId: project.id });
      expect(result).toEqual({
        ok: true,
        project: { id: project.id, name: "Hillside Water Tanks", organizationId: other.id },
        deletedFiles: files,
      });
      expect(await projectExists(project.id)).toBe(false);
      expect(await countStored(files)).toBe(0);
      expect(await deleteProject({ actor, projectId: project.id })).toEqual({
        ok: false,
        reason: "not-found",
      });
    });

    it("the same call refuses a non-admin on another's project, and an unknown or malformed id", async () => {
      const { project, files } = await projectWithFiles(other.id, "Hillside Schools");
      const actor = ownerActor({ userId: owner.id, email: "owner@lakeside.org" });
      for (const projectId of [project.id, "00000000-0000-4000-8000-000000000000", "nope", ""]) {
        expect(await deleteProject({ actor, projectId }), projectId).toEqual({
          ok: false,
          reason: "not-found",
        });
      }
      expect(await projectExists(project.id)).toBe(true);
      expect(await countStored(files)).toBe(files.length);
    });

    it("keeps a file that another project still shows, and leaves outside URLs alone", async () => {
      const shared = await upload();
      const own = await upload();
      const doomed = await createProject(owner.id, {
        name: "Shared Picture",
        image: shared,
        metadata: { images: [shared, own, "https://example.org/elsewhere.jpg"] },
      });
      const keeper = await createProject(owner.id, {
        name: "Keeps The Picture",
        metadata: { images: [shared] },
      });
      const result = await deleteProject({
        actor: ownerActor({ userId: owner.id, email: "owner@lakeside.org" }),
        projectId: doomed.id,
      });
      expect(result).toMatchObject({ ok: true, deletedFiles: [own, "https://example.org/elsewhere.jpg"] });
      expect(await storedFileExists(shared)).toBe(true);
      expect(await storedFileExists(own)).toBe(false);
      expect(await projectExists(keeper.id)).toBe(true);
    });
  });
});
