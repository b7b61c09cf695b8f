import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, organizationInvitations, organizationMembers, users } from "~/db/schema";
import { safeRedirect } from "~/domain/auth";
import { INVITATION_VALID_MS, type OrganizationRole } from "~/domain/membership";
import { action, headers, loader, meta } from "~/routes/auth/invitation";
import { getSessionUser } from "~/services/auth.server";
import { invitationPath, newInvitationToken } from "~/services/members/invitation-token.server";
import { useTempDataDir } from "../setup/app-env";
import {
  addMember,
  createOrganizationUser,
  createUserWithoutProfile,
  type TestOrganizationUser,
} from "../setup/factories";
import { changedTables, tableFingerprints } from "../setup/table-fingerprint";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest, postRequest, sessionCookie, toastOf } from "./auth-helpers";

/**
 * Issue 35: the page an invitation's mailed link opens. A visitor without an account registers a person through
 * it; a signed-in account with the invited address accepts it; every other case is a clear page, on GET and on
 * a crafted POST alike, and a refused POST changes nothing.
 */

useTempDataDir();

// Each request from an address of its own: the registration limit (per address) is tested on its own.
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}`;
};

type View = {
  kind: string;
  title: string;
  message: string;
  email?: string;
  loginUrl?: string;
  signedIn?: boolean;
};
type Page = { view: View; result: { error?: Record<string, string[] | null> } | null };

const open = async (token: string, cookie?: string) => {
  const outcome = await call(
    (args) => loader({ ...args, params: { token } }),
    getRequest(invitationPath(token), cookie),
  );
  return { ...outcome, page: outcome.data as Page };
};
const post = async (token: string, fields: Record<string, string>, cookie?: string, ip = nextIp()) => {
  const outcome = await call(
    (args) => action({ ...args, params: { token } }),
    postRequest(invitationPath(token), fields, cookie),
    ip,
  );
  return { ...outcome, page: outcome.data as Page | null };
};
const accept = (token: string, cookie?: string) => post(token, { intent: "accept" }, cookie);
const registration = (overrides: Record<string, string> = {}) => ({
  intent: "register",
  fullName: "Grace Atim",
  password: "correct-horse-2",
  confirmPassword: "correct-horse-2",
  acceptTerms: "on",
  ...overrides,
});

/** An invitation row as the owner's side writes one (only the token's hash stored); returns the link's token. */
async function invite(
  owner: TestOrganizationUser,
  email: string,
  options: { role?: OrganizationRole; expiresAt?: Date; revoked?: boolean; accepted?: boolean } = {},
): Promise<string> {
  const { token, tokenHash } = newInvitationToken();
  const now = new Date();
  await getDb()
    .insert(organizationInvitations)
    .values({
      organizationId: owner.userId,
      email: email.toLowerCase(),
      role: options.role ?? "editor",
      tokenHash,
      invitedBy: owner.userId,
      expiresAt: options.expiresAt ?? new Date(now.getTime() + INVITATION_VALID_MS),
      revokedAt: options.revoked ? now : null,
      revokedBy: options.revoked ? owner.userId : null,
      acceptedAt: options.accepted ? now : null,
    });
  return token;
}

let emailCounter = 0;
const newEmail = () => {
  emailCounter += 1;
  return `invitee-${Date.now().toString(36)}-${emailCounter}@example.org`;
};

/** Every row of every table but the rate limits' counters (each POST counts one). */
const fingerprint = () => tableFingerprints({ except: ["rate_limits"] });

async function membershipOf(userId: string) {
  const [row] = await getDb()
    .select({
      organizationId: organizationMembers.organizationId,
      role: organizationMembers.role,
      addedBy: organizationMembers.addedBy,
    })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  return row ?? null;
}

async function invitationRow(email: string) {
  const [row] = await getDb()
    .select()
    .from(organizationInvitations)
    .where(eq(organizationInvitations.email, email.toLowerCase()));
  return row;
}

async function joinAudits(organizationId: string) {
  return getDb()
    .select({
      actorId: adminAuditLog.actorId,
      actorEmail: adminAuditLog.actorEmail,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      targetLabel: adminAuditLog.targetLabel,
      detail: adminAuditLog.detail,
      organizationId: adminAuditLog.organizationId,
    })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, organizationId))
    .orderBy(asc(adminAuditLog.createdAt));
}

describeEachDatabase("invitation links", () => {
  it("registers a person through the link: verified, a member with the role, the invitation used, signed in", async () => {
    const owner = await createOrganizationUser({ fullName: "Okello Owner" });
    const email = newEmail();
    const token = await invite(owner, email.toUpperCase(), { role: "finance" });

    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.page.view).toMatchObject({
      kind: "register",
      title: `Join ${owner.organizationName} on UgandaImpact`,
      email,
      role: { label: "Finance" },
    });
    expect(page.page.view.message).toContain(owner.organizationName);
    expect(page.page.view.message).toContain("Finance");

    const outcome = await post(token, registration());
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/dashboard");
    expect(await toastOf(outcome)).toMatchObject({
      type: "success",
      title: `Welcome to ${owner.organizationName}`,
    });
    const cookie = sessionCookie(outcome.headers);
    expect(cookie).toContain("ui.session_token=");

    const [user] = await getDb()
      .select({ id: users.id, name: users.name, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    expect(user).toMatchObject({ name: "Grace Atim", emailVerified: true });
    if (!user) throw new Error("no user");
    expect(await membershipOf(user.id)).toEqual({
      organizationId: owner.userId,
      role: "finance",
      addedBy: owner.userId,
    });
    const invitation = await invitationRow(email);
    expect(invitation?.acceptedBy).toBe(user.id);
    expect(invitation?.acceptedAt).toBeInstanceOf(Date);
    expect(await joinAudits(owner.userId)).toEqual([
      {
        actorId: user.id,
        actorEmail: email,
        action: "member.join",
        targetType: "organization",
        targetId: owner.userId,
        targetLabel: owner.organizationName,
        detail: { role: "finance" },
        organizationId: owner.userId,
      },
    ]);

    // The cookies are a session of the new member, in the organization with the role.
    const session = await getSessionUser(getRequest("/dashboard", cookie));
    expect(session).toMatchObject({
      email,
      organizationId: owner.userId,
      role: "finance",
      emailVerified: true,
    });

    // The same link again: already used, for the member and for anyone else, and nothing new is written.
    expect((await open(token, cookie)).page.view).toMatchObject({ kind: "member" });
    const before = await fingerprint();
    const used = await open(token);
    expect(used.status).toBe(200);
    expect(used.page.view).toMatchObject({
      kind: "accepted",
      message: "This invitation has already been used. Sign in to continue.",
    });
    const again = await post(token, registration({ fullName: "Someone Else" }));
    expect(again.status).toBe(409);
    expect(again.page?.view).toMatchObject({ kind: "accepted" });
    expect(await toastOf(again)).toMatchObject({ type: "error", title: "Invitation not accepted" });
    expect(sessionCookie(again.headers)).toBe("");
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("answers the registration form's mistakes beside every field in one pass, and writes nothing", async () => {
    const owner = await createOrganizationUser();
    const token = await invite(owner, newEmail());
    const before = await fingerprint();
    const outcome = await post(token, {
      intent: "register",
      fullName: "  ",
      password: "short",
      confirmPassword: "different",
    });
    expect(outcome.status).toBe(400);
    const errors = outcome.page?.result?.error ?? {};
    expect(errors.fullName).toEqual(["Full name is required"]);
    expect(errors.password).toEqual(["Password must be at least 8 characters"]);
    expect(errors.confirmPassword).toEqual(["Passwords do not match"]);
    expect(errors.acceptTerms).toEqual(["You must accept the terms and conditions"]);
    expect(outcome.page?.view.kind).toBe("register");
    expect(await toastOf(outcome)).toMatchObject({ description: "Please correct the 4 highlighted fields" });
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("makes the account for the invited address whatever the form sends", async () => {
    const owner = await createOrganizationUser();
    const email = newEmail();
    const token = await invite(owner, email);
    const outcome = await post(token, registration({ email: "attacker@example.org" }));
    expect(outcome.status).toBe(302);
    const rows = await getDb()
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, "attacker@example.org"));
    expect(rows).toEqual([]);
    expect((await invitationRow(email))?.acceptedAt).toBeInstanceOf(Date);
  });

  it("asks an address that has an account to sign in, and its sign-in comes back to the link", async () => {
    const owner = await createOrganizationUser();
    const existing = await createUserWithoutProfile();
    const token = await invite(owner, existing.email);
    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.page.view).toMatchObject({ kind: "sign-in", email: existing.email });
    const loginUrl = new URL(page.page.view.loginUrl ?? "", "http://localhost");
    expect(loginUrl.pathname).toBe("/login");
    // The login page's redirectTo accepts the link's path as it is.
    expect(safeRedirect(loginUrl.searchParams.get("redirectTo"))).toBe(invitationPath(token));

    // Registering through the link anyway (a crafted POST) is refused: nothing written.
    const before = await fingerprint();
    const outcome = await post(token, registration());
    expect(outcome.status).toBe(409);
    expect(outcome.page?.view.kind).toBe("sign-in");
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("refuses a registration when an account for the address was made since the page opened", async () => {
    const owner = await createOrganizationUser();
    const email = newEmail();
    const token = await invite(owner, email);
    expect((await open(token)).page.view.kind).toBe("register");
    await createUserWithoutProfile({ email });
    const before = await fingerprint();
    const outcome = await post(token, registration());
    expect(outcome.status).toBe(409);
    expect(outcome.page?.view).toMatchObject({ kind: "sign-in" });
    expect(outcome.page?.view.message).toContain(owner.organizationName);
    expect(await toastOf(outcome)).toMatchObject({ type: "error", title: "Invitation not accepted" });
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("lets the signed-in invited account accept: a member with the role, verified, the invitation used", async () => {
    const owner = await createOrganizationUser();
    const person = await createUserWithoutProfile({ verified: false });
    // The address is compared lower-cased.
    const token = await invite(owner, person.email.toUpperCase(), { role: "editor" });

    const page = await open(token, person.cookie);
    expect(page.status).toBe(200);
    expect(page.page.view).toMatchObject({ kind: "accept", email: person.email, role: { label: "Editor" } });

    const outcome = await accept(token, person.cookie);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/dashboard");
    expect(await toastOf(outcome)).toMatchObject({
      type: "success",
      title: `You joined ${owner.organizationName}`,
      description: "Your role: Editor.",
    });
    expect(await membershipOf(person.userId)).toEqual({
      organizationId: owner.userId,
      role: "editor",
      addedBy: owner.userId,
    });
    const [user] = await getDb()
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, person.userId));
    expect(user?.emailVerified).toBe(true);
    expect((await invitationRow(person.email))?.acceptedBy).toBe(person.userId);
    expect(await joinAudits(owner.userId)).toMatchObject([
      {
        actorId: person.userId,
        action: "member.join",
        detail: { role: "editor" },
        organizationId: owner.userId,
      },
    ]);
    expect((await open(token, person.cookie)).page.view.kind).toBe("member");
  });

  it("sends a signed-out press of Accept to login, back to the link", async () => {
    const owner = await createOrganizationUser();
    const person = await createUserWithoutProfile();
    const token = await invite(owner, person.email);
    const before = await fingerprint();
    const outcome = await accept(token);
    expect(outcome.status).toBe(302);
    const login = new URL(outcome.location ?? "", "http://localhost");
    expect(login.pathname).toBe("/login");
    expect(login.searchParams.get("redirectTo")).toBe(invitationPath(token));
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("accepts once when Accept is pressed twice at the same moment", async () => {
    const owner = await createOrganizationUser();
    const person = await createUserWithoutProfile();
    const token = await invite(owner, person.email);
    const outcomes = await Promise.all([accept(token, person.cookie), accept(token, person.cookie)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([302, 409]);
    const members = await getDb()
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, person.userId));
    expect(members).toHaveLength(1);
    expect(await joinAudits(owner.userId)).toHaveLength(1);
    // A third press, later: already a member, nothing written.
    const before = await fingerprint();
    const third = await accept(token, person.cookie);
    expect(third.status).toBe(409);
    expect(third.page?.view.kind).toBe("member");
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("refuses an expired invitation with 410, on GET and POST, changing nothing", async () => {
    const owner = await createOrganizationUser();
    const person = await createUserWithoutProfile({ verified: false });
    const token = await invite(owner, person.email, { expiresAt: new Date(Date.now() - 1000) });
    const stranger = await invite(owner, newEmail(), { expiresAt: new Date(Date.now() - 1000) });
    const expected = {
      kind: "expired",
      message: `This invitation has expired. Invitations work for 7 days: ask ${owner.organizationName} to send you a new one.`,
    };
    const page = await open(token, person.cookie);
    expect(page.status).toBe(410);
    expect(page.page.view).toMatchObject(expected);
    expect((await open(stranger)).status).toBe(410);

    const before = await fingerprint();
    const accepted = await accept(token, person.cookie);
    expect(accepted.status).toBe(410);
    expect(accepted.page?.view).toMatchObject(expected);
    const registered = await post(stranger, registration());
    expect(registered.status).toBe(410);
    expect(registered.page?.view).toMatchObject(expected);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("refuses a revoked invitation with 410, on GET and POST, changing nothing", async () => {
    const owner = await createOrganizationUser();
    const person = await createUserWithoutProfile();
    const token = await invite(owner, person.email, { revoked: true });
    const stranger = await invite(owner, newEmail(), { revoked: true });
    const expected = {
      kind: "revoked",
      message: `This invitation was withdrawn by ${owner.organizationName}. Ask them if you think this is a mistake.`,
    };
    const page = await open(token);
    expect(page.status).toBe(410);
    expect(page.page.view).toMatchObject(expected);

    const before = await fingerprint();
    const accepted = await accept(token, person.cookie);
    expect(accepted.status).toBe(410);
    expect(accepted.page?.view).toMatchObject(expected);
    const registered = await post(stranger, registration());
    expect(registered.status).toBe(410);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("refuses an invitation already used, for a signed-in account too", async () => {
    const owner = await createOrganizationUser();
    const person = await createUserWithoutProfile();
    const token = await invite(owner, person.email, { accepted: true });
    const signedIn = await open(token, person.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.page.view).toMatchObject({ kind: "accepted", signedIn: true });
    const before = await fingerprint();
    const outcome = await accept(token, person.cookie);
    expect(outcome.status).toBe(409);
    expect(outcome.page?.view.kind).toBe("accepted");
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("never accepts for another account: signed in as another address, it says so and changes nothing", async () => {
    const owner = await createOrganizationUser();
    const invited = newEmail();
    const someoneElse = await createUserWithoutProfile();
    const token = await invite(owner, invited);
    const expected = {
      kind: "other-address",
      message: `This invitation is for ${invited}, but you are signed in as ${someoneElse.email}. Sign out, then open the link again.`,
    };
    const page = await open(token, someoneElse.cookie);
    expect(page.status).toBe(200);
    expect(page.page.view).toMatchObject(expected);

    const before = await fingerprint();
    const outcome = await accept(token, someoneElse.cookie);
    expect(outcome.status).toBe(403);
    expect(outcome.page?.view).toMatchObject(expected);
    // Nor does a registration sent with a session.
    const registered = await post(token, registration(), someoneElse.cookie);
    expect(registered.status).toBe(409);
    expect(registered.page?.view).toMatchObject(expected);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("answers an unknown or replaced link with 404 and no form, changing nothing", async () => {
    const owner = await createOrganizationUser();
    const person = await createUserWithoutProfile();
    await invite(owner, person.email);
    const { token } = newInvitationToken();
    const expected = {
      kind: "not-found",
      message:
        "This invitation link is not valid. It may have been replaced by a newer one: use the link in the latest email.",
    };
    for (const cookie of [undefined, person.cookie]) {
      const page = await open(token, cookie);
      expect(page.status).toBe(404);
      expect(page.page.view).toEqual({ ...expected, title: "Invitation not found" });
    }
    expect((await open("not a token at all %00")).status).toBe(404);

    const before = await fingerprint();
    const accepted = await accept(token, person.cookie);
    expect(accepted.status).toBe(404);
    expect(accepted.page?.view).toMatchObject(expected);
    const registered = await post(token, registration());
    expect(registered.status).toBe(404);
    expect(registered.page?.view).toMatchObject(expected);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("refuses an address that already belongs to another organization, naming it", async () => {
    const owner = await createOrganizationUser();
    const elsewhere = await createOrganizationUser();
    const token = await invite(owner, elsewhere.email);
    const message = `This address already belongs to ${elsewhere.organizationName} on UgandaImpact. An address can belong to one organization: leave ${elsewhere.organizationName} first (My Account → Members), then open this link again.`;
    const page = await open(token, elsewhere.cookie);
    expect(page.status).toBe(200);
    expect(page.page.view).toMatchObject({ kind: "other-organization", message });

    const before = await fingerprint();
    const outcome = await accept(token, elsewhere.cookie);
    expect(outcome.status).toBe(409);
    expect(outcome.page?.view).toMatchObject({ kind: "other-organization", message });
    expect(await toastOf(outcome)).toMatchObject({ description: message });
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(await membershipOf(elsewhere.userId)).toMatchObject({
      organizationId: elsewhere.userId,
      role: "owner",
    });
  });

  it("tells a member of the same organization that they already are one", async () => {
    const owner = await createOrganizationUser();
    const member = await addMember(owner, "editor");
    const token = await invite(owner, member.email, { role: "finance" });
    const page = await open(token, member.cookie);
    expect(page.status).toBe(200);
    expect(page.page.view).toMatchObject({
      kind: "member",
      title: `You are a member of ${owner.organizationName}`,
    });

    const before = await fingerprint();
    const outcome = await accept(token, member.cookie);
    expect(outcome.status).toBe(409);
    expect(outcome.page?.view.kind).toBe("member");
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(await membershipOf(member.userId)).toMatchObject({ role: "editor" });
  });

  it("limits POSTs per network address", async () => {
    const { token } = newInvitationToken();
    const ip = "203.0.113.99";
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect((await post(token, registration(), undefined, ip)).status).toBe(404);
    }
    const limited = await post(token, registration(), undefined, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
    expect(limited.page?.view.kind).toBe("not-found");
  });

  it("is never indexed nor kept by a shared cache", () => {
    const answer = new Headers(
      headers({
        actionHeaders: new Headers(),
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      } as unknown as Parameters<typeof headers>[0]),
    );
    expect(answer.get("Cache-Control")).toBe("private, no-store");
    const tags = meta({ loaderData: undefined } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});
