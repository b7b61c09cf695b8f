import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { organizationInvitations, organizationMembers } from "~/db/schema";
import { MEMBERS_TEXT, type TeamView } from "~/domain/member-management";
import { INVITATION_VALID_MS, MEMBERSHIP_TEXT, type OrganizationRole } from "~/domain/membership";
import { action, loader } from "~/routes/dashboard/account";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { getEnv } from "~/services/env.server";
import { hashInvitationToken } from "~/services/members/invitation-token.server";
import { leaveOrganization } from "~/services/members/leave-organization.server";
import { publicOrigin } from "~/services/site-url.server";
import { outbox, useTempDataDir } from "../setup/app-env";
import {
  addMember,
  createOrganizationUser,
  createUserWithoutProfile,
  type TestOrganizationUser,
  type TestUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest, postRequest, toastOf } from "./auth-helpers";

/**
 * Members in My Account (issue 35), through the account route's loader and action: every member sees the team;
 * an owner invites (a row holding the token's hash, a mail with the link), resends (a new token: the old link's
 * hash is gone), revokes, changes roles and removes members (their sessions end with the membership); anyone may
 * leave. The last owner can neither leave, nor be demoted, nor be removed; a handover (another member made Owner)
 * lets them. An editor's or finance member's POST of an owner's change is refused (403) before anything changes;
 * another organization's owner cannot reach this team's members or invitations. Invitations are counted per
 * inviter.
 */

const dataDir = useTempDataDir();

type Member = TestUser & { role: OrganizationRole };
type AccountData = {
  role: OrganizationRole | null;
  hasOrganization: boolean;
  billing: unknown;
  mayEditProfile: boolean;
  team: TeamView | null;
};

const PATH = "/dashboard/account";

const post = (fields: Record<string, string>, cookie: string) =>
  call(action, postRequest(PATH, fields, cookie));

async function account(cookie: string) {
  const outcome = await call(loader, getRequest(PATH, cookie));
  expect(outcome.status).toBe(200);
  return outcome.data as AccountData;
}

/** The outbox's messages, quoted-printable soft breaks joined and folded headers unfolded. */
const mails = () =>
  outbox(dataDir).map((mail) =>
    mail
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=")
      .replace(/\r?\n[ \t]+/g, " "),
  );

/** The link's token in a mail. */
function tokenIn(mail: string): string {
  const token = mail.match(/\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error("no invitation link in the mail");
  return token;
}

async function invitations(organizationId: string) {
  return getDb()
    .select()
    .from(organizationInvitations)
    .where(eq(organizationInvitations.organizationId, organizationId))
    .orderBy(organizationInvitations.createdAt, organizationInvitations.id);
}

async function openInvitation(organizationId: string, email: string) {
  const [row] = await getDb()
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.email, email),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
      ),
    );
  return row ?? null;
}

async function roleOf(userId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ role: organizationMembers.role, organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  return row?.role ?? null;
}

async function team(organizationId: string) {
  const rows = await getDb()
    .select({ userId: organizationMembers.userId, role: organizationMembers.role })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(organizationMembers.userId);
  return rows;
}

async function sessionCount(userId: string): Promise<number> {
  const rows = await getDb().execute<{ n: number }>(
    sql`select count(*)::int as n from sessions where user_id = ${userId}`,
  );
  return Number(rows.rows[0]?.n);
}

async function auditOf(organizationId: string) {
  const rows = await getDb().execute<{
    action: string;
    actor: string;
    type: string;
    id: string;
    detail: unknown;
  }>(
    sql`select action, actor_email as actor, target_type as type, target_id as id, detail from admin_audit_log
        where organization_id = ${organizationId} order by created_at, id`,
  );
  return rows.rows;
}

/** Everything an owner's change could touch, to compare before and after a refused one. */
async function snapshot(organizationId: string) {
  return {
    team: await team(organizationId),
    invitations: await invitations(organizationId),
    mails: mails().length,
  };
}

const newAddress = (() => {
  let n = 0;
  return (label = "invitee") => `${label}-${Date.now().toString(36)}-${++n}@example.org`;
})();

describeEachDatabase("members in My Account", () => {
  let owner: TestOrganizationUser;
  let editor: Member;
  let finance: Member;
  let other: TestOrganizationUser;
  let otherEditor: Member;

  beforeAll(async () => {
    owner = await createOrganizationUser({ fullName: "Amina Owner" });
    editor = await addMember(owner, "editor", { name: "Edith Editor" });
    finance = await addMember(owner, "finance", { name: "Frank Finance" });
    other = await createOrganizationUser({ fullName: "Olga Other" });
    otherEditor = await addMember(other, "editor");
  });

  it("every member sees the team; only an owner manages it and sees the invitations; an account in no organization sees none", async () => {
    const mine = await account(owner.cookie);
    expect(mine.role).toBe("owner");
    expect(mine.billing).not.toBeNull();
    expect(mine.team).toMatchObject({
      organizationName: owner.organizationName,
      role: "owner",
      manage: true,
      lastOwner: true,
      invitations: [],
    });
    // Owners first, then by name; "(you)" on one's own row.
    expect(mine.team?.members.map((member) => [member.email, member.role, member.you])).toEqual([
      [owner.email, "owner", true],
      [editor.email, "editor", false],
      [finance.email, "finance", false],
    ]);
    expect(mine.team?.members[0]?.since).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const editorView = await account(editor.cookie);
    expect(editorView).toMatchObject({
      role: "editor",
      billing: null,
      mayEditProfile: false,
      hasOrganization: true,
    });
    expect(editorView.team).toMatchObject({ manage: false, lastOwner: false, invitations: [] });
    expect(editorView.team?.members.find((member) => member.you)?.email).toBe(editor.email);
    expect(editorView.team?.members).toHaveLength(3);

    const financeView = await account(finance.cookie);
    expect(financeView).toMatchObject({ role: "finance", mayEditProfile: false });
    expect(financeView.billing).not.toBeNull();
    expect(financeView.team?.manage).toBe(false);

    const loner = await createUserWithoutProfile();
    expect(await account(loner.cookie)).toMatchObject({
      role: null,
      hasOrganization: false,
      team: null,
      billing: null,
      mayEditProfile: true,
    });
    // Nobody's member may post here at all.
    expect((await post({ intent: "leave" }, loner.cookie)).status).toBe(403);
  });

  it("invites an address: the row holds the link's hash, the mail names the organization, role and link", async () => {
    const email = newAddress();
    const before = mails().length;
    const sent = await post(
      { intent: "invite", email: `  ${email.toUpperCase()} `, role: "editor" },
      owner.cookie,
    );
    expect(sent.status).toBe(200);
    expect(await toastOf(sent)).toMatchObject({
      type: "success",
      title: MEMBERS_TEXT.invited,
      description: `We emailed ${email} a link to join as Editor. It works for 7 days, once.`,
    });
    // The form empties itself.
    expect(sent.data).toMatchObject({ result: { initialValue: null } });

    const row = await openInvitation(owner.userId, email);
    expect(row).toMatchObject({
      email,
      role: "editor",
      invitedBy: owner.userId,
      acceptedAt: null,
      revokedAt: null,
    });
    const validFor = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(validFor).toBeGreaterThan(INVITATION_VALID_MS - 60_000);
    expect(validFor).toBeLessThanOrEqual(INVITATION_VALID_MS);

    const added = mails().slice(before);
    expect(added).toHaveLength(1);
    const mail = added[0] ?? "";
    expect(mail).toContain(`To: ${email}`);
    expect(mail).toContain(
      `Subject: Amina Owner invited you to join ${owner.organizationName} on UgandaImpact`,
    );
    expect(mail).toContain("as Editor");
    expect(mail).toContain("Projects, their results, budgets and progress updates. No billing, no members.");
    expect(mail).toContain("7 days");
    expect(mail).toContain("only once");
    expect(mail).toContain("If you did not expect this, ignore this email");
    const token = tokenIn(mail);
    expect(mail).toContain(`${publicOrigin(getEnv())}/invitations/${token}`);
    // Only the token's hash is stored.
    expect(row?.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(await invitations(owner.userId))).not.toContain(token);

    const listed = (await account(owner.cookie)).team?.invitations;
    expect(listed).toEqual([expect.objectContaining({ id: row?.id, email, role: "editor", expired: false })]);

    const audit = await auditOf(owner.userId);
    expect(audit.at(-1)).toMatchObject({
      action: "member.invite",
      actor: owner.email,
      type: "organization",
      id: owner.userId,
      detail: { email, role: "editor" },
    });
  });

  it("refuses an address already a member or already invited here, and a form without address or role; another organization's address is invited", async () => {
    const waiting = newAddress();
    await post({ intent: "invite", email: waiting, role: "finance" }, owner.cookie);
    const before = await snapshot(owner.userId);

    const again = await post({ intent: "invite", email: waiting, role: "editor" }, owner.cookie);
    expect(again.status).toBe(200);
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      title: MEMBERS_TEXT.inviteError,
      description: MEMBERSHIP_TEXT.alreadyInvited(waiting),
    });
    expect(again.data).toMatchObject({
      result: { error: { email: [MEMBERSHIP_TEXT.alreadyInvited(waiting)] } },
    });

    const member = await post(
      { intent: "invite", email: editor.email.toUpperCase(), role: "owner" },
      owner.cookie,
    );
    expect(member.data).toMatchObject({
      result: { error: { email: [MEMBERSHIP_TEXT.alreadyMember(editor.email)] } },
    });
    const self = await post({ intent: "invite", email: owner.email, role: "owner" }, owner.cookie);
    expect((await toastOf(self))?.description).toBe(MEMBERSHIP_TEXT.alreadyMember(owner.email));

    const blank = await post({ intent: "invite", email: " ", role: "editor" }, owner.cookie);
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({ result: { error: { email: [MEMBERS_TEXT.emailRequired] } } });
    const noRole = await post({ intent: "invite", email: newAddress() }, owner.cookie);
    expect(noRole.status).toBe(400);
    expect(noRole.data).toMatchObject({ result: { error: { role: [MEMBERS_TEXT.roleRequired] } } });
    const badRole = await post({ intent: "invite", email: newAddress(), role: "admin" }, owner.cookie);
    expect(badRole.status).toBe(400);

    expect(await snapshot(owner.userId)).toEqual(before);

    // An address that belongs to another organization is not refused here (that would tell who is registered
    // where); the link's page tells the invitee.
    const elsewhere = await post(
      { intent: "invite", email: otherEditor.email, role: "editor" },
      owner.cookie,
    );
    expect(await toastOf(elsewhere)).toMatchObject({ type: "success" });
    expect(await openInvitation(owner.userId, otherEditor.email)).not.toBeNull();
  });

  it("resends with a new token (the old link's hash is gone) and a new expiry; an expired invitation is renewed by Resend or a new invite", async () => {
    const email = newAddress();
    await post({ intent: "invite", email, role: "editor" }, owner.cookie);
    const first = await openInvitation(owner.userId, email);
    if (!first) throw new Error("no invitation");
    // As if it had been sent a week ago: it has expired.
    await getDb()
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(organizationInvitations.id, first.id));
    const listed = (await account(owner.cookie)).team?.invitations.find((row) => row.id === first.id);
    expect(listed?.expired).toBe(true);

    const before = mails().length;
    const resent = await post({ intent: "resend", id: first.id }, owner.cookie);
    expect(resent.status).toBe(302);
    expect(resent.location).toBe(PATH);
    expect(await toastOf(resent)).toMatchObject({ type: "success", title: MEMBERS_TEXT.resent });
    const renewed = await openInvitation(owner.userId, email);
    expect(renewed?.id).toBe(first.id);
    expect(renewed?.tokenHash).not.toBe(first.tokenHash);
    expect((renewed?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(INVITATION_VALID_MS - 60_000);
    const [hashes] = [
      await getDb()
        .select({ id: organizationInvitations.id })
        .from(organizationInvitations)
        .where(eq(organizationInvitations.tokenHash, first.tokenHash)),
    ];
    expect(hashes).toEqual([]);
    const mail = mails().slice(before);
    expect(mail).toHaveLength(1);
    expect(hashInvitationToken(tokenIn(mail[0] ?? ""))).toBe(renewed?.tokenHash);
    expect((await account(owner.cookie)).team?.invitations.find((row) => row.id === first.id)?.expired).toBe(
      false,
    );

    // Inviting an address whose invitation expired renews that invitation, with the role now chosen.
    await getDb()
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(organizationInvitations.id, first.id));
    const again = await post({ intent: "invite", email, role: "finance" }, owner.cookie);
    expect(await toastOf(again)).toMatchObject({ type: "success", title: MEMBERS_TEXT.invited });
    const third = await openInvitation(owner.userId, email);
    expect(third).toMatchObject({ id: first.id, role: "finance" });
    expect(third?.tokenHash).not.toBe(renewed?.tokenHash);
    expect((await invitations(owner.userId)).filter((row) => row.email === email)).toHaveLength(1);

    expect((await auditOf(owner.userId)).slice(-2).map((row) => row.action)).toEqual([
      "member.invite_resend",
      "member.invite",
    ]);
  });

  it("revokes an invitation (kept, stamped, no longer listed); a revoked one can be neither resent nor revoked again", async () => {
    const email = newAddress();
    await post({ intent: "invite", email, role: "editor" }, owner.cookie);
    const row = await openInvitation(owner.userId, email);
    if (!row) throw new Error("no invitation");

    const revoked = await post({ intent: "revoke", id: row.id }, owner.cookie);
    expect(revoked.location).toBe(PATH);
    expect(await toastOf(revoked)).toMatchObject({
      type: "success",
      title: MEMBERS_TEXT.revoked,
      description: `The link sent to ${email} no longer works.`,
    });
    const [stamped] = await getDb()
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, row.id));
    expect(stamped?.revokedAt).toBeInstanceOf(Date);
    expect(stamped?.revokedBy).toBe(owner.userId);
    expect((await account(owner.cookie)).team?.invitations.some((listed) => listed.id === row.id)).toBe(
      false,
    );
    expect((await auditOf(owner.userId)).at(-1)).toMatchObject({
      action: "member.invite_revoke",
      detail: { email, role: "editor" },
    });

    const before = await snapshot(owner.userId);
    for (const intent of ["revoke", "resend"]) {
      const gone = await post({ intent, id: row.id }, owner.cookie);
      expect(gone.location).toBe(PATH);
      expect(await toastOf(gone)).toMatchObject({
        type: "error",
        description: "This invitation is no longer waiting: it was accepted, revoked or replaced.",
      });
    }
    expect(await snapshot(owner.userId)).toEqual(before);
    expect((await post({ intent: "revoke", id: "not-an-id" }, owner.cookie)).status).toBe(400);
  });

  it("changes a member's role (their next request has it); the same role changes nothing", async () => {
    const member = await addMember(owner, "editor");
    const changed = await post({ intent: "role", id: member.userId, role: "finance" }, owner.cookie);
    expect(changed.location).toBe(PATH);
    expect(await toastOf(changed)).toMatchObject({
      type: "success",
      title: MEMBERS_TEXT.roleChanged,
      description: "Test editor is now Finance.",
    });
    expect(await roleOf(member.userId)).toBe("finance");
    expect((await account(member.cookie)).role).toBe("finance");
    expect((await auditOf(owner.userId)).at(-1)).toMatchObject({
      action: "member.role",
      detail: { email: member.email, role: "finance", previousRole: "editor" },
    });

    const auditBefore = (await auditOf(owner.userId)).length;
    const same = await post({ intent: "role", id: member.userId, role: "finance" }, owner.cookie);
    expect(await toastOf(same)).toMatchObject({ type: "info", title: MEMBERS_TEXT.roleUnchanged });
    expect(await auditOf(owner.userId)).toHaveLength(auditBefore);
  });

  it("the last owner can neither step down, nor leave, nor remove themselves: the message says how, nothing changes", async () => {
    const before = await snapshot(owner.userId);

    const demote = await post({ intent: "role", id: owner.userId, role: "editor" }, owner.cookie);
    expect(demote.location).toBe(PATH);
    expect(await toastOf(demote)).toMatchObject({
      type: "error",
      title: MEMBERS_TEXT.roleError,
      description: MEMBERSHIP_TEXT.lastOwner,
    });

    const leave = await post({ intent: "leave" }, owner.cookie);
    expect(leave.location).toBe(PATH);
    expect(await toastOf(leave)).toMatchObject({
      type: "error",
      title: MEMBERS_TEXT.leaveError,
      description: MEMBERSHIP_TEXT.lastOwner,
    });

    const remove = await post({ intent: "remove", id: owner.userId }, owner.cookie);
    expect((await toastOf(remove))?.description).toBe(
      "To leave the organization yourself, use Leave organization below.",
    );

    expect(await snapshot(owner.userId)).toEqual(before);
    expect(await roleOf(owner.userId)).toBe("owner");
    expect((await account(owner.cookie)).team?.lastOwner).toBe(true);
  });

  it("an editor or finance member may not invite, resend, revoke, change roles or remove: 403, nothing changes", async () => {
    const email = newAddress();
    await post({ intent: "invite", email, role: "editor" }, owner.cookie);
    const invitation = await openInvitation(owner.userId, email);
    if (!invitation) throw new Error("no invitation");
    const before = await snapshot(owner.userId);
    const auditBefore = await auditOf(owner.userId);

    for (const member of [editor, finance]) {
      const attempts: Array<Record<string, string>> = [
        { intent: "invite", email: newAddress(), role: "owner" },
        // Even a form with mistakes: refused before it is read as the person's.
        { intent: "invite", email: "", role: "owner" },
        { intent: "resend", id: invitation.id },
        { intent: "revoke", id: invitation.id },
        { intent: "role", id: member.userId, role: "owner" },
        { intent: "role", id: owner.userId, role: "editor" },
        { intent: "remove", id: owner.userId },
      ];
      for (const fields of attempts) {
        const outcome = await post(fields, member.cookie);
        expect(outcome.status, `${member.role} ${fields.intent}`).toBe(403);
      }
    }
    expect(await snapshot(owner.userId)).toEqual(before);
    expect(await auditOf(owner.userId)).toEqual(auditBefore);
  });

  it("another organization's owner cannot reach this team's members or invitations: not found, nothing changes", async () => {
    const email = newAddress();
    await post({ intent: "invite", email, role: "editor" }, owner.cookie);
    const invitation = await openInvitation(owner.userId, email);
    if (!invitation) throw new Error("no invitation");
    const before = await snapshot(owner.userId);
    const otherBefore = await snapshot(other.userId);

    const attempts: Array<[Record<string, string>, string]> = [
      [{ intent: "resend", id: invitation.id }, "This invitation is no longer waiting"],
      [{ intent: "revoke", id: invitation.id }, "This invitation is no longer waiting"],
      [{ intent: "role", id: editor.userId, role: "finance" }, "This person is no longer a member"],
      [{ intent: "role", id: owner.userId, role: "editor" }, "This person is no longer a member"],
      [{ intent: "remove", id: editor.userId }, "This person is no longer a member"],
      [{ intent: "remove", id: owner.userId }, "This person is no longer a member"],
    ];
    for (const [fields, message] of attempts) {
      const outcome = await post(fields, other.cookie);
      expect(outcome.location, fields.intent).toBe(PATH);
      expect((await toastOf(outcome))?.description, fields.intent).toMatch(new RegExp(`^${message}`));
    }
    expect(await snapshot(owner.userId)).toEqual(before);
    expect(await snapshot(other.userId)).toEqual(otherBefore);
    expect(await sessionCount(editor.userId)).toBeGreaterThan(0);
  });

  it("removes a member: the membership and every session of theirs go in one write, the account stays", async () => {
    const member = await addMember(owner, "finance", { name: "Rita Removed" });
    expect(await sessionCount(member.userId)).toBe(1);
    expect((await call(dashboardLoader, getRequest("/dashboard", member.cookie))).status).toBe(200);

    const removed = await post({ intent: "remove", id: member.userId }, owner.cookie);
    expect(removed.location).toBe(PATH);
    expect(await toastOf(removed)).toMatchObject({
      type: "success",
      title: MEMBERS_TEXT.removed,
      description: `Rita Removed is no longer a member of ${owner.organizationName}. Their account stays.`,
    });
    expect(await roleOf(member.userId)).toBeNull();
    expect(await sessionCount(member.userId)).toBe(0);
    const account = await getDb().execute(sql`select id from users where id = ${member.userId}`);
    expect(account.rows).toHaveLength(1);
    // Their open session is refused at its next request.
    const after = await call(dashboardLoader, getRequest("/dashboard", member.cookie));
    expect(after.status).toBe(302);
    expect(after.location).toMatch(/^\/login/);

    expect((await auditOf(owner.userId)).at(-1)).toMatchObject({
      action: "member.remove",
      detail: { email: member.email, role: "finance" },
    });
    const again = await post({ intent: "remove", id: member.userId }, owner.cookie);
    expect((await toastOf(again))?.description).toBe(
      "This person is no longer a member of your organization.",
    );
  });

  it("a member leaves: to /dashboard with a toast, signed in with no organization", async () => {
    const member = await addMember(owner, "editor");
    const left = await post({ intent: "leave" }, member.cookie);
    expect(left.status).toBe(302);
    expect(left.location).toBe("/dashboard");
    expect(await toastOf(left)).toMatchObject({
      type: "success",
      title: `You left ${owner.organizationName}`,
    });
    expect(await roleOf(member.userId)).toBeNull();
    expect(await sessionCount(member.userId)).toBe(1);
    expect(await account(member.cookie)).toMatchObject({ role: null, hasOrganization: false, team: null });
    expect((await auditOf(owner.userId)).at(-1)).toMatchObject({
      action: "member.leave",
      actor: member.email,
      detail: { email: member.email, role: "editor" },
    });
    // No longer a member: nothing more to leave.
    expect((await post({ intent: "leave" }, member.cookie)).status).toBe(403);
  });

  it("handover: the owner makes another member Owner, then may step down or leave; the new owner is then the last", async () => {
    const founder = await createOrganizationUser({ fullName: "Fatuma Founder" });
    const successor = await addMember(founder, "editor", { name: "Sam Successor" });
    const stays = await addMember(founder, "finance");

    const promoted = await post({ intent: "role", id: successor.userId, role: "owner" }, founder.cookie);
    expect((await toastOf(promoted))?.description).toBe("Sam Successor is now Owner.");
    expect((await account(founder.cookie)).team?.lastOwner).toBe(false);

    // Stepping down first, then leaving.
    const down = await post({ intent: "role", id: founder.userId, role: "editor" }, founder.cookie);
    expect((await toastOf(down))?.description).toBe("You are now Editor.");
    expect((await account(founder.cookie)).team).toMatchObject({ manage: false, role: "editor" });
    const left = await post({ intent: "leave" }, founder.cookie);
    expect(left.location).toBe("/dashboard");
    expect(await roleOf(founder.userId)).toBeNull();

    expect(await team(founder.userId)).toEqual(
      [
        { userId: successor.userId, role: "owner" },
        { userId: stays.userId, role: "finance" },
      ].sort((a, b) => (a.userId < b.userId ? -1 : 1)),
    );
    const refused = await post({ intent: "leave" }, successor.cookie);
    expect((await toastOf(refused))?.description).toBe(MEMBERSHIP_TEXT.lastOwner);
    expect(await roleOf(successor.userId)).toBe("owner");
  });

  it("two owners leaving at once: one goes, the other is refused as the last owner", async () => {
    const first = await createOrganizationUser();
    const second = await addMember(first, "owner");
    const actor = (user: { userId: string; email: string }) => ({
      id: user.userId,
      email: user.email,
      name: "Owner",
      organizationId: first.userId,
    });
    const results = await Promise.all([
      leaveOrganization({ actor: actor(first) }),
      leaveOrganization({ actor: actor(second) }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: "last-owner" });
    expect((await team(first.userId)).map((row) => row.role)).toEqual(["owner"]);
  });

  it("invitations and resends are counted per inviter: past 20 an hour, refused with Retry-After", async () => {
    const busy = await createOrganizationUser();
    for (let n = 0; n < 19; n += 1) {
      const outcome = await post(
        { intent: "invite", email: newAddress("bulk"), role: "editor" },
        busy.cookie,
      );
      expect(outcome.status).toBe(200);
    }
    const last = newAddress("bulk");
    await post({ intent: "invite", email: last, role: "editor" }, busy.cookie);
    const row = await openInvitation(busy.userId, last);
    if (!row) throw new Error("no invitation");

    const before = await snapshot(busy.userId);
    const limited = await post({ intent: "invite", email: newAddress("bulk"), role: "editor" }, busy.cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.data).toMatchObject({
      result: { error: { "": [expect.stringMatching(/^Too many attempts/)] } },
    });
    const resend = await post({ intent: "resend", id: row.id }, busy.cookie);
    expect(resend.location).toBe(PATH);
    expect(await toastOf(resend)).toMatchObject({
      type: "error",
      title: MEMBERS_TEXT.resendError,
      description: expect.stringMatching(/^Too many attempts/),
    });
    expect(await snapshot(busy.userId)).toEqual(before);

    // Another owner's count is their own.
    const sent = await post({ intent: "invite", email: newAddress(), role: "editor" }, owner.cookie);
    expect(await toastOf(sent)).toMatchObject({ type: "success" });
  });
});
