import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PROTOTYPES_JSON, prototypeTable, readUnicodeData } from "./name-prototypes";

describe("the organization name prototypes", () => {
  it("are what scripts/name-prototypes.ts makes of the Unicode data shipped in reference/unicode", () => {
    const shipped = JSON.parse(fs.readFileSync(PROTOTYPES_JSON, "utf8")) as Record<string, string>;
    expect(Object.fromEntries(prototypeTable(readUnicodeData()))).toEqual(shipped);
  });
});
