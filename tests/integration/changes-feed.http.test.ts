import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { events, profiles, projects, users } from "~/db/schema";
import { ChangesPage } from "~/domain/open-api";
import { useTempDataDir } from "../setup/app-env";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { describeEachDatabase } from "../setup/test-database";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The project rows these tests insert: only what differs from one to the next. */
const project = (name: string, organizationId: string) => ({
  name,
  brief: "A project of the changes feed's tests.",
  location: "Gulu",
  sector: "Health",
  sdg: "Clean Water and Sanitation",
  startDate: "2026-01-01",
  organizationId,
});

describeEachDatabase("the changes feed: a cursor in commit order (real Express app)", (_handle, kind) => {
  let app: HttpApp;

  async function get(path: string, headers: Record<string, string> = {}) {
    const answer = await app.request("GET", path, { headers });
    const json = String(answer.headers["content-type"]).startsWith("application/json");
    return { ...answer, json: json && answer.body ? JSON.parse(answer.body) : null };
  }
  const pathOf = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;

  beforeAll(async () => {
    useTempDataDir();
    const db = getDb();
    await db.insert(users).values([
      { id: "writer", name: "Writer", email: "writer@example.org" },
      { id: "registered", name: "Registered", email: "registered@example.org" },
    ]);
    await db.insert(profiles).values([
      { id: "writer", organizationName: "Feed Writers Trust", organizationType: "NGO/Non-Profit" },
      {
        id: "registered",
        organizationName: "Lira Water Association",
        organizationType: "Community Based",
        phone: "0772000111",
      },
    ]);
    app = await startHttpApp({ SITE_URL: "https://ugandaimpact.example" });
  });

  afterAll(async () => {
    await app?.close();
  });

  it("gives a harvester every change exactly once while writers commit in overlapping transactions", async () => {
    const db = getDb();
    // Records the writers will update and delete, made (and logged) before the harvester starts.
    const before = await db
      .insert(projects)
      .values(Array.from({ length: 24 }, (_, index) => project(`Existing ${index}`, "writer")))
      .returning({ id: projects.id });
    await sleep(5);
    const since = new Date().toISOString();
    await sleep(5);

    const expected = { created: new Set<string>(), updated: new Set<string>(), deleted: new Set<string>() };
    const createdEvents = new Set<string>();
    // Six writers, four transactions each: every transaction writes first (an event: so it has its id early),
    // then is held open while the others commit, then writes its projects and commits. (Project writes take
    // turns on the facet counts' rows, so they come last: before them the transactions truly overlap.)
    const writer = async (w: number) => {
      for (let t = 0; t < 4; t++) {
        const slot = w * 4 + t;
        const target = before[slot]!.id;
        await db.transaction(async (tx) => {
          const [event] = await tx
            .insert(events)
            .values({ title: `Writer ${w} event ${t}`, eventDate: new Date(Date.now() + 86_400_000) })
            .returning({ id: events.id });
          createdEvents.add(event!.id);
          await sleep(5 + ((w * 7 + t * 13) % 40));
          const [added] = await tx
            .insert(projects)
            .values(project(`Writer ${w} project ${t}`, "writer"))
            .returning({ id: projects.id });
          expected.created.add(added!.id);
          if (slot % 2 === 0) {
            await tx.update(projects).set({ status: "active" }).where(eq(projects.id, target));
            expected.updated.add(target);
          } else {
            await tx.delete(projects).where(eq(projects.id, target));
            expected.deleted.add(target);
          }
        });
      }
    };

    const seen = new Map<string, number>();
    const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
    let link = `/api/v1/changes?since=${encodeURIComponent(since)}`;
    let calls = 0;
    const harvest = async () => {
      const answer = await get(link);
      expect(answer.status, answer.body).toBe(200);
      calls++;
      for (const [kind, lists] of Object.entries(answer.json.data) as [string, Record<string, string[]>][]) {
        for (const [change, ids] of Object.entries(lists))
          for (const id of ids) count(`${kind}/${change}/${id}`);
      }
      link = pathOf(answer.json.links.next);
      return answer.json;
    };

    let writing = true;
    const writers = Promise.all([0, 1, 2, 3, 4, 5].map(writer)).finally(() => {
      writing = false;
    });
    while (writing) {
      await harvest();
      await sleep(3);
    }
    await writers;
    // Then until the feed has nothing more: a page without ids, whose link asks the same again.
    for (;;) {
      const asked = link;
      const page = await harvest();
      if (!page.more && link === asked) break;
    }
    expect(calls).toBeGreaterThan(2);

    const wanted = new Map<string, number>();
    for (const change of ["created", "updated", "deleted"] as const) {
      for (const id of expected[change]) wanted.set(`projects/${change}/${id}`, 1);
    }
    for (const id of createdEvents) wanted.set(`events/created/${id}`, 1);
    expect(wanted.size).toBe(24 + 24 + 24);
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(wanted));
  });

  it("answers an unchanged feed with 304 to its ETag, and a new change with 200", async () => {
    const db = getDb();
    await sleep(5);
    const since = new Date().toISOString();
    await sleep(5);
    // Nothing since then yet: the next link asks the same again.
    const empty = await get(`/api/v1/changes?since=${encodeURIComponent(since)}`);
    expect(empty.json.data.projects).toEqual({ created: [], updated: [], deleted: [] });
    expect(pathOf(empty.json.links.next)).toBe(`/api/v1/changes?since=${encodeURIComponent(since)}`);
    expect(
      (await get(pathOf(empty.json.links.next), { "If-None-Match": String(empty.headers.etag) })).status,
    ).toBe(304);
    await db.insert(projects).values(project("Before the quiet", "writer"));
    const first = await get(`/api/v1/changes?since=${encodeURIComponent(since)}`);
    expect(first.status).toBe(200);
    expect(ChangesPage.safeParse(first.json).success).toBe(true);
    expect(first.json.meta.more).toBe(false);
    const next = pathOf(first.json.links.next);
    expect(next).toMatch(/^\/api\/v1\/changes\?cursor=[\w-]+$/);

    const quiet = await get(next);
    expect(quiet.status).toBe(200);
    expect(quiet.json.data.projects).toEqual({ created: [], updated: [], deleted: [] });
    // Nothing new: the same link again, so the same answer; the client's ETag gets 304.
    expect(pathOf(quiet.json.links.next)).toBe(next);
    const etag = String(quiet.headers.etag);
    const again = await get(next, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    // The time passing changes nothing either.
    await sleep(1100);
    expect((await get(next, { "If-None-Match": etag })).status).toBe(304);

    const [added] = await db
      .insert(projects)
      .values(project("After the quiet", "writer"))
      .returning({ id: projects.id });
    const changed = await get(next, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.json.data.projects.created).toEqual([added!.id]);
    expect(pathOf(changed.json.links.next)).not.toBe(next);
  });

  // PGlite has one connection: a transaction held open there holds every other query too.
  if (kind === "postgres") {
    it("holds back behind a transaction open in this database, not behind one in another database", async () => {
      const db = getDb();
      await sleep(5);
      const since = new Date().toISOString();
      await sleep(5);
      const { Client } = await import("pg");
      const next = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await next.connect();
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        // Another database of the same server, its transaction holding an id older than every write below.
        await next.query("begin");
        await next.query("select pg_current_xact_id()");
        let early = "";
        let wrote = () => {};
        const written = new Promise<void>((resolve) => {
          wrote = resolve;
        });
        const held = db.transaction(async (tx) => {
          const [row] = await tx
            .insert(events)
            .values({ title: "Held open", eventDate: new Date(Date.now() + 86_400_000) })
            .returning({ id: events.id });
          early = row!.id;
          wrote();
          await released;
        });
        await written;
        const [late] = await db
          .insert(events)
          .values({ title: "Committed first", eventDate: new Date(Date.now() + 86_400_000) })
          .returning({ id: events.id });
        // The later change is committed, but the earlier transaction may still add rows before it: held back.
        const waiting = await get(`/api/v1/changes?since=${encodeURIComponent(since)}`);
        expect(waiting.json.data.events.created).toEqual([]);
        release();
        await held;
        const both = await get(`/api/v1/changes?since=${encodeURIComponent(since)}`);
        expect(both.json.data.events.created).toEqual([early, late!.id]);
      } finally {
        release();
        await next.query("rollback");
        await next.end();
      }
    });
  }

  it("moves an organization's activities when its registration number changes, not when its phone does", async () => {
    const db = getDb();
    const owned = await db
      .insert(projects)
      .values([1, 2, 3].map((n) => project(`Lira Water ${n}`, "registered")))
      .returning({ id: projects.id, updatedAt: projects.updatedAt });
    const ids = owned.map((row) => row.id).sort();
    await sleep(20);
    const since = new Date();
    await sleep(5);

    // A phone number is not published: nothing moves.
    await db.update(profiles).set({ phone: "0772999888" }).where(eq(profiles.id, "registered"));
    const quiet = await get(`/api/v1/changes?since=${encodeURIComponent(since.toISOString())}`);
    expect(quiet.json.data.projects.updated).toEqual([]);
    expect(quiet.json.data.organizations.updated).toEqual([]);
    const sinceQuery = `/api/v1/projects?updated_since=${encodeURIComponent(since.toISOString())}&per_page=100`;
    expect((await get(sinceQuery)).json.data.map((row: { id: string }) => row.id)).toEqual([]);

    await db
      .update(profiles)
      .set({ registrationAgency: "UG-NGB", registrationNumber: "INDR/123/456" })
      .where(eq(profiles.id, "registered"));

    // The feed lists the organization and each of its activities as updated.
    const feed = await get(`/api/v1/changes?since=${encodeURIComponent(since.toISOString())}`);
    expect(feed.json.data.organizations.updated).toEqual(["registered"]);
    expect([...feed.json.data.projects.updated].sort()).toEqual(ids);
    // updated_since selects them, and their updated_at is later than the change's start.
    const selected = (await get(sinceQuery)).json.data as { id: string; updated_at: string }[];
    expect(selected.map((row) => row.id).sort()).toEqual(ids);
    for (const row of selected)
      expect(new Date(row.updated_at).getTime()).toBeGreaterThanOrEqual(since.getTime());
    // Each activity carries the new ref and a last-updated-datetime after the change.
    const xml = (await get("/iati/activities.xml")).body;
    const activities = xml.split("<iati-activity ").slice(1);
    for (const id of ids) {
      const activity = activities.find((text) => text.includes(`-${id}</iati-identifier>`));
      const stamp = activity?.match(/^last-updated-datetime="([^"]+)"/)?.[1];
      expect(stamp, id).toBeDefined();
      expect(new Date(stamp!).getTime()).toBeGreaterThanOrEqual(since.getTime());
      expect(activity).toContain('ref="UG-NGB-INDR-123-456"');
    }
    // The project's own work did not move: the "updated" order and the dashboard read updated_at.
    const rows = await db
      .select({ id: projects.id, updatedAt: projects.updatedAt })
      .from(projects)
      .where(inArray(projects.id, ids));
    for (const row of rows) {
      expect(row.updatedAt).toEqual(owned.find((o) => o.id === row.id)!.updatedAt);
    }
  });
});
