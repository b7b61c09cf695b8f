import type { ProjectPoint } from "./project-place";

// /projects.geojson (issue 38): the selected projects as an RFC 7946 FeatureCollection, streamed a batch at a
// time. Positions are [longitude, latitude] in WGS 84 (RFC 7946 §3.1.1, §4); no "crs" member (§4).

export const GEOJSON_HEAD = '{"type":"FeatureCollection","features":[';
export const GEOJSON_TAIL = "]}\n";

/** A project as a Feature: its point (null geometry for a project without one, RFC 7946 §3.2), its API record. */
export function projectFeature(record: { id: string; point: ProjectPoint | null }): string {
  const geometry = record.point
    ? { type: "Point", coordinates: [record.point.longitude, record.point.latitude] }
    : null;
  return JSON.stringify({ type: "Feature", id: record.id, geometry, properties: record });
}

/** Features joined across batches: a comma before every one but the very first. */
export function featureWriter(): (features: string[]) => string {
  let first = true;
  return (features) => {
    if (features.length === 0) return "";
    const text = (first ? "" : ",") + features.join(",");
    first = false;
    return text;
  };
}
