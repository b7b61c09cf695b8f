import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getMembership } from "~/db/queries/members.server";
import { adminAuditLog } from "~/db/schema";
import { ADMIN_MEMBERS_TEXT } from "~/domain/admin-members";
import { auditDetailItems } from "~/domain/audit-log";
import { MEMBERSHIP_TEXT } from "~/domain/membership";
import { loader as auditLoader } from "~/routes/admin/audit";
import { action as organizationAction, loader as organizationLoader } from "~/routes/admin/organization";
import { loader as organizationsLoader } from "~/routes/admin/organizations";
import { loader as dashboardLoader } from "~/routes/dashboard/layout";
import { useTempDataDir } from "../setup/app-env";
import {
  addMember,
  createOrganizationUser,
  makeAdmin,
  signInCookie,
  type TestOrganizationUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { callWith } from "./admin-billing-helpers";
import { call, count, getRequest, postRequest, toastOf } from "./auth-helpers";

/**
 * Issue 35: an organization's page in the Admin area lists its members with their roles; an administrator
 * removes one (a compromised account) with a reason: the membership goes, every session of that account ends,
 * and the audit log keeps who, the role and the reason. Refused without a reason, for the only owner, and for
 * anyone but an administrator: nothing changes then.
 */

useTempDataDir();

let admin: TestOrganizationUser;

const pagePath = (org: { userId: string }) => `/admin/organizations/${org.userId}`;
const openPage = (org: { userId: string }, cookie = admin.cookie) =>
  callWith(organizationLoader, getRequest(pagePath(org), cookie), { id: org.userId });
const remove = (org: { userId: string }, fields: Record<string, string>, cookie = admin.cookie) =>
  callWith(
    organizationAction,
    postRequest(`${pagePath(org)}?remove=${fields.id ?? ""}`, { intent: "remove", ...fields }, cookie),
    { id: org.userId },
  );

const sessionsOf = (userId: string) => count(`sessions where user_id = '${userId}'`);

async function auditRows() {
  return getDb()
    .select({
      action: adminAuditLog.action,
      actorEmail: adminAuditLog.actorEmail,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      targetLabel: adminAuditLog.targetLabel,
      detail: adminAuditLog.detail,
      organizationId: adminAuditLog.organizationId,
    })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, "member.admin_remove"));
}

/** What must not move when a removal is refused: the team, the person's sessions, the audit log. */
async function snapshot(org: TestOrganizationUser, member: { userId: string }) {
  const team = await getDb().execute<{ user_id: string; role: string }>(
    sql`select user_id, role from organization_members where organization_id = ${org.userId} order by user_id`,
  );
  return {
    team: team.rows,
    sessions: await sessionsOf(member.userId),
    audit: await count("admin_audit_log"),
  };
}

describeEachDatabase("admin: an organization's members", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "MEMBER ADMINS" });
    await makeAdmin(admin);
  });

  it("lists the members with name, email, role and since, owners first; the list links to the page", async () => {
    const org = await createOrganizationUser({
      organizationName: "KASESE TEAM TRUST",
      fullName: "Olive Owner",
    });
    const editor = await addMember(org, "editor", { name: "Eddie Editor" });
    const finance = await addMember(org, "finance", { name: "Fiona Finance" });

    const page = await openPage(org);
    expect(page.status).toBe(200);
    const data = page.data as {
      organization: { id: string; name: string; email: string; projectCount: number };
      members: Array<{ id: string; name: string; email: string; role: string; since: Date }>;
      removing: unknown;
    };
    expect(data.organization).toMatchObject({
      id: org.userId,
      name: "KASESE TEAM TRUST",
      email: org.email,
      projectCount: 0,
    });
    expect(data.members.map(({ id, email, role }) => ({ id, email, role }))).toEqual([
      { id: org.userId, email: org.email, role: "owner" },
      { id: editor.userId, email: editor.email, role: "editor" },
      { id: finance.userId, email: finance.email, role: "finance" },
    ]);
    expect(data.members.map((member) => member.name)).toEqual([
      "Olive Owner",
      "Eddie Editor",
      "Fiona Finance",
    ]);
    for (const member of data.members) expect(new Date(member.since).getTime()).not.toBeNaN();
    expect(data.removing).toBeNull();

    // Without script, a row's Remove opens the form in the page.
    const inline = await callWith(
      organizationLoader,
      getRequest(`${pagePath(org)}?remove=${editor.userId}`, admin.cookie),
      { id: org.userId },
    );
    expect((inline.data as { removing: { id: string } | null }).removing?.id).toBe(editor.userId);

    // The Organizations list is where the page is found (its rows' ids are the page's).
    const list = await call(organizationsLoader, getRequest("/admin/organizations?q=kasese", admin.cookie));
    expect((list.data as { list: { items: Array<{ id: string }> } }).list.items.map((row) => row.id)).toEqual(
      [org.userId],
    );

    // An unknown or malformed id is the 404 page; a non-admin is sent away.
    expect((await openPage({ userId: crypto.randomUUID() })).status).toBe(404);
    expect((await openPage({ userId: "not-a-uuid" })).status).toBe(404);
    const refused = await openPage(org, org.cookie);
    expect(refused.status).toBe(302);
    expect(refused.location).toBe("/dashboard");
  });

  it("removes a member with a reason: membership and sessions gone, the audit log keeps the reason", async () => {
    const org = await createOrganizationUser({ organizationName: "MBALE REMOVAL FUND" });
    const editor = await addMember(org, "editor");
    // The member is signed in on the dashboard (their cookie works), on two devices.
    const phone = await signInCookie(editor.email, editor.password);
    for (const cookie of [editor.cookie, phone]) {
      expect((await call(dashboardLoader, getRequest("/dashboard", cookie))).status).toBe(200);
    }
    expect(await sessionsOf(editor.userId)).toBe(2);

    const reason = "Account compromised: password shared in a public chat";
    const removed = await remove(org, { id: editor.userId, reason: `  ${reason}  ` });
    expect(removed.status).toBe(302);
    expect(removed.location).toBe(pagePath(org));
    expect(await toastOf(removed)).toMatchObject({
      type: "success",
      title: ADMIN_MEMBERS_TEXT.removed,
      description: expect.stringContaining(editor.email),
    });

    expect(await getMembership(editor.userId)).toBeNull();
    expect(await sessionsOf(editor.userId)).toBe(0);
    // Their open sessions are refused at the next request.
    for (const cookie of [editor.cookie, phone]) {
      const after = await call(dashboardLoader, getRequest("/dashboard", cookie));
      expect(after.status).toBe(302);
      expect(after.location).toMatch(/^\/login/);
    }
    // The account stays; the owner is untouched.
    expect(await count(`users where id = '${editor.userId}'`)).toBe(1);
    expect(await getMembership(org.userId)).toMatchObject({ organizationId: org.userId, role: "owner" });

    expect(await auditRows()).toEqual([
      {
        action: "member.admin_remove",
        actorEmail: admin.email,
        targetType: "organization",
        targetId: org.userId,
        targetLabel: "MBALE REMOVAL FUND",
        detail: { email: editor.email, role: "editor", reason },
        organizationId: org.userId,
      },
    ]);
    // The Audit Log page shows it with its reason.
    const log = await call(auditLoader, getRequest("/admin/audit", admin.cookie));
    const rows = (log.data as { list: { items: Array<{ action: string; detail: Record<string, string> }> } })
      .list.items;
    const row = rows.find((item) => item.action === "member.admin_remove");
    expect(auditDetailItems(row?.detail)).toEqual(
      expect.arrayContaining([
        { label: "Email", value: editor.email },
        { label: "Reason", value: reason },
      ]),
    );

    // The page no longer lists them; removing them again says they are gone, and changes nothing.
    const page = await openPage(org);
    expect((page.data as { members: Array<{ id: string }> }).members.map((member) => member.id)).toEqual([
      org.userId,
    ]);
    const again = await remove(org, { id: editor.userId, reason });
    expect(again.status).toBe(302);
    expect(await toastOf(again)).toMatchObject({ type: "error", description: ADMIN_MEMBERS_TEXT.notMember });
    expect(await auditRows()).toHaveLength(1);
  });

  it("refuses a removal without a reason, or with one too long, beside the field: nothing changes", async () => {
    const org = await createOrganizationUser({ organizationName: "GULU NO REASON CO" });
    const finance = await addMember(org, "finance");
    const before = await snapshot(org, finance);

    for (const reason of [null, "", "   ", "x".repeat(501)]) {
      const fields: Record<string, string> = { id: finance.userId };
      if (reason !== null) fields.reason = reason;
      const refused = await remove(org, fields);
      expect(refused.status).toBe(400);
      const reply = (refused.data as { remove: { error: Record<string, string[]> }; memberId: string })
        .remove;
      expect(reply.error.reason).toEqual([
        reason?.length === 501 ? ADMIN_MEMBERS_TEXT.reasonTooLong : ADMIN_MEMBERS_TEXT.reasonRequired,
      ]);
      expect((refused.data as { memberId: string }).memberId).toBe(finance.userId);
    }
    expect(await snapshot(org, finance)).toEqual(before);
    expect(await getMembership(finance.userId)).toMatchObject({ role: "finance" });
  });

  it("refuses the organization's only owner; with a second owner the first may go", async () => {
    const org = await createOrganizationUser({ organizationName: "LIRA ONE OWNER TRUST" });
    await addMember(org, "editor");
    const before = await snapshot(org, org);

    const refused = await remove(org, { id: org.userId, reason: "Compromised" });
    expect(refused.status).toBe(409);
    expect((refused.data as { remove: { error: Record<string, string[]> } }).remove.error[""]).toEqual([
      MEMBERSHIP_TEXT.adminLastOwner,
    ]);
    expect(await snapshot(org, org)).toEqual(before);

    const second = await addMember(org, "owner");
    const removed = await remove(org, { id: org.userId, reason: "Compromised" });
    expect(removed.status).toBe(302);
    expect(await getMembership(org.userId)).toBeNull();
    expect(await getMembership(second.userId)).toMatchObject({ organizationId: org.userId, role: "owner" });
    // The organization stays, with its remaining owner.
    expect((await openPage(org)).status).toBe(200);
  });

  it("answers a non-admin's POST 403, and refuses a member of another organization: nothing changes", async () => {
    const org = await createOrganizationUser({ organizationName: "JINJA GUARDED CO" });
    const editor = await addMember(org, "editor");
    const other = await createOrganizationUser({ organizationName: "JINJA OTHER CO" });
    const before = await snapshot(org, editor);

    for (const cookie of [org.cookie, editor.cookie]) {
      const forbidden = await remove(org, { id: editor.userId, reason: "Not an admin" }, cookie);
      expect(forbidden.status).toBe(403);
    }
    expect(await snapshot(org, editor)).toEqual(before);

    // The other organization's member is not this organization's.
    const elsewhere = await remove(org, { id: other.userId, reason: "Wrong organization" });
    expect(await toastOf(elsewhere)).toMatchObject({
      type: "error",
      description: ADMIN_MEMBERS_TEXT.notMember,
    });
    expect(await getMembership(other.userId)).toMatchObject({ organizationId: other.userId });
    // A malformed member id is a forged request.
    expect((await remove(org, { id: "nobody", reason: "Forged" })).status).toBe(400);
    expect(await snapshot(org, editor)).toEqual(before);
  });
});
