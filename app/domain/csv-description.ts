/**
 * The CSV exports described for machines: CSV on the Web metadata (W3C CSVW, "Metadata Vocabulary for Tabular
 * Data", https://www.w3.org/TR/tabular-metadata/), one `*.csv-metadata.json` beside each CSV, with every
 * column's title, datatype and meaning, the dialect (UTF-8 with a byte-order mark, a header row) and the
 * licence. A CSV answer names its description in a `Link: <…>; rel="describedby"` header; the description
 * names the CSV it describes (the same query), as CSVW asks of a description found that way.
 */
import {
  absoluteUrl,
  DATA_LICENSE,
  ORGANIZATION_CSV_COLUMNS,
  PROJECT_CSV_COLUMNS,
  RESULT_CSV_COLUMNS,
} from "./open-data";
import { SITE } from "./site";

/** CSVW datatypes the files use (XML Schema's, by their CSVW names). */
type Datatype = "string" | "date" | "datetime" | "decimal" | "integer" | "anyURI" | "gYear";

type Column = {
  title: string;
  datatype: Datatype;
  description: string;
  /** Never empty. */
  required?: boolean;
  /** A cell holding a list: the separator between its values. */
  separator?: string;
};

type Columns<Names extends readonly string[]> = Record<Names[number], Column>;

const PROJECT_COLUMNS: Columns<typeof PROJECT_CSV_COLUMNS> = {
  id: { title: "Project id", datatype: "string", required: true, description: "The project's id (a UUID)." },
  name: { title: "Name", datatype: "string", required: true, description: "The project's name." },
  organization: {
    title: "Organization",
    datatype: "string",
    description: "The organization that runs the project, as its page shows it.",
  },
  brief: { title: "Brief", datatype: "string", description: "The project in a few sentences." },
  location: { title: "Location", datatype: "string", description: "Where the project works, in its words." },
  region: {
    title: "Region",
    datatype: "string",
    description: "Uganda's region (Central, Eastern, Northern or Western Region).",
  },
  district: { title: "District", datatype: "string", description: "Uganda's district." },
  sector: {
    title: "Sector",
    datatype: "string",
    required: true,
    description: "The sector, from the list on /developers#sectors.",
  },
  sdg: {
    title: "SDG",
    datatype: "string",
    description: "The Sustainable Development Goal the project serves.",
  },
  status: {
    title: "Status",
    datatype: "string",
    required: true,
    description: "Planning, Active, Completed, On hold or Cancelled.",
  },
  target_groups: {
    title: "Target groups",
    datatype: "string",
    separator: "; ",
    description: "Who the project serves, separated by a semicolon and a space.",
  },
  start_date: {
    title: "Start date",
    datatype: "date",
    required: true,
    description: "When the project starts or started.",
  },
  end_date: {
    title: "End date",
    datatype: "date",
    description: "When the project ends or ended, where known.",
  },
  budget_currency: {
    title: "Budget currency",
    datatype: "string",
    description: "The currency of budget and spent (ISO 4217: UGX or USD).",
  },
  budget: {
    title: "Budget",
    datatype: "decimal",
    description: "The project's total budget, in budget_currency.",
  },
  spent: {
    title: "Spent",
    datatype: "decimal",
    description: "What the organization has spent of the budget so far, in budget_currency.",
  },
  url: {
    title: "Project page",
    datatype: "anyURI",
    required: true,
    description: "The project's page on the site.",
  },
  organization_url: {
    title: "Organization page",
    datatype: "anyURI",
    required: true,
    description: "The organization's page on the site.",
  },
  created_at: {
    title: "Published",
    datatype: "datetime",
    required: true,
    description: "When the project was published (UTC, ISO 8601).",
  },
  updated_at: {
    title: "Last changed",
    datatype: "datetime",
    required: true,
    description: "When the project was last changed (UTC, ISO 8601).",
  },
};

const RESULT_COLUMNS: Columns<typeof RESULT_CSV_COLUMNS> = {
  project_id: {
    title: "Project id",
    datatype: "string",
    required: true,
    description: "The project's id (a UUID).",
  },
  project: { title: "Project", datatype: "string", required: true, description: "The project's name." },
  organization: {
    title: "Organization",
    datatype: "string",
    description: "The organization that runs the project.",
  },
  sdg: {
    title: "SDG",
    datatype: "string",
    description: "The Sustainable Development Goal the project serves.",
  },
  sector: { title: "Sector", datatype: "string", description: "The project's sector." },
  region: { title: "Region", datatype: "string", description: "Uganda's region the project works in." },
  result: {
    title: "Result",
    datatype: "string",
    required: true,
    description: "The result the project works toward.",
  },
  result_type: {
    title: "Result type",
    datatype: "string",
    required: true,
    description: "output (what the project delivers) or outcome (the change that follows).",
  },
  indicator: {
    title: "Indicator",
    datatype: "string",
    required: true,
    description: "How the result is measured.",
  },
  indicator_id: {
    title: "Indicator id",
    datatype: "string",
    required: true,
    description: "The indicator's id (a UUID).",
  },
  measure: {
    title: "Measure",
    datatype: "string",
    required: true,
    description: "number, percentage or qualitative (words): how baseline, target and actual read.",
  },
  standard_measure: {
    title: "Standard measure",
    datatype: "string",
    description:
      "One of the measures /impact adds up across projects (people_reached…), where the indicator is one.",
  },
  baseline_year: { title: "Baseline year", datatype: "gYear", description: "The year of the baseline." },
  baseline: {
    title: "Baseline",
    datatype: "string",
    description: "The value before the project: a number, or words.",
  },
  target: { title: "Target", datatype: "string", description: "The value aimed for: a number, or words." },
  target_date: { title: "Target date", datatype: "date", description: "When the target is to be reached." },
  period_start: {
    title: "Period start",
    datatype: "date",
    description: "The first day of the reporting period.",
  },
  period_end: { title: "Period end", datatype: "date", description: "The last day of the reporting period." },
  actual: {
    title: "Actual",
    datatype: "string",
    description: "What was reached in the period: a number, or words.",
  },
  comment: { title: "Comment", datatype: "string", description: "The organization's comment on the period." },
  project_url: {
    title: "Project page",
    datatype: "anyURI",
    required: true,
    description: "The project's page on the site.",
  },
};

const ORGANIZATION_COLUMNS: Columns<typeof ORGANIZATION_CSV_COLUMNS> = {
  id: { title: "Organization id", datatype: "string", required: true, description: "The organization's id." },
  name: { title: "Name", datatype: "string", required: true, description: "The organization's name." },
  type: {
    title: "Type",
    datatype: "string",
    description: "The kind of organization (NGO/Non-Profit, Community Based…).",
  },
  about: { title: "About", datatype: "string", description: "The organization in its own words." },
  address: { title: "Address", datatype: "string", description: "Its public address." },
  website: { title: "Website", datatype: "string", description: "Its website, as it gave it." },
  projects: {
    title: "Projects",
    datatype: "integer",
    required: true,
    description: "How many projects it has published.",
  },
  url: {
    title: "Organization page",
    datatype: "anyURI",
    required: true,
    description: "The organization's page on the site.",
  },
};

/** The CSVs described, by the path of their description. */
export const CSV_TABLES = {
  "/projects.csv-metadata.json": {
    csv: "/projects.csv",
    title: `${SITE.name} projects`,
    description: "One row per project the projects list selects (the same query parameters).",
    names: PROJECT_CSV_COLUMNS,
    columns: PROJECT_COLUMNS as Record<string, Column>,
    primaryKey: "id",
  },
  "/results.csv-metadata.json": {
    csv: "/results.csv",
    title: `${SITE.name} project results`,
    description:
      "One row per indicator and reporting period of the projects selected (an indicator with no period yet has one row with the period cells empty).",
    names: RESULT_CSV_COLUMNS,
    columns: RESULT_COLUMNS as Record<string, Column>,
    primaryKey: null,
  },
  "/organizations.csv-metadata.json": {
    csv: "/organizations.csv",
    title: `${SITE.name} organizations`,
    description: "One row per organization of the directory (the same search and type filter).",
    names: ORGANIZATION_CSV_COLUMNS,
    columns: ORGANIZATION_COLUMNS as Record<string, Column>,
    primaryKey: "id",
  },
} as const;

export type CsvDescriptionPath = keyof typeof CSV_TABLES;

/** The address of a CSV's description, for the CSV at `csvPath` with `search` (its query, "?…" or ""). */
export function csvDescriptionHref(csvPath: string, search: string): string {
  return `${csvPath}-metadata.json${search}`;
}

/** A CSV's column names and what they hold, for /developers. */
export function csvColumns(path: CsvDescriptionPath): { name: string; description: string }[] {
  const table = CSV_TABLES[path];
  return table.names.map((name) => ({ name, description: table.columns[name]!.description }));
}

/**
 * The CSVW description of the CSV at `table.csv` with `search`: the table's url (the same query, so the
 * description is the one of that very file), its columns in order, the dialect and the licence.
 */
export function csvMetadata(path: CsvDescriptionPath, origin: string, search: string) {
  const table = CSV_TABLES[path];
  return {
    "@context": "http://www.w3.org/ns/csvw",
    url: absoluteUrl(origin, `${table.csv}${search}`),
    "dc:title": table.title,
    "dc:description": table.description,
    "dc:publisher": { "schema:name": SITE.name, "schema:url": { "@id": absoluteUrl(origin, "/") } },
    "dc:license": { "@id": DATA_LICENSE.url },
    dialect: { encoding: "utf-8", header: true, headerRowCount: 1, skipInitialSpace: false },
    tableSchema: {
      columns: table.names.map((name) => {
        const column = table.columns[name]!;
        return {
          name,
          titles: name,
          "dc:title": column.title,
          "dc:description": column.description,
          datatype: column.datatype,
          required: column.required ?? false,
          null: "",
          ...(column.separator ? { separator: column.separator } : {}),
        };
      }),
      ...(table.primaryKey ? { primaryKey: table.primaryKey } : {}),
    },
  };
}
