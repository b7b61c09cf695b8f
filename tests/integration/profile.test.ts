import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { accounts, adminSettings, users } from "~/db/schema";
import { action as loginAction } from "~/routes/auth/login";
import { loader as accountLoader } from "~/routes/dashboard/account";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { action as profileAction, loader as profileLoader } from "~/routes/dashboard/profile";
import { loader as organizationLoader } from "~/routes/public/organization";
import { registerOrganization } from "~/services/organizations/register-organization.server";
import { loadContext, useTempDataDir } from "../setup/app-env";
import { describeEachDatabase } from "../setup/test-database";
import {
  call,
  getRequest,
  imageFile,
  postRequest,
  SVG_LOGO,
  sessionCookie,
  toastOf,
  toOutcome,
  verifyAddress,
} from "./auth-helpers";

const dataDir = useTempDataDir();
let cookie = "";
let adminCookie = "";

const profileFields = (overrides: Record<string, string | File> = {}) => ({
  orgName: "Blue Nile Partners",
  orgBrief: "Fishing cooperatives and clean landing sites along the Nile.",
  orgType: "Social Enterprise",
  phone: "+256 701 234 567",
  address: "Main Street, Jinja",
  website: "",
  ...overrides,
});

async function saved(email = "owner@bluenile.org") {
  const rows = await getDb().execute<Record<string, unknown>>(
    sql`select p.organization_name, p.organization_brief, p.organization_type, p.phone, p.address, p.website,
               p.logo_url, o.name, o.description, o.organization_type as org_type, o.phone as org_phone,
               o.website as org_website, o.logo_url as org_logo
        from profiles p join users u on u.id = p.id left join organizations o on o.id = p.organization_id
        where u.email = ${email}`,
  );
  return rows.rows[0];
}

describeEachDatabase("profile, account and dashboard", () => {
  beforeAll(async () => {
    await registerOrganization({
      email: "owner@bluenile.org",
      fullName: "Peter Okello",
      password: "profile-password-1",
      organizationName: "BLUE NILE",
      organizationBrief: "Fishing cooperatives on the Nile.",
      organizationType: "NGO/Non-Profit",
      phone: "+256 700111222",
      address: "Jinja",
      website: "bluenile.org",
    });
    expect(await verifyAddress("owner@bluenile.org")).toBe("listed");
    const login = await call(
      loginAction,
      postRequest("/login", { email: "owner@bluenile.org", password: "profile-password-1" }),
    );
    cookie = sessionCookie(login.headers);

    // An account without a profile, like an administrator made from ADMIN_EMAILS.
    const { hashPassword } = await import("better-auth/crypto");
    await getDb().insert(users).values({ id: "admin-1", name: "Platform Admin", email: "admin@example.org" });
    await getDb()
      .insert(accounts)
      .values({
        id: "admin-1-account",
        accountId: "admin-1",
        providerId: "credential",
        userId: "admin-1",
        password: await hashPassword("admin-password-1"),
      });
    // An administrator in no organization may give their own account a profile (issue 35).
    await getDb().insert(adminSettings).values({ userId: "admin-1", adminEmail: "admin@example.org" });
    const admin = await call(
      loginAction,
      postRequest("/login", { email: "admin@example.org", password: "admin-password-1" }),
    );
    adminCookie = sessionCookie(admin.headers);
  });

  afterEach(async () => {
    await getDb().execute(sql`drop trigger if exists fail_organizations on organizations`);
    await getDb().execute(sql`drop function if exists fail_update()`);
  });

  it("shows the organization, its project count and the account details", async () => {
    const dashboard = await call(dashboardLoader, getRequest("/dashboard", cookie));
    expect(dashboard.data).toMatchObject({
      name: "Peter Okello",
      projectCount: 0,
      profile: { organizationName: "BLUE NILE", organizationType: "NGO/Non-Profit" },
    });
    const account = await call(accountLoader, getRequest("/dashboard/account", cookie));
    expect(account.data).toMatchObject({
      email: "owner@bluenile.org",
      phone: "+256 700 111222",
      address: "Jinja",
      website: "bluenile.org",
    });
    expect((account.data as { joined: string }).joined).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const page = await call(profileLoader, getRequest("/dashboard/profile", cookie));
    expect(page.data).toMatchObject({ profile: { orgName: "BLUE NILE", website: "bluenile.org" } });
  });

  it("saves profile and organization together: name upper-case, empty website as null", async () => {
    const outcome = await call(profileAction, postRequest("/dashboard/profile", profileFields(), cookie));
    expect(outcome.location).toBe("/dashboard");
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Profile updated" });
    expect(await saved()).toMatchObject({
      organization_name: "BLUE NILE PARTNERS",
      organization_brief: "Fishing cooperatives and clean landing sites along the Nile.",
      organization_type: "Social Enterprise",
      phone: "+256701234567",
      address: "Main Street, Jinja",
      website: null,
      name: "BLUE NILE PARTNERS",
      description: "Fishing cooperatives and clean landing sites along the Nile.",
      org_type: "Social Enterprise",
      org_phone: "+256701234567",
      org_website: null,
    });
  });

  it("checks the brief and the type with the spec's messages", async () => {
    const outcome = await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields({ orgBrief: "short", orgType: "Club" }), cookie),
    );
    expect(outcome.status).toBe(400);
    const text = JSON.stringify(outcome.data);
    expect(text).toContain("Brief must be at least 10 characters");
    expect(text).toContain("Organization type is required");
    expect((await saved())?.organization_brief).toBe(
      "Fishing cooperatives and clean landing sites along the Nile.",
    );
  });

  it("keeps the registration number (NGO Bureau or URSB), both or neither, and shows it on the public page", async () => {
    const registration = async () =>
      (
        await getDb().execute<{ registration_agency: string | null; registration_number: string | null }>(
          sql`select p.registration_agency, p.registration_number from profiles p join users u on u.id = p.id
              where u.email = 'owner@bluenile.org'`,
        )
      ).rows[0];
    for (const [fields, message] of [
      [
        { registrationAgency: "UG-NGB", registrationNumber: "" },
        "Enter the registration number, or choose no register",
      ],
      [
        { registrationAgency: "", registrationNumber: "INDR123NB" },
        "Choose where the organization is registered",
      ],
      [
        { registrationAgency: "UG-NGB", registrationNumber: "IN<script>" },
        "Use the number as on the certificate",
      ],
      [{ registrationAgency: "UG-NGB", registrationNumber: "A/" }, "Use the number as on the certificate"],
      [
        { registrationAgency: "XX-OTHER", registrationNumber: "INDR123NB" },
        "Choose where the organization is registered",
      ],
    ] as const) {
      const refused = await call(
        profileAction,
        postRequest("/dashboard/profile", profileFields(fields), cookie),
      );
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.data)).toContain(message);
      expect(await registration()).toEqual({ registration_agency: null, registration_number: null });
    }
    const outcome = await call(
      profileAction,
      postRequest(
        "/dashboard/profile",
        profileFields({ registrationAgency: "UG-NGB", registrationNumber: " indr 1234 56789nb " }),
        cookie,
      ),
    );
    expect(outcome.location).toBe("/dashboard");
    expect(await registration()).toEqual({
      registration_agency: "UG-NGB",
      registration_number: "INDR123456789NB",
    });
    const page = await call(profileLoader, getRequest("/dashboard/profile", cookie));
    expect(page.data).toMatchObject({
      profile: { registrationAgency: "UG-NGB", registrationNumber: "INDR123456789NB" },
    });
    const id = (
      await getDb().execute<{ id: string }>(sql`select id from users where email = 'owner@bluenile.org'`)
    ).rows[0]!.id;
    const publicPage = toOutcome(
      await organizationLoader({
        request: getRequest(`/organizations/${id}`),
        params: { id },
        context: loadContext(),
      } as never),
    );
    expect(publicPage.data).toMatchObject({
      registration: { register: "NGO Bureau", number: "INDR123456789NB" },
    });
    // Issue 37: publishing on the IATI Registry itself, only with the registration (its identifier).
    const selfPublished = async () =>
      (
        await getDb().execute<{ iati_self_published: boolean }>(
          sql`select iati_self_published from profiles where id = ${id}`,
        )
      ).rows[0]!.iati_self_published;
    const registered = { registrationAgency: "UG-NGB", registrationNumber: "INDR123456789NB" };
    const chosen = await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields({ ...registered, iatiSelfPublished: "on" }), cookie),
    );
    expect(chosen.location).toBe("/dashboard");
    expect(await selfPublished()).toBe(true);
    const withoutRegistration = await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields({ iatiSelfPublished: "on" }), cookie),
    );
    expect(withoutRegistration.status).toBe(400);
    expect(JSON.stringify(withoutRegistration.data)).toContain(
      "Give your NGO Bureau or URSB registration first: it is your IATI organisation identifier",
    );
    expect(await registration()).toEqual({
      registration_agency: "UG-NGB",
      registration_number: "INDR123456789NB",
    });
    // Both emptied: none again.
    await call(profileAction, postRequest("/dashboard/profile", profileFields(), cookie));
    expect(await selfPublished()).toBe(false);
    expect(await registration()).toEqual({ registration_agency: null, registration_number: null });
  });

  it("uploads a PNG logo as WebP on both rows, and removes the logo it replaces", async () => {
    const first = await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields({ logo: await imageFile("png") }), cookie),
    );
    expect(first.location).toBe("/dashboard");
    const firstUrl = String((await saved())?.logo_url);
    expect(firstUrl).toMatch(/^\/uploads\/logos\/.+\.webp$/);
    expect((await saved())?.org_logo).toBe(firstUrl);
    expect(fs.existsSync(path.join(dataDir, firstUrl))).toBe(true);

    // Saving without a new file keeps the logo.
    await call(profileAction, postRequest("/dashboard/profile", profileFields(), cookie));
    expect((await saved())?.logo_url).toBe(firstUrl);

    await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields({ logo: await imageFile("gif") }), cookie),
    );
    const secondUrl = String((await saved())?.logo_url);
    expect(secondUrl).not.toBe(firstUrl);
    expect(fs.existsSync(path.join(dataDir, secondUrl))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, firstUrl))).toBe(false);
  });

  it("refuses types other than JPEG, PNG or GIF, by content, with Invalid file type", async () => {
    const before = await saved();
    for (const logo of [
      await imageFile("webp"),
      await imageFile("avif"),
      SVG_LOGO,
      // An AVIF image that claims to be a PNG.
      new File([await (await imageFile("avif")).arrayBuffer()], "sneaky.png", { type: "image/png" }),
    ]) {
      const outcome = await call(
        profileAction,
        postRequest("/dashboard/profile", profileFields({ orgName: "Changed", logo }), cookie),
      );
      expect(outcome.location).toBeNull();
      expect(await toastOf(outcome)).toMatchObject({
        type: "error",
        title: "Invalid file type",
        description: "Please upload a JPEG, PNG or GIF image",
      });
    }
    // No picture at all (by what it claims, or by its bytes): the words every image field uses.
    for (const logo of [
      new File(["minutes of the meeting"], "notes.txt", { type: "text/plain" }),
      new File(["#!/bin/sh\necho not an image\n"], "logo.png", { type: "image/png" }),
    ]) {
      const outcome = await call(
        profileAction,
        postRequest("/dashboard/profile", profileFields({ orgName: "Changed", logo }), cookie),
      );
      expect(await toastOf(outcome), logo.name).toMatchObject({
        type: "error",
        title: "Invalid file type",
        description: "This file is not a picture: choose a JPG, PNG or GIF",
      });
    }
    expect(await saved()).toEqual(before);
  });

  it("refuses a logo over 5MB with File too large", async () => {
    const before = await saved();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    const outcome = await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields({ orgName: "Changed", logo: big }), cookie),
    );
    expect(await toastOf(outcome)).toMatchObject({
      title: "File too large",
      description: "Please upload an image smaller than 5MB",
    });
    expect(await saved()).toEqual(before);
  });

  it("changes neither row when the organization update fails", async () => {
    const before = await saved();
    await getDb().execute(
      sql.raw(`create function fail_update() returns trigger language plpgsql as $$
        begin raise exception 'organizations are read-only'; end $$`),
    );
    await getDb().execute(
      sql`create trigger fail_organizations before update on organizations for each row execute function fail_update()`,
    );
    const outcome = await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields({ orgName: "Half Saved" }), cookie),
    );
    expect(outcome.location).toBeNull();
    expect(await toastOf(outcome)).toMatchObject({ type: "error", title: "Update failed" });
    expect(await saved()).toEqual(before);
  });

  it("gives an account without a profile (an administrator) a profile and organization on first save", async () => {
    const dashboard = await call(dashboardLoader, getRequest("/dashboard", adminCookie));
    expect(dashboard.data).toMatchObject({ profile: null, projectCount: 0 });
    const outcome = await call(
      profileAction,
      postRequest(
        "/dashboard/profile",
        profileFields({ orgName: "Platform Team", website: "https://ui.org" }),
        adminCookie,
      ),
    );
    expect(outcome.location).toBe("/dashboard");
    expect(await saved("admin@example.org")).toMatchObject({
      organization_name: "PLATFORM TEAM",
      name: "PLATFORM TEAM",
      website: "https://ui.org",
      org_website: "https://ui.org",
    });
  });
});
