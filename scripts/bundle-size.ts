/**
 * `npm run size`: the JavaScript a first visit to each public page downloads, compressed as the server sends it.
 *
 * Reads React Router's browser manifest from the production build (BUILD_DIR, default ./build:
 * build/client/assets/manifest-*.js) for the route tree, matches each URL against it, and adds up the modules a
 * first visit loads: the client entry (which carries the framework: React, React DOM, React Router) and every
 * matched route module with its static imports — the modulepreload links of the server-rendered page. The
 * manifest file itself is not loaded: with lazy route discovery the page carries the matched routes' part of
 * it inline. Chunks loaded later on demand (React.lazy, dynamic import) are listed separately.
 *
 * Sizes are those of the files the server sends (the build writes a gzip and a brotli twin of each); a file
 * without one is compressed here the same way. Budget per page (issue 10): at most BUDGET.totalKb gzip in at
 * most BUDGET.files script files, of which at most BUDGET.oursKb is ours (everything but the framework). A
 * signed-in page with a budget of its own is in ROUTE_BUDGETS (issue 20 item 9: the project form; the reasons
 * are in docs/performance.md).
 *
 * Usage: npm run size [-- /path /other-path …]   (default: every public page and every page of ROUTE_BUDGETS)
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";

type Budget = { totalKb: number; oursKb: number; files: number };
export const BUDGET: Budget = { totalKb: 125, oursKb: 20, files: 12 };
/**
 * Signed-in pages held to budgets of their own: what they need beyond a public page (the form libraries, the
 * shared schemas that validate in the browser as on the server) and a little room, no more.
 */
export const ROUTE_BUDGETS: Record<string, Budget> = {
  // 2026-11-28: the dialogs load when they open (-13 KB): the byte budget is tightened by as much.
  // 2026-11-29: the form's checks (zod and the schema) load after the page (-27 KB, ADR 0034): tightened again.
  "/dashboard/projects/add": { totalKb: 165, oursKb: 60, files: 22 },
};
const PUBLIC_PAGES = [
  "/",
  "/projects",
  "/projects/{id}",
  "/organizations",
  "/organizations/{id}",
  "/events",
  "/events/{id}",
  "/impact",
  "/developers",
  "/about",
  "/terms",
  "/privacy",
];
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const assetsDir = path.join(clientDir, "assets");

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  url?: string;
};

function readManifest(): { manifest: Manifest } {
  if (!fs.existsSync(assetsDir)) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first (or set BUILD_DIR).`);
  }
  const name = fs.readdirSync(assetsDir).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`No React Router manifest in ${assetsDir}`);
  const text = fs.readFileSync(path.join(assetsDir, name), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { manifest: JSON.parse(json) as Manifest };
}

function routeTree(routes: Record<string, ManifestRoute>): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true as const, path: route.path }
          : { id: route.id, path: route.path, children: children(route.id) },
      );
  return children(undefined);
}

/** The size of the build's precompressed twin of a file (`.gz`, `.br`), if it wrote one. */
function compressedTwin(url: string, extension: ".gz" | ".br"): number | undefined {
  const file = path.join(clientDir, url + extension);
  return fs.existsSync(file) ? fs.statSync(file).size : undefined;
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(url: string) {
  const cached = sizes.get(url);
  if (cached) return cached;
  const buffer = fs.readFileSync(path.join(clientDir, url));
  const size = {
    raw: buffer.length,
    gzip: compressedTwin(url, ".gz") ?? zlib.gzipSync(buffer, { level: 9 }).length,
    brotli:
      compressedTwin(url, ".br") ??
      zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizes.set(url, size);
  return size;
}

/** Static imports of a chunk, read from its code: `from"./x.js"` and `import"./x.js"`. */
function staticImports(url: string): string[] {
  const code = fs.readFileSync(path.join(clientDir, url), "utf8");
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*["'`](\.\/[\w.-]+\.js)["'`]/g)) {
    found.add(path.posix.join(path.posix.dirname(url), match[1]!));
  }
  return [...found];
}

/** Dynamic imports of a chunk (`import("./x.js")`): what loads on demand after the first paint. */
function dynamicImports(url: string): string[] {
  const code = fs.readFileSync(path.join(clientDir, url), "utf8");
  const found = new Set<string>();
  for (const match of code.matchAll(/import\(\s*["'`](\.\/[\w.-]+\.js)["'`]\s*\)/g)) {
    found.add(path.posix.join(path.posix.dirname(url), match[1]!));
  }
  return [...found];
}

function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(url));
  }
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The page's first-load figures; false when it misses the budget. */
function report(pathname: string, manifest: Manifest, budget: Budget): boolean {
  // "{id}" in a page's name stands for any id: the route pattern matches it all the same.
  const matches = matchRoutes(routeTree(manifest.routes), pathname.replace("{id}", "id")) ?? [];
  const routeIds = matches.map((match) => match.route.id!);
  const start = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) {
    const route = manifest.routes[id]!;
    start.push(route.module, ...(route.imports ?? []));
  }
  const firstLoad = closure(start);
  const later = new Set<string>();
  for (const url of firstLoad)
    for (const lazy of dynamicImports(url)) if (!firstLoad.has(lazy)) later.add(lazy);
  const laterAll = closure([...later]);
  for (const url of firstLoad) laterAll.delete(url);

  const rows = [...firstLoad].map((url) => ({ url, ...sizeOf(url) })).sort((a, b) => b.gzip - a.gzip);
  const sum = (key: "raw" | "gzip" | "brotli") => rows.reduce((total, row) => total + row[key], 0);
  // The client entry's chunk carries the framework (vite.config.ts groups React and React Router into it).
  const framework = sizeOf(manifest.entry.module).gzip;
  const total = sum("gzip");
  const ours = total - framework;
  const within =
    total <= budget.totalKb * 1024 && ours <= budget.oursKb * 1024 && rows.length <= budget.files;
  console.log(`\n${pathname}  (routes: ${routeIds.join(" > ")})`);
  console.log(
    `  first-load JS: ${kb(total)} gzip (${kb(sum("brotli"))} brotli, ${kb(sum("raw"))} raw) in ${rows.length} files — framework ${kb(framework)}, ours ${kb(ours)} — ${within ? "within" : "OVER"} the budget (${budget.totalKb} KB, ours ${budget.oursKb} KB, ${budget.files} files)`,
  );
  const shown = Number(process.env.SIZE_ROWS ?? 10);
  if (shown > 0) console.log("  chunks (gzip):");
  for (const row of rows.slice(0, shown)) console.log(`    ${kb(row.gzip).padStart(9)}  ${row.url}`);
  if (laterAll.size > 0) {
    const lazyRows = [...laterAll].map((url) => ({ url, ...sizeOf(url) }));
    const lazyTotal = lazyRows.reduce((total, row) => total + row.gzip, 0);
    console.log(
      `  loaded later on demand: ${kb(lazyTotal)} gzip — ${lazyRows.map((row) => `${row.url} (${kb(row.gzip)})`).join(", ")}`,
    );
  }
  return within;
}

function main() {
  const { manifest } = readManifest();
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  console.log(`First-load JavaScript of ${buildDir}`);
  let over = false;
  for (const pathname of paths.length > 0 ? paths : [...PUBLIC_PAGES, ...Object.keys(ROUTE_BUDGETS)]) {
    if (!report(pathname, manifest, ROUTE_BUDGETS[pathname] ?? BUDGET)) over = true;
  }
  if (over) process.exitCode = 1;
}

main();
