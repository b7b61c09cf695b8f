import { describe, expect, it } from "vitest";
import {
  cleanText,
  FORM_BODY_MESSAGES,
  MAX_FORM_ENTRIES,
  MAX_TEXT_FORM_BYTES,
  readFormBody,
} from "./form-body.server";

function post(body: BodyInit, contentType?: string) {
  return new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });
}
const URLENCODED = "application/x-www-form-urlencoded";

describe("readFormBody", () => {
  it("reads an urlencoded form", async () => {
    const body = await readFormBody(post("email=a%40b.org&name=Ann", URLENCODED));
    expect(body.ok && Object.fromEntries(body.formData)).toEqual({ email: "a@b.org", name: "Ann" });
  });

  it("reads a multipart form without files", async () => {
    const form = new FormData();
    form.append("email", "a@b.org");
    const body = await readFormBody(post(form));
    expect(body.ok && body.formData.get("email")).toBe("a@b.org");
  });

  it.each([
    ['{"email":"a@b.org"}', "application/json"],
    ["email=a@b.org", "text/plain"],
    ["email=a@b.org", undefined],
    ["\u0000\u0001", "application/octet-stream"],
  ])("refuses %j sent as %s with 400", async (text, type) => {
    const body = await readFormBody(post(text, type));
    expect(body).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses a malformed multipart body with 400", async () => {
    const body = await readFormBody(post("--x\r\nnonsense", "multipart/form-data; boundary=y"));
    expect(body).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses an oversized body with 413, whatever Content-Length says", async () => {
    const big = `message=${"a".repeat(MAX_TEXT_FORM_BYTES + 1)}`;
    expect(await readFormBody(post(big, URLENCODED))).toMatchObject({ ok: false, status: 413 });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = new Request("http://localhost/contact", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": URLENCODED },
      duplex: "half",
    } as RequestInit);
    expect(await readFormBody(chunked)).toMatchObject({ ok: false, status: 413 });
  });

  it("strips control characters, keeping line breaks only in multi-line fields", async () => {
    const body = await readFormBody(post("name=A%00n%0Dn&message=Hi%00%0D%0Athere%09!%1B", URLENCODED), {
      multiline: ["message"],
    });
    expect(body.ok && Object.fromEntries(body.formData)).toEqual({ name: "An n", message: "Hi\r\nthere\t!" });
  });

  it("keeps the first value of a repeated single-value field, all values of a repeatable one", async () => {
    const body = await readFormBody(post("countryCode=UG&countryCode=KE&tag=a&tag=b", URLENCODED), {
      lists: { tag: { shape: "repeated", max: 3, tooMany: "Too many tags" } },
    });
    expect(body.ok && body.formData.getAll("countryCode")).toEqual(["UG"]);
    expect(body.ok && body.formData.getAll("tag")).toEqual(["a", "b"]);
  });

  it("strips noncharacters (U+FFFE, U+FFFF, U+FDD0, U+10FFFF) like control characters", async () => {
    const body = await readFormBody(post("name=A%EF%BF%BEB%EF%BF%BFC%EF%B7%90D%F4%8F%BF%BFE", URLENCODED));
    expect(body.ok && body.formData.get("name")).toBe("ABCDE");
  });
});

describe("readFormBody: list fields are bounded before anything is built from them", () => {
  const lists = {
    items: { shape: "indexed", max: 3, tooMany: "Add at most 3 items" },
    groups: { shape: "repeated", max: 2, tooMany: "Choose at most 2 groups" },
  } as const;
  async function read(text: string) {
    const body = await readFormBody(post(text, URLENCODED), { lists });
    if (!body.ok) throw new Error(`refused: ${body.message}`);
    return { fields: [...body.formData.entries()], errors: body.listErrors };
  }

  it("keeps a list within its limit, in Conform's shapes", async () => {
    expect(await read("items[0]=a&items[2]=c&groups=x&groups=y&name=n")).toEqual({
      fields: [
        ["items[0]", "a"],
        ["items[2]", "c"],
        ["groups", "x"],
        ["groups", "y"],
        ["name", "n"],
      ],
      errors: {},
    });
  });

  it.each([
    ["an index at the limit", "items[3]=x&name=n"],
    ["an index far past it", "items[30000]=x&name=n"],
    ["an index of a million", "items[1000000]=x&name=n"],
  ])("refuses %s on the field, and leaves the list out", async (_, text) => {
    expect(await read(`items[0]=a&${text}`)).toEqual({
      fields: [["name", "n"]],
      errors: { items: ["Add at most 3 items"] },
    });
  });

  it("refuses a checkbox group repeated more often than it has boxes", async () => {
    expect(await read("groups=a&groups=b&groups=c")).toEqual({
      fields: [],
      errors: { groups: ["Choose at most 2 groups"] },
    });
  });

  it.each([
    ["one plain value", "items=x"],
    ["an object path", "items.x=1"],
    ["a nested path", "items[0].x=1"],
    ["a padded index", "items[01]=x"],
    ["a negative index", "items[-1]=x"],
    ["an indexed checkbox group", "groups[0]=x"],
  ])("refuses a list sent as %s", async (_, text) => {
    const { fields, errors } = await read(text);
    expect(fields).toEqual([]);
    expect(Object.values(errors)).toEqual([[FORM_BODY_MESSAGES.listUnreadable]]);
  });

  it("drops paths and indexes on single-value fields, and Conform's intents", async () => {
    const intent = JSON.stringify({ type: "update", payload: { name: "items[5000000]", value: "x" } });
    const text = `name[99999]=x&a.b.c=1&__proto__=x&__intent__=${encodeURIComponent(intent)}&email=e`;
    expect(await read(text)).toEqual({ fields: [["email", "e"]], errors: {} });
  });

  it("refuses a form with more entries than any of ours has", async () => {
    const text = Array.from({ length: MAX_FORM_ENTRIES + 1 }, (_, i) => `f${i}=x`).join("&");
    expect(await readFormBody(post(text, URLENCODED))).toMatchObject({
      ok: false,
      status: 400,
      message: FORM_BODY_MESSAGES.tooManyEntries,
    });
  });

  it("drops files from a form that has none", async () => {
    const form = new FormData();
    form.append("email", "a@b.org");
    form.append("logo", new File(["x"], "x.png", { type: "image/png" }));
    const body = await readFormBody(post(form));
    expect(body.ok && [...body.formData.keys()]).toEqual(["email"]);
  });
});

describe("cleanText", () => {
  it("turns line breaks into spaces in one-line fields", () => {
    expect(cleanText("a\r\nb\tc\u0000", false)).toBe("a b c");
  });
});

describe("a repeated single-value field is judged by its own rule", () => {
  it("countryCode sent twice: the first value counts, and a wrong one gets the field's own message", async () => {
    const { parseWithZod } = await import("@conform-to/zod/v4");
    const { RegistrationSchema } = await import("~/domain/registration-schema");
    const body = await readFormBody(post("countryCode=XX&countryCode=UG", URLENCODED));
    if (!body.ok) throw new Error("the form was refused");
    const submission = parseWithZod(body.formData, { schema: RegistrationSchema });
    expect(submission.status).toBe("error");
    const errors = submission.status === "error" ? submission.error : null;
    expect(errors?.countryCode).toEqual(["Please select a country code"]);
  });
});
