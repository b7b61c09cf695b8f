import { UGANDA_OUTLINE } from "./uganda-outline";

// Apart from the map's module so that the project form's script (which checks a typed point in the browser)
// carries the outline only, not the districts' points.

/** Whether a point (degrees, WGS 84) lies inside Uganda's outline: ray casting over its ring. */
export function insideUganda(latitude: number, longitude: number): boolean {
  let inside = false;
  const ring = UGANDA_OUTLINE;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}
