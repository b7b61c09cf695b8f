import { expect, it } from "vitest";
import { loader as loginLoader } from "~/routes/auth/login";
import { action as registerAction } from "~/routes/auth/register";
import { loader as verifyLoader } from "~/routes/auth/verify-email";
import { useTempDataDir } from "../setup/app-env";
import { describeEachDatabase } from "../setup/test-database";
import { call, cookiesFrom, getRequest, postRequest, registrationFields } from "./auth-helpers";

useTempDataDir();

const loginEmailCookie = (headers: Headers) => cookiesFrom(headers, (name) => name === "ui_login_email");
const emailOf = (data: unknown) => (data as { email: string | null }).email;

describeEachDatabase("the login page after registering (issue 20, item 7)", () => {
  it("starts with the new address filled in, carried by a cookie and not the URL, once", async () => {
    const registered = await call(
      registerAction,
      postRequest("/register", registrationFields({ email: "Amina@GreenHills.org" })),
    );
    // Registration lands on the page that says to open the emailed link; the login page still starts with it.
    expect(registered.location).toBe("/verify-email");
    const cookie = loginEmailCookie(registered.headers);
    expect(cookie).toMatch(/^ui_login_email=/);
    expect(cookie).not.toContain("greenhills");
    const setCookie = registered.headers.getSetCookie().find((line) => line.startsWith("ui_login_email="));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=600/);

    // The page after registering names it without using it up.
    const landing = await call(verifyLoader, getRequest("/verify-email", cookie));
    expect(landing.data).toEqual({ view: "check-mail", email: "amina@greenhills.org" });
    expect(landing.headers.getSetCookie()).toEqual([]);

    const login = await call(loginLoader, getRequest("/login", cookie));
    expect(emailOf(login.data)).toBe("amina@greenhills.org");
    // Read once: the answer clears it.
    expect(login.headers.getSetCookie().some((line) => /^ui_login_email=;.*Max-Age=0/i.test(line))).toBe(
      true,
    );
  });

  it("gives an address already in use the same answer", async () => {
    await call(registerAction, postRequest("/register", registrationFields({ email: "twice@example.org" })));
    const again = await call(
      registerAction,
      postRequest("/register", registrationFields({ email: "twice@example.org", orgName: "Another Org" })),
    );
    expect(again.location).toBe("/verify-email");
    const login = await call(loginLoader, getRequest("/login", loginEmailCookie(again.headers)));
    expect(emailOf(login.data)).toBe("twice@example.org");
  });

  it("starts empty without the cookie, or with a forged one", async () => {
    expect(emailOf((await call(loginLoader, getRequest("/login"))).data)).toBeNull();
    const forged = `ui_login_email=${encodeURIComponent(btoa(JSON.stringify("someone@example.org")))}`;
    const answer = await call(loginLoader, getRequest("/login", forged));
    expect(emailOf(answer.data)).toBeNull();
    expect(emailOf((await call(verifyLoader, getRequest("/verify-email", forged))).data)).toBeNull();
  });
});
