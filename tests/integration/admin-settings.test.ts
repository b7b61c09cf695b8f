import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { addAdminUser, isAdminUser } from "~/db/queries/admins.server";
import { listAuditLog } from "~/db/queries/audit.server";
import { action as auditAction, loader as auditLoader } from "~/routes/admin/audit";
import { action, loader } from "~/routes/admin/settings";
import { removeAdmin } from "~/services/admins/remove-admin.server";
import { useTempDataDir } from "../setup/app-env";
import {
  createOrganizationUser,
  createUserWithoutProfile,
  type TestOrganizationUser,
  type TestUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest, postRequest, toastOf } from "./auth-helpers";

/**
 * /admin/settings (spec §2 Settings, §4 Admin access, §5 Admin management, §6, §8) and /admin/audit: the admin
 * users newest first, Add Admin for existing accounts only, Remove Admin Access for others' rights given by
 * hand (never one's own, never ADMIN_EMAILS's), each write audited in its own transaction.
 */

useTempDataDir();

let admin: TestOrganizationUser;
let member: TestOrganizationUser;
let candidate: TestUser;
let configured: TestUser;

type Row = { id: string; userId: string; email: string; source: string; createdAt: Date };
type ListData = { list: { items: Row[]; total: number } | null; currentUserId: string; loadError: boolean };

async function listed(cookie = admin.cookie) {
  const outcome = await call(loader, getRequest("/admin/settings", cookie));
  return { status: outcome.status, data: outcome.data as ListData };
}

async function rowOf(userId: string): Promise<string> {
  const rows = await getDb().execute<{ id: string }>(
    sql`select id from admin_settings where user_id = ${userId}`,
  );
  const id = rows.rows[0]?.id;
  if (!id) throw new Error("no admin row");
  return id;
}

const post = (fields: Record<string, string>, cookie = admin.cookie) =>
  call(action, postRequest("/admin/settings", fields, cookie));

async function auditActions(): Promise<Array<{ action: string; actor: string; label: string; id: string }>> {
  const rows = await getDb().execute<{ action: string; actor: string; label: string; id: string }>(
    sql`select action, actor_email as actor, target_label as label, target_id as id from admin_audit_log
        order by created_at, id`,
  );
  return rows.rows;
}

describeEachDatabase("admin settings and the audit log", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "SETTINGS ADMINS", admin: true });
    member = await createOrganizationUser({ organizationName: "SETTINGS MEMBER" });
    candidate = await createUserWithoutProfile({ email: `candidate-${Date.now()}@example.org` });
    configured = await createUserWithoutProfile();
    await addAdminUser({ id: configured.userId, email: configured.email }, "config");
  });

  it("lists the admins newest first with email and date; says so when the list cannot be read", async () => {
    const { status, data } = await listed();
    expect(status).toBe(200);
    expect(data.currentUserId).toBe(admin.userId);
    expect(data.list?.items.map((row) => [row.email, row.source])).toEqual([
      [configured.email, "config"],
      [admin.email, "manual"],
    ]);
    expect(data.list?.items[0]?.createdAt).toBeInstanceOf(Date);

    // Non-admins never see it: the page sends them to /dashboard.
    expect((await listed(member.cookie)).status).toBe(302);

    await getDb().execute(sql.raw("alter table admin_settings rename column source to source_away"));
    try {
      const broken = await listed();
      expect(broken.status).toBe(503);
      expect(broken.data).toEqual({ list: null, currentUserId: admin.userId, loadError: true });
    } finally {
      await getDb().execute(sql.raw("alter table admin_settings rename column source_away to source"));
    }
  });

  it("adds an existing account (listed, its session now admin, audited); refuses blank, unknown and duplicate", async () => {
    const blank = await post({ intent: "add", email: "  " });
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({ result: { error: { email: ["Email is required"] } } });

    // Refusals with a toast answer 200 (the page then reads the toast).
    const unknown = await post({ intent: "add", email: "nobody-registered@example.org" });
    expect(unknown.status).toBe(200);
    expect(await toastOf(unknown)).toMatchObject({
      type: "error",
      description:
        "Failed to create admin account: No account uses this email. The person must register first; then you can add them as an admin.",
    });
    expect(unknown.data).toMatchObject({
      result: { error: { email: [expect.stringMatching(/^No account uses this email/)] } },
    });

    const added = await post({ intent: "add", email: candidate.email.toUpperCase() });
    expect(added.status).toBe(302);
    expect(added.location).toBe("/admin/settings");
    expect(await toastOf(added)).toMatchObject({
      type: "success",
      title: "Admin user added successfully",
      description: `${candidate.email} can now use the Admin area.`,
    });
    expect(await isAdminUser(candidate.userId)).toBe(true);
    // The person's own session is an admin's from its next request.
    expect((await listed(candidate.cookie)).status).toBe(200);
    expect((await listed()).data.list?.items[0]?.email).toBe(candidate.email);

    const again = await post({ intent: "add", email: candidate.email });
    expect(again.status).toBe(200);
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      description: "This email is already registered as an admin",
    });
    expect((await listed()).data.list?.total).toBe(3);

    // Only an admin may: another organization's crafted POST is refused before anything happens.
    expect((await post({ intent: "add", email: member.email }, member.cookie)).status).toBe(403);
    expect(await isAdminUser(member.userId)).toBe(false);

    expect((await auditActions()).map((row) => [row.action, row.actor, row.label])).toEqual([
      ["admin.add", admin.email, candidate.email],
    ]);
  });

  it("removes another's rights and keeps the account; refuses oneself, ADMIN_EMAILS rights, a gone row, a non-admin", async () => {
    const own = await rowOf(admin.userId);
    const self = await post({ intent: "remove", id: own });
    expect(self.location).toBe("/admin/settings");
    expect(await toastOf(self)).toMatchObject({
      type: "error",
      title: "Error",
      description:
        "Failed to remove admin privileges: You cannot remove your own admin rights. Ask another administrator to do it.",
    });
    expect(await isAdminUser(admin.userId)).toBe(true);

    const config = await post({ intent: "remove", id: await rowOf(configured.userId) });
    expect((await toastOf(config))?.description).toMatch(
      new RegExp(
        `^Failed to remove admin privileges: ${configured.email} is an administrator through the ADMIN_EMAILS setting`,
      ),
    );
    expect(await isAdminUser(configured.userId)).toBe(true);

    const candidateRow = await rowOf(candidate.userId);
    expect((await post({ intent: "remove", id: candidateRow }, member.cookie)).status).toBe(403);

    const removed = await post({ intent: "remove", id: candidateRow });
    expect(await toastOf(removed)).toMatchObject({
      type: "success",
      title: "Admin user removed successfully",
      description: `${candidate.email} can no longer use the Admin area. The account itself stays.`,
    });
    expect(await isAdminUser(candidate.userId)).toBe(false);
    const account = await getDb().execute(sql`select id from users where id = ${candidate.userId}`);
    expect(account.rows).toHaveLength(1);
    // Their open session has lost the Admin area at once.
    expect((await listed(candidate.cookie)).status).toBe(302);

    const gone = await post({ intent: "remove", id: candidateRow });
    expect((await toastOf(gone))?.description).toBe(
      "Failed to remove admin privileges: This person is no longer an admin.",
    );
    expect((await post({ intent: "remove", id: "not-a-row" })).status).toBe(400);
    expect((await post({ intent: "promote", id: candidateRow })).status).toBe(400);

    expect((await auditActions()).map((row) => [row.action, row.label, row.id])).toEqual([
      ["admin.add", candidate.email, candidate.userId],
      ["admin.remove", candidate.email, candidate.userId],
    ]);
  });

  it("two admins removing each other at once: one goes, the other is refused, never both", async () => {
    await addAdminUser({ id: candidate.userId, email: candidate.email });
    const [adminRow, candidateRow] = [await rowOf(admin.userId), await rowOf(candidate.userId)];
    const results = await Promise.all([
      removeAdmin({ actor: { id: admin.userId, email: admin.email }, adminId: candidateRow }),
      removeAdmin({ actor: { id: candidate.userId, email: candidate.email }, adminId: adminRow }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ ok: false, reason: "not-admin" });
    const left = [await isAdminUser(admin.userId), await isAdminUser(candidate.userId)];
    expect(left.filter(Boolean)).toHaveLength(1);
    // Back to the starting point for the next test.
    await addAdminUser({ id: admin.userId, email: admin.email });
    await getDb().execute(sql`delete from admin_settings where user_id = ${candidate.userId}`);
  });

  it("the audit log lists the writes newest first, a page at a time, with who, what and which record", async () => {
    const outcome = await call(auditLoader, getRequest("/admin/audit", admin.cookie));
    expect(outcome.status).toBe(200);
    const { list: entries } = outcome.data as {
      list: { items: Array<Record<string, unknown>>; total: number; page: number };
    };
    expect(entries.total).toBe(3);
    // The newest: whichever removal of the race above went through.
    expect(entries.items[0]).toMatchObject({ action: "admin.remove", targetType: "admin_user" });
    expect(entries.items.at(-1)).toMatchObject({ action: "admin.add", actorEmail: admin.email });
    expect(entries.items.at(-1)?.createdAt).toBeInstanceOf(Date);

    const second = await listAuditLog({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    expect(second.items.map((item) => item.action)).toEqual(["admin.add"]);

    // Admins only, and read only.
    expect((await call(auditLoader, getRequest("/admin/audit", member.cookie))).location).toBe("/dashboard");
    expect((await call(auditAction, postRequest("/admin/audit", { x: "1" }, admin.cookie))).status).toBe(405);
    expect((await call(auditAction, postRequest("/admin/audit", { x: "1" }, member.cookie))).status).toBe(
      403,
    );

    await getDb().execute(sql.raw("alter table admin_audit_log rename column detail to detail_away"));
    try {
      const broken = await call(auditLoader, getRequest("/admin/audit", admin.cookie));
      expect(broken.status).toBe(503);
      expect(broken.data).toEqual({ list: null, loadError: true });
    } finally {
      await getDb().execute(sql.raw("alter table admin_audit_log rename column detail_away to detail"));
    }
  });
});
