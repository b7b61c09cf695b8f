import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of app/, lowest first: a module may import its own layer and those below it, never one above.
 * `lib` and `domain` are pure (no database, no Request, no React); `db` reads and writes tables; `seed` is the
 * demo data (it stores images); `services` are the server's work; `components` render; `routes` tie them
 * together. A component may name a route's action as a type only (`useFetcher<typeof action>`): types vanish
 * from the bundle and the compiler keeps the two in step.
 */
const LAYERS = ["lib", "domain", "db", "seed", "services", "components", "routes"] as const;
type Layer = (typeof LAYERS)[number];

const ALLOWED: Record<Layer, readonly Layer[]> = {
  lib: ["lib"],
  domain: ["lib", "domain"],
  db: ["lib", "domain", "db"],
  seed: ["lib", "domain", "db", "seed", "services"],
  services: ["lib", "domain", "db", "seed", "services"],
  components: ["lib", "domain", "components"],
  routes: LAYERS,
};

const TYPE_ONLY_ALLOWED: Partial<Record<Layer, readonly Layer[]>> = { components: ["routes"] };

const APP = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function layerOf(file: string): Layer | null {
  const top = path.relative(APP, file).split(path.sep)[0];
  return (LAYERS as readonly string[]).includes(top ?? "") ? (top as Layer) : null;
}

type ImportSite = { specifier: string; typeOnly: boolean; line: number };

/** Every `import … from`, `export … from` and `import()` of a module, with whether it is erased (types only). */
export function importsOf(source: string): ImportSite[] {
  const sites: ImportSite[] = [];
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[3] ?? match[4];
    if (!specifier) continue;
    const line = source.slice(0, match.index).split("\n").length + (match[0].startsWith("\n") ? 1 : 0);
    sites.push({ specifier, typeOnly: Boolean(match[2]), line });
  }
  return sites;
}

function resolveTarget(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return path.join(APP, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  return null;
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(APP)) {
    const from = layerOf(file);
    if (!from) continue;
    for (const site of importsOf(fs.readFileSync(file, "utf8"))) {
      const target = resolveTarget(file, site.specifier);
      const to = target ? layerOf(target) : null;
      if (!to || ALLOWED[from].includes(to)) continue;
      if (site.typeOnly && TYPE_ONLY_ALLOWED[from]?.includes(to)) continue;
      found.push(`${path.relative(APP, file)}:${site.line} (${from}) imports ${site.specifier} (${to})`);
    }
  }
  return found;
}

describe("layers", () => {
  it("reads every kind of import", () => {
    const sites = importsOf(
      [
        'import { a } from "~/lib/a";',
        'import type { B } from "../domain/b";',
        'export { c } from "./c";',
        "const d = await import('~/services/d.server');",
        'import "~/app.css";',
      ].join("\n"),
    );
    expect(sites.map((site) => [site.specifier, site.typeOnly, site.line])).toEqual([
      ["~/lib/a", false, 1],
      ["../domain/b", true, 2],
      ["./c", false, 3],
      ["~/services/d.server", false, 4],
      ["~/app.css", false, 5],
    ]);
  });

  it("no module imports from a layer above its own", () => {
    expect(violations()).toEqual([]);
  });
});
