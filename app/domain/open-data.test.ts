import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  type ExportProject,
  exportFileName,
  exportHref,
  PROJECT_CSV_COLUMNS,
  projectCsvRow,
  RESULT_CSV_COLUMNS,
  resultCsvRows,
  spreadsheetSafe,
} from "./open-data";

describe("spreadsheetSafe", () => {
  it("puts an apostrophe before what a spreadsheet would run as a formula", () => {
    for (const formula of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "\rx"]) {
      expect(spreadsheetSafe(formula)).toBe(`'${formula}`);
    }
  });
  it("leaves everything else alone", () => {
    for (const text of ["Clean Water", "", "Ŋaali", "a=b", "2025-01-01", "'quoted"]) {
      expect(spreadsheetSafe(text)).toBe(text);
    }
  });
});

describe("exportHref", () => {
  it("keeps the list's filters and drops the page", () => {
    expect(exportHref("/projects.csv", "sector=Energy&page=3&q=solar")).toBe(
      "/projects.csv?sector=Energy&q=solar",
    );
    expect(exportHref("/projects.rss", "page=2")).toBe("/projects.rss");
    expect(exportHref("/organizations.csv", "")).toBe("/organizations.csv");
  });
});

describe("absoluteUrl and exportFileName", () => {
  it("join the origin and a path once, and date the file name", () => {
    expect(absoluteUrl("https://ugandaimpact.org/", "/projects/1")).toBe(
      "https://ugandaimpact.org/projects/1",
    );
    expect(absoluteUrl("https://ugandaimpact.org", "events")).toBe("https://ugandaimpact.org/events");
    expect(exportFileName("projects", "csv", new Date("2026-11-24T23:30:00Z"))).toBe(
      "ugandaimpact-projects-2026-11-24.csv",
    );
  });
});

describe("projectCsvRow", () => {
  const project: ExportProject = {
    id: "p1",
    name: "=Clean Water",
    brief: "Wells",
    location: "Gulu",
    region: null,
    district: "Gulu",
    sector: "Health",
    sdg: "Quality Education",
    targetGroups: ["women", "persons_with_disabilities", "farmers"],
    status: "In Progress",
    startDate: "2025-01-01",
    endDate: null,
    organizationId: "owner",
    organizationName: "Green Hills",
    organizationType: null,
    organizationWebsite: null,
    organizationAddress: null,
    organizationRegistration: null,
    image: "/uploads/seed/water.jpg",
    createdAt: new Date("2025-01-02T03:04:05Z"),
    updatedAt: new Date("2025-02-03T04:05:06Z"),
  };
  it("gives one cell per column: labels as the pages show them, links absolute", () => {
    const row = projectCsvRow(project, "https://ugandaimpact.org");
    expect(row).toHaveLength(PROJECT_CSV_COLUMNS.length);
    expect(Object.fromEntries(PROJECT_CSV_COLUMNS.map((column, index) => [column, row[index]]))).toEqual({
      id: "p1",
      name: "'=Clean Water",
      organization: "Green Hills",
      brief: "Wells",
      location: "Gulu",
      region: "",
      district: "Gulu",
      sector: "Health",
      sdg: "SDG 4: Quality Education",
      status: "Active",
      target_groups: expect.stringMatching(/^Women; .+; Farmers$/),
      start_date: "2025-01-01",
      end_date: "",
      budget_currency: "",
      budget: "",
      spent: "",
      url: "https://ugandaimpact.org/projects/p1",
      organization_url: "https://ugandaimpact.org/organizations/owner",
      created_at: "2025-01-02T03:04:05.000Z",
      updated_at: "2025-02-03T04:05:06.000Z",
    });
  });
});

describe("resultCsvRows", () => {
  const project = {
    id: "p1",
    name: "Clean Water",
    organizationName: "Green Hills",
    sdg: "Clean Water and Sanitation",
    sector: "Health",
    region: "Northern Region",
  } as ExportProject;
  const indicator = {
    id: "i1",
    title: "=Pupils served",
    measure: "number",
    standardMeasure: "people_reached",
    baselineYear: 2024,
    baselineValue: 0,
    baselineText: null,
    targetValue: 4000,
    targetText: null,
    targetDate: "2026-12-31",
    periods: [],
  };
  const byColumn = (row: string[]) =>
    Object.fromEntries(RESULT_CSV_COLUMNS.map((column, index) => [column, row[index]]));

  it("gives one row per period, oldest first, numbers as numbers and words as words", () => {
    const rows = resultCsvRows(
      project,
      [
        {
          id: "r1",
          type: "outcome",
          title: "Safe water",
          indicators: [
            {
              ...indicator,
              periods: [
                {
                  id: "b",
                  periodStart: "2025-07-01",
                  periodEnd: "2025-12-31",
                  value: 2600,
                  valueText: null,
                  comment: null,
                },
                {
                  id: "a",
                  periodStart: "2025-01-01",
                  periodEnd: "2025-06-30",
                  value: 1200,
                  valueText: null,
                  comment: "+2 wells",
                },
              ],
            },
            {
              ...indicator,
              id: "i2",
              title: "Committees at work",
              measure: "qualitative",
              standardMeasure: null,
              baselineYear: null,
              baselineValue: null,
              targetValue: null,
              targetText: "Every village",
            },
          ],
        },
      ],
      "https://ugandaimpact.org",
    );
    expect(rows.every((row) => row.length === RESULT_CSV_COLUMNS.length)).toBe(true);
    expect(rows.map(byColumn)).toEqual([
      expect.objectContaining({
        project_id: "p1",
        sdg: "SDG 6: Clean Water and Sanitation",
        result: "Safe water",
        result_type: "outcome",
        indicator: "'=Pupils served",
        indicator_id: "i1",
        standard_measure: "people_reached",
        baseline_year: "2024",
        baseline: "0",
        target: "4000",
        period_start: "2025-01-01",
        actual: "1200",
        comment: "'+2 wells",
        project_url: "https://ugandaimpact.org/projects/p1",
      }),
      expect.objectContaining({
        indicator_id: "i1",
        period_start: "2025-07-01",
        actual: "2600",
        comment: "",
      }),
      // An indicator with no period yet: one row, its period cells empty.
      expect.objectContaining({
        indicator_id: "i2",
        measure: "qualitative",
        standard_measure: "",
        baseline_year: "",
        baseline: "",
        target: "Every village",
        period_start: "",
        period_end: "",
        actual: "",
      }),
    ]);
  });
});
