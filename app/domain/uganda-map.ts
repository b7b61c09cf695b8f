import { DISTRICT_POINTS, type DistrictPoint } from "./district-points";
import type { Region } from "./reference";
import { UGANDA_OUTLINE } from "./uganda-outline";

export { insideUganda } from "./inside-uganda";

// Uganda's map as the server draws it (issue 38): the outline as an SVG path, a district's or a coordinate's
// place on it, and the marks sized by counts. Plain numbers and strings: no map library, no tiles.

/** The map's frame in degrees, a little wider than the outline (29.57–35.04 E, 1.48 S–4.23 N). */
const WEST = 29.45;
const NORTH = 4.35;
/** SVG units per degree; near the equator a degree of longitude and of latitude are almost the same length. */
const SCALE = 100;
export const MAP_WIDTH = 570;
export const MAP_HEIGHT = 595;

/** A point's place on the map (SVG units, one decimal). */
export function project(latitude: number, longitude: number): { x: number; y: number } {
  return {
    x: Math.round((longitude - WEST) * SCALE * 10) / 10,
    y: Math.round((NORTH - latitude) * SCALE * 10) / 10,
  };
}

/** The outline as an SVG path ("M…L…Z"), whole units: ~1 km, finer than the screen shows it. */
export const UGANDA_PATH = `M${UGANDA_OUTLINE.map(([longitude, latitude]) => {
  const { x, y } = project(latitude, longitude);
  return `${Math.round(x)} ${Math.round(y)}`;
}).join("L")}Z`;

const byName = new Map(
  Object.entries(DISTRICT_POINTS).map(([name, point]) => [name.toLowerCase(), { name, point }]),
);

/** A district's point by its name, any case and spacing (the form's district is free text); null if unknown. */
export function districtPoint(name: string | null | undefined): (DistrictPoint & { name: string }) | null {
  const found = name ? byName.get(name.trim().toLowerCase()) : undefined;
  return found ? { name: found.name, ...found.point } : null;
}

/** A mark on the map: where, how big, what it stands for. */
export type MapMark = { label: string; count: number; x: number; y: number; r: number };

/** Mark radii in SVG units: the smallest still a finger's target once scaled to a phone, the largest a region. */
const MIN_RADIUS = 6;
const MAX_RADIUS = 30;

/** A mark's radius: its area grows with its count (square root), the largest count gets the largest mark. */
export function markRadius(count: number, largest: number): number {
  if (largest <= 0 || count <= 0) return MIN_RADIUS;
  return Math.round((MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(count / largest)) * 10) / 10;
}

/**
 * The marks of /projects' map: one per district with projects that has a point (case-insensitive), the largest
 * first so that small marks are drawn on top of big ones, and the districts it cannot place (free text).
 */
export function districtMarks(counts: readonly { value: string; count: number }[]): {
  marks: (MapMark & { district: string })[];
  unplaced: { value: string; count: number }[];
} {
  const placed: (MapMark & { district: string })[] = [];
  const unplaced: { value: string; count: number }[] = [];
  const largest = Math.max(0, ...counts.map((item) => item.count));
  for (const item of counts) {
    const point = districtPoint(item.value);
    if (!point || item.count <= 0) {
      if (item.count > 0) unplaced.push(item);
      continue;
    }
    placed.push({
      district: item.value,
      label: point.name,
      count: item.count,
      ...project(point.latitude, point.longitude),
      r: markRadius(item.count, largest),
    });
  }
  placed.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return { marks: placed, unplaced };
}

/** Where a region's mark goes: the middle of its districts' points. */
export function regionCentre(region: Region): { latitude: number; longitude: number } {
  const points = Object.values(DISTRICT_POINTS).filter((point) => point.region === region);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    latitude: mean(points.map((point) => point.latitude)),
    longitude: mean(points.map((point) => point.longitude)),
  };
}
