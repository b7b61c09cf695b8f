import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { walkProjects } from "~/db/queries/open-data.server";
import { searchProjects } from "~/db/queries/projects.server";
import { indicatorPeriods, profiles, projectResults, projects, resultIndicators, users } from "~/db/schema";
import { DATA_LICENSE, PROJECT_CSV_COLUMNS } from "~/domain/open-data";
import { loader as csvMetadata } from "~/routes/resources/csv-metadata";
import { loader as organizationsCsv } from "~/routes/resources/organizations-csv";
import { loader as projectsCsv } from "~/routes/resources/projects-csv";
import { loader as resultsCsv } from "~/routes/resources/results-csv";
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

  it("describes every CSV in CSV on the Web metadata that each of its cells keeps", async () => {
    // A budget, and a result with a reported period, so that every kind of column has values.
    const db = getDb();
    const [beekeeping] = await db
      .update(projects)
      .set({
        budgetCurrency: "UGX",
        budgetAmount: 12_500_000.5,
        spentAmount: 4_000_000,
        endDate: "2027-12-31",
      })
      .where(eq(projects.name, "Beekeeping"))
      .returning({ id: projects.id });
    const [result] = await db
      .insert(projectResults)
      .values({ projectId: beekeeping!.id, type: "output", title: "Hives given" })
      .returning();
    const [indicator] = await db
      .insert(resultIndicators)
      .values({
        resultId: result!.id,
        title: "Hives",
        measure: "number",
        baselineYear: 2023,
        baselineValue: 0,
        targetValue: 400,
        targetDate: "2027-12-31",
      })
      .returning();
    await db
      .insert(indicatorPeriods)
      .values({ indicatorId: indicator!.id, periodStart: "2025-01-01", periodEnd: "2025-12-31", value: 120 });

    /** What each CSVW datatype the descriptions use allows in a cell. */
    const LEXICAL: Record<string, RegExp> = {
      string: /^[\s\S]*$/,
      date: /^\d{4}-\d{2}-\d{2}$/,
      datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
      decimal: /^-?\d+(\.\d+)?$/,
      integer: /^-?\d+$/,
      anyURI: /^https?:\/\/\S+$/,
      gYear: /^\d{4}$/,
    };
    for (const [loader, path] of [
      [projectsCsv, "/projects.csv?sector=Agriculture"],
      [projectsCsv, "/projects.csv"],
      [resultsCsv, "/results.csv"],
      [organizationsCsv, "/organizations.csv"],
    ] as const) {
      const { response, text } = await download(loader, path);
      // The CSV names its description, for this very query.
      const described = /<([^>]+)>; rel="describedby"; type="application\/csvw\+json"/.exec(
        response.headers.get("link") ?? "",
      )?.[1];
      const [csvPath, query = ""] = path.split("?");
      expect(described, path).toBe(`${csvPath}-metadata.json${query ? `?${query}` : ""}`);
      expect(response.headers.get("link"), path).toContain(`<${DATA_LICENSE.url}>; rel="license"`);
      const answer = await csvMetadata(args(described!));
      expect(answer.headers.get("content-type")).toBe("application/csvw+json; charset=utf-8");
      const metadata = await answer.json();
      expect(metadata["@context"]).toBe("http://www.w3.org/ns/csvw");
      expect(metadata.url).toBe(`http://example.test${path}`);
      expect(metadata["dc:license"]).toEqual({ "@id": DATA_LICENSE.url });
      const columns = metadata.tableSchema.columns as {
        name: string;
        titles: string;
        datatype: string;
        required: boolean;
        separator?: string;
        "dc:description": string;
      }[];
      for (const column of columns) expect(column["dc:description"].length, column.name).toBeGreaterThan(10);
      // The header row is the columns' titles, in order; every cell keeps its column's rules.
      const table = parse(text.replace(/^\uFEFF/, "")) as string[][];
      expect(table[0]).toEqual(columns.map((column) => column.titles));
      expect(table.length, path).toBeGreaterThan(1);
      for (const row of table.slice(1)) {
        expect(row).toHaveLength(columns.length);
        row.forEach((cell, index) => {
          const column = columns[index]!;
          if (cell === "") {
            expect(column.required, `${path} ${column.name} is required`).toBe(false);
            return;
          }
          const values = column.separator ? cell.split(column.separator) : [cell];
          for (const value of values)
            expect(value, `${path} ${column.name} (${column.datatype})`).toMatch(LEXICAL[column.datatype]!);
        });
      }
      if (metadata.tableSchema.primaryKey) {
        const key = columns.findIndex((column) => column.name === metadata.tableSchema.primaryKey);
        const keys = table.slice(1).map((row) => row[key]);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
    // Every column of every CSV described: the projects' id, spent and timestamps too.
    const projectsDescription = await (await csvMetadata(args("/projects.csv-metadata.json"))).json();
    expect(projectsDescription.tableSchema.columns.map((column: { name: string }) => column.name)).toEqual([
      ...PROJECT_CSV_COLUMNS,
    ]);
    const unknown = await csvMetadata(args("/nothing.csv-metadata.json")).catch((thrown: Response) => thrown);
    expect(unknown.status).toBe(404);
  });
});
