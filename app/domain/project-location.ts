import { insideUganda } from "./inside-uganda";

// A project's exact place (issue 38): optional coordinates in decimal degrees (WGS 84), typed or taken from the
// phone's location on a press, always inside Uganda.

export const PROJECT_LOCATION_MESSAGES = {
  notANumber: "Please enter decimal degrees, such as 0.3136 or 32.5811",
  both: "Please enter both the latitude and the longitude, or neither",
  outside:
    "This point is outside Uganda. Please check the coordinates: latitude first (between -1.5 and 4.3), longitude second (between 29.5 and 35.1).",
  unavailable: "Your location is not available on this device. Please type the coordinates.",
  denied: "Location access was refused. Please allow it in your browser, or type the coordinates.",
  failed: "Your location could not be found. Please try again, or type the coordinates.",
} as const;

/** Decimal degrees as typed: a sign, digits, an optional fraction (a comma taken as the decimal point). */
const DEGREES = /^[+-]?\d{1,3}([.,]\d{1,10})?$/;

/** A typed coordinate as a number, or null when it is not decimal degrees. */
export function parseDegrees(value: string | undefined | null): number | null {
  const text = (value ?? "").trim();
  if (!DEGREES.test(text)) return null;
  return Number(text.replace(",", "."));
}

/** Coordinates kept to 6 decimals (~0.1 m): more is noise from the phone, and the page shows no more. */
export function roundDegrees(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * What is wrong with a typed pair, by field (none when the pair is fine or both are blank): each must be
 * decimal degrees, both or neither, and the point inside Uganda.
 */
export function locationProblems(
  latitude: string | undefined,
  longitude: string | undefined,
): { latitude?: string; longitude?: string } {
  const lat = latitude?.trim() ?? "";
  const lon = longitude?.trim() ?? "";
  if (!lat && !lon) return {};
  const problems: { latitude?: string; longitude?: string } = {};
  if (!lat) problems.latitude = PROJECT_LOCATION_MESSAGES.both;
  else if (parseDegrees(lat) === null) problems.latitude = PROJECT_LOCATION_MESSAGES.notANumber;
  if (!lon) problems.longitude = PROJECT_LOCATION_MESSAGES.both;
  else if (parseDegrees(lon) === null) problems.longitude = PROJECT_LOCATION_MESSAGES.notANumber;
  if (problems.latitude || problems.longitude) return problems;
  return insideUganda(parseDegrees(lat)!, parseDegrees(lon)!)
    ? {}
    : { latitude: PROJECT_LOCATION_MESSAGES.outside };
}
