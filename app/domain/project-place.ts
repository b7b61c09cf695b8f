import { mapSvg } from "./map-svg";
import { districtPoint, project } from "./uganda-map";

/** A coordinate as people read it: 0.3136° N, 32.5811° E. */
export function placeText(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude)}° ${latitude < 0 ? "S" : "N"}`;
  const lon = `${Math.abs(longitude)}° ${longitude < 0 ? "W" : "E"}`;
  return `${lat}, ${lon}`;
}

/**
 * A project page's small map (issue 38): its exact point when it has one, else its district's chief town, else
 * nothing; with the words that say which it is.
 */
export function projectPlaceMap(place: {
  latitude: number | null;
  longitude: number | null;
  district: string | null | undefined;
}): { html: string; text: string } | null {
  if (place.latitude !== null && place.longitude !== null) {
    const text = `Exact location: ${placeText(place.latitude, place.longitude)}`;
    return { html: pointSvg(place.latitude, place.longitude, text), text };
  }
  const district = districtPoint(place.district);
  if (!district) return null;
  const text = `Marked at ${district.name} district (its chief town, ${district.town})`;
  return { html: pointSvg(district.latitude, district.longitude, text), text };
}

function pointSvg(latitude: number, longitude: number, text: string): string {
  const { x, y } = project(latitude, longitude);
  return mapSvg({
    label: `Map of Uganda. ${text}`,
    className: "small",
    marks: [{ label: text, text, count: 0, x, y, r: 12 }],
  }).replace('class="mark"', 'class="point"');
}

/** Where a project is, for the open data: its exact point, else its district's chief town, else nothing. */
export type ProjectPoint = { latitude: number; longitude: number; precision: "exact" | "district" };

export function projectPoint(place: {
  latitude?: number | null;
  longitude?: number | null;
  district?: string | null;
}): ProjectPoint | null {
  if (typeof place.latitude === "number" && typeof place.longitude === "number") {
    return { latitude: place.latitude, longitude: place.longitude, precision: "exact" };
  }
  const district = districtPoint(place.district);
  return district
    ? { latitude: district.latitude, longitude: district.longitude, precision: "district" }
    : null;
}
