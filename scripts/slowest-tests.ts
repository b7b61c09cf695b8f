/**
 * The ten slowest tests of the last run, Vitest's and Playwright's together, read off their JSON reports
 * (test-results/vitest.json, test-results/e2e.json): printed at the end of `npm test`, so a test that grows
 * slow is seen before it costs the suite its budget. A report that is absent (its stage did not run) is skipped.
 */
import fs from "node:fs";
import path from "node:path";

type Timed = { name: string; seconds: number };

const RESULTS = "test-results";

function readJson(file: string): unknown {
  const full = path.join(RESULTS, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, "utf8")) : undefined;
}

/** Vitest's JSON report: a list of files, each with its tests' durations in ms. */
function vitestTimes(report: unknown): Timed[] {
  const files = (
    report as {
      testResults?: { name: string; assertionResults: { fullName: string; duration?: number }[] }[];
    }
  )?.testResults;
  return (files ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `unit/integration  ${path.relative(process.cwd(), file.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

type PlaywrightSuite = {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { projectName: string; results: { duration: number }[] }[];
  }[];
};

/** Playwright's JSON report: suites of specs, each run once per project, durations in ms. */
function playwrightTimes(report: unknown): Timed[] {
  const walk = (suite: PlaywrightSuite): Timed[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `end-to-end  [${test.projectName}] ${spec.file} › ${spec.title}`,
        seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return ((report as { suites?: PlaywrightSuite[] })?.suites ?? []).flatMap(walk);
}

const slowest = [...vitestTimes(readJson("vitest.json")), ...playwrightTimes(readJson("e2e.json"))]
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 10);

if (slowest.length > 0) {
  console.log("== the ten slowest tests");
  for (const { name, seconds } of slowest) console.log(`   ${seconds.toFixed(1).padStart(6)}s  ${name}`);
}
