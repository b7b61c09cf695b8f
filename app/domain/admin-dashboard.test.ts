import { describe, expect, it } from "vitest";
import { reviewCountText } from "./admin-dashboard";

describe("reviewCountText", () => {
  it("says how many wait", () => {
    expect(reviewCountText(3)).toBe("3 to review");
    expect(reviewCountText(1)).toBe("1 to review");
  });
});
