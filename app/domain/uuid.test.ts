import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("accepts the uuid shape in either case, any version", () => {
    expect(isUuid("0b5e3c1a-7f2d-4c8e-9a1b-2c3d4e5f6a7b")).toBe(true);
    expect(isUuid("0B5E3C1A-7F2D-4C8E-9A1B-2C3D4E5F6A7B")).toBe(true);
    expect(isUuid("00000000-0000-0000-0000-000000000000")).toBe(true);
  });

  it("refuses anything else", () => {
    expect(isUuid("")).toBe(false);
    expect(isUuid("not-a-uuid")).toBe(false);
    expect(isUuid("0b5e3c1a7f2d4c8e9a1b2c3d4e5f6a7b")).toBe(false);
    expect(isUuid(" 0b5e3c1a-7f2d-4c8e-9a1b-2c3d4e5f6a7b")).toBe(false);
    expect(isUuid("0b5e3c1a-7f2d-4c8e-9a1b-2c3d4e5f6a7g")).toBe(false);
    expect(isUuid(null)).toBe(false);
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
