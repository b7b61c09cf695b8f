import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getDirectoryPage, getOrganizationForDirectory } from "~/db/queries/organizations.server";
import { insertProfile, isOrganizationNameTaken } from "~/db/queries/profiles.server";
import { users } from "~/db/schema";
import { organizationNameKey } from "~/domain/organization-name-key";
import { action as loginAction } from "~/routes/auth/login";
import { action as registerAction } from "~/routes/auth/register";
import { action as profileAction } from "~/routes/dashboard/profile";
import { saveOrganizationProfile } from "~/services/organizations/save-organization-profile.server";
import { useTempDataDir } from "../setup/app-env";
import { describeEachDatabase } from "../setup/test-database";
import {
  call,
  count,
  imageFile,
  postRequest,
  registrationFields,
  sessionCookie,
  verifyAddress,
} from "./auth-helpers";

/**
 * Issue 7, "Directory impersonation": one organization can never take another's name (by renaming, by
 * registering later, or with invisible or compatibility characters), and every organization stays listed and
 * reachable as itself.
 */

const TAKEN = "An organization with this name is already registered";
const REQUIRED = "Organization name is required";

const dataDir = useTempDataDir();
const uploadedLogos = () => {
  const dir = path.join(dataDir, "uploads", "logos");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

// Each registration from its own address: the per-address registration limit is not what is tested here.
let address = 0;
const nextIp = () => `10.7.${Math.floor(++address / 200)}.${address % 200}`;

const register = (overrides: Record<string, string | File>) =>
  call(registerAction, postRequest("/register", registrationFields(overrides)), nextIp());

async function login(email: string) {
  const outcome = await call(
    loginAction,
    postRequest("/login", { email, password: "correct-horse-1" }),
    nextIp(),
  );
  expect(outcome.status, `login ${email}`).toBe(302);
  return sessionCookie(outcome.headers);
}

const profileFields = (orgName: string) => ({
  orgName,
  orgBrief: "Fishing cooperatives and clean landing sites along the Nile.",
  orgType: "Social Enterprise",
  phone: "+256 701 234 567",
  address: "Main Street, Jinja",
  website: "",
});

const saveProfile = (cookie: string, fields: Record<string, string | File>) =>
  call(profileAction, postRequest("/dashboard/profile", fields, cookie), nextIp());

/** The field errors of a refused form (Conform's reply). */
function fieldErrors(outcome: { data: unknown }): Record<string, string[] | null> {
  return (
    (outcome.data as { result?: { error?: Record<string, string[] | null> } } | null)?.result?.error ?? {}
  );
}

async function rowCounts() {
  return {
    organizations: await count("organizations"),
    users: await count("users"),
    accounts: await count("accounts"),
    profiles: await count("profiles"),
  };
}

async function profileOf(email: string) {
  const rows = await getDb().execute<{
    id: string;
    organization_name: string;
    name_key: string;
    name: string;
  }>(
    sql`select p.id, p.organization_name, p.name_key, o.name
        from profiles p join users u on u.id = p.id left join organizations o on o.id = p.organization_id
        where u.email = ${email}`,
  );
  return rows.rows[0]!;
}

async function listedIds(): Promise<string[]> {
  return (await getDirectoryPage({ pageSize: 1000 })).entries.map((entry) => entry.id);
}

describeEachDatabase("directory names", () => {
  let green: { id: string };
  let blue: { id: string };
  let blueCookie = "";

  beforeAll(async () => {
    expect((await register({ email: "amina@greenhills.org", orgName: "Green Hills" })).status).toBe(302);
    expect((await register({ email: "owner@bluenile.org", orgName: "Blue Nile" })).status).toBe(302);
    // Shown, and holding their names, once their addresses are proved.
    expect(await verifyAddress("amina@greenhills.org")).toBe("listed");
    expect(await verifyAddress("owner@bluenile.org")).toBe("listed");
    green = await profileOf("amina@greenhills.org");
    blue = await profileOf("owner@bluenile.org");
    blueCookie = await login("owner@bluenile.org");
  });

  it("refuses a newer registration of an older organization's name, in any spelling, and writes nothing", async () => {
    const before = await rowCounts();
    const logosBefore = uploadedLogos();
    for (const [index, orgName] of [
      "Green Hills",
      "  green   HILLS ",
      "\u200bGreen Hills",
      "Green\u200d Hills\u00ad",
      "\u202eGreen Hills\u2060",
      "Green\u00a0Hills\ufeff",
      "\uff27\uff52\uff45\uff45\uff4e \uff28\uff49\uff4c\uff4c\uff53",
    ].entries()) {
      const outcome = await register({
        email: `copycat${index}@example.org`,
        orgName,
        logo: await imageFile("png"),
      });
      expect(outcome.location, JSON.stringify(orgName)).toBeNull();
      expect(fieldErrors(outcome).orgName, JSON.stringify(orgName)).toEqual([TAKEN]);
    }
    expect(await rowCounts()).toEqual(before);
    // The logo stored for each refused attempt is deleted again.
    expect(uploadedLogos()).toEqual(logosBefore);
  });

  it("says a name of only invisible characters is no name", async () => {
    const before = await rowCounts();
    for (const orgName of ["\u200b\u200b", " \u00ad \u2060\ufeff ", "\u3164"]) {
      const outcome = await register({ email: "invisible@example.org", orgName });
      expect(outcome.location, JSON.stringify(orgName)).toBeNull();
      expect(fieldErrors(outcome).orgName, JSON.stringify(orgName)).toEqual([REQUIRED]);
    }
    const profile = await saveProfile(blueCookie, profileFields("\u200b\u200b"));
    expect(profile.status).toBe(400);
    expect(fieldErrors(profile).orgName).toEqual([REQUIRED]);
    expect(await rowCounts()).toEqual(before);
    expect((await profileOf("owner@bluenile.org")).organization_name).toBe("BLUE NILE");
  });

  it("stores the clean name: invisible characters out, compatibility forms as plain letters", async () => {
    const outcome = await register({
      email: "kampala@example.org",
      orgName: "\u200bＫampala\u00a0\u00a0Youth\u2060",
    });
    expect(outcome.status).toBe(302);
    expect(await profileOf("kampala@example.org")).toMatchObject({
      organization_name: "KAMPALA YOUTH",
      name: "KAMPALA YOUTH",
      name_key: "kampalayouth",
    });
  });

  it("refuses a rename to another organization's name; both stay listed and reachable as themselves", async () => {
    for (const orgName of ["Green Hills", "GREEN\u200b HILLS", "\uff27reen Hills"]) {
      const outcome = await saveProfile(blueCookie, profileFields(orgName));
      expect(outcome.status, JSON.stringify(orgName)).toBe(400);
      expect(fieldErrors(outcome).orgName, JSON.stringify(orgName)).toEqual([TAKEN]);
    }
    expect(await profileOf("owner@bluenile.org")).toMatchObject({
      organization_name: "BLUE NILE",
      name: "BLUE NILE",
    });
    const ids = await listedIds();
    expect(ids).toContain(green.id);
    expect(ids).toContain(blue.id);
    for (const id of [green.id, blue.id]) {
      expect(await getOrganizationForDirectory(id)).toMatchObject({ kind: "found", organization: { id } });
    }
  });

  it("allows renaming to one's own name in any case or spacing, and to a free name", async () => {
    const own = await saveProfile(blueCookie, profileFields("  blue   nile "));
    expect(own.status).toBe(302);
    expect((await profileOf("owner@bluenile.org")).organization_name).toBe("BLUE NILE");
    const free = await saveProfile(blueCookie, profileFields("Blue Nile Partners"));
    expect(free.status).toBe(302);
    expect(await profileOf("owner@bluenile.org")).toMatchObject({
      organization_name: "BLUE NILE PARTNERS",
      name: "BLUE NILE PARTNERS",
      name_key: "bluenilepartners",
    });
    // The old name is free again for someone else.
    expect((await register({ email: "new@bluenile.org", orgName: "Blue Nile" })).status).toBe(302);
  });

  it("refuses a name an organization record without a profile carries", async () => {
    await getDb().execute(sql`insert into organizations (name) values ('Ministry of Water')`);
    const outcome = await register({ email: "ministry@example.org", orgName: "MINISTRY OF WATER" });
    expect(fieldErrors(outcome).orgName).toEqual([TAKEN]);
    const rename = await saveProfile(blueCookie, profileFields("ministry of water"));
    expect(fieldErrors(rename).orgName).toEqual([TAKEN]);
  });

  it("holds one organization per name when writers race: the unique index decides", async () => {
    const before = await count("profiles");
    // Three registrations of one name are answered alike (none holds it before its address is proved) ...
    const outcomes = await Promise.all(
      [0, 1, 2].map((index) => register({ email: `racer${index}@example.org`, orgName: "Twin Falls" })),
    );
    expect(outcomes.map((outcome) => outcome.location)).toEqual([
      "/verify-email",
      "/verify-email",
      "/verify-email",
    ]);
    expect(await count("profiles")).toBe(before + 3);
    // ... and proved at once, one of them is shown under it.
    const claims = await Promise.all([0, 1, 2].map((index) => verifyAddress(`racer${index}@example.org`)));
    expect([...claims].sort()).toEqual(["listed", "name-taken", "name-taken"]);
    const shown = await getDb().execute(sql`select 1 from profiles where name_key = 'twinfalls' and listed`);
    expect(shown.rows).toHaveLength(1);
    // Past the check, the index itself refuses, in words.
    await getDb().insert(users).values({ id: "racer-late", name: "Late", email: "late@example.org" });
    const late = await getDb()
      .transaction((tx) =>
        insertProfile(
          {
            userId: "racer-late",
            organizationId: null,
            fullName: null,
            organizationName: "TWIN FALLS",
            organizationBrief: "A brief long enough",
            organizationType: "NGO/Non-Profit",
            phone: null,
            address: null,
            website: null,
            logoUrl: null,
          },
          tx,
        ),
      )
      .catch((error) => error);
    expect(isOrganizationNameTaken(late)).toBe(true);
    const rename = await saveOrganizationProfile({
      userId: "racer-late",
      actor: { id: "racer-late", email: "late@example.org" },
      values: {
        organizationName: "TWIN FALLS",
        organizationBrief: "A brief long enough",
        organizationType: "NGO/Non-Profit",
        phone: null,
        address: null,
        website: null,
      },
    });
    expect(rename).toEqual({ ok: false, reason: "name-taken" });
    expect(await count("profiles")).toBe(before + 3);
  });

  it("reads names in the database the way organizationNameKey() does (organization_name_key, for raw writes)", async () => {
    const names = [
      "  Green   Hills\tTrust ",
      "\u200bGreen\u200c Hills\u200d\u2060\ufeff\u00ad",
      "\u202aGreen\u202e Hills\u2066",
      "\uff27\uff52\uff45\uff45\uff4e\u3000Hills",
      "\ufb01eld \u2168",
      "Cafe\u0301",
      "Nile\u00a0\u2003Basin\n",
      "\u200b\u200b",
      "",
    ];
    for (const name of names) {
      const result = await getDb().execute<{ key: string }>(
        sql`select organization_name_key(${name}) as key`,
      );
      expect(result.rows[0]?.key, JSON.stringify(name)).toBe(organizationNameKey(name));
    }
  });
});

describeEachDatabase("migration 0005 on a database that already holds duplicate names", () => {
  it("keeps every profile, gives later duplicates distinct keys and builds the unique index", async () => {
    const db = getDb();
    const migration = fs.readFileSync(
      path.join(process.cwd(), "drizzle", "0005_directory_name_keys.sql"),
      "utf8",
    );
    // Back to the schema before 0005 (and the changes log's triggers of 0028, which read name_key).
    for (const statement of [
      "drop trigger profiles_log_change on profiles",
      "drop trigger organizations_log_change on organizations",
      "drop trigger profiles_name_key on profiles",
      "drop trigger organizations_name_key on organizations",
      "drop function profiles_set_name_key()",
      "drop function organizations_set_name_key()",
      "drop function organization_name_key(text)",
      "drop index profiles_name_key_unique",
      "drop index organizations_name_key_idx",
      "alter table profiles drop column name_key",
      "alter table organizations drop column name_key",
    ]) {
      await db.execute(sql.raw(statement));
    }
    for (const [id, name, created] of [
      ["u-first", "GREEN HILLS", "2025-01-01"],
      ["u-second", "green  hills", "2025-01-02"],
      ["u-third", "\u200bGreen Hills", "2025-01-03"],
      ["u-other", "Blue Nile", "2025-01-04"],
      ["u-blank", "", "2025-01-05"],
      ["u-blank-2", "  ", "2025-01-06"],
    ] as const) {
      await db.execute(
        sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@example.org`})`,
      );
      await db.execute(
        sql`insert into profiles (id, organization_name, created_at) values (${id}, ${name}, ${created})`,
      );
    }
    await db.execute(sql`insert into organizations (name) values ('Blue\u00a0Nile'), ('Ministry of Water')`);

    for (const statement of migration.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }

    const keys = await db.execute<{ id: string; name_key: string }>(
      sql`select id, name_key from profiles order by id`,
    );
    expect(Object.fromEntries(keys.rows.map((row) => [row.id, row.name_key]))).toEqual({
      "u-blank": "",
      "u-blank-2": "",
      "u-first": "green hills",
      "u-other": "blue nile",
      "u-second": "green hills\u0001u-second",
      "u-third": "green hills\u0001u-third",
    });
    const organizationKeys = await db.execute<{ name_key: string }>(
      sql`select name_key from organizations order by name_key`,
    );
    expect(organizationKeys.rows.map((row) => row.name_key)).toEqual(["blue nile", "ministry of water"]);
    // All three Green Hills show; the record named like Blue Nile is that profile's; Ministry of Water shows.
    const ids = await listedIds();
    expect(ids).toHaveLength(5);
    expect(ids.slice(0, 1)).toEqual(["u-other"]);
    expect(ids).toEqual(expect.arrayContaining(["u-first", "u-second", "u-third"]));
    // The index holds from now on; a legacy duplicate may still keep (and re-case) its own name.
    await db.execute(sql`insert into users (id, name, email) values ('u-late', 'Late', 'late@example.org')`);
    const late = await db
      .execute(sql`insert into profiles (id, organization_name) values ('u-late', ${"\u200bGreen  Hills "})`)
      .catch((error) => error);
    expect(JSON.stringify(late?.cause ?? late)).toContain("profiles_name_key_unique");
    // Upgraded through the later rules of the key (0012, 0021), as a real deployment is: the legacy duplicate
    // keeps a distinct key under each.
    await db.execute(sql`drop table organization_name_prototypes`);
    for (const file of ["0012_organization_name_skeleton.sql", "0021_organization_name_letters.sql"]) {
      const later = fs.readFileSync(path.join(process.cwd(), "drizzle", file), "utf8");
      for (const statement of later.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    }
    const resaved = await saveOrganizationProfile({
      userId: "u-second",
      actor: { id: "u-second", email: "u-second@example.org" },
      values: {
        organizationName: "GREEN HILLS",
        organizationBrief: "A brief long enough",
        organizationType: "NGO/Non-Profit",
        phone: null,
        address: null,
        website: null,
      },
    });
    expect(resaved).toEqual({ ok: true });
    expect((await profileKey("u-second")).name_key).toBe("greenhills\u0001u-second");
  });
});

async function profileKey(id: string) {
  const rows = await getDb().execute<{ name_key: string }>(
    sql`select name_key from profiles where id = ${id}`,
  );
  return rows.rows[0]!;
}
