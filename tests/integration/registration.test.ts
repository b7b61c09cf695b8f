import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { action as loginAction } from "~/routes/auth/login";
import { action as registerAction, loader as registerLoader } from "~/routes/auth/register";
import { useTempDataDir } from "../setup/app-env";
import { describeEachDatabase } from "../setup/test-database";
import {
  call,
  count,
  getRequest,
  imageFile,
  postRequest,
  registrationFields,
  SVG_LOGO,
  sessionCookie,
  toastOf,
} from "./auth-helpers";

const dataDir = useTempDataDir();
const uploadedLogos = () => {
  const dir = path.join(dataDir, "uploads", "logos");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const register = (fields: Record<string, string | File>, cookie?: string) =>
  call(registerAction, postRequest("/register", fields, cookie));

async function rowCounts() {
  return {
    organizations: await count("organizations"),
    users: await count("users"),
    accounts: await count("accounts"),
    profiles: await count("profiles"),
  };
}

describeEachDatabase("registration", () => {
  afterEach(async () => {
    await getDb().execute(sql`drop trigger if exists fail_profiles on profiles`);
    await getDb().execute(sql`drop function if exists fail_insert()`);
  });

  it("creates the organization, the user with a hashed password, and the profile, then says to open the link", async () => {
    const outcome = await register(registrationFields());
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/verify-email");
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Registration successful!" });

    const org = await getDb().execute<Record<string, unknown>>(
      sql`select id, name, description, organization_type, phone, address, website, logo_url from organizations`,
    );
    expect(org.rows).toHaveLength(1);
    expect(org.rows[0]).toMatchObject({
      name: "GREEN HILLS TRUST",
      description: "Clean water and school gardens for rural communities in northern Uganda.",
      organization_type: "NGO/Non-Profit",
      phone: "+256772123456",
      address: "Plot 4, Gulu Road, Gulu",
      website: "greenhills.org",
      logo_url: null,
    });
    const profile = await getDb().execute<Record<string, unknown>>(
      sql`select p.organization_id, p.organization_name, p.full_name, u.email, u.name
          from profiles p join users u on u.id = p.id`,
    );
    expect(profile.rows[0]).toMatchObject({
      organization_id: org.rows[0]?.id,
      organization_name: "GREEN HILLS TRUST",
      full_name: "Amina Nakato",
      email: "amina@greenhills.org",
      name: "Amina Nakato",
    });
    const account = await getDb().execute<{ provider_id: string; password: string }>(
      sql`select provider_id, password from accounts`,
    );
    expect(account.rows[0]?.provider_id).toBe("credential");
    expect(account.rows[0]?.password).not.toContain("correct-horse-1");

    // The new account can log in at once.
    const login = await call(
      loginAction,
      postRequest("/login", { email: "amina@greenhills.org", password: "correct-horse-1" }),
    );
    expect(login.status).toBe(302);
    expect(sessionCookie(login.headers)).toContain("ui.session_token=");
  });

  it("answers a second registration of the same email (any case) as a new one, and writes nothing", async () => {
    const before = await rowCounts();
    const outcome = await register(
      registrationFields({ email: "AMINA@GreenHills.org", orgName: "Another Org" }),
    );
    // No "already exists" (issue 18, item 10): the owner is mailed instead (email-verification.test.ts).
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/verify-email");
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Registration successful!" });
    expect(await rowCounts()).toEqual(before);
  });

  it("leaves no organization, user or profile when the profile step fails", async () => {
    const before = await rowCounts();
    const filesBefore = uploadedLogos();
    // A real failure inside the database, in the last step of the transaction.
    await getDb().execute(
      sql.raw(`create function fail_insert() returns trigger language plpgsql as $$
        begin raise exception 'profiles are closed'; end $$`),
    );
    await getDb().execute(
      sql`create trigger fail_profiles before insert on profiles for each row execute function fail_insert()`,
    );
    const logo = await imageFile("png");
    // A name of its own: the first test's organization already holds the default one.
    const outcome = await register(
      registrationFields({ email: "broken@example.org", orgName: "Broken Org", logo }),
    );
    expect(outcome.status).toBe(200);
    expect(await toastOf(outcome)).toMatchObject({
      type: "error",
      title: "Registration failed",
      description: "Profile update failed: Something went wrong. Please try again.",
    });
    expect(await rowCounts()).toEqual(before);
    const users = await getDb().execute(sql`select id from users where email = 'broken@example.org'`);
    expect(users.rows).toHaveLength(0);
    // The logo that was stored for this attempt is gone too.
    expect(uploadedLogos()).toEqual(filesBefore);
  });

  it("returns every field's own message for an empty form, and stores nothing", async () => {
    const before = await rowCounts();
    const outcome = await register({ countryCode: "UG" });
    expect(outcome.status).toBe(200);
    const text = JSON.stringify(outcome.data);
    for (const message of [
      "Email is required",
      "Full name is required",
      "Organization name is required",
      "Organization brief is required",
      "Organization type is required",
      "Phone number is required",
      "Address is required",
      "Password is required",
      "Please confirm your password",
      "You must accept the terms and conditions",
    ]) {
      expect(text).toContain(message);
    }
    // Each message shows once, beside its field; the toast only points to them.
    expect(await toastOf(outcome)).toMatchObject({
      type: "error",
      title: "Registration failed",
      description: "Please correct the 10 highlighted fields",
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("checks the rules of each field on the server as well", async () => {
    const outcome = await register(
      registrationFields({
        email: "not-an-email",
        orgBrief: "too short",
        phone: "0772-123",
        password: "short",
        confirmPassword: "different",
        website: "not a site",
      }),
    );
    const text = JSON.stringify(outcome.data);
    expect(text).toContain("Email is invalid");
    expect(text).toContain("Brief must be at least 10 characters");
    expect(text).toContain("Phone number must contain digits only");
    expect(text).toContain("Password must be at least 8 characters");
    expect(text).toContain("Passwords do not match");
    expect(text).toContain("Please enter a valid website address");
    const long = await register(registrationFields({ orgBrief: "x".repeat(201) }));
    expect(JSON.stringify(long.data)).toContain("Brief must not exceed 200 characters");
  });

  it("stores a raster logo as WebP without its metadata", async () => {
    const logo = await imageFile("jpeg");
    const outcome = await register(
      registrationFields({ email: "logo@example.org", orgName: "Logo Org", logo }),
    );
    expect(outcome.status).toBe(302);
    const rows = await getDb().execute<{ logo_url: string; profile_logo: string }>(
      sql`select o.logo_url, p.logo_url as profile_logo from organizations o join profiles p on p.organization_id = o.id where o.name = 'LOGO ORG'`,
    );
    const url = rows.rows[0]?.logo_url ?? "";
    expect(url).toMatch(/^\/uploads\/logos\/\d+-[0-9a-f]+\.webp$/);
    expect(rows.rows[0]?.profile_logo).toBe(url);
    const file = path.join(dataDir, url);
    const metadata = await sharp(file).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(fs.readFileSync(file).toString("latin1")).not.toContain("secret-camera-owner");
  });

  it("accepts an SVG logo, recognised by its content, and keeps it as SVG", async () => {
    const outcome = await register(
      registrationFields({ email: "svg@example.org", orgName: "Svg Org", logo: SVG_LOGO }),
    );
    expect(outcome.status).toBe(302);
    const rows = await getDb().execute<{ logo_url: string }>(
      sql`select logo_url from organizations where name = 'SVG ORG'`,
    );
    expect(rows.rows[0]?.logo_url).toMatch(/^\/uploads\/logos\/.+\.svg$/);
  });

  it("refuses a file whose content is no image, whatever its name says, and writes nothing", async () => {
    const before = await rowCounts();
    const files = uploadedLogos().length;
    const fake = new File(["#!/bin/sh\necho not an image\n"], "logo.png", { type: "image/png" });
    const outcome = await register(registrationFields({ email: "fake@example.org", logo: fake }));
    expect(outcome.location).toBeNull();
    // In the words the form says as the file is chosen (issue 36 item 6).
    expect(JSON.stringify(outcome.data)).toContain("This file is not a picture: choose a JPG, PNG or WebP");
    expect(await rowCounts()).toEqual(before);
    expect(uploadedLogos().length).toBe(files);
  });

  it("refuses a logo over 5MB", async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 10)], "big.png", { type: "image/png" });
    const outcome = await register(registrationFields({ email: "big@example.org", logo: big }));
    expect(outcome.location).toBeNull();
    expect(JSON.stringify(outcome.data)).toContain("File size exceeds 5MB limit. Current size: 5.00MB");
  });

  it("cuts off an upload far over the limit while parsing", async () => {
    const huge = new File([new Uint8Array(11 * 1024 * 1024)], "huge.png", { type: "image/png" });
    const outcome = await register(registrationFields({ email: "huge@example.org", logo: huge }));
    expect(outcome.status).toBe(200);
    expect(await toastOf(outcome)).toMatchObject({ title: "Registration failed" });
  });

  it("shows a logged-in visitor the notice instead of the form, and refuses to register", async () => {
    const login = await call(
      loginAction,
      postRequest("/login", { email: "amina@greenhills.org", password: "correct-horse-1" }),
    );
    const cookie = sessionCookie(login.headers);
    expect((await call(registerLoader, getRequest("/register", cookie))).data).toEqual({ loggedIn: true });
    expect((await call(registerLoader, getRequest("/register"))).data).toEqual({ loggedIn: false });
    const before = await rowCounts();
    const outcome = await register(registrationFields({ email: "second@example.org" }), cookie);
    expect(outcome.location).toBe("/dashboard");
    expect(await rowCounts()).toEqual(before);
  });
});
