import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED_UNIT_TESTS } from "../tests/setup/isolated-unit-tests";

const root = path.resolve(import.meta.dirname, "..");
/** What a unit test may not do while it shares its worker's modules with other files. */
const REPLACES_SHARED = /\bvi\.(mock|doMock|spyOn|stubGlobal|useFakeTimers)\(/;

function unitTestFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith(".test.ts")
        ? [path.relative(root, path.join(entry.parentPath, entry.name))]
        : [],
    );
}

describe("unit tests sharing a worker", () => {
  it("lists every unit test that replaces or spies on a module as one to isolate", () => {
    const replacing = ["app", "server", "scripts"]
      .flatMap(unitTestFiles)
      .filter((file) => file !== "scripts/isolated-unit-tests.test.ts")
      .filter((file) => REPLACES_SHARED.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(replacing.sort()).toEqual([...ISOLATED_UNIT_TESTS].sort());
  });
});
