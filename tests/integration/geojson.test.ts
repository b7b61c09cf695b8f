import { parse } from "csv-parse/sync";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { profiles, projects, users } from "~/db/schema";
import { DISTRICT_POINTS } from "~/domain/district-points";
import { ProjectRecord } from "~/domain/open-api";
import { insideUganda } from "~/domain/uganda-map";
import { loader as projectsCsv } from "~/routes/resources/projects-csv";
import { loader as projectsGeojson } from "~/routes/resources/projects-geojson";
import { describeEachDatabase } from "../setup/test-database";

const args = (path: string) =>
  ({ request: new Request(`http://example.test${path}`), params: {}, context: {} }) as never;

type Feature = { type: string; id?: unknown; geometry: unknown; properties: Record<string, unknown> };

/** RFC 7946's rules for what /projects.geojson writes: what breaks one is named in the failure. */
function rfc7946Problems(document: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (document.type !== "FeatureCollection") problems.push("not a FeatureCollection (§3.3)");
  if ("crs" in document) problems.push("a crs member (§4: WGS 84 only)");
  if (!Array.isArray(document.features)) return [...problems, "features is not an array (§3.3)"];
  for (const [index, feature] of (document.features as Feature[]).entries()) {
    const where = `feature ${index}`;
    if (feature.type !== "Feature") problems.push(`${where}: type is not Feature (§3.2)`);
    if (!("geometry" in feature)) problems.push(`${where}: no geometry member (§3.2)`);
    if (!("properties" in feature)) problems.push(`${where}: no properties member (§3.2)`);
    if (feature.properties !== null && typeof feature.properties !== "object") {
      problems.push(`${where}: properties neither an object nor null (§3.2)`);
    }
    if ("id" in feature && typeof feature.id !== "string" && typeof feature.id !== "number") {
      problems.push(`${where}: id neither a string nor a number (§3.2)`);
    }
    const geometry = feature.geometry as { type?: string; coordinates?: unknown } | null;
    if (geometry === null) continue;
    if (geometry.type !== "Point") problems.push(`${where}: geometry not a Point`);
    const position = geometry.coordinates;
    if (
      !Array.isArray(position) ||
      position.length < 2 ||
      position.length > 3 ||
      !position.every((value) => typeof value === "number" && Number.isFinite(value))
    ) {
      problems.push(`${where}: a position is two or three numbers (§3.1.1)`);
      continue;
    }
    const [longitude, latitude] = position as number[];
    if (longitude! < -180 || longitude! > 180 || latitude! < -90 || latitude! > 90) {
      problems.push(`${where}: longitude first, then latitude, in degrees (§3.1.1, §4)`);
    }
  }
  return problems;
}

async function geojson(query: string) {
  const response = await projectsGeojson(args(`/projects.geojson${query}`));
  return {
    response,
    document: JSON.parse(await response.text()) as Record<string, unknown> & { features: Feature[] },
  };
}

async function csvIds(query: string): Promise<string[]> {
  const text = await (await projectsCsv(args(`/projects.csv${query}`))).text();
  return (parse(text.replace(/^\uFEFF/, ""), { columns: true }) as { id: string }[]).map((row) => row.id);
}

describeEachDatabase("/projects.geojson", () => {
  beforeAll(async () => {
    const db = getDb();
    await db.insert(users).values({ id: "geo-owner", name: "Owner", email: "geo@example.org" });
    await db
      .insert(profiles)
      .values({ id: "geo-owner", organizationName: "Acholi Water", phone: "+256 772 000000" });
    const base = {
      brief: "Boreholes",
      sector: "Water and Sanitation",
      sdg: "Clean Water and Sanitation",
      location: "Northern Uganda",
      organizationId: "geo-owner",
      startDate: "2025-03-01",
      status: "active",
    };
    await db.insert(projects).values([
      { ...base, name: "Exact Gulu", latitude: 2.7746, longitude: 32.299, metadata: { district: "Gulu" } },
      { ...base, name: "District Kitgum", metadata: { region: "Northern Region", district: "Kitgum" } },
      { ...base, name: "Nowhere Known", sector: "Energy", metadata: { district: "By the river" } },
      { ...base, name: "Mbale Solar", sector: "Energy", status: "planning", metadata: { district: "Mbale" } },
    ]);
  });

  it("is a valid RFC 7946 FeatureCollection: longitude first, null geometry for a project without a place", async () => {
    const { response, document } = await geojson("");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/geo+json");
    expect(rfc7946Problems(document)).toEqual([]);
    const byName = new Map(document.features.map((feature) => [feature.properties.name, feature]));
    expect(byName.get("Exact Gulu")?.geometry).toEqual({ type: "Point", coordinates: [32.299, 2.7746] });
    expect(byName.get("District Kitgum")?.geometry).toEqual({
      type: "Point",
      coordinates: [DISTRICT_POINTS.Kitgum.longitude, DISTRICT_POINTS.Kitgum.latitude],
    });
    expect(byName.get("District Kitgum")?.properties.point).toMatchObject({ precision: "district" });
    expect(byName.get("Nowhere Known")?.geometry).toBeNull();
    for (const feature of document.features) {
      // The properties are the API's project record, and carry nothing private.
      expect(ProjectRecord.safeParse(feature.properties).success).toBe(true);
      expect(feature.id).toBe(feature.properties.id);
      const geometry = feature.geometry as { coordinates: [number, number] } | null;
      if (geometry) expect(insideUganda(geometry.coordinates[1], geometry.coordinates[0])).toBe(true);
    }
    expect(JSON.stringify(document)).not.toContain("772 000000");
    expect(JSON.stringify(document)).not.toContain("geo@example.org");
  });

  it("holds the same projects as the CSV for the same filters", async () => {
    for (const query of [
      "",
      "?sector=Energy",
      "?status=planning",
      "?district=Gulu",
      "?q=solar",
      "?sector=Health",
    ]) {
      const { document } = await geojson(query);
      expect(rfc7946Problems(document)).toEqual([]);
      expect(document.features.map((feature) => feature.id)).toEqual(await csvIds(query));
    }
  });

  it("an empty selection is an empty FeatureCollection", async () => {
    const { document } = await geojson("?sector=Health");
    expect(document).toEqual({ type: "FeatureCollection", features: [] });
  });
});
