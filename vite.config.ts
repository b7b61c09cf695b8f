import { constants as zlibConstants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

/** React, React DOM and React Router: every page needs them, so they travel as one file. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser)[\\/]/;
/**
 * What the public pages' shared file may hold: our own code and the small libraries it leans on everywhere.
 * Larger libraries (radix-ui, zod, Conform, embla, sonner) stay out: they are imported through index modules
 * whose unused parts only tree-shaking removes, and the grouping would otherwise pull all of them in.
 */
const PUBLIC_SHARED = /[\\/]app[\\/]|node_modules[\\/](lucide|clsx)[\\/]/;
/** Every page's own start: the client entry and the root layout. */
const EVERY_PAGE = /[\\/]app[\\/](root|entry\.client)\.tsx$/;
/** The public pages (the contact form's page brings form libraries, so it is left to split on its own). */
const PUBLIC_PAGE = /[\\/]app[\\/]routes[\\/]public[\\/](?!contact\.tsx)[\w-]+\.tsx$/;
/** Code that at least this many public pages share joins the public file; rarer code stays with its pages. */
const WIDELY_SHARED = 3;

type ModuleGraph = { getModuleInfo(id: string): { importers: string[] } | null };

/**
 * "public" for our code (and the small libraries it leans on) that every page loads through the root layout,
 * or that at least WIDELY_SHARED public pages import; else null, and the bundler splits it as usual. The
 * public pages' common code then travels as one file instead of dozens (each icon and helper its own file
 * costs a round trip on a slow network), without the dashboard's and admin's code.
 */
function publicChunk() {
  const startsOf = new Map<string, Set<string>>();
  /** The page modules (and root/entry) that import `id`, however deep. */
  const pagesImporting = (id: string, graph: ModuleGraph): Set<string> => {
    const known = startsOf.get(id);
    if (known) return known;
    const pages = new Set<string>();
    startsOf.set(id, pages); // import cycles end here
    if (EVERY_PAGE.test(id) || PUBLIC_PAGE.test(id)) pages.add(id);
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      for (const page of pagesImporting(importer, graph)) pages.add(page);
    }
    return pages;
  };
  return (id: string, graph: ModuleGraph) => {
    if (!PUBLIC_SHARED.test(id)) return null;
    const pages = [...pagesImporting(id, graph)];
    const everyPage = pages.some((page) => EVERY_PAGE.test(page));
    return everyPage || pages.length >= WIDELY_SHARED ? "public" : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // The browser's files compressed once, at build time, as hard as the formats go (the server then sends
    // them as they are): brotli 11 and gzip 9 are 10–15 % smaller than what compressing per request affords.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm("brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm("gzip", { level: 9 }),
        ],
        include: /\.(m?js|css|svg|json|txt)$/,
        threshold: 1024,
        logLevel: "silent",
      }),
  ],
  resolve: { tsconfigPaths: true },
  // Server-only packages stay external to the SSR bundle; Node loads them at run time.
  ssr: {
    external: ["@electric-sql/pglite", "sharp", "pg", "nodemailer", "pino"],
  },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 20 },
                { name: publicChunk(), minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
}));
