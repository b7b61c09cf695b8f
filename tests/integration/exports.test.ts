import { parse } from "csv-parse/sync";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { walkProjects } from "~/db/queries/open-data.server";
import { searchProjects } from "~/db/queries/projects.server";
import { profiles, projects, users } from "~/db/schema";
import { PROJECT_CSV_COLUMNS } from "~/domain/open-data";
import { loader as organizationsCsv } from "~/routes/resources/organizations-csv";
import { loader as projectsCsv } from "~/routes/resources/projects-csv";
import { describeEachDatabase } from "../setup/test-database";

const args = (path: string) =>
  ({ request: new Request(`http://example.test${path}`), params: {}, context: {} }) as never;

async function download(loader: (args: never) => Response | Promise<Response>, path: string) {
  const response = await loader(args(path));
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return {
    response,
    bytes,
    text,
    rows: parse(text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[],
  };
}

/** Every value an export must never carry. */
const PRIVATE = ["owner@example.org", "+256 772 123456", "772 123456"];

describeEachDatabase("CSV exports", () => {
  beforeAll(async () => {
    const db = getDb();
    await db.insert(users).values([
      { id: "owner-1", name: "Owner", email: "owner@example.org" },
      { id: "owner-2", name: "Second", email: "second@example.org" },
    ]);
    await db.insert(profiles).values([
      {
        id: "owner-1",
        organizationName: "Ŋaali Bakyala Group",
        organizationType: "Community Based",
        phone: "+256 772 123456",
        address: "Gulu",
        organizationBrief: "Women's savings groups",
      },
      { id: "owner-2", organizationName: "=cmd|' /C calc'!A0", organizationType: "NGO/Non-Profit" },
    ]);
    const base = {
      brief: "Wells, tanks; and training",
      sector: "Water and Sanitation",
      sdg: "Clean Water and Sanitation",
      location: "Gulu",
      organizationId: "owner-1",
    };
    await db.insert(projects).values([
      {
        ...base,
        name: "Amazzi Amayonjo mu Ggwanga",
        startDate: "2025-03-01",
        targetGroups: ["women", "children"],
        status: "In Progress",
        metadata: { region: "Northern Region", district: "Gulu" },
      },
      { ...base, name: "Solar Lanterns", startDate: "2025-03-01", sector: "Energy", status: "planning" },
      { ...base, name: "+SUM(1,2)", startDate: "2024-07-01", organizationId: "owner-2", status: "completed" },
      { ...base, name: "Beekeeping", startDate: "2023-01-15", sector: "Agriculture", status: "active" },
      { ...base, name: "Tree Nurseries", startDate: "2025-03-01", sector: "Environment", status: "active" },
    ]);
  });

  it("walks every project in the list's order, a batch at a time", async () => {
    for (const sort of ["newest", "alphabetical"] as const) {
      const walked: string[] = [];
      for await (const batch of walkProjects({ sort }, { batchSize: 2 })) {
        expect(batch.length).toBeLessThanOrEqual(2);
        walked.push(...batch.map((project) => project.name));
      }
      const listed = await searchProjects({ sort, page: 1 }, 100);
      expect(walked).toEqual(listed.projects.map((project) => project.name));
    }
  });

  it("/projects.csv is UTF-8 with a byte-order mark, one row per project, every filter kept", async () => {
    const all = await download(projectsCsv, "/projects.csv");
    expect(all.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(all.response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ugandaimpact-projects-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...all.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(all.text.split("\r\n")[0]).toBe(`\uFEFF${PROJECT_CSV_COLUMNS.join(",")}`);
    expect(all.rows).toHaveLength(5);

    const amazzi = all.rows.find((row) => row.name === "Amazzi Amayonjo mu Ggwanga")!;
    expect(amazzi).toMatchObject({
      organization: "Ŋaali Bakyala Group",
      brief: "Wells, tanks; and training",
      region: "Northern Region",
      district: "Gulu",
      sdg: "SDG 6: Clean Water and Sanitation",
      status: "Active",
      target_groups: "Women; Children",
      start_date: "2025-03-01",
      end_date: "",
    });
    expect(amazzi.url).toMatch(/^http:\/\/example\.test\/projects\/[0-9a-f-]{36}$/);
    expect(amazzi.organization_url).toBe("http://example.test/organizations/owner-1");

    const filtered = await download(
      projectsCsv,
      "/projects.csv?sector=Water+and+Sanitation&status=active&q=gulu",
    );
    expect(filtered.rows.map((row) => row.name).sort()).toEqual(["Amazzi Amayonjo mu Ggwanga"]);
    const byDistrict = await download(projectsCsv, "/projects.csv?district=gulu&page=7");
    expect(byDistrict.rows.map((row) => row.name)).toEqual(["Amazzi Amayonjo mu Ggwanga"]);
    // A goal no project has: the header row alone. (A goal that does not exist is refused, issue 22.)
    const none = await download(projectsCsv, "/projects.csv?sdg=Life+on+Land");
    expect(none.rows).toEqual([]);
    expect(none.text.startsWith(`\uFEFF${PROJECT_CSV_COLUMNS.join(",")}`)).toBe(true);
  });

  it("cells a spreadsheet would run as formulas start with an apostrophe", async () => {
    const { rows } = await download(projectsCsv, "/projects.csv?sort=alphabetical");
    expect(rows[0]).toMatchObject({ name: "'+SUM(1,2)", organization: "'=cmd|' /C calc'!A0" });
  });

  it("/organizations.csv lists the directory with its filters, and no contact details", async () => {
    const all = await download(organizationsCsv, "/organizations.csv");
    expect(all.rows.map((row) => row.name).sort()).toEqual(["'=cmd|' /C calc'!A0", "Ŋaali Bakyala Group"]);
    const group = all.rows.find((row) => row.name === "Ŋaali Bakyala Group")!;
    expect(group).toMatchObject({ type: "Community Based", address: "Gulu", projects: "4" });
    const filtered = await download(
      organizationsCsv,
      `/organizations.csv?type=${encodeURIComponent("NGO/Non-Profit")}`,
    );
    expect(filtered.rows).toHaveLength(1);
    for (const { text } of [all, await download(projectsCsv, "/projects.csv")]) {
      for (const secret of PRIVATE) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/@example\.org/);
    }
  });
});
