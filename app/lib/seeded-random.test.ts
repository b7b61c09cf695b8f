import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random";

describe("seededRandom", () => {
  it("repeats its sequence for a seed, differs between seeds, and stays in [0, 1)", () => {
    const first = Array.from({ length: 1000 }, seededRandom(42));
    expect(Array.from({ length: 1000 }, seededRandom(42))).toEqual(first);
    expect(Array.from({ length: 1000 }, seededRandom(43))).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    // Spread over the range, not stuck in a corner of it.
    expect(first.filter((value) => value < 0.5).length).toBeGreaterThan(400);
    expect(first.filter((value) => value < 0.5).length).toBeLessThan(600);
  });
});
