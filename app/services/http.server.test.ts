import { describe, expect, it } from "vitest";
import { AppError, isAppError } from "~/lib/app-error";
import { appErrorJson, invariantResponse, notFound, resourceNotFound } from "./http.server";
import { imageWorkBusyError } from "./image-work.server";

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("notFound and invariantResponse", () => {
  it("throw a 404 that carries the subject for the error boundary", () => {
    expect(thrown(() => notFound("project"))).toMatchObject({
      init: { status: 404 },
      data: { notFound: "project" },
    });
    expect(thrown(() => notFound())).toMatchObject({ data: { notFound: "page" } });
    expect(thrown(() => invariantResponse(null, "event"))).toMatchObject({
      init: { status: 404 },
      data: { notFound: "event" },
    });
  });

  it("invariantResponse lets a present value through", () => {
    const value: { id: string } | null = { id: "a" };
    invariantResponse(value, "project");
    expect(value.id).toBe("a");
  });
});

describe("resourceNotFound", () => {
  it("is a plain-text 404, with a reason and extra headers when given", async () => {
    const plain = resourceNotFound();
    expect(plain.status).toBe(404);
    expect(plain.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await plain.text()).toBe("Not Found");
    const told = resourceNotFound({
      body: "Nothing here.",
      headers: { "Cache-Control": "private, no-store" },
    });
    expect(await told.text()).toBe("Nothing here.");
    expect(told.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("appErrorJson", () => {
  it("answers the code's status, its Retry-After and the text the user reads", async () => {
    const busy = imageWorkBusyError();
    expect(isAppError(busy)).toBe(true);
    const answer = appErrorJson(busy);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
    expect(await answer.json()).toEqual({
      error: "The server is busy processing images. Please try again in a moment.",
    });
    const limited = appErrorJson(new AppError("RATE_LIMITED", "Too many attempts."));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: "Too many attempts." });
  });
});
