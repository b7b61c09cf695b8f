import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "..");
const HELPER = path.join("db", "refusable-transaction.server.ts");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * One way to open a transaction: every write of app/ goes through `refusableTransaction`
 * (app/db/refusable-transaction.server.ts), the only caller of Drizzle's own `.transaction(`.
 */
describe("transactions", () => {
  it("no module of app/ but the helper opens a transaction itself", () => {
    const found = sourceFiles(APP).flatMap((file) => {
      const relative = path.relative(APP, file);
      if (relative === HELPER) return [];
      return fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          /\.transaction\(/.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line)
            ? [`${relative}:${index + 1}`]
            : [],
        );
    });
    expect(found).toEqual([]);
  });

  it("the helper is where the transaction opens", () => {
    expect(fs.readFileSync(path.join(APP, HELPER), "utf8")).toMatch(/getDb\(\)\.transaction\(/);
  });
});
