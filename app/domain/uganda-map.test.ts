import { describe, expect, it } from "vitest";
import {
  districtMarks,
  MAP_HEIGHT,
  MAP_WIDTH,
  markRadius,
  project,
  regionCentre,
  UGANDA_PATH,
} from "./uganda-map";

describe("Uganda's map", () => {
  it("draws the outline inside its frame", () => {
    expect(UGANDA_PATH).toMatch(/^M\d+ \d+(L\d+ \d+)+Z$/);
    for (const [x, y] of UGANDA_PATH.slice(1, -1)
      .split("L")
      .map((pair) => pair.split(" ").map(Number))) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
  });

  it("puts the north at the top and the east on the right", () => {
    const gulu = project(2.78, 32.3);
    const kampala = project(0.32, 32.58);
    const mbale = project(1.08, 34.18);
    expect(gulu.y).toBeLessThan(kampala.y);
    expect(mbale.x).toBeGreaterThan(kampala.x);
  });

  it("sizes marks by area, the largest count the largest mark", () => {
    expect(markRadius(100, 100)).toBe(30);
    expect(markRadius(25, 100)).toBe(18);
    expect(markRadius(0, 100)).toBe(6);
    expect(markRadius(1, 0)).toBe(6);
  });

  it("marks each known district with projects, biggest first, and lists the ones it cannot place", () => {
    const { marks, unplaced } = districtMarks([
      { value: "gulu", count: 2 },
      { value: "Kampala", count: 8 },
      { value: "Near the lake", count: 3 },
      { value: "Arua", count: 0 },
    ]);
    expect(marks.map((mark) => [mark.district, mark.label, mark.count])).toEqual([
      ["Kampala", "Kampala", 8],
      ["gulu", "Gulu", 2],
    ]);
    expect(marks[0]).toMatchObject(project(0.32, 32.58));
    expect(marks[0]!.r).toBeGreaterThan(marks[1]!.r);
    expect(unplaced).toEqual([{ value: "Near the lake", count: 3 }]);
  });

  it("centres each region among its districts", () => {
    const north = regionCentre("Northern Region");
    const central = regionCentre("Central Region");
    const east = regionCentre("Eastern Region");
    const west = regionCentre("Western Region");
    expect(north.latitude).toBeGreaterThan(central.latitude);
    expect(east.longitude).toBeGreaterThan(central.longitude);
    expect(west.longitude).toBeLessThan(central.longitude);
  });
});
