import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  guessedOrganizationText,
  ORGANIZATION_NAME_NOTES,
  resolveOrganizationName,
  UNKNOWN_ORGANIZATION,
} from "./organization-name";
import { ProfileSchema } from "./profile";
import { RegistrationSchema } from "./registration-schema";

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

describe("the implementing organization as a visitor reads it", () => {
  it("shows a name the project or its owner gives as it is, with no percentage", () => {
    for (const input of [
      { projectImplementer: " Gulu  Health Trust " },
      { profileOrganizationName: "Gulu Health Trust" },
      { organizationRecordName: "Gulu Health Trust" },
    ]) {
      const resolved = resolveOrganizationName({ ...input, sector: "Health" });
      expect(resolved, JSON.stringify(input)).toMatchObject({
        certain: true,
        text: "Gulu Health Trust",
        note: null,
      });
      expect(resolved.text).not.toMatch(/%|\(/);
    }
  });

  it("keeps the spec's ranking: the implementer first, then the profile, then the record", () => {
    const resolved = resolveOrganizationName({
      projectImplementer: "Implementer",
      profileOrganizationName: "Profile",
      organizationRecordName: "Record",
    });
    expect(resolved).toMatchObject({ name: "Implementer", confidence: 100, source: "implementer" });
    expect(
      resolveOrganizationName({ profileOrganizationName: "Profile", organizationRecordName: "Record" }),
    ).toMatchObject({ name: "Profile", confidence: 95, source: "profile" });
  });

  it("says a guess from the sector or goal is a guess, in words", () => {
    expect(resolveOrganizationName({ sector: "Health", sdg: "Good Health and Well-being" })).toMatchObject({
      certain: false,
      source: "guess",
      confidence: 65,
      text: "Probably a health organization",
      note: ORGANIZATION_NAME_NOTES.guess,
    });
    expect(resolveOrganizationName({ sector: "Education" }).text).toBe("Probably an educational institution");
    expect(resolveOrganizationName({ sdg: "Peace, Justice and Strong Institutions" }).text).toBe(
      "Probably a government agency",
    );
  });

  it("names nothing it cannot know: Unknown Organization, without (0%)", () => {
    expect(resolveOrganizationName({ sector: "Agriculture" })).toMatchObject({
      certain: false,
      source: "unknown",
      text: UNKNOWN_ORGANIZATION,
      note: ORGANIZATION_NAME_NOTES.unknown,
    });
  });

  it("puts a or an before the kind", () => {
    expect(guessedOrganizationText("Nonprofit Organization")).toBe("Probably a nonprofit organization");
    expect(guessedOrganizationText("Educational Institution")).toBe("Probably an educational institution");
  });
});
