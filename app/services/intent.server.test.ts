import { describe, expect, it } from "vitest";
import { z } from "~/lib/zod";
import { parseIntent } from "./intent.server";

const Schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), email: z.email({ error: "Please enter a valid email address" }) }),
  z.object({ intent: z.literal("remove"), id: z.uuid() }),
]);
const ID = "6f1c2b7e-3a4d-4e5f-8a9b-0c1d2e3f4a5b";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/admin/settings", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

/** The thrown answer, as React Router would send it. */
async function refusal(promise: Promise<unknown>) {
  const thrown = (await promise.then(
    () => null,
    (error: unknown) => error,
  )) as { data: unknown; init: ResponseInit | null } | null;
  return { status: thrown?.init?.status, data: thrown?.data };
}

describe("parseIntent", () => {
  it("gives the typed intent of a valid request", async () => {
    const parsed = await parseIntent(post({ intent: "remove", id: ID }), Schema, "admin user");
    expect(parsed.intent).toEqual({ intent: "remove", id: ID });
  });

  it("answers a forged or broken request one way: 400, unknown action or the subject", async () => {
    const malformed: Record<string, string>[] = [
      { intent: "promote", id: ID },
      { intent: "remove", id: "x" },
      { id: ID },
    ];
    for (const fields of malformed) {
      expect(await refusal(parseIntent(post(fields), Schema, "admin user"))).toEqual({
        status: 400,
        data: { error: "Bad request: unknown action or admin user" },
      });
    }
    const json = new Request("http://localhost/admin/settings", {
      method: "POST",
      body: JSON.stringify({ intent: "remove", id: ID }),
      headers: { "Content-Type": "application/json" },
    });
    expect((await refusal(parseIntent(json, Schema, "admin user"))).status).toBe(400);
  });

  it("hands a form's own mistakes back to be answered beside its fields", async () => {
    const parsed = await parseIntent(post({ intent: "add", email: "nope" }), Schema, "admin user", {
      forms: ["add"],
    });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.submission.error).toEqual({ email: ["Please enter a valid email address"] });
    // Another intent of the same page is still malformed, not a form's mistake.
    const row = parseIntent(post({ intent: "remove", id: "x" }), Schema, "admin user", { forms: ["add"] });
    expect((await refusal(row)).status).toBe(400);
  });

  const Update = z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("save"),
      id: z.guid().optional(),
      title: z.string({ error: "Please give the update a title" }),
      photos: z.array(z.string()).optional(),
    }),
    z.object({ intent: z.literal("delete"), id: z.guid() }),
  ]);
  const lists = { photos: { shape: "indexed", max: 2, tooMany: "Add at most 2 photos" } } as const;

  it("refuses a form's list sent past its limit beside its field, with the form's other mistakes", async () => {
    const options = { forms: ["save"], lists, ids: ["id"] };
    const past = await parseIntent(
      post({ intent: "save", title: "Borehole", "photos[2]": "c" }),
      Update,
      "update",
      options,
    );
    expect(!past.ok && past.submission.error).toEqual({ photos: ["Add at most 2 photos"] });
    expect(!past.ok && past.submission.reply().error).toEqual({ photos: ["Add at most 2 photos"] });
    const both = await parseIntent(post({ intent: "save", "photos[5]": "c" }), Update, "update", options);
    expect(!both.ok && both.submission.reply({ fieldErrors: { title: ["Taken"] } }).error).toEqual({
      title: ["Taken"],
      photos: ["Add at most 2 photos"],
    });
    // Within the limit, the list is the form's.
    const kept = await parseIntent(
      post({ intent: "save", title: "Borehole", "photos[0]": "a", "photos[1]": "b" }),
      Update,
      "update",
      options,
    );
    expect(kept.ok && kept.intent).toEqual({ intent: "save", title: "Borehole", photos: ["a", "b"] });
    // Another intent has no such list: its entries are left out, not refused.
    const row = await parseIntent(
      post({ intent: "delete", id: ID, "photos[9]": "x" }),
      Update,
      "update",
      options,
    );
    expect(row.ok && row.intent).toEqual({ intent: "delete", id: ID });
  });

  it("answers a form whose id the page fills itself as a forged request", async () => {
    const forged = parseIntent(post({ intent: "save", id: "x", title: "Borehole" }), Update, "update", {
      forms: ["save"],
      ids: ["id"],
    });
    expect(await refusal(forged)).toEqual({
      status: 400,
      data: { error: "Bad request: unknown action or update" },
    });
  });
});
