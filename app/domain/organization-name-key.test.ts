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

  it("ignores punctuation, marks and spacing, wherever they are", () => {
    const key = organizationNameKey(REAL);
    for (const name of [
      `${REAL}.`,
      `${REAL}!`,
      `.${REAL}`,
      `${REAL} . !`,
      "KAMPALA  YOUTH TECH   HUB",
      "KAMPALA-YOUTH TECH HUB",
      "KAMPALA YOUTH TECH-HUB",
      "KAMPALA YOUTH TECH HUB\u3002",
      "KAMPALA YOUTH TECH HUB\u00b7",
      "KAMPALA\u2800YOUTH TECH HUB",
      "KAMPALA YOUTH TECH HUB\u2800",
      "KAMPALA YOUTH TE\u0323CH HUB",
      "KAMPALA YOUTH TECH HU\u0307B",
      "KAMPALA YOUTH'S TECH HUB".replace("'S", ""),
    ]) {
      expect(organizationNameKey(name), JSON.stringify(name)).toBe(key);
    }
    expect(organizationNameKey("ST. MARY'S TRUST")).toBe(organizationNameKey("ST MARYS TRUST"));
    expect(organizationNameKey("A.B HUB")).toBe(organizationNameKey("AB HUB"));
    // A name with no letter or digit at all keys as itself.
    expect(organizationNameKey("...")).toBe("...");
  });

  it("reads small capitals as their letters (from Unicode's names, which confusables.txt leaves out)", () => {
    expect(organizationNameKey("KAMPALA YOUT\u029c TECH HUB")).toBe(organizationNameKey(REAL));
    expect(organizationNameKey("\u0262\u1d1c\u029f\u1d1c WATER")).toBe(organizationNameKey("GULU WATER"));
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

  it("keys plain names as their letters and digits, in small letters", () => {
    expect(organizationNameKey("  Green   Hills\tTrust ")).toBe("greenhillstrust");
    expect(organizationNameKey("Caf\u00e9")).toBe(organizationNameKey("Cafe\u0301"));
    expect(organizationNameKey("Caf\u00e9 2000")).toBe("cafe2ooo");
  });

  it("is the table migration 0021 gives the database (a new table needs a new migration)", () => {
    const migration = fs.readFileSync(
      path.join(process.cwd(), "drizzle", "0021_organization_name_letters.sql"),
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
    expect(rows.size).toBeGreaterThan(10_000);
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
