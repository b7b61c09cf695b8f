import { describe, expect, it } from "vitest";
import { AppError, isAppError } from "./app-error";

describe("isAppError", () => {
  it("tells an AppError from anything else", () => {
    expect(isAppError(new AppError("NOT_FOUND", "Gone"))).toBe(true);
    expect(isAppError(new Error("Gone"))).toBe(false);
    expect(isAppError({ code: "NOT_FOUND", userMessage: { title: "Gone" } })).toBe(false);
    expect(isAppError(undefined)).toBe(false);
  });

  it("with a code, tells one failure from another by its code alone", () => {
    const busy = new AppError("UNAVAILABLE", "Server busy", { retryAfter: 5 });
    expect(isAppError(busy, "UNAVAILABLE")).toBe(true);
    expect(isAppError(busy, "RATE_LIMITED")).toBe(false);
    expect(isAppError(new Error("Server busy"), "UNAVAILABLE")).toBe(false);
    const caught: unknown = busy;
    if (isAppError(caught, "UNAVAILABLE")) {
      // Narrowed: the code is known to the compiler, the rest of the AppError is at hand.
      const code: "UNAVAILABLE" = caught.code;
      expect([code, caught.status, caught.headers]).toEqual(["UNAVAILABLE", 503, { "Retry-After": "5" }]);
    }
  });
});
