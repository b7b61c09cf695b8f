import { afterEach, vi } from "vitest";

/** An unexpected console.error is a bug: the test that caused it fails. */
const spy = vi.spyOn(console, "error");

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});
