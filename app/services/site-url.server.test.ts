import { describe, expect, it } from "vitest";
import { publicOrigin, siteOrigin } from "./site-url.server";

const env = { PUBLIC_URL: undefined, HOST: "0.0.0.0", PORT: 3000 };

describe("publicOrigin (links in emails)", () => {
  it("is PUBLIC_URL when set, without a trailing slash", () => {
    expect(publicOrigin({ ...env, PUBLIC_URL: "https://ugandaimpact.org/" })).toBe(
      "https://ugandaimpact.org",
    );
  });
  it("is otherwise the address the server listens on", () => {
    expect(publicOrigin(env)).toBe("http://localhost:3000");
    expect(publicOrigin({ ...env, HOST: "::", PORT: 8080 })).toBe("http://localhost:8080");
    expect(publicOrigin({ ...env, HOST: "127.0.0.1" })).toBe("http://127.0.0.1:3000");
    expect(publicOrigin({ ...env, HOST: "192.168.1.20", PORT: 80 })).toBe("http://192.168.1.20");
    expect(publicOrigin({ ...env, HOST: "::1" })).toBe("http://[::1]:3000");
  });
});

describe("siteOrigin (absolute URLs in pages)", () => {
  it("prefers PUBLIC_URL over the request", () => {
    const request = new Request("http://evil.example/x");
    expect(siteOrigin(request, { ...env, PUBLIC_URL: "https://ugandaimpact.org" })).toBe(
      "https://ugandaimpact.org",
    );
  });
});
