import { expect, it } from "vitest";
import { action as loginAction } from "~/routes/auth/login";
import { registerOrganization } from "~/services/organizations/register-organization.server";
import { PASSWORD_WORK_LIMITS } from "~/services/password-work.server";
import { useTempDataDir } from "../setup/app-env";
import { describeEachDatabase } from "../setup/test-database";
import { call, postRequest, toastOf } from "./auth-helpers";

useTempDataDir();

describeEachDatabase("a crowd of password checks", () => {
  it("checks a few logins at a time and turns the rest away at once with Too many attempts", async () => {
    const { runningAtMost, waitingAtMost } = PASSWORD_WORK_LIMITS;
    // 20 beyond the queue: some slots may free up while the crowd is still arriving.
    const crowd = runningAtMost + waitingAtMost + 20;
    // Each from its own address and email: no rate limit refuses them, only the password-check queue.
    const answers = await Promise.all(
      Array.from({ length: crowd }, async (_, i) => {
        const outcome = await call(
          loginAction,
          postRequest("/login", { email: `crowd-${i}@example.org`, password: "wrong-password-1" }),
          `10.9.${Math.floor(i / 250)}.${i % 250}`,
        );
        expect(outcome.location).toBeNull();
        return (await toastOf(outcome))?.description ?? "";
      }),
    );
    const turnedAway = answers.filter((answer) =>
      /^Too many attempts\. Please try again in 1 minute\.$/.test(answer),
    );
    const checked = answers.filter(
      (answer) =>
        answer ===
        "Check for a typing mistake or Caps Lock, or choose Forgot your password? to set a new one.",
    );
    expect(turnedAway.length).toBeGreaterThanOrEqual(10);
    expect(checked.length).toBeGreaterThanOrEqual(runningAtMost + waitingAtMost);
    expect(turnedAway.length + checked.length).toBe(crowd);
  });

  it("lets a real login through once the crowd has passed", async () => {
    await registerOrganization({
      email: "after@example.org",
      fullName: "After Crowd",
      password: "right-password-1",
      organizationName: "AFTER CROWD",
      organizationBrief: "Logs in after the crowd.",
      organizationType: "NGO/Non-Profit",
      phone: null,
      address: null,
      website: null,
    });
    const outcome = await call(
      loginAction,
      postRequest("/login", { email: "after@example.org", password: "right-password-1" }),
      "10.8.0.1",
    );
    expect(outcome.location).toBe("/dashboard");
  });
});
