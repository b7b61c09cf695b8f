import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, profiles } from "~/db/schema";
import { action as organizationsAction, loader as organizationsLoader } from "~/routes/admin/organizations";
import { action as projectsAction, loader as projectsLoader } from "~/routes/admin/projects";
import { action as newProjectAction, loader as newProjectLoader } from "~/routes/dashboard/project-new";
import { signIn } from "~/services/auth.server";
import { saveUpload, storedFileExists } from "~/services/storage.server";
import { useTempDataDir } from "../setup/app-env";
import {
  createOrganizationUser,
  createProject,
  FACTORY_PASSWORD,
  type TestOrganizationUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { pdfProof, requestRow, submitRequest } from "./admin-billing-helpers";
import { call, count, getRequest, postRequest, toastOf } from "./auth-helpers";

useTempDataDir();

type ListData<T> = { items: T[]; total: number; page: number; pageCount: number };
const rows = <T>(outcome: { data: unknown }) => (outcome.data as { list: ListData<T> }).list;

const auditActions = async () =>
  (await getDb().select({ action: adminAuditLog.action }).from(adminAuditLog)).map((row) => row.action);

describeEachDatabase("admin projects and organizations", () => {
  let admin: TestOrganizationUser;
  let kampala: TestOrganizationUser;
  let gulu: TestOrganizationUser;
  beforeAll(async () => {
    admin = await createOrganizationUser({ admin: true, organizationName: "PLATFORM ADMINS" });
    kampala = await createOrganizationUser({
      organizationName: "KAMPALA WATER TRUST",
      organizationType: "NGO/Non-Profit",
    });
    gulu = await createOrganizationUser({
      organizationName: "GULU FARMERS GROUP",
      organizationType: "Community Based",
    });
    await getDb().update(profiles).set({ phone: "+256 772 123 456" }).where(eq(profiles.id, gulu.userId));
    await createProject(kampala.userId, {
      name: "Boreholes for Schools",
      location: "Wakiso",
      sector: "Water and Sanitation",
      status: "completed",
    });
    await createProject(gulu.userId, {
      name: "Seed Bank",
      location: "Gulu",
      sector: "Agriculture",
      status: "On Hold",
    });
    for (let n = 0; n < 21; n++)
      await createProject(admin.userId, { name: `Filler ${n}`, location: "Mbarara" });
  });

  it("lists every project newest first, 20 a page, searched by name, organization, location, sector or status", async () => {
    const list = (query: string) =>
      call(projectsLoader, getRequest(`/admin/projects${query}`, admin.cookie)).then((outcome) =>
        rows<{ name: string; organizationName: string }>(outcome),
      );
    const all = await list("");
    expect(all.total).toBe(23);
    expect(all.items).toHaveLength(20);
    expect(all.pageCount).toBe(2);
    expect((await list("?page=9")).page).toBe(2);
    for (const [q, name] of [
      ["boreholes", "Boreholes for Schools"],
      ["gulu farmers", "Seed Bank"],
      ["wakiso", "Boreholes for Schools"],
      ["agricul", "Seed Bank"],
      ["on hold", "Seed Bank"],
      ["Completed", "Boreholes for Schools"],
    ]) {
      const found = await list(`?q=${encodeURIComponent(q!)}`);
      expect(
        found.items.map((row) => row.name),
        q,
      ).toEqual([name]);
    }
    expect((await list("?q=Seed")).items[0]?.organizationName).toBe("GULU FARMERS GROUP");
    expect((await list("?q=nothing-like-this")).total).toBe(0);
  });

  it("deletes a project after the confirmation, audited; a second try says it could not", async () => {
    const doomed = await createProject(gulu.userId, { name: "Short Lived" });
    const outcome = await call(
      projectsAction,
      postRequest("/admin/projects?q=short", { intent: "delete", id: doomed.id }, admin.cookie),
    );
    expect(outcome.location).toBe("/admin/projects?q=short");
    expect(await toastOf(outcome)).toMatchObject({
      type: "success",
      title: "Project deleted",
      description: "The project has been successfully deleted",
    });
    expect(await auditActions()).toContain("project.delete");
    const again = await call(
      projectsAction,
      postRequest("/admin/projects", { intent: "delete", id: doomed.id }, admin.cookie),
    );
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      description: "Could not delete the project",
    });
    const malformed = await call(
      projectsAction,
      postRequest("/admin/projects", { intent: "purge", id: "x" }, admin.cookie),
    );
    expect(malformed.status).toBe(400);
  });

  it("lets an admin add a project for an organization it chooses; nobody else chooses an owner", async () => {
    const form = (overrides: Record<string, string>) => ({
      name: "Solar for Clinics",
      brief:
        "Solar power for rural health centres so that vaccines stay cold and mothers give birth in light. ".repeat(
          3,
        ),
      sector: "Energy",
      sdg: "Affordable and Clean Energy",
      location: "Lira",
      targetGroups: "women",
      startDate: "2026-01-10",
      status: "planning",
      ...overrides,
    });
    const page = await call(newProjectLoader, getRequest("/dashboard/projects/add?from=admin", admin.cookie));
    const owners = (page.data as { owners: Array<{ id: string; name: string }> }).owners;
    expect(owners.map((owner) => owner.name)).toEqual([
      "GULU FARMERS GROUP",
      "KAMPALA WATER TRUST",
      "PLATFORM ADMINS",
    ]);

    const created = await call(
      newProjectAction,
      postRequest("/dashboard/projects/add", form({ ownerId: kampala.userId }), admin.cookie),
    );
    expect(created.status).toBe(200);
    const [row] = (
      await getDb().execute<{ organization_id: string }>(
        sql`select organization_id from projects where name = 'Solar for Clinics'`,
      )
    ).rows;
    expect(row?.organization_id).toBe(kampala.userId);
    expect(await auditActions()).toContain("project.create");

    const unknown = await call(
      newProjectAction,
      postRequest(
        "/dashboard/projects/add",
        form({ name: "Nobody's", ownerId: "no-such-user" }),
        admin.cookie,
      ),
    );
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.data)).toContain("Please select the organization this project belongs to");

    // An organization user's ownerId is ignored: the project is its own (it has an active subscription? no:
    // it is refused for the subscription, and nothing is written under the other owner).
    await call(
      newProjectAction,
      postRequest("/dashboard/projects/add", form({ name: "Hijack", ownerId: kampala.userId }), gulu.cookie),
    );
    expect((await getDb().execute(sql`select 1 from projects where name = 'Hijack'`)).rows).toHaveLength(0);
  });

  it("lists organizations newest first with email, phone and project count, searched and filtered", async () => {
    const list = (query: string) =>
      call(organizationsLoader, getRequest(`/admin/organizations${query}`, admin.cookie)).then((outcome) =>
        rows<{ name: string; email: string; projectCount: number }>(outcome),
      );
    const all = await list("");
    expect(all.items.map((row) => row.name).slice(0, 3)).toEqual([
      "GULU FARMERS GROUP",
      "KAMPALA WATER TRUST",
      "PLATFORM ADMINS",
    ]);
    expect(all.items.find((row) => row.name === "PLATFORM ADMINS")?.projectCount).toBeGreaterThanOrEqual(21);
    for (const [query, names] of [
      ["?q=kampala", ["KAMPALA WATER TRUST"]],
      [`?q=${encodeURIComponent(gulu.email)}`, ["GULU FARMERS GROUP"]],
      ["?q=0772123456".replace("0", ""), ["GULU FARMERS GROUP"]],
      ["?q=community", ["GULU FARMERS GROUP"]],
      ["?type=Community%20Based", ["GULU FARMERS GROUP"]],
      ["?type=Community%20Based&q=kampala", []],
      ["?type=Not%20A%20Type", all.items.map((row) => row.name)],
    ] as const) {
      expect(
        (await list(query)).items.map((row) => row.name),
        query,
      ).toEqual(names);
    }
  });

  it("deletes an organization with everything it had, in one go, then its files; its user cannot log in", async () => {
    const doomed = await createOrganizationUser({ organizationName: "DOOMED ORGANIZATION" });
    const logo = await saveUpload({ folder: "logos", bytes: new Uint8Array([1, 2, 3]), extension: "png" });
    const picture = await saveUpload({
      folder: "project-images",
      bytes: new Uint8Array([4]),
      extension: "webp",
    });
    await getDb().update(profiles).set({ logoUrl: logo.url }).where(eq(profiles.id, doomed.userId));
    await createProject(doomed.userId, {
      name: "Doomed Project",
      image: picture.url,
      metadata: { images: [picture.url] },
    });
    // A payment it reported, with its proof: a billing record, kept when the organization goes (issue 34).
    const paid = await submitRequest(doomed, { proof: pdfProof() });
    const proofUrl = paid.proofUrl!;
    const before = { projects: await count("projects"), users: await count("users") };

    const outcome = await call(
      organizationsAction,
      postRequest("/admin/organizations", { intent: "delete", id: doomed.userId }, admin.cookie),
    );
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Organization deleted" });
    expect(await count("projects")).toBe(before.projects - 1);
    expect(await count("users")).toBe(before.users - 1);
    for (const [table, column, value] of [
      ["profiles", "id", doomed.userId],
      ["organizations", "id", doomed.organizationId],
      ["subscription_requests", "organization_id", doomed.organizationId],
      ["sessions", "user_id", doomed.userId],
      ["accounts", "user_id", doomed.userId],
    ] as const) {
      const found = await getDb().execute(sql.raw(`select 1 from ${table} where ${column} = '${value}'`));
      expect(found.rows, table).toHaveLength(0);
    }
    for (const file of [logo.url, picture.url]) {
      expect(await storedFileExists(file!), file!).toBe(false);
    }
    // The request stays, under the name it was paid in, with its history and its proof.
    expect(await requestRow(paid.requestId)).toMatchObject({
      organizationId: null,
      organizationName: "DOOMED ORGANIZATION",
      submittedBy: null,
      status: "submitted",
      proofUrl,
    });
    expect(await storedFileExists(proofUrl)).toBe(true);
    expect(await auditActions()).toContain("organization.delete");
    expect((await signIn({ email: doomed.email, password: FACTORY_PASSWORD, rememberMe: false })).ok).toBe(
      false,
    );

    const again = await call(
      organizationsAction,
      postRequest("/admin/organizations", { intent: "delete", id: doomed.userId }, admin.cookie),
    );
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      description: "Could not delete the organization",
    });
  });

  it("refuses to delete the admin's own organization, or another admin's, and changes nothing", async () => {
    const other = await createOrganizationUser({ admin: true, organizationName: "SECOND ADMIN ORG" });
    const refused = await call(
      organizationsAction,
      postRequest("/admin/organizations", { intent: "delete", id: other.userId }, admin.cookie),
    );
    expect(await toastOf(refused)).toMatchObject({
      type: "error",
      description:
        "This organization's account is an administrator. Remove its admin access on Admin Settings first, then delete it.",
    });
    expect((await getDb().select().from(profiles).where(eq(profiles.id, other.userId))).length).toBe(1);
    const before = await count("projects");
    const outcome = await call(
      organizationsAction,
      postRequest("/admin/organizations", { intent: "delete", id: admin.userId }, admin.cookie),
    );
    expect(await toastOf(outcome)).toMatchObject({
      type: "error",
      description: "You cannot delete the organization of your own account.",
    });
    expect(await count("projects")).toBe(before);
  });
});
