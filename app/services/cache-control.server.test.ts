import { describe, expect, it } from "vitest";
import { applyPrivateCaching, isPrivateRequest } from "./cache-control.server";

const request = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("isPrivateRequest", () => {
  it.each([
    "/dashboard",
    "/dashboard.data",
    "/dashboard/projects/edit/1.data",
    "/Dashboard/Profile",
    "/admin",
    "/admin/payments.data",
    "/payment",
    "/payment.data",
    // The verification link carries its token in the address.
    "/verify-email?token=abc",
    "/invitations/abc",
  ])("keeps %s private for anyone", (path) => {
    expect(isPrivateRequest(request(path))).toBe(true);
  });

  it.each(["/", "/_root.data", "/projects", "/about.data", "/dashboards", "/administration", "/payments"])(
    "leaves a visitor's %s public",
    (path) => {
      expect(isPrivateRequest(request(path))).toBe(false);
      expect(isPrivateRequest(request(path, "theme=dark"))).toBe(false);
    },
  );

  it("keeps every page private when a session cookie comes with it", () => {
    expect(isPrivateRequest(request("/projects", "ui.session_token=abc.def"))).toBe(true);
    expect(isPrivateRequest(request("/_root.data", "theme=dark; __Secure-ui.session_token=abc"))).toBe(true);
  });
});

describe("applyPrivateCaching", () => {
  it("leaves a visitor's public page as it is", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60" });
    applyPrivateCaching(request("/projects"), headers);
    expect(headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(headers.get("X-Signed-In")).toBeNull();
  });

  it("marks every answer to a signed-in browser private and signed in", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60" });
    applyPrivateCaching(request("/projects", "ui.session_token=abc.def"), headers);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Signed-In")).toBe("1");
  });

  it("keeps an answer that sets a cookie (a toast shown once) out of every cache", () => {
    const headers = new Headers({ "Set-Cookie": "ui.toast=; Max-Age=0; Path=/" });
    applyPrivateCaching(request("/"), headers);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Signed-In")).toBeNull();
  });
});
