/**
 * `npm run size`: the JavaScript a first visit to each public page downloads, compressed as the server sends it.
 *
 * Reads React Router's browser manifest from the production build (BUILD_DIR, default ./build:
 * build/client/assets/manifest-*.js), matches each URL against its routes, and adds up the modules a first
 * visit loads: the manifest itself, the client entry, and every matched route module with its imports (the
 * modulepreload links of the server-rendered page). Chunks loaded later on demand (React.lazy, dynamic
 * import) are listed separately. Goal: at most BUDGET_KB (100) KB gzip per page.
 *
 * Usage: npm run size [-- /path /other-path …]   (default: / and /projects)
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";

const BUDGET_KB = 100;
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

function readManifest(): { manifest: Manifest; file: string } {
  if (!fs.existsSync(assetsDir)) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first (or set BUILD_DIR).`);
  }
  const name = fs.readdirSync(assetsDir).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`No React Router manifest in ${assetsDir}`);
  const text = fs.readFileSync(path.join(assetsDir, name), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { manifest: JSON.parse(json) as Manifest, file: `/assets/${name}` };
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

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(url: string) {
  const cached = sizes.get(url);
  if (cached) return cached;
  const buffer = fs.readFileSync(path.join(clientDir, url));
  const size = {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer, { level: 6 }).length,
    brotli: zlib.brotliCompressSync(buffer, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    }).length,
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

function report(pathname: string, manifest: Manifest, manifestFile: string): number {
  const matches = matchRoutes(routeTree(manifest.routes), pathname) ?? [];
  const routeIds = matches.map((match) => match.route.id!);
  const start = [manifestFile, manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) {
    const route = manifest.routes[id]!;
    start.push(route.module, ...(route.imports ?? []));
  }
  const firstLoad = closure(start);
  // What every page shares (manifest, entry, root) versus what this page's own route adds.
  const root = manifest.routes.root!;
  const shared = closure([
    manifestFile,
    manifest.entry.module,
    ...manifest.entry.imports,
    root.module,
    ...(root.imports ?? []),
  ]);
  const later = new Set<string>();
  for (const url of firstLoad)
    for (const lazy of dynamicImports(url)) if (!firstLoad.has(lazy)) later.add(lazy);
  const laterAll = closure([...later]);
  for (const url of firstLoad) laterAll.delete(url);

  const rows = [...firstLoad].map((url) => ({ url, ...sizeOf(url) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce(
    (sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
  const verdict = total.gzip <= BUDGET_KB * 1024 ? "within" : "OVER";
  console.log(`\n${pathname}  (routes: ${routeIds.join(" > ")})`);
  console.log(
    `  first-load JS: ${kb(total.gzip)} gzip, ${kb(total.brotli)} brotli, ${kb(total.raw)} raw, ${rows.length} files — ${verdict} the ${BUDGET_KB} KB gzip budget`,
  );
  const sharedGzip = rows.filter((row) => shared.has(row.url)).reduce((sum, row) => sum + row.gzip, 0);
  console.log(
    `  of which entry + root (every page): ${kb(sharedGzip)}; this page's own route code: ${kb(total.gzip - sharedGzip)}`,
  );
  console.log("  biggest chunks (gzip):");
  for (const row of rows.slice(0, Number(process.env.SIZE_ROWS ?? 10))) {
    console.log(`    ${kb(row.gzip).padStart(9)}  ${row.url}`);
  }
  if (laterAll.size > 0) {
    const lazyRows = [...laterAll].map((url) => ({ url, ...sizeOf(url) }));
    const lazyTotal = lazyRows.reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      `  loaded later on demand: ${kb(lazyTotal)} gzip — ${lazyRows.map((row) => `${row.url} (${kb(row.gzip)})`).join(", ")}`,
    );
  }
  return total.gzip;
}

function main() {
  const { manifest, file } = readManifest();
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  console.log(`First-load JavaScript of ${buildDir}`);
  let over = false;
  for (const pathname of paths.length > 0 ? paths : ["/", "/projects"]) {
    if (report(pathname, manifest, file) > BUDGET_KB * 1024) over = true;
  }
  if (over) process.exitCode = 1;
}

main();
