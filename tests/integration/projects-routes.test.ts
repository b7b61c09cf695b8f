import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDatabaseHandle, getDb, setCurrentDatabase } from "~/db/client.server";
import { projects } from "~/db/schema";
import { loader as projectLoader } from "~/routes/public/project";
import { loader as projectsLoader } from "~/routes/public/projects";
import { describeEachDatabase } from "../setup/test-database";

type DataResult<T> = { data: T; init: ResponseInit | null };

const listArgs = (query: string) =>
  ({ request: new Request(`http://localhost/projects${query}`), params: {}, context: {} }) as never;
const detailArgs = (id: string) =>
  ({ request: new Request(`http://localhost/projects/${id}`), params: { id }, context: {} }) as never;

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the loader to throw");
}

describeEachDatabase("project route loaders", () => {
  let projectId = "";

  beforeAll(async () => {
    const db = getDb();
    await db.execute(sql`insert into users (id, name, email) values ('owner', 'Amina', 'amina@example.org')`);
    await db.execute(sql`insert into profiles (id, organization_name) values ('owner', 'GREEN HILLS')`);
    const [inserted] = await db
      .insert(projects)
      .values({
        name: "Clean Water",
        brief: "Boreholes for schools",
        location: "Gulu",
        sector: "Health",
        sdg: "Clean Water and Sanitation",
        startDate: "2025-01-01",
        organizationId: "owner",
        image: "/uploads/seed/water.jpg",
        targetGroups: ["children", "other"],
        metadata: {
          images: ["/uploads/seed/water.jpg", "/uploads/seed/well.jpg", "javascript:alert(1)"],
          coreObjectives: "Drill wells\n\nTrain caretakers",
          otherTargetGroup: "Teachers",
        },
      })
      .returning({ id: projects.id });
    projectId = inserted!.id;
  });

  it("/projects reads junk in the URL as no filter rather than failing", async () => {
    const result = (await projectsLoader(listArgs("?status=%3Cx%3E&page=-1&sort=up&q="))) as DataResult<{
      filters: unknown;
      result: { total: number } | null;
    }>;
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data.filters).toEqual({ sort: "newest", page: 1 });
    expect(result.data.result?.total).toBe(1);
  });

  it("/projects writes what the page says about its filters: the panel, chips, notices, the empty hint", async () => {
    type View = {
      ignored: { key: string; text: string }[];
      chips: { name: string; value: string; removeHref: string }[];
      chosen: number;
      emptyHint: string;
      result: {
        total: number;
        panel: {
          key: string;
          title: string;
          options: { value: string; label: string; count: number; checked: boolean }[];
        }[];
      } | null;
    };
    const view = (await projectsLoader(listArgs("?status=completed&target=children&status=bogus")))
      .data as View;
    expect(view.ignored).toEqual([{ key: "status:bogus", text: expect.stringContaining("“bogus” ignored") }]);
    expect(view.chips.map((chip) => [chip.name, chip.value])).toEqual([
      ["Target Group", "Children"],
      ["Status", "Completed"],
    ]);
    expect(view.chosen).toBe(2);
    expect(view.emptyHint).toBe("No projects match the 'Completed' status criteria");
    expect(view.result?.total).toBe(0);
    // The chosen status gives nothing here, yet it is listed (at 0) so that it can be unticked; the project's
    // own status is counted under the other filters.
    const status = view.result?.panel.find((group) => group.key === "status");
    expect(status?.title).toBe("Status");
    expect(status?.options).toContainEqual({
      value: "completed",
      label: "Completed",
      count: 0,
      checked: true,
    });
    const target = view.result?.panel.find((group) => group.key === "target");
    expect(target?.options).toContainEqual({ value: "children", label: "Children", count: 0, checked: true });
  });

  it("a page's request keeps the drawn map out of its data (the page carries it); a navigation's data carry it", async () => {
    type MapData = { data: { result: { map: string | null } | null } };
    const pageMarkup = new Map<string, string>();
    const request = new Request("http://localhost/projects?district=Gulu");
    const page = (await projectsLoader({
      request,
      params: {},
      context: { cspNonce: "", clientIp: "1.2.3.4", documentRequest: true, pageMarkup },
    } as never)) as MapData;
    expect(page.data.result?.map).toBeNull();
    expect(pageMarkup.get("projects-map-markup")).toMatch(/^<svg class="uganda-map"/);
    const navigation = (await projectsLoader({
      request,
      params: {},
      context: { cspNonce: "", clientIp: "1.2.3.4", documentRequest: false, pageMarkup: new Map() },
    } as never)) as MapData;
    expect(navigation.data.result?.map).toBe(pageMarkup.get("projects-map-markup"));
  });

  it("a project's detail: defaults, usable images only, split lists, both organization readings", async () => {
    const { project } = (await projectLoader(detailArgs(projectId))) as Awaited<
      ReturnType<typeof projectLoader>
    >;
    expect(project).toMatchObject({
      name: "Clean Water",
      images: ["/uploads/seed/water.jpg", "/uploads/seed/well.jpg"],
      coreObjectives: ["Drill wells", "Train caretakers"],
      projectMilestones: [],
      otherTargetGroup: "Teachers",
      organizationName: "GREEN HILLS",
      organizationHref: "/organizations/owner",
      implementingOrganization: { text: "GREEN HILLS", note: null },
    });
  });

  it("an unknown or malformed project id is a 404, not a server error", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "1; drop table projects"]) {
      // notFound("project") thrown: React Router renders the route's ErrorBoundary with a 404.
      const error = await rejection(projectLoader(detailArgs(id)));
      expect(error).toMatchObject({ init: { status: 404 }, data: { notFound: "project" } });
    }
  });

  it("/projects shows its error state (503) when the database cannot answer", async () => {
    const handle = getDatabaseHandle();
    setCurrentDatabase(undefined);
    try {
      const result = (await projectsLoader(listArgs("?q=water"))) as DataResult<{ result: unknown }>;
      expect(result.init?.status).toBe(503);
      expect(result.data.result).toBeNull();
    } finally {
      setCurrentDatabase(handle);
    }
  });
});
