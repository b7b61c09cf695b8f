import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { organizations, profiles } from "~/db/schema";
import { loader as organizationsLoader } from "~/routes/admin/organizations";
import { action as registerAction } from "~/routes/auth/register";
import { loader as accountLoader } from "~/routes/dashboard/account";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { action as profileAction, loader as profileLoader } from "~/routes/dashboard/profile";
import { loader as organizationLoader } from "~/routes/public/organization";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, type TestOrganizationUser } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest, postRequest, registrationFields, toOutcome } from "./auth-helpers";

useTempDataDir();

/** Issue 20 item 6: phone numbers checked with libphonenumber-js, stored in E.164, shown formatted. */
describeEachDatabase("phone numbers", () => {
  let owner: TestOrganizationUser;
  let admin: TestOrganizationUser;
  beforeAll(async () => {
    owner = await createOrganizationUser({ organizationName: "NILE PHONES" });
    admin = await createOrganizationUser({ admin: true, organizationName: "PHONE ADMINS" });
  });

  const storedPhones = async (email: string) => {
    const rows = await getDb().execute<{ profile_phone: string | null; organization_phone: string | null }>(
      sql`select p.phone as profile_phone, o.phone as organization_phone
          from profiles p join users u on u.id = p.id join organizations o on o.id = p.organization_id
          where u.email = ${email}`,
    );
    return rows.rows[0];
  };
  /** The public organization page's data (its loader reads the id from the address). */
  const organizationPage = async () =>
    toOutcome(
      await organizationLoader({
        request: new Request(`http://example.test/organizations/${owner.userId}`),
        params: { id: owner.userId },
        context: {},
      } as Parameters<typeof organizationLoader>[0]),
    );
  const setStoredPhone = async (phone: string) => {
    await getDb().update(profiles).set({ phone }).where(eq(profiles.id, owner.userId));
    await getDb().update(organizations).set({ phone }).where(eq(organizations.id, owner.organizationId));
  };

  it('registration refuses "072" beside the field and writes nothing', async () => {
    const outcome = await call(
      registerAction,
      postRequest("/register", registrationFields({ email: "short@phones.org", phone: "072" })),
    );
    expect(outcome.location).toBeNull();
    expect(JSON.stringify(outcome.data)).toContain("Please enter a valid phone number");
    expect(await storedPhones("short@phones.org")).toBeUndefined();
  });

  it("registration stores a Ugandan landline typed with its trunk 0, and a Kenyan mobile, in E.164", async () => {
    for (const [email, countryCode, phone, stored] of [
      ["landline@phones.org", "UG", "0414123456", "+256414123456"],
      ["kenya@phones.org", "KE", "712345678", "+254712345678"],
    ] as const) {
      const outcome = await call(
        registerAction,
        postRequest(
          "/register",
          registrationFields({ email, orgName: `Phones ${countryCode}`, countryCode, phone }),
        ),
      );
      expect(outcome.location, email).toBe("/verify-email");
      expect(await storedPhones(email)).toEqual({ profile_phone: stored, organization_phone: stored });
    }
  });

  it('a profile save stores E.164 on both rows and refuses "072" without changing them', async () => {
    const fields = (phone: string) => ({
      orgName: "Nile Phones",
      orgBrief: "Phone numbers that people can actually call.",
      orgType: "NGO/Non-Profit",
      phone,
      address: "Jinja",
      website: "",
    });
    const saved = await call(
      profileAction,
      postRequest("/dashboard/profile", fields("0772 123 456"), owner.cookie),
    );
    expect(saved.location).toBe("/dashboard");
    expect(await storedPhones(owner.email)).toEqual({
      profile_phone: "+256772123456",
      organization_phone: "+256772123456",
    });

    const refused = await call(profileAction, postRequest("/dashboard/profile", fields("072"), owner.cookie));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Please enter a valid phone number");
    expect(await storedPhones(owner.email)).toEqual({
      profile_phone: "+256772123456",
      organization_phone: "+256772123456",
    });
  });

  it("every page that shows the number shows it in international format", async () => {
    await setStoredPhone("+256772123456");
    const shown = "+256 772 123456";
    const page = await organizationPage();
    expect(page.data).toMatchObject({ phone: shown });
    const dashboard = await call(dashboardLoader, getRequest("/dashboard", owner.cookie));
    expect(dashboard.data).toMatchObject({ profile: { phone: shown } });
    const account = await call(accountLoader, getRequest("/dashboard/account", owner.cookie));
    expect(account.data).toMatchObject({ phone: shown });
    const form = await call(profileLoader, getRequest("/dashboard/profile", owner.cookie));
    expect(form.data).toMatchObject({ profile: { phone: shown } });
    const list = await call(
      organizationsLoader,
      getRequest(`/admin/organizations?q=${encodeURIComponent(owner.email)}`, admin.cookie),
    );
    // The admin's search finds this organization (near matches of the address may come with it: another
    // organization of this file shares ".org").
    const items = (list.data as { list: { items: { email: string; phone: string | null }[] } }).list.items;
    expect(items.filter((item) => item.email === owner.email)).toEqual([
      expect.objectContaining({ phone: shown }),
    ]);
  });

  it("a stored value that is not a number is shown as stored", async () => {
    await setStoredPhone("+256 072");
    const page = await organizationPage();
    expect(page.data).toMatchObject({ phone: "+256 072" });
    const account = await call(accountLoader, getRequest("/dashboard/account", owner.cookie));
    expect(account.data).toMatchObject({ phone: "+256 072" });
  });
});
