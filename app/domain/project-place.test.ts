import { describe, expect, it } from "vitest";
import { placeText, projectPlaceMap } from "./project-place";
import { project } from "./uganda-map";

describe("a project's place on its page", () => {
  it("shows the exact point when there is one", () => {
    const map = projectPlaceMap({ latitude: 2.7746, longitude: 32.299, district: "Kampala" });
    expect(map?.text).toBe("Exact location: 2.7746° N, 32.299° E");
    const { x, y } = project(2.7746, 32.299);
    expect(map?.html).toContain(`<circle class="point" cx="${x}" cy="${y}" r="12"/>`);
    expect(map?.html).toContain('aria-label="Map of Uganda. Exact location: 2.7746° N, 32.299° E"');
  });

  it("falls back to the district's chief town, then to nothing", () => {
    expect(projectPlaceMap({ latitude: null, longitude: null, district: "kabarole" })?.text).toBe(
      "Marked at Kabarole district (its chief town, Fort Portal)",
    );
    expect(projectPlaceMap({ latitude: null, longitude: null, district: "Near the lake" })).toBeNull();
    expect(projectPlaceMap({ latitude: null, longitude: null, district: null })).toBeNull();
  });

  it("writes south and west", () => {
    expect(placeText(-1.25, 29.99)).toBe("1.25° S, 29.99° E");
    expect(placeText(0.5, -0.5)).toBe("0.5° N, 0.5° W");
  });
});
