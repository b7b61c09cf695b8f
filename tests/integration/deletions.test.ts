import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { deleteOldDeletions } from "~/db/queries/changes.server";
import { deletedRecords, events, profiles, users } from "~/db/schema";
import { createOrganizationUser, createProject } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";

const DAY = 86_400_000;

const recorded = async () =>
  (
    await getDb()
      .select({ kind: deletedRecords.kind, id: deletedRecords.recordId })
      .from(deletedRecords)
      .orderBy(deletedRecords.kind, deletedRecords.recordId)
  ).map((row) => `${row.kind}:${row.id}`);

describeEachDatabase("deletions kept for the changes feed", () => {
  it("records what leaves the public data, whatever deletes it (cascades too), and forgets it after 90 days", async () => {
    const db = getDb();
    const { userId } = await createOrganizationUser();
    const first = await createProject(userId, { name: "First" });
    const second = await createProject(userId, { name: "Second" });
    const [event] = await db
      .insert(events)
      .values({ title: "Forum", eventDate: new Date(Date.now() + DAY) })
      .returning({ id: events.id });
    expect(await recorded()).toEqual([]);

    // Pausing an event takes it from the public; a change of its title does not.
    await db.update(events).set({ title: "Forum 2026" }).where(eq(events.id, event!.id));
    await db.update(events).set({ isActive: false }).where(eq(events.id, event!.id));
    // The account goes: its profile, and its projects by cascade.
    await db.delete(users).where(eq(users.id, userId));
    expect(await db.select().from(profiles).where(eq(profiles.id, userId))).toEqual([]);
    expect(await recorded()).toEqual(
      [
        `events:${event!.id}`,
        `organizations:${userId}`,
        `projects:${first.id}`,
        `projects:${second.id}`,
      ].sort(),
    );

    // The sweep's step: rows older than the cut go, younger ones stay.
    await db
      .update(deletedRecords)
      .set({ deletedAt: new Date(Date.now() - 91 * DAY) })
      .where(eq(deletedRecords.kind, "projects"));
    expect(await deleteOldDeletions(new Date(Date.now() - 90 * DAY))).toBe(2);
    expect(await recorded()).toEqual([`events:${event!.id}`, `organizations:${userId}`].sort());
    const left = await db.execute<{ n: number }>(sql`select count(*)::int as n from deleted_records`);
    expect(Number(left.rows[0]!.n)).toBe(2);
  });
});
