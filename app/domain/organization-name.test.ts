import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ProfileSchema } from "./profile";
import { RegistrationSchema } from "./registration";

/** The organization name field of registration and profile: cleaned before the emptiness check. */
function orgNameOf(schema: typeof ProfileSchema | typeof RegistrationSchema, orgName: string) {
  const formData = new FormData();
  formData.set("orgName", orgName);
  const submission = parseWithZod(formData, { schema });
  return { error: submission.status === "success" ? undefined : submission.error?.orgName };
}

describe.each([
  ["registration", RegistrationSchema],
  ["profile", ProfileSchema],
] as const)("the %s form's organization name", (_form, schema) => {
  it("is required when it holds only invisible characters and spaces", () => {
    for (const name of ["\u200b\u200b", " \u00ad\u2060 ", "\ufeff\u200d", "\u3164", ""]) {
      expect(orgNameOf(schema, name).error, JSON.stringify(name)).toEqual(["Organization name is required"]);
    }
  });

  it("passes the clean name on: NFKC, no invisible characters, one space, upper-cased", () => {
    const formData = new FormData();
    for (const [key, value] of Object.entries({
      email: "a@example.org",
      fullName: "A",
      orgName: "\u200b\uff27reen\u00a0\u00a0Hills\u00ad ",
      orgBrief: "A brief that is long enough",
      orgType: "NGO/Non-Profit",
      phone: "772123456",
      address: "Gulu",
      password: "correct-horse-1",
      confirmPassword: "correct-horse-1",
      acceptTerms: "on",
    })) {
      formData.set(key, value);
    }
    const submission = parseWithZod(formData, { schema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.orgName).toBe("GREEN HILLS");
  });
});
