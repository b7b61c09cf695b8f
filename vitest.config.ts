import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    setupFiles: [
      "tests/setup/fail-on-console-error.ts",
      "tests/setup/factory-password-hash.ts",
      "tests/setup/temp-data-dirs.ts",
    ],
    globalSetup: ["tests/setup/database-templates.ts"],
    // The AWS SDK warns once per process that its 2027 releases need Node 22: true, and said in the README.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    // The JSON report feeds the ten slowest tests printed at the end of `npm test` (scripts/slowest-tests.ts).
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one fewer than the cores: one file at a time on CI's two cores, while much of each
    // file's time is spent waiting on PostgreSQL (another process) or on disk. Each file has its own database.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
  },
});
