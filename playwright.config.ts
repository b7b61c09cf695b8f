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

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // One folder per server port, so parallel runs never share artifacts.
  outputDir: `test-results/${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 740 }, launchOptions: chromium },
    },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: {
    command: "tsx server/index.ts",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_ADMIN_EMAIL: "admin@ugandaimpact.org",
      DEMO_ADMIN_PASSWORD: "e2e-admin-password",
      LOG_LEVEL: "warn",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  },
});
