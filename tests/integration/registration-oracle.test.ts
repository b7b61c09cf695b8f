import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getChangeRows } from "~/db/queries/changes.server";
import { walkDirectory } from "~/db/queries/open-data.server";
import { getDirectoryPage, getOrganizationForDirectory } from "~/db/queries/organizations.server";
import { nameTakenDetail, VERIFICATION_TEXT } from "~/domain/email-verification";
import { action as loginAction } from "~/routes/auth/login";
import { action as registerAction } from "~/routes/auth/register";
import { loader as verifyLoader } from "~/routes/auth/verify-email";
import { loader as layoutLoader } from "~/routes/dashboard/layout";
import { action as profileAction } from "~/routes/dashboard/profile";
import { action as followAction } from "~/routes/public/follow";
import { outbox, useTempDataDir } from "../setup/app-env";
import { createOrganizationUser } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest, postRequest, registrationFields, sessionCookie, toastOf } from "./auth-helpers";

/**
 * Issue 33 item 1: registration told whether an address had an account. With an address in use the name stayed
 * free; with a new one it was taken at once (and listed before the address was verified), so registering the
 * name again revealed which. Now a registration is hidden and holds no name until its address is verified: both
 * cases answer alike and leave the name free; the first to verify gets it, the other is told when they verify.
 */

const dataDir = useTempDataDir();
let ip = 0;
const register = (email: string, orgName: string) =>
  call(registerAction, postRequest("/register", registrationFields({ email, orgName })), `192.0.2.${++ip}`);

/** What a visitor sees of a registration answer: status, where it goes, the toast (its random id aside). */
async function answerOf(outcome: Awaited<ReturnType<typeof register>>) {
  const { id: _, ...toast } = ((await toastOf(outcome)) ?? {}) as Record<string, unknown>;
  return { status: outcome.status, location: outcome.location, toast };
}

function verificationLink(to: string): string {
  const mail = outbox(dataDir)
    .map((text) => text.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
    .filter((text) => text.includes(`To: ${to}`) && text.includes("/verify-email?token="))
    .at(-1);
  const link = mail?.match(/https?:\/\/\S+\/verify-email\?token=[\w%.-]+/)?.[0];
  if (!link) throw new Error(`no verification link to ${to}`);
  return `${new URL(link).pathname}${new URL(link).search}`;
}

async function profileOf(email: string) {
  const result = await getDb().execute<{ id: string; listed: boolean; organization_name: string }>(
    sql`select p.id, p.listed, p.organization_name from profiles p join users u on u.id = p.id where u.email = ${email}`,
  );
  return result.rows[0];
}

/** Everywhere the public reads organizations: the directory, its page, the CSV, the changes feed, follow. */
async function publicly(id: string, name: string) {
  const since = new Date(Date.now() - 60 * 60 * 1000);
  const changes = await getChangeRows({ since }, 1000);
  const csv: string[] = [];
  for await (const batch of walkDirectory({})) csv.push(...batch.map((entry) => entry.id));
  const follow = await call(
    followAction,
    postRequest("/follow", { kind: "organization", id, email: "fan@example.org" }),
    "192.0.2.250",
  );
  return {
    directory: (await getDirectoryPage({ q: name })).entries.map((entry) => entry.id).includes(id),
    page: (await getOrganizationForDirectory(id)).kind === "found",
    csv: csv.includes(id),
    changes: changes.some((row) => row.kind === "organizations" && row.id === id),
    follow: follow.status !== 404,
  };
}
const HIDDEN = { directory: false, page: false, csv: false, changes: false, follow: false };
const SHOWN = { directory: true, page: true, csv: true, changes: true, follow: true };

describeEachDatabase("registration tells nobody whether an address has an account", () => {
  it("answers an address in use as a new one, and leaves the name free either way", async () => {
    const existing = await createOrganizationUser({ organizationName: "KIRA SOLAR GROUP" });
    const withExisting = await register(existing.email, "LIRA BEEKEEPERS");
    const withNew = await register("new-beekeeper@example.org", "ARUA BEEKEEPERS");
    expect(await answerOf(withExisting)).toEqual(await answerOf(withNew));
    // Nobody is signed in by registering: the page says to open the emailed link (issue 36 item 6).
    expect(withNew.location).toBe("/verify-email");
    expect(sessionCookie(withNew.headers)).toBe("");
    expect(sessionCookie(withExisting.headers)).toBe("");
    // The same names again from fresh addresses: both registered alike, so neither reveals the first case.
    const again = [
      await register("second-lira@example.org", "LIRA BEEKEEPERS"),
      await register("second-arua@example.org", "ARUA BEEKEEPERS"),
    ];
    expect(await answerOf(again[0]!)).toEqual(await answerOf(withNew));
    expect(await answerOf(again[1]!)).toEqual(await answerOf(withNew));
    // Not verified: on no public list, page, feed, export, and not to be followed.
    const arua = await profileOf("new-beekeeper@example.org");
    expect(arua).toMatchObject({ listed: false, organization_name: "ARUA BEEKEEPERS" });
    expect(await publicly(arua!.id, "ARUA")).toEqual(HIDDEN);
    const total = (await getDirectoryPage()).total;
    await register("third-arua@example.org", "ARUA BEEKEEPERS");
    expect((await getDirectoryPage()).total).toBe(total);
  });

  it("gives the name to the first to verify; the other is told when they verify, and shown once renamed", async () => {
    await register("first@example.org", "GULU RIVER PARTNERS");
    await register("second@example.org", "Gulu-River Partners");
    await register("third@example.org", "Gulu River Partners");
    // The second to register verifies first: theirs is the name, and the link signs them in.
    const second = await call(verifyLoader, getRequest(verificationLink("second@example.org")));
    expect(second.location).toBe("/dashboard");
    expect(sessionCookie(second.headers)).toMatch(/ui\.session_token=/);
    expect(await toastOf(second)).toMatchObject({
      title: VERIFICATION_TEXT.verified,
      description: VERIFICATION_TEXT.verifiedSignedIn,
    });
    const winner = await profileOf("second@example.org");
    expect(winner?.listed).toBe(true);
    expect(await publicly(winner!.id, "GULU")).toEqual(SHOWN);

    // The first, signed in, verifies later: told on the way to the profile, and hidden.
    const login = await call(
      loginAction,
      postRequest("/login", { email: "first@example.org", password: "correct-horse-1" }),
      "192.0.2.200",
    );
    const cookie = sessionCookie(login.headers);
    const first = await call(verifyLoader, getRequest(verificationLink("first@example.org"), cookie));
    expect(first.location).toBe("/dashboard/profile");
    expect(await toastOf(first)).toMatchObject({
      title: VERIFICATION_TEXT.verified,
      description: nameTakenDetail("GULU RIVER PARTNERS"),
    });
    const loser = await profileOf("first@example.org");
    expect(loser?.listed).toBe(false);
    expect(await publicly(loser!.id, "GULU")).toEqual(HIDDEN);
    // The dashboard says so on every page until the name changes.
    const layout = await call(layoutLoader, getRequest("/dashboard", cookie));
    expect(layout.data).toMatchObject({ hiddenName: "GULU RIVER PARTNERS" });

    // A third, not signed in, is signed in by the link and lands on the profile, told the same.
    const third = await call(verifyLoader, getRequest(verificationLink("third@example.org")));
    expect(third.location).toBe("/dashboard/profile");
    expect(sessionCookie(third.headers)).toMatch(/ui\.session_token=/);
    expect(await toastOf(third)).toMatchObject({
      title: VERIFICATION_TEXT.verified,
      description: nameTakenDetail("GULU RIVER PARTNERS"),
    });
    expect((await profileOf("third@example.org"))?.listed).toBe(false);

    // Saved under its own (taken) name: still hidden; under a free one: shown.
    const fields = (orgName: string) => ({
      orgName,
      orgBrief: "Boats and nets for fishing families on the Aswa river.",
      orgType: "NGO/Non-Profit",
      phone: "+256 701 234 567",
      address: "Gulu",
      website: "",
    });
    const kept = await call(
      profileAction,
      postRequest("/dashboard/profile", fields("GULU RIVER PARTNERS"), cookie),
    );
    expect(kept.status).toBe(302);
    expect((await profileOf("first@example.org"))?.listed).toBe(false);
    const renamed = await call(
      profileAction,
      postRequest("/dashboard/profile", fields("ASWA RIVER PARTNERS"), cookie),
    );
    expect(renamed.status).toBe(302);
    expect((await profileOf("first@example.org"))?.listed).toBe(true);
    expect(await publicly(loser!.id, "ASWA")).toEqual(SHOWN);
    expect((await call(layoutLoader, getRequest("/dashboard", cookie))).data).toMatchObject({
      hiddenName: null,
    });
  });
});
