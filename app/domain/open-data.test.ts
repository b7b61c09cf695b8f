import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  type ExportProject,
  exportFileName,
  exportHref,
  PROJECT_CSV_COLUMNS,
  projectCsvRow,
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
      url: "https://ugandaimpact.org/projects/p1",
      organization_url: "https://ugandaimpact.org/organizations/owner",
      created_at: "2025-01-02T03:04:05.000Z",
      updated_at: "2025-02-03T04:05:06.000Z",
    });
  });
});
