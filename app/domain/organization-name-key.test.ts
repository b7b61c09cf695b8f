import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mixesScripts } from "./clean-name";
import { organizationNameKey, prototypeTable } from "./organization-name-key";
import { ProfileSchema } from "./profile";
import { REGISTRATION_MESSAGES } from "./registration";

const REAL = "KAMPALA YOUTH TECH HUB";

describe("organizationNameKey", () => {
  it("reads Cyrillic and Greek look-alike letters as the Latin ones", () => {
    const key = organizationNameKey(REAL);
    expect(organizationNameKey("K\u0410MP\u0410L\u0410 Y\u041eUTH T\u0415CH HUB")).toBe(key);
    expect(organizationNameKey("KAMPALA YOUTH \u0422\u0415\u0421\u041d HUB")).toBe(key);
    expect(
      organizationNameKey("\u039a\u0391\u039c\u03a1\u0391L\u0391 \u03a5\u039fUTH \u03a4\u0395CH HUB"),
    ).toBe(key);
    expect(organizationNameKey("kampala youth tech hub")).toBe(key);
    // Digits and capitals that look like letters.
    expect(organizationNameKey("G00GLE")).toBe(organizationNameKey("GOOGLE"));
    expect(organizationNameKey("1LLINOIS")).toBe(organizationNameKey("ILLINOIS"));
  });

  it("ignores trailing punctuation and repeated spaces", () => {
    const key = organizationNameKey(REAL);
    for (const name of [
      `${REAL}.`,
      `${REAL}!`,
      `${REAL},`,
      `${REAL} -`,
      `${REAL} . !`,
      "KAMPALA  YOUTH TECH   HUB",
    ]) {
      expect(organizationNameKey(name), name).toBe(key);
    }
    // Punctuation inside the name still counts; a name of punctuation alone keeps it.
    expect(organizationNameKey("A.B HUB")).not.toBe(organizationNameKey("AB HUB"));
    expect(organizationNameKey("...")).toBe("...");
  });

  it("keeps different names apart, and a name in its own alphabet its own", () => {
    const key = organizationNameKey(REAL);
    expect(organizationNameKey("KAMPALA YOUTH TECH HUBS")).not.toBe(key);
    expect(organizationNameKey("ILL")).not.toBe(organizationNameKey("LLL"));
    expect(organizationNameKey("\u0416\u0418\u0422\u041e\u041c\u0418\u0420")).not.toBe(
      organizationNameKey("ZHITOMIR"),
    );
    expect(organizationNameKey("\u0416\u0418\u0422\u041e\u041c\u0418\u0420")).toBe(
      organizationNameKey("\u0436\u0438\u0442\u043e\u043c\u0438\u0440"),
    );
    expect(organizationNameKey("")).toBe("");
    expect(organizationNameKey("\u200b")).toBe("");
  });

  it("keeps plain names readable and sorting as before", () => {
    expect(organizationNameKey("  Green   Hills\tTrust ")).toBe("green hills trust");
    expect(organizationNameKey("Caf\u00e9")).toBe(organizationNameKey("Cafe\u0301"));
  });

  it("is the table migration 0012 gives the database (a new confusables table needs a new migration)", () => {
    const migration = fs.readFileSync(
      path.join(process.cwd(), "drizzle", "0012_organization_name_skeleton.sql"),
      "utf8",
    );
    const fromLiteral = (text: string) =>
      text.replace(/\\\+([0-9a-f]{6})|\\([0-9a-f]{4})/g, (_, long, short) =>
        String.fromCodePoint(Number.parseInt(long ?? short, 16)),
      );
    const rows = new Map(
      Array.from(migration.matchAll(/\(U&'([^']*)',U&'([^']*)'\)/g), (match) => [
        fromLiteral(match[1] ?? ""),
        fromLiteral(match[2] ?? ""),
      ]),
    );
    expect(rows.size).toBeGreaterThan(3000);
    expect(rows).toEqual(prototypeTable());
  });
});

describe("mixesScripts", () => {
  it("refuses a word mixing Latin with Cyrillic or Greek letters", () => {
    expect(mixesScripts("K\u0410MP\u0410L\u0410 YOUTH")).toBe(true);
    expect(mixesScripts("KAMPALA Y\u039fUTH")).toBe(true);
    expect(mixesScripts(REAL)).toBe(false);
    // A name in one alphabet, or words in different alphabets, are names of their own.
    expect(mixesScripts("\u0416\u0418\u0422\u041e\u041c\u0418\u0420 \u0425\u0410\u0411")).toBe(false);
    expect(mixesScripts("KAMPALA \u0422\u0415\u0421\u041d")).toBe(false);
    expect(mixesScripts("CAF\u00c9 123 & CO.")).toBe(false);
  });

  it("says so beside the name field", () => {
    const result = ProfileSchema.safeParse({
      orgName: "K\u0410MP\u0410L\u0410 YOUTH TECH HUB",
      orgBrief: "A brief long enough to pass.",
      orgType: "NGO/Non-Profit",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["orgName", REGISTRATION_MESSAGES.orgNameMixedScripts],
    ]);
  });
});
