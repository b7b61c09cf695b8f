import { data, redirect } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { useTempDataDir } from "../../tests/setup/app-env";
import { toOutcome } from "../../tests/setup/routes";
import {
  answerJson,
  answerRefusal,
  type FormAction,
  formAction,
  type RefusalAnswers,
} from "./form-action.server";
import { consumeRateLimit } from "./rate-limit.server";
import { dataWithToast, readToast } from "./toast.server";

vi.mock("./rate-limit.server", async (original) => ({
  ...(await original<typeof import("./rate-limit.server")>()),
  consumeRateLimit: vi.fn(async () => null),
}));

useTempDataDir();

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(consumeRateLimit).mockReset().mockResolvedValue(null);
});

const post = () =>
  new Request("http://localhost/dashboard/things", {
    method: "POST",
    body: new URLSearchParams({ name: "Borehole" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

/** A form's action as the routes write it: the form's data back with the toast. */
const thingAction = (
  overrides: Partial<FormAction<FormData, unknown>> = {},
): FormAction<FormData, unknown> => ({
  name: "thing save",
  read: (request) => request.formData(),
  failure: { title: "Error saving thing", description: "Could not save the thing" },
  answer: ({ toast, init, input }) => dataWithToast({ name: input?.get("name") ?? null }, toast, init),
  ...overrides,
});

/** What the action answered (or threw), with its toast. */
async function outcomeOf(promise: Promise<unknown>) {
  const outcome = toOutcome(await promise.catch((thrown: unknown) => thrown));
  const cookie = outcome.headers.get("Set-Cookie");
  const request = new Request("http://localhost/", {
    headers: cookie ? { Cookie: cookie.split(";")[0]! } : {},
  });
  return { ...outcome, toast: (await readToast(request)).toast };
}

describe("formAction", () => {
  it("answers what run answers", async () => {
    const outcome = await outcomeOf(
      formAction(post(), thingAction(), async (form) => ({ saved: form.get("name") })),
    );
    expect(outcome).toMatchObject({ status: 200, data: { saved: "Borehole" }, toast: null });
  });

  it("answers an AppError with its status, its Retry-After and its sentence under the action's title", async () => {
    const error = vi.spyOn(logger, "error");
    const outcome = await outcomeOf(
      formAction(post(), thingAction(), async () => {
        throw new AppError("UNAVAILABLE", "The queue is full.", { retryAfter: 4.2 });
      }),
    );
    expect(outcome.status).toBe(503);
    expect(outcome.headers.get("Retry-After")).toBe("5");
    expect(outcome.data).toEqual({ name: "Borehole" });
    expect(outcome.toast).toMatchObject({
      type: "error",
      title: "Error saving thing",
      description: "The queue is full.",
    });
    expect(error).not.toHaveBeenCalled();
  });

  it("shows an AppError's own title when the action has none, and a title of its own when given one", async () => {
    const refused = async () => {
      throw new AppError("CONFLICT", { title: "Name taken", description: "Choose another name." });
    };
    const own = await outcomeOf(formAction(post(), thingAction({ failure: undefined }), refused));
    expect(own.status).toBe(409);
    expect(own.toast).toMatchObject({ title: "Name taken", description: "Choose another name." });
    const titled = await outcomeOf(formAction(post(), thingAction({ title: () => "Save failed" }), refused));
    expect(titled.toast).toMatchObject({
      title: "Save failed",
      description: "Name taken Choose another name.",
    });
  });

  it("logs a failure of ours once and answers the page's one failure toast, 500 unless the page says", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const broken = new Error('relation "things" does not exist');
    const outcome = await outcomeOf(
      formAction(post(), thingAction(), async () => {
        throw broken;
      }),
    );
    expect(outcome.status).toBe(500);
    expect(outcome.data).toEqual({ name: "Borehole" });
    expect(outcome.toast).toMatchObject({
      type: "error",
      title: "Error saving thing",
      description: "Could not save the thing",
    });
    // Never the error's own words.
    expect(JSON.stringify(outcome)).not.toContain("relation");
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith({ err: broken, path: "/dashboard/things" }, "thing save failed");

    const kept = await outcomeOf(
      formAction(
        post(),
        thingAction({ failure: (form) => ({ title: `Error saving ${form?.get("name")}`, status: 200 }) }),
        async () => {
          throw new Error("down");
        },
      ),
    );
    expect(kept.status).toBe(200);
    expect(kept.toast).toMatchObject({ title: "Error saving Borehole" });
  });

  it("lets a failure go on to React Router when the page has no failure toast", async () => {
    const error = vi.spyOn(logger, "error");
    const broken = new Error("down");
    await expect(
      formAction(post(), thingAction({ failure: undefined }), async () => {
        throw broken;
      }),
    ).rejects.toBe(broken);
    expect(error).not.toHaveBeenCalled();
  });

  it("passes a thrown answer on as it is (a guard's redirect, a malformed request's 400)", async () => {
    const moved = redirect("/login");
    await expect(
      formAction(post(), thingAction(), async () => {
        throw moved;
      }),
    ).rejects.toBe(moved);
    const malformed = data({ error: "Bad request" }, { status: 400 });
    await expect(
      formAction(post(), thingAction({ read: async () => Promise.reject(malformed) }), async () => null),
    ).rejects.toBe(malformed);
  });

  it("counts the route's rate limit before the body is read, and past it answers 429 with Retry-After", async () => {
    const limited = new AppError("RATE_LIMITED", "Too many attempts. Please try again in 2 minutes.", {
      retryAfter: 90,
    });
    vi.mocked(consumeRateLimit).mockResolvedValueOnce(limited);
    const read = vi.fn(async (request: Request) => request.formData());
    const run = vi.fn(async () => "saved");
    const outcome = await outcomeOf(
      formAction(post(), thingAction({ rateLimit: { name: "update-save", key: "user-1" }, read }), run),
    );
    expect(consumeRateLimit).toHaveBeenCalledWith("update-save", "user-1");
    expect(outcome.status).toBe(429);
    expect(outcome.headers.get("Retry-After")).toBe("90");
    expect(outcome.data).toEqual({ name: null });
    expect(outcome.toast).toMatchObject({
      title: "Error saving thing",
      description: "Too many attempts. Please try again in 2 minutes.",
    });
    expect(read).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();

    // Within the limit the action runs.
    const allowed = await outcomeOf(
      formAction(post(), thingAction({ rateLimit: { name: "update-save", key: "user-1" }, read }), run),
    );
    expect(allowed.data).toBe("saved");
  });
});

describe("answerJson", () => {
  it("answers a script with the text the person reads, the AppError's or the failure's", async () => {
    const json = (action: Partial<FormAction<FormData, Response>>, error: Error) =>
      formAction(post(), { ...thingAction(), answer: answerJson, ...action }, async () => {
        throw error;
      });
    const limited = await json({}, new AppError("RATE_LIMITED", "Too many attempts.", { retryAfter: 60 }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({ error: "Too many attempts." });
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const failed = await json({}, new Error("down"));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: "Could not save the thing" });
  });
});

describe("answerRefusal", () => {
  type Refusal = { ok: false; reason: "not-found" } | { ok: false; reason: "field"; field: string };

  it("answers each reason with its own answer", () => {
    const answers: RefusalAnswers<Refusal, string> = {
      "not-found": () => "gone",
      field: (refusal) => `wrong ${refusal.field}`,
    };
    const field: Refusal = { ok: false, reason: "field", field: "title" };
    expect(answerRefusal(field, answers)).toBe("wrong title");
    expect(answerRefusal<Refusal, typeof answers>({ ok: false, reason: "not-found" }, answers)).toBe("gone");
  });

  it("does not build while a reason has no answer", () => {
    // @ts-expect-error: "field" has no answer
    const missing: RefusalAnswers<Refusal, string> = { "not-found": () => "gone" };
    const refusal = { ok: false, reason: "not-found" } as Refusal;
    // @ts-expect-error: nor does a map written in place
    expect(answerRefusal(refusal, { "not-found": () => "gone" })).toBe("gone");
    expect(missing).toBeDefined();
  });
});
