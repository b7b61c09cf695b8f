import { describe, expect, it } from "vitest";
import { featureWriter, GEOJSON_HEAD, GEOJSON_TAIL, projectFeature } from "./geojson";

describe("GeoJSON", () => {
  it("writes a Feature with [longitude, latitude], or a null geometry", () => {
    const located = JSON.parse(
      projectFeature({ id: "a", point: { latitude: 2.77, longitude: 32.3, precision: "exact" } }),
    );
    expect(located).toEqual({
      type: "Feature",
      id: "a",
      geometry: { type: "Point", coordinates: [32.3, 2.77] },
      properties: { id: "a", point: { latitude: 2.77, longitude: 32.3, precision: "exact" } },
    });
    expect(JSON.parse(projectFeature({ id: "b", point: null })).geometry).toBeNull();
  });

  it("joins batches into one valid collection, empty batches included", () => {
    const write = featureWriter();
    const body = [[], ['{"n":1}', '{"n":2}'], [], ['{"n":3}']].map(write).join("");
    expect(JSON.parse(GEOJSON_HEAD + body + GEOJSON_TAIL).features).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(JSON.parse(GEOJSON_HEAD + GEOJSON_TAIL)).toEqual({ type: "FeatureCollection", features: [] });
  });
});
