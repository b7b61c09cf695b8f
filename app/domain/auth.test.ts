import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ForgotPasswordSchema, LoginSchema, loginUrlFor, ResetPasswordSchema, safeRedirect } from "./auth";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}
const errors = (schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema });
  return ("error" in submission ? submission.error : null) ?? {};
};

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeRedirect("/dashboard/projects")).toBe("/dashboard/projects");
    expect(safeRedirect("/dashboard/profile?tab=logo#top")).toBe("/dashboard/profile?tab=logo#top");
    expect(safeRedirect("/admin/../dashboard")).toBe("/dashboard");
  });

  it("falls back to /dashboard for anything that could leave the site", () => {
    for (const value of [
      "https://evil.example/x",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\r\nSet-Cookie:x",
      "/\tevil",
      "javascript:alert(1)",
      "dashboard",
      "",
      " ",
      null,
      undefined,
    ]) {
      expect(safeRedirect(value)).toBe("/dashboard");
    }
    // Encoded line breaks in the path could become a header on a decoding hop.
    expect(safeRedirect("/%0d%0aSet-Cookie:x")).toBe("/dashboard");
  });

  it.each([
    ["//x"],
    ["/\\x"],
    ["/%2F/x"],
    ["/%2f%2fx"],
    ["/.//x"],
    ["/./\\x"],
    ["/%5Cx"],
    ["/%5cevil"],
    ["\\/x"],
    ["/..//x"],
    ["/a/..//x"],
    ["/a/b/../..//x"],
    ["/%2e//x"],
    ["/%2e%2e//x"],
    ["/.%2f/x"],
    ["https://x"],
    ["HTTPS://x"],
    ["http:/x"],
    ["javascript:alert(1)"],
    [" javascript:alert(1)"],
    ["data:text/html,x"],
    [" /\t/x"],
    ["/\t/x"],
    ["/\n/x"],
    ["/\r\n/x"],
    ["/das\thboard"],
    ["/dash\nboard"],
    ["/\u0000/x"],
    ["/%09/x"],
    ["/%0a/x"],
    ["/%00"],
    ["/%7f/x"],
    [`/${"a".repeat(5000)}`],
    [`/.${"/".repeat(3000)}x`],
  ])("refuses %j", (input) => {
    expect(safeRedirect(input)).toBe("/dashboard");
  });

  it.each([
    ["/dashboard"],
    ["/dashboard/projects?status=active#top"],
    ["/dashboard/projects?q=a%2Fb%5Cc"],
    ["/organizations/0b7c3f8e-2a5d-4c1e-9f6a-1d2e3f4a5b6c"],
    ["/projects?q=caf%C3%A9"],
  ])("keeps %j unchanged", (input) => {
    expect(safeRedirect(input)).toBe(input);
  });

  it("never goes back to the pages that would undo or repeat the login", () => {
    for (const page of ["/login", "/logout", "/register", "/forgot-password", "/reset-password?token=x"]) {
      expect(safeRedirect(page)).toBe("/dashboard");
    }
    expect(safeRedirect("/logout-info")).toBe("/logout-info");
    expect(safeRedirect("/x", "/home")).toBe("/x");
    expect(safeRedirect("http://x", "/home")).toBe("/home");
  });

  it("builds the login URL that remembers the page", () => {
    expect(loginUrlFor("/dashboard/profile?x=1")).toBe("/login?redirectTo=%2Fdashboard%2Fprofile%3Fx%3D1");
    expect(loginUrlFor("//evil.example")).toBe("/login");
  });
});

describe("LoginSchema", () => {
  it("asks for an email address as the identifier", () => {
    expect(errors(LoginSchema, { email: "grace", password: "x" }).email).toEqual([
      "Please use an email address to login",
    ]);
    expect(errors(LoginSchema, { password: "x" }).email).toEqual(["Email is required"]);
    expect(errors(LoginSchema, { email: "a@b.org" }).password).toEqual(["Password is required"]);
  });

  it("lower-cases the email and reads Remember me", () => {
    const result = parseWithZod(form({ email: " Grace@Example.ORG ", password: "p", rememberMe: "on" }), {
      schema: LoginSchema,
    });
    expect(result.status).toBe("success");
    if (result.status === "success") {
      expect(result.value).toMatchObject({ email: "grace@example.org", rememberMe: true });
    }
    const off = parseWithZod(form({ email: "a@b.org", password: "p" }), { schema: LoginSchema });
    expect(off.status === "success" && off.value.rememberMe).toBe(false);
  });
});

describe("ForgotPasswordSchema", () => {
  it("uses the spec's messages", () => {
    expect(errors(ForgotPasswordSchema, {}).email).toEqual(["Please enter your email address"]);
    expect(errors(ForgotPasswordSchema, { email: "grace" }).email).toEqual([
      "Please enter a valid email address to reset your password",
    ]);
    expect(errors(ForgotPasswordSchema, { email: "grace@example.org" }).email).toBeUndefined();
  });
});

describe("ResetPasswordSchema", () => {
  it("needs at least 6 characters and a matching confirmation", () => {
    expect(
      errors(ResetPasswordSchema, { token: "t", password: "12345", confirmPassword: "12345" }).password,
    ).toEqual(["Password must be at least 6 characters long"]);
    expect(
      errors(ResetPasswordSchema, { token: "t", password: "123456", confirmPassword: "1234567" })
        .confirmPassword,
    ).toEqual(["Passwords do not match"]);
    expect(
      errors(ResetPasswordSchema, { token: "t", password: "123456", confirmPassword: "123456" }),
    ).toEqual({});
  });
});
