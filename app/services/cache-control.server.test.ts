import { describe, expect, it } from "vitest";
import { isPrivateRequest } from "./cache-control.server";

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
