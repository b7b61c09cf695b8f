/**
 * Unit tests that replace a module (`vi.mock`), spy on a shared one (`vi.spyOn`) or fake the clock: they run in a
 * process of their own (vitest.config.ts, the "unit-isolated" project), since the other unit tests share each
 * worker's modules. scripts/isolated-unit-tests.test.ts checks that every such file is listed here.
 */
export const ISOLATED_UNIT_TESTS = [
  "app/services/form-action.server.test.ts",
  "app/lib/run-every.server.test.ts",
];
