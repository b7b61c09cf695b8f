import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
/** The list in vitest.config.ts (read as text: the config itself loads React Router's Vite plugin). */
const listed = fs
  .readFileSync(path.join(root, "vitest.config.ts"), "utf8")
  .match(/const ISOLATED_UNIT_TESTS = \[([^\]]*)\]/)?.[1];
const ISOLATED_UNIT_TESTS = [...(listed ?? "").matchAll(/"([^"]+)"/g)].map((match) => match[1]);
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
