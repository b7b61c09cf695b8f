import { reactRouter } from "@react-router/dev/vite";
import { defaultServerConditions, defaultServerMainFields, type Plugin } from "vite";
import { defineConfig } from "vitest/config";

/**
 * React Router's plugin points the top-level resolve conditions at the browser's (it is written for an app whose
 * default environment is the client); tests run on the server, where a package's Node entry is the one to load
 * (the AWS SDK's browser entry cannot be loaded by Node at all).
 */
function serverResolution(): Plugin {
  return {
    name: "tests-server-resolution",
    enforce: "post",
    configEnvironment(_name, options) {
      options.resolve ??= {};
      options.resolve.conditions = [...defaultServerConditions];
      options.resolve.mainFields = [...defaultServerMainFields];
    },
  };
}

/**
 * Unit tests that replace a module (`vi.mock`), spy on a shared one (`vi.spyOn`) or fake the clock: they run in a
 * process of their own (the "unit-isolated" project), since the other unit tests share each worker's modules.
 * scripts/isolated-unit-tests.test.ts checks that every such file is listed here.
 */
const ISOLATED_UNIT_TESTS = ["app/services/form-action.server.test.ts", "app/lib/run-every.server.test.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: [
      "tests/setup/pristine-env.ts",
      "tests/setup/fail-on-console-error.ts",
      "tests/setup/factory-password-hash.ts",
      "tests/setup/temp-data-dirs.ts",
    ],
    globalSetup: ["tests/setup/database-templates.ts"],
    // The JSON report feeds the ten slowest tests printed at the end of `npm test` (scripts/slowest-tests.ts).
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    testTimeout: 30_000,
    // React Router's plugin (the http project) starts its route-types watcher in a Vite server, and it is still
    // open when Vitest closes: Vitest waited its default 10 s for it at the end of every run, then left anyway.
    teardownTimeout: 2_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one fewer than the cores: one file at a time on CI's two cores, while much of each
    // file's time is spent waiting on PostgreSQL (another process) or on disk. Each file has its own database.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    projects: [
      {
        // Unit tests share each worker's process between files too (`isolate: false`): most are pure rules, and
        // loading the modules once per worker instead of once per file took the project from 38 to 16 s here.
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...ISOLATED_UNIT_TESTS, "**/node_modules/**"],
          isolate: false,
        },
      },
      {
        // Unit tests that replace a module or spy on a shared one (the logger, the clock): each in a process of
        // its own, so that nothing they replace reaches another file.
        extends: true,
        test: { name: "unit-isolated", include: [...ISOLATED_UNIT_TESTS] },
      },
      {
        // Integration tests share each worker's process between files (`isolate: false`): the app's modules are
        // loaded once per worker instead of once per file (an import of about a second each, a third of the
        // suite's time). Each file has its own database, data folder and environment (tests/setup/pristine-env.ts).
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: ["**/*.http.test.ts", "tests/integration/shutdown.test.ts", "**/node_modules/**"],
          isolate: false,
        },
      },
      {
        // A stop cannot be taken back in a process: the shutdown test has one of its own.
        extends: true,
        test: { name: "shutdown", include: ["tests/integration/shutdown.test.ts"] },
      },
      {
        // Integration tests over HTTP (`*.http.test.ts`): the real Express app and every route, the server build
        // imported from Vitest's own Vite server (tests/setup/http-app.ts). Its transforms are made once for the
        // run and shared by every file, where a dev server per file transformed every route again; and the
        // routes share the test's modules (database, settings), as one server process does.
        extends: true,
        plugins: [reactRouter(), serverResolution()],
        test: {
          name: "http",
          include: ["tests/integration/**/*.http.test.ts"],
          // The root layout links its stylesheet by URL (`app.css?url`), which Vitest would otherwise answer empty.
          css: true,
          // Shared between files, as the integration project (the routes are transformed once per worker).
          isolate: false,
        },
      },
    ],
  },
});
