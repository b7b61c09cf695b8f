import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getChangeRows, sweepChangeLog, sweptPast } from "~/db/queries/changes.server";
import { changeLog, events, organizations, profiles, projectResults, projects, users } from "~/db/schema";
import { createOrganizationUser, createProject } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";

const DAY = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A time after every write so far and before every write to come (the log's clock counts microseconds). */
async function moment(): Promise<Date> {
  await sleep(5);
  const now = new Date();
  await sleep(5);
  return now;
}

/** The log's rows after `since`, as `kind:change:id`, in log order. */
async function logged(since: Date) {
  const rows = await getChangeRows({ since }, 1000);
  return rows.map((row) => `${row.kind}:${row.change}:${row.id}`);
}

describeEachDatabase("the changes log, written by the database", () => {
  it("logs what leaves the public data, whatever deletes it (cascades too)", async () => {
    const db = getDb();
    const { userId } = await createOrganizationUser();
    const first = await createProject(userId, { name: "First" });
    const second = await createProject(userId, { name: "Second" });
    const [event] = await db
      .insert(events)
      .values({ title: "Forum", eventDate: new Date(Date.now() + DAY) })
      .returning({ id: events.id });
    const since = await moment();

    // A change of an event's title updates it; pausing takes it from the public; showing it again brings it back.
    await db.update(events).set({ title: "Forum 2026" }).where(eq(events.id, event!.id));
    await db.update(events).set({ isActive: false }).where(eq(events.id, event!.id));
    await db.update(events).set({ title: "Forum (paused)" }).where(eq(events.id, event!.id));
    await db.update(events).set({ isActive: true }).where(eq(events.id, event!.id));
    // The account goes: its profile, and its projects by cascade; the organization record its profile stood for
    // (migration 0026) is left alone, and is in the directory again.
    const [team] = await db
      .select({ id: profiles.organizationId })
      .from(profiles)
      .where(eq(profiles.id, userId));
    await db.delete(users).where(eq(users.id, userId));
    expect(await db.select().from(profiles).where(eq(profiles.id, userId))).toEqual([]);
    const rows = await logged(since);
    expect(rows.slice(0, 3)).toEqual([
      `events:updated:${event!.id}`,
      `events:deleted:${event!.id}`,
      `events:created:${event!.id}`,
    ]);
    expect(rows.slice(3).sort()).toEqual(
      [
        `organizations:deleted:${userId}`,
        `organizations:created:${team!.id}`,
        `projects:deleted:${first.id}`,
        `projects:deleted:${second.id}`,
      ].sort(),
    );
  });

  it("logs one update per record and transaction, and nothing for a write the public does not see", async () => {
    const db = getDb();
    const { userId } = await createOrganizationUser();
    const project = await createProject(userId, { name: "Wells" });
    const since = await moment();
    await db.transaction(async (tx) => {
      await tx.update(projects).set({ name: "Wells 2" }).where(eq(projects.id, project.id));
      await tx.update(projects).set({ name: "Wells 3" }).where(eq(projects.id, project.id));
      await tx.insert(projectResults).values({ projectId: project.id, title: "Wells dug", type: "output" });
    });
    // The organization's phone is not published; its name is (and its projects' with it).
    await db.update(profiles).set({ phone: "0772000999" }).where(eq(profiles.id, userId));
    expect(await logged(since)).toEqual([`projects:updated:${project.id}`]);
    await db.update(profiles).set({ organizationName: "Wells Trust" }).where(eq(profiles.id, userId));
    expect((await logged(since)).slice(1).sort()).toEqual(
      [`organizations:updated:${userId}`, `projects:updated:${project.id}`].sort(),
    );
    // An unlisted profile (a registration waiting for its address) is nowhere in the feed.
    const later = await moment();
    await db.update(profiles).set({ listed: false }).where(eq(profiles.id, userId));
    await db.update(profiles).set({ organizationBrief: "Still hidden" }).where(eq(profiles.id, userId));
    expect(await logged(later)).toEqual([`organizations:deleted:${userId}`]);
  });

  it("lists an organization record only while no profile stands for it", async () => {
    const db = getDb();
    const since = await moment();
    const [record] = await db
      .insert(organizations)
      .values({ name: "Teso Farmers Union" })
      .returning({ id: organizations.id });
    const { userId } = await createOrganizationUser();
    await db.update(profiles).set({ organizationId: record!.id }).where(eq(profiles.id, userId));
    await db.update(profiles).set({ organizationId: null }).where(eq(profiles.id, userId));
    const rows = (await logged(since)).filter((row) => row.endsWith(record!.id));
    expect(rows).toEqual([
      `organizations:created:${record!.id}`,
      `organizations:deleted:${record!.id}`,
      `organizations:created:${record!.id}`,
    ]);
  });

  it("forgets rows after 90 days and remembers how far it went, so an older cursor is refused", async () => {
    const db = getDb();
    const { userId } = await createOrganizationUser();
    const since = await moment();
    await createProject(userId, { name: "Old news" });
    await createProject(userId, { name: "Older news" });
    await createProject(userId, { name: "Fresh news" });
    const rows = await getChangeRows({ since }, 1000);
    const [oldest, , fresh] = rows.slice(-3);
    const beforeOldest = { xid: oldest!.xid, seq: String(Number(oldest!.seq) - 1) };
    expect(await sweptPast(beforeOldest)).toBe(false);

    await db.execute(
      sql`update change_log set at = ${new Date(Date.now() - 91 * DAY).toISOString()}::timestamptz
        where seq in (${sql.raw(oldest!.seq)}, ${sql.raw(rows.at(-2)!.seq)})`,
    );
    expect(await sweepChangeLog(new Date(Date.now() - 90 * DAY))).toBe(2);
    expect((await db.select({ seq: changeLog.seq }).from(changeLog)).map((row) => String(row.seq))).toContain(
      fresh!.seq,
    );
    // A cursor before a removed row may have missed it; one after every removed row has missed nothing.
    expect(await sweptPast(beforeOldest)).toBe(true);
    expect(await sweptPast({ xid: rows.at(-2)!.xid, seq: rows.at(-2)!.seq })).toBe(false);
    // A later sweep with nothing to remove keeps the mark.
    expect(await sweepChangeLog(new Date(Date.now() - 90 * DAY))).toBe(0);
    expect(await sweptPast(beforeOldest)).toBe(true);
  });
});
