/**
 * Builds the service worker after `react-router build` (docs/decisions/0013): bundles service-worker/sw.ts
 * (Workbox's modules and app/domain/offline.ts) with Vite into one classic script, then Workbox's
 * injectManifest writes build/client/sw.js with the precache list (the offline page, its script, the manifest,
 * the icons and the code loaded on demand that offline use needs, each with its revision). The worker is not
 * part of any page's first load.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { injectManifest } from "workbox-build";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "client");
if (!fs.existsSync(clientDir))
  throw new Error(`No browser build in ${clientDir}: run react-router build first.`);

/** One classic script from one entry, written to `outDir` as `fileName`. */
async function bundle(entry: string, outDir: string, fileName: string) {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { alias: { "~": path.join(root, "app") } },
    // Workbox leaves its development logging out when it reads "production" here.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry: path.join(root, entry), formats: ["iife"], name: "ui", fileName: () => fileName },
    },
  });
}

const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), "ugandaimpact-sw-"));
try {
  await bundle("service-worker/offline-page.ts", clientDir, "offline.js");
  await bundle("service-worker/sw.ts", bundleDir, "sw.js");
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(bundleDir, "sw.js"),
    swDest: path.join(clientDir, "sw.js"),
    globDirectory: clientDir,
    // Code that loads on demand and is needed offline: the error page's (components/route-error-boundary.tsx),
    // so that a page that fails to load while offline can still say so, and the header's menus (the phone
    // menu's panel, components/layout/mobile-menu.tsx; the theme and account menus, theme-menu.tsx and
    // layout/account-menu.tsx with layout/menu.tsx), so that they open offline before they were ever opened online.
    globPatterns: [
      "offline.html",
      "offline.js",
      "manifest.webmanifest",
      "icons/*.png",
      "favicon.svg",
      "assets/route-error-*.js",
      "assets/mobile-menu-*.js",
      "assets/theme-menu-*.js",
      "assets/account-menu-*.js",
      "assets/menu-*.js",
    ],
  });
  for (const warning of warnings) console.warn(warning);
  const swSize = fs.statSync(path.join(clientDir, "sw.js")).size;
  console.log(
    `service worker: sw.js ${(swSize / 1024).toFixed(1)} kB; precache ${count} files, ${(size / 1024).toFixed(1)} kB`,
  );
} finally {
  fs.rmSync(bundleDir, { recursive: true, force: true });
}
