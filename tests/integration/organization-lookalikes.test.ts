import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { organizationNameKey } from "~/domain/organization-name-key";
import { REGISTRATION_MESSAGES } from "~/domain/registration";
import { action as registerAction } from "~/routes/auth/register";
import { action as profileAction } from "~/routes/dashboard/profile";
import { saveOrganizationProfile } from "~/services/organizations/save-organization-profile.server";
import { resetRateLimit } from "~/services/rate-limit.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, ownerActor, type TestOrganizationUser } from "../setup/factories";
import { LOOKALIKE_CORPUS, LOOKALIKE_OF } from "../setup/lookalike-names";
import { describeEachDatabase } from "../setup/test-database";
import { call, count, postRequest, registrationFields } from "./auth-helpers";

/**
 * Issue 18 item 3 and issue 33 item 2, "Look-alike names": names are compared by their letters and digits,
 * after Unicode's confusables (Cyrillic and Greek look-alikes, small capitals, marks, invisible characters,
 * punctuation and spacing), in the app and in the database, and existing names are re-keyed by migrations
 * 0012 and 0021 without losing a row.
 */

const REAL = "KAMPALA YOUTH TECH HUB";
const TAKEN = REGISTRATION_MESSAGES.orgNameTaken;
const MIXED = REGISTRATION_MESSAGES.orgNameMixedScripts;
/** A second registered name, and its look-alike in Greek capitals. */
const NEXT_HOME = "NEXT HOME";
/** Look-alikes of REAL or NEXT_HOME: whole words in Cyrillic or Greek, trailing punctuation, case and spacing. */
const LOOK_ALIKES = [
  "KAMPALA YOUTH \u0422\u0415\u0421\u041d HUB",
  "\u039d\u0395\u03a7\u03a4 \u0397\u039f\u039c\u0395",
  `${REAL}.`,
  `${REAL} !`,
  "kampala  youth tech hub",
];
/** The issue's own example: Cyrillic А, О, Е inside Latin words. */
const MIXED_NAME = "K\u0410MP\u0410L\u0410 Y\u041eUTH T\u0415CH HUB";

useTempDataDir();

let address = 0;
const nextIp = () => `10.18.${Math.floor(++address / 200)}.${address % 200}`;
const register = (orgName: string, email: string) =>
  call(registerAction, postRequest("/register", registrationFields({ orgName, email })), nextIp());

function fieldErrors(outcome: { data: unknown }): Record<string, string[] | null> {
  return (
    (outcome.data as { result?: { error?: Record<string, string[] | null> } } | null)?.result?.error ?? {}
  );
}

const profileFields = (orgName: string) => ({
  orgName,
  orgBrief: "Coding clubs and laptops for young people in Kampala.",
  orgType: "NGO/Non-Profit",
  phone: "+256 701 234 567",
  address: "Plot 1, Kampala Road",
  website: "",
});

const keyOf = async (name: string) =>
  (await getDb().execute<{ key: string }>(sql`select organization_name_key(${name}) as key`)).rows[0]?.key;

describeEachDatabase("look-alike organization names", () => {
  let real: TestOrganizationUser;
  let other: TestOrganizationUser;

  beforeAll(async () => {
    real = await createOrganizationUser({ organizationName: REAL });
    other = await createOrganizationUser({ organizationName: "NILE GREEN ENERGY" });
    await createOrganizationUser({ organizationName: NEXT_HOME });
  });

  it("refuses a registration under a look-alike of a registered name, and writes no row", async () => {
    const before = { profiles: await count("profiles"), organizations: await count("organizations") };
    for (const [index, name] of LOOK_ALIKES.entries()) {
      const outcome = await register(name, `lookalike${index}@example.org`);
      expect(fieldErrors(outcome).orgName, name).toEqual([TAKEN]);
    }
    const mixed = await register(MIXED_NAME, "mixed@example.org");
    expect(fieldErrors(mixed).orgName).toEqual([MIXED]);
    expect({ profiles: await count("profiles"), organizations: await count("organizations") }).toEqual(
      before,
    );
    const users = await getDb().execute(
      sql`select 1 from users where email like 'lookalike%' or email = 'mixed@example.org'`,
    );
    expect(users.rows).toHaveLength(0);
  });

  it("refuses a rename to a look-alike of another organization's name, and keeps the old name", async () => {
    for (const name of LOOK_ALIKES) {
      const outcome = await call(
        profileAction,
        postRequest("/dashboard/profile", profileFields(name), other.cookie),
        nextIp(),
      );
      expect(outcome.status, name).toBe(400);
      expect(fieldErrors(outcome).orgName, name).toEqual([TAKEN]);
    }
    const mixed = await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields(MIXED_NAME), other.cookie),
      nextIp(),
    );
    expect(fieldErrors(mixed).orgName).toEqual([MIXED]);
    const rename = await saveOrganizationProfile({
      userId: other.userId,
      actor: ownerActor(other),
      values: {
        organizationName: `${REAL}.`,
        organizationBrief: "A brief long enough",
        organizationType: "NGO/Non-Profit",
        phone: null,
        address: null,
        website: null,
      },
    });
    expect(rename).toEqual({ ok: false, reason: "name-taken" });
    const names = await getDb().execute<{ organization_name: string; name_key: string }>(
      sql`select organization_name, name_key from profiles where id = ${other.userId}`,
    );
    expect(names.rows[0]).toEqual({ organization_name: "NILE GREEN ENERGY", name_key: "nilegreenenergy" });
  });

  it("lets an organization keep its own name with a trailing full stop, shown as typed", async () => {
    const outcome = await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields(`${REAL}.`), real.cookie),
      nextIp(),
    );
    expect(outcome.status).toBe(302);
    const row = await getDb().execute<{ organization_name: string; name_key: string }>(
      sql`select organization_name, name_key from profiles where id = ${real.userId}`,
    );
    expect(row.rows[0]).toEqual({ organization_name: `${REAL}.`, name_key: "kampalayouthtechhub" });
  });

  it(`refuses each of ${LOOKALIKE_CORPUS.length} look-alikes at registration and at rename, and writes nothing`, async () => {
    expect(LOOKALIKE_OF).toBe(REAL);
    const before = { profiles: await count("profiles"), users: await count("users") };
    for (const [index, [what, name]] of LOOKALIKE_CORPUS.entries()) {
      // Each refused rename counts toward the hourly limit on profile saves, which is not what this is about.
      await resetRateLimit("profile-save", other.userId);
      const registered = await register(name, `corpus${index}@example.org`);
      expect(fieldErrors(registered).orgName, what).toEqual([TAKEN]);
      const renamed = await call(
        profileAction,
        postRequest("/dashboard/profile", profileFields(name), other.cookie),
        nextIp(),
      );
      expect(renamed.status, what).toBe(400);
      expect(fieldErrors(renamed).orgName, what).toEqual([TAKEN]);
    }
    expect({ profiles: await count("profiles"), users: await count("users") }).toEqual(before);
    const names = await getDb().execute<{ organization_name: string }>(
      sql`select organization_name from profiles where id = ${other.userId}`,
    );
    expect(names.rows[0]?.organization_name).toBe("NILE GREEN ENERGY");
  });

  it("reads names in the database the way organizationNameKey() does (raw writes and the backfill)", async () => {
    const names = [
      REAL,
      ...LOOKALIKE_CORPUS.map(([, name]) => name),
      MIXED_NAME,
      ...LOOK_ALIKES,
      "  Green   Hills\tTrust ",
      "\u200bGreen\u200c Hills\u200d\u2060\ufeff\u00ad",
      "\uff27\uff52\uff45\uff45\uff4e\u3000Hills",
      "\ufb01eld \u2168",
      "Cafe\u0301 \u00c9COLE",
      'G00GLE 1LLINOIS | "QUOTED" 100%',
      "\u0416\u0418\u0422\u041e\u041c\u0418\u0420 \u0436\u0438\u0442\u043e\u043c\u0438\u0440",
      "\u0391\u0398\u0397\u039d\u0391 \u03b1\u03b8\u03b7\u03bd\u03b1 \u1f08\u03b8",
      "STRA\u00dfE",
      "HUB . ! ? - , ; : ' ) ]",
      "...",
      "\ud835\udc00\ud835\udc01 \u{1f16d}",
      "\u200b\u200b",
      "",
    ];
    // And strings of letters drawn from the Latin, Cyrillic and Greek blocks and ASCII punctuation.
    let seed = 18;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const ranges = [
      [0x20, 0x7e],
      [0xc0, 0x24f],
      [0x370, 0x3ff],
      [0x400, 0x4ff],
      [0x1e00, 0x1eff],
    ] as const;
    for (let index = 0; index < 200; index++) {
      let name = "";
      for (let length = 1 + Math.floor(random() * 12); length > 0; length--) {
        const [from, to] = ranges[Math.floor(random() * ranges.length)]!;
        name += String.fromCodePoint(from + Math.floor(random() * (to - from + 1)));
      }
      names.push(name);
    }
    for (const name of names) expect(await keyOf(name), JSON.stringify(name)).toBe(organizationNameKey(name));
  });
});

describeEachDatabase("migration 0012 on a database that holds look-alike names", () => {
  it("re-keys every name, keeps every row, and reports the look-alikes found", async () => {
    const db = getDb();
    const migration = fs.readFileSync(
      path.join(process.cwd(), "drizzle", "0012_organization_name_skeleton.sql"),
      "utf8",
    );
    // Rows as they stood before 0012: keys by the old rule (lower-cased clean name).
    const rows = [
      ["u-real", REAL, "kampala youth tech hub", "2025-01-01"],
      ["u-cyrillic", MIXED_NAME, MIXED_NAME.toLowerCase(), "2025-01-02"],
      ["u-stop", `${REAL}.`, "kampala youth tech hub.", "2025-01-03"],
      ["u-green", "GREEN HILLS", "green hills", "2025-01-04"],
      ["u-green-2", "green  hills", "green hills\u0001u-green-2", "2025-01-05"],
      ["u-other", "BLUE NILE", "blue nile", "2025-01-06"],
      ["u-blank", "", "", "2025-01-07"],
    ] as const;
    for (const [id, name, oldKey, created] of rows) {
      await db.execute(
        sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@example.org`})`,
      );
      await db.execute(
        sql`insert into profiles (id, organization_name, name_key, created_at)
            values (${id}, ${name}, ${oldKey}, ${created})`,
      );
    }
    await db.execute(
      sql`insert into organizations (name) values (${"\u039a\u0391\u039c\u03a1\u0391L\u0391"})`,
    );
    // Back to the schema before 0012 (the old keys differ, so the unique index held them).
    await db.execute(sql`update organizations set name_key = lower(name)`);
    await db.execute(sql`drop table organization_name_prototypes`);

    for (const statement of migration.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }

    const keys = await db.execute<{ id: string; name_key: string }>(
      sql`select id, name_key from profiles where id like 'u-%' order by id`,
    );
    expect(Object.fromEntries(keys.rows.map((row) => [row.id, row.name_key]))).toEqual({
      "u-real": "kampala youth tech hub",
      "u-cyrillic": "kampala youth tech hub\u0001u-cyrillic",
      "u-stop": "kampala youth tech hub\u0001u-stop",
      "u-green": "green hills",
      "u-green-2": "green hills\u0001u-green-2",
      "u-other": "blue nile",
      "u-blank": "",
    });
    const organizationKeys = await db.execute<{ name_key: string }>(
      sql`select name_key from organizations where name = ${"\u039a\u0391\u039c\u03a1\u0391L\u0391"}`,
    );
    expect(organizationKeys.rows).toEqual([{ name_key: "kampala" }]);
    // Names as they were typed; every row is still there.
    const names = await db.execute<{ organization_name: string }>(
      sql`select organization_name from profiles where id in ('u-cyrillic', 'u-stop') order by id`,
    );
    expect(names.rows.map((row) => row.organization_name)).toEqual([MIXED_NAME, `${REAL}.`]);
    // Each newly found look-alike is reported once, naming both; the old duplicate of 0005 is not again.
    const reports = await db.execute<{
      actor_email: string;
      target_id: string;
      target_label: string;
      detail: Record<string, string>;
    }>(
      sql`select actor_email, target_id, target_label, detail from admin_audit_log
          where action = 'organization.name_lookalike' order by target_id`,
    );
    expect(reports.rows).toEqual([
      {
        actor_email: "migration 0012",
        target_id: "u-cyrillic",
        target_label: MIXED_NAME,
        detail: { keptId: "u-real", keptName: REAL, key: "kampala youth tech hub" },
      },
      {
        actor_email: "migration 0012",
        target_id: "u-stop",
        target_label: `${REAL}.`,
        detail: { keptId: "u-real", keptName: REAL, key: "kampala youth tech hub" },
      },
    ]);
    // From now on the index holds the new rule, for raw writes too.
    await db.execute(sql`insert into users (id, name, email) values ('u-late', 'Late', 'late@example.org')`);
    const late = await db
      .execute(
        sql`insert into profiles (id, organization_name) values ('u-late', ${"KAMPALA YOUTH \u0422\u0415\u0421\u041d HUB!"})`,
      )
      .catch((error) => error);
    expect(JSON.stringify(late?.cause ?? late)).toContain("profiles_name_key_unique");
  });
});

describeEachDatabase("migration 0021 on a database keyed by the rule of 0012", () => {
  it("keys every name by its letters and digits, keeps every row, and reports the look-alikes found", async () => {
    const db = getDb();
    const statements = (file: string) =>
      fs.readFileSync(path.join(process.cwd(), "drizzle", file), "utf8").split("--> statement-breakpoint");
    // Back to the table and function of 0012.
    await db.execute(sql`drop table organization_name_prototypes`);
    for (const statement of statements("0012_organization_name_skeleton.sql"))
      await db.execute(sql.raw(statement));
    // Rows written under 0012 (the triggers key them): look-alikes it did not see, each with a key of its own.
    const rows = [
      ["v-real", REAL, "2025-01-01"],
      ["v-hyphen", "KAMPALA-YOUTH TECH HUB", "2025-01-02"],
      ["v-braille", "KAMPALA YOUTH TECH HUB\u2800", "2025-01-03"],
      ["v-other", "BLUE NILE", "2025-01-04"],
    ] as const;
    for (const [id, name, created] of rows) {
      await db.execute(
        sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@example.org`})`,
      );
      await db.execute(
        sql`insert into profiles (id, organization_name, created_at) values (${id}, ${name}, ${created})`,
      );
    }
    const before = await db.execute<{ name_key: string }>(
      sql`select name_key from profiles where id = 'v-hyphen'`,
    );
    expect(before.rows[0]?.name_key).toBe("kampala-youth tech hub");

    for (const statement of statements("0021_organization_name_letters.sql"))
      await db.execute(sql.raw(statement));

    const keys = await db.execute<{ id: string; name_key: string }>(
      sql`select id, name_key from profiles where id like 'v-%' order by id`,
    );
    expect(Object.fromEntries(keys.rows.map((row) => [row.id, row.name_key]))).toEqual({
      "v-braille": "kampalayouthtechhub\u0001v-braille",
      "v-hyphen": "kampalayouthtechhub\u0001v-hyphen",
      "v-other": "bluenile",
      "v-real": "kampalayouthtechhub",
    });
    const reports = await db.execute<{
      actor_email: string;
      target_id: string;
      detail: Record<string, string>;
    }>(
      sql`select actor_email, target_id, detail from admin_audit_log
          where action = 'organization.name_lookalike' order by target_id`,
    );
    expect(reports.rows).toEqual(
      ["v-braille", "v-hyphen"].map((id) => ({
        actor_email: "migration 0021",
        target_id: id,
        detail: { keptId: "v-real", keptName: REAL, key: "kampalayouthtechhub" },
      })),
    );
    // The database keys a raw write by the new rule: a look-alike of a name is refused by the unique index.
    await db.execute(
      sql`insert into users (id, name, email) values ('v-late', 'Late', 'v-late@example.org')`,
    );
    const late = await db
      .execute(
        sql`insert into profiles (id, organization_name) values ('v-late', ${"KAMPALA YOUTH TE\u0323CH HUB"})`,
      )
      .catch((error) => error);
    expect(JSON.stringify(late?.cause ?? late)).toContain("profiles_name_key_unique");
  });
});
