import { describe, expect, it } from "vitest";
import { achievedNoun, achievementShare, articleFor } from "./achievement";

describe("achievementShare", () => {
  it("is the share of the target in whole percent, the bar as long", () => {
    expect(achievementShare(12_400, 20_000)).toEqual({ percent: 62, bar: 62, words: "62% of the target" });
    expect(achievementShare(1, 3)).toEqual({ percent: 33, bar: 33, words: "33% of the target" });
    expect(achievementShare(2, 3)).toEqual({ percent: 67, bar: 67, words: "67% of the target" });
  });

  it("never says 100% before the target is met", () => {
    expect(achievementShare(19_990, 20_000)).toEqual({ percent: 99, bar: 99, words: "99% of the target" });
    expect(achievementShare(20_000, 20_000)).toEqual({ percent: 100, bar: 100, words: "Target met: 100%" });
  });

  it("stops the bar at 100 and says in words by how much a target was passed", () => {
    expect(achievementShare(24_800, 20_000)).toEqual({
      percent: 124,
      bar: 100,
      words: "Target passed: 124%, 4,800 more than planned",
    });
    // Just past the target: the share rounds to 100, the words still say it was passed.
    expect(achievementShare(20_030, 20_000)).toEqual({
      percent: 100,
      bar: 100,
      words: "Target passed: 100%, 30 more than planned",
    });
    expect(achievementShare(10.5, 10)).toMatchObject({ words: "Target passed: 105%, 0.5 more than planned" });
  });

  it("gives a sliver of bar, not 0%, for a little above nothing; nothing for nothing", () => {
    expect(achievementShare(3, 20_000)).toEqual({ percent: 0, bar: 1, words: "Less than 1% of the target" });
    expect(achievementShare(0, 20_000)).toEqual({ percent: 0, bar: 0, words: "0% of the target" });
  });

  it("has no share without a target", () => {
    expect(achievementShare(50, 0)).toBeNull();
    expect(achievementShare(50, -1)).toBeNull();
    expect(achievementShare(50, Number.NaN)).toBeNull();
  });
});

describe("articleFor", () => {
  it("is 'an' for a number read aloud with a vowel first: eight…, eleven…, eighteen…", () => {
    for (const written of [
      "8",
      "80",
      "800",
      "8,000",
      "80,000",
      "800,000",
      "8.5",
      "11",
      "11,000",
      "18",
      "18,500",
    ]) {
      expect(articleFor(written), written).toBe("an");
    }
  });

  it("is 'a' for the others", () => {
    for (const written of ["1", "20,000", "1,800", "110", "180", "1,100", "0.5", "100", "5,000", "111"]) {
      expect(articleFor(written), written).toBe("a");
    }
  });
});

describe("achievedNoun", () => {
  it("names one and many of each standard measure", () => {
    expect(achievedNoun("people_reached", 1)).toBe("person reached");
    expect(achievedNoun("people_reached", 12_400)).toBe("people reached");
    expect(achievedNoun("people_reached", 0)).toBe("people reached");
    expect(achievedNoun("women_reached", 1)).toBe("woman reached");
    expect(achievedNoun("households_clean_water", 2)).toBe("households with clean water");
    expect(achievedNoun("trees_planted", 1)).toBe("tree planted");
    expect(achievedNoun("jobs_created", 1.5)).toBe("jobs created");
  });

  it("writes a key the list does not know as words, Object's own names included", () => {
    expect(achievedNoun("legacy_measure", 2)).toBe("legacy measure");
    expect(achievedNoun("constructor", 2)).toBe("constructor");
  });
});
