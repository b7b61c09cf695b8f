import { describe, expect, it } from "vitest";
import { EnvSchema } from "./env.server";

describe("configuration", () => {
  it("needs no variable at all", () => {
    const env = EnvSchema.parse({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.ADMIN_EMAILS).toEqual([]);
  });
  it("reads lists, flags and numbers", () => {
    const env = EnvSchema.parse({
      ADMIN_EMAILS: " A@x.org, b@y.org ,",
      SEED_DEMO: "false",
      PORT: "8080",
      DATABASE_URL: "",
    });
    expect(env.ADMIN_EMAILS).toEqual(["a@x.org", "b@y.org"]);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("rejects bad values", () => {
    expect(EnvSchema.safeParse({ PORT: "eighty" }).success).toBe(false);
    expect(EnvSchema.safeParse({ SEED_DEMO: "maybe" }).success).toBe(false);
    expect(EnvSchema.safeParse({ SESSION_SECRET: "short" }).success).toBe(false);
  });
});

describe("PUBLIC_URL", () => {
  it("is required in production mode, with a message that says why", () => {
    const result = EnvSchema.safeParse({ NODE_ENV: "production" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["PUBLIC_URL"],
        message: expect.stringMatching(/NODE_ENV=production/),
      }),
    ]);
    expect(EnvSchema.safeParse({ NODE_ENV: "production", PUBLIC_URL: "" }).success).toBe(false);
    expect(EnvSchema.parse({ NODE_ENV: "production", PUBLIC_URL: "https://ui.example.org" }).PUBLIC_URL).toBe(
      "https://ui.example.org",
    );
  });
  it("is optional elsewhere", () => {
    expect(EnvSchema.parse({ NODE_ENV: "development" }).PUBLIC_URL).toBeUndefined();
    expect(EnvSchema.parse({ NODE_ENV: "test" }).PUBLIC_URL).toBeUndefined();
  });
});

describe("SEED_DEMO", () => {
  const production = { NODE_ENV: "production", PUBLIC_URL: "https://ui.example.org" };
  it("is off by default in production: a deployment never loads demo accounts unless asked", () => {
    expect(EnvSchema.parse(production).SEED_DEMO).toBe(false);
  });
  it("is honoured in production when set (npm start sets true)", () => {
    expect(EnvSchema.parse({ ...production, SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(EnvSchema.parse({ ...production, SEED_DEMO: "1" }).SEED_DEMO).toBe(true);
    expect(EnvSchema.parse({ ...production, SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
  });
  it("is on by default outside production, and can be turned off", () => {
    expect(EnvSchema.parse({ NODE_ENV: "development" }).SEED_DEMO).toBe(true);
    expect(EnvSchema.parse({ NODE_ENV: "test" }).SEED_DEMO).toBe(true);
    expect(EnvSchema.parse({ NODE_ENV: "development", SEED_DEMO: "no" }).SEED_DEMO).toBe(false);
  });
});

describe("S3_*", () => {
  it("is all optional: uploads stay on local disk", () => {
    const env = EnvSchema.parse({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_REGION).toBe("us-east-1");
  });
  it("names a bucket whenever an endpoint or credentials are given", () => {
    const endpointOnly = EnvSchema.safeParse({ S3_ENDPOINT: "http://127.0.0.1:9000" });
    expect(endpointOnly.error?.issues[0]?.path).toEqual(["S3_BUCKET"]);
    const keyOnly = EnvSchema.safeParse({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" });
    expect(keyOnly.error?.issues[0]?.path).toEqual(["S3_SECRET_ACCESS_KEY"]);
    const complete = EnvSchema.parse({
      S3_BUCKET: "uploads",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "false",
    });
    expect([complete.S3_BUCKET, complete.S3_FORCE_PATH_STYLE]).toEqual(["uploads", false]);
  });
});
