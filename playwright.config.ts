import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? "/tmp/ugandaimpact-e2e";

/** Debian's Chromium; the flags keep it off the network this machine does not have. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

const server = (offset: number, name: string) => ({
  port: port + offset,
  url: `http://localhost:${port + offset}`,
  dir: path.join(dataDir, name),
});
const catalogue = server(1, "catalogue");
const accounts = server(0, "accounts");

/** Spec files by name: `/(a|b)\.spec\.ts$`, and its complement (every other spec file). */
const specs = (names: string) => new RegExp(`/(${names})\\.spec\\.ts$`);
const otherThan = (names: string) => new RegExp(`^(?!.*/(${names})\\.spec\\.ts$)`);

/** Specs that only read: they run against the server whose demo data stays untouched. */
const READ_ONLY = "catalogue|projects|project-facets|static-pages|boot|polish|phones|everyday-impact";

/**
 * Each journey runs once, on one device: these specs on the phone (where most of our visitors are), the rest on
 * the desktop. A test about how a page fits a width (menus, layout at 360px and 1280px) sets the viewport itself,
 * so it checks both widths wherever its file runs.
 */
const PHONE = "catalogue|registration|password-reset|shell|forms|layout|project-form";

/** A low-end Android phone as our visitors have them: 360 CSS px wide, at twice the pixels (720 × 1480). */
const phone = { ...devices["Pixel 5"], viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Spec files run side by side on two workers (tests inside a file stay in order). Journeys that write use
  // addresses of their own, so they never meet. A third worker was tried: no faster on two cores (the
  // browsers keep both busy) and journeys ran past their timeouts.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the ten slowest tests printed at the end of `npm test` (scripts/slowest-tests.ts).
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // One folder per server port, so parallel runs never share artifacts.
  outputDir: `test-results/${port}`,
  use: {
    // The site's service worker (offline.spec.ts tests it, and allows it) stays out of every other journey: in
    // each fresh context it would install, precache and save every page and file the journey opens (a tenth of
    // the suite's time), and answers it gives never reach page.route.
    serviceWorkers: "block",
    launchOptions: chromium,
    // Recording a trace costs every test its screencast and DOM snapshots (an eighth of the suite's time on two
    // cores); CI only keeps the log, so traces are opt-in for a local investigation: E2E_TRACE=1.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
  },
  // Two servers on fresh data: one whose demo data nothing changes (the catalogue's counts and lists stay
  // exactly the seed), one for the journeys that write (registrations, resets, messages).
  projects: [
    {
      name: "phone:catalogue",
      testMatch: specs(READ_ONLY),
      testIgnore: otherThan(PHONE),
      use: { ...phone, launchOptions: chromium, baseURL: catalogue.url },
    },
    {
      name: "desktop:catalogue",
      testMatch: specs(READ_ONLY),
      testIgnore: specs(PHONE),
      use: { ...desktop, launchOptions: chromium, baseURL: catalogue.url },
    },
    {
      name: "phone",
      testMatch: specs(PHONE),
      testIgnore: specs(READ_ONLY),
      use: { ...phone, launchOptions: chromium, baseURL: accounts.url },
    },
    {
      name: "desktop",
      testIgnore: [specs(READ_ONLY), specs(PHONE)],
      use: { ...desktop, launchOptions: chromium, baseURL: accounts.url },
    },
  ],
  webServer: [catalogue, accounts].map(({ url, dir, port: serverPort }) => ({
    command: "tsx server/index.ts",
    url: `${url}/healthz`,
    reuseExistingServer: false,
    // Seeding on a busy machine has taken 150 s: the start-up limit leaves room for it.
    timeout: 300_000,
    env: {
      NODE_ENV: "production",
      PORT: String(serverPort),
      DATA_DIR: dir,
      PUBLIC_URL: url,
      SEED_DEMO: "true",
      DEMO_ADMIN_EMAIL: "admin@ugandaimpact.org",
      DEMO_ADMIN_PASSWORD: "e2e-admin-password",
      LOG_LEVEL: "warn",
      // Each test's browser says which network address it is (X-Forwarded-For, tests/e2e/fixtures.ts), as a
      // proxy in front would: per-address limits then count one visitor's requests, not the whole suite's.
      TRUST_PROXY: "1",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  })),
});
