import { describe, expect, it } from "vitest";
import { cleanText, MAX_TEXT_FORM_BYTES, readFormBody } from "./form-body.server";

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
      repeatable: ["tag"],
    });
    expect(body.ok && body.formData.getAll("countryCode")).toEqual(["UG"]);
    expect(body.ok && body.formData.getAll("tag")).toEqual(["a", "b"]);
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
    const { RegistrationSchema } = await import("~/domain/registration");
    const body = await readFormBody(post("countryCode=XX&countryCode=UG", URLENCODED));
    if (!body.ok) throw new Error("the form was refused");
    const submission = parseWithZod(body.formData, { schema: RegistrationSchema });
    expect(submission.status).toBe("error");
    const errors = submission.status === "error" ? submission.error : null;
    expect(errors?.countryCode).toEqual(["Please select a country code"]);
  });
});
