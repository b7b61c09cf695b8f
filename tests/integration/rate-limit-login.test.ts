import { expect, it } from "vitest";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { action as loginAction } from "~/routes/auth/login";
import { registerOrganization } from "~/services/organizations/register-organization.server";
import { outbox, useTempDataDir } from "../setup/app-env";
import { describeEachDatabase } from "../setup/test-database";
import { call, postRequest, toastOf } from "./auth-helpers";

const dataDir = useTempDataDir();

describeEachDatabase("login and reset rate limits", () => {
  it("refuses the 6th bad login for one email within a minute, even with the right password", async () => {
    await registerOrganization({
      email: "target@example.org",
      fullName: "Target",
      password: "right-password-1",
      organizationName: "TARGET",
      organizationBrief: "A target of guessing.",
      organizationType: "NGO/Non-Profit",
      phone: null,
      address: null,
      website: null,
    });
    const answers: (string | undefined)[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      // Different addresses: the per-email limit is what stops this.
      const outcome = await call(
        loginAction,
        postRequest("/login", { email: "target@example.org", password: `guess-${attempt}` }),
        `10.0.0.${attempt}`,
      );
      expect(outcome.location).toBeNull();
      answers.push((await toastOf(outcome))?.description);
    }
    expect(answers).toEqual(
      Array(5).fill(
        "Check for a typing mistake or Caps Lock, or choose Forgot your password? to set a new one.",
      ),
    );

    const sixth = await call(
      loginAction,
      postRequest("/login", { email: "Target@Example.org", password: "right-password-1" }),
      "10.0.0.6",
    );
    expect(sixth.location).toBeNull();
    expect(sixth.headers.getSetCookie().some((cookie) => cookie.startsWith("ui.session_token"))).toBe(false);
    expect(await toastOf(sixth)).toMatchObject({
      type: "error",
      title: "Login Failed",
      description: "Too many attempts. Please try again in 1 minute.",
    });
    expect(JSON.stringify(sixth.data)).toContain("Too many attempts. Please try again in 1 minute.");

    // Another account is not affected.
    const other = await call(
      loginAction,
      postRequest("/login", { email: "someone-else@example.org", password: "whatever-1" }),
      "10.0.0.7",
    );
    expect(await toastOf(other)).toMatchObject({
      description:
        "Check for a typing mistake or Caps Lock, or choose Forgot your password? to set a new one.",
    });
  });

  it("limits reset emails per address", async () => {
    const before = outbox(dataDir).length;
    const answers: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const outcome = await call(
        forgotAction,
        postRequest("/forgot-password", { email: "target@example.org" }),
        `10.1.0.${attempt}`,
      );
      answers.push((await toastOf(outcome))?.title);
    }
    expect(answers).toEqual([
      "Password Reset Email Sent",
      "Password Reset Email Sent",
      "Password Reset Email Sent",
      "Failed to Send Reset Email",
    ]);
    expect(outbox(dataDir).length).toBe(before + 3);
  });
});
