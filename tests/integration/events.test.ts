import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  getEventById,
  getUpcomingEventIds,
  getUpcomingEvents,
  upcomingEventQueries,
} from "~/db/queries/events.server";
import { events } from "~/db/schema";
import { compareEventsByDate, isUpcomingEvent } from "~/domain/event-timing";
import { loader as eventPageLoader } from "~/routes/public/event";
import { loader as eventsPageLoader } from "~/routes/public/events";
import { describeEachDatabase } from "../setup/test-database";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDatabase("events queries", () => {
  const now = new Date();
  const ids: Record<string, string> = {};

  async function addEvent(key: string, values: Partial<typeof events.$inferInsert> & { eventDate: Date }) {
    const [row] = await getDb()
      .insert(events)
      .values({ title: key, description: `About ${key}`, location: "Kampala", ...values })
      .returning({ id: events.id });
    ids[key] = row!.id;
  }

  beforeAll(async () => {
    await addEvent("next-month", { eventDate: new Date(now.getTime() + 30 * DAY) });
    await addEvent("tomorrow", { eventDate: new Date(now.getTime() + DAY) });
    await addEvent("in-a-week-online", {
      eventDate: new Date(now.getTime() + 7 * DAY),
      eventType: "online",
      location: null,
      onlineLink: "https://meet.example.org/x",
    });
    await addEvent("paused-upcoming", { eventDate: new Date(now.getTime() + 2 * DAY), isActive: false });
    await addEvent("last-year", { eventDate: new Date(now.getTime() - 365 * DAY) });
    await addEvent("last-week-with-end", {
      eventDate: new Date(now.getTime() - 8 * DAY),
      endDate: new Date(now.getTime() - 7 * DAY),
    });
    await addEvent("under-way", {
      eventDate: new Date(now.getTime() - 3 * DAY),
      endDate: new Date(now.getTime() + 3 * DAY),
    });
    await addEvent("ended-an-hour-ago", {
      eventDate: new Date(now.getTime() - 3 * HOUR),
      endDate: new Date(now.getTime() - HOUR),
    });
    await addEvent("paused-under-way", {
      eventDate: new Date(now.getTime() - DAY),
      endDate: new Date(now.getTime() + DAY),
      isActive: false,
    });
  });

  async function allEvents() {
    return getDb().select().from(events);
  }

  it("lists active events that are not past, oldest first, as the rules say", async () => {
    const expected = (await allEvents())
      .filter((event) => isUpcomingEvent(event, now))
      .sort(compareEventsByDate)
      .map((event) => event.id);
    const upcoming = await getUpcomingEvents({ now });
    expect(upcoming.map((event) => event.id)).toEqual(expected);
    expect(upcoming.map((event) => event.title)).toEqual([
      "under-way",
      "tomorrow",
      "in-a-week-online",
      "next-month",
    ]);
    expect(upcoming[2]).toMatchObject({ eventType: "online", location: null, isActive: true });
    expect(upcoming[0]!.eventDate).toBeInstanceOf(Date);
  });

  it("never lists paused events", async () => {
    const titles = (await getUpcomingEvents({ now })).map((event) => event.title);
    expect(titles).not.toContain("paused-upcoming");
    expect(titles).not.toContain("paused-under-way");
  });

  it("honours the limit", async () => {
    expect((await getUpcomingEvents({ now, limit: 3 })).map((event) => event.title)).toEqual([
      "under-way",
      "tomorrow",
      "in-a-week-online",
    ]);
    expect((await getUpcomingEvents({ now, limit: 1 })).map((event) => event.title)).toEqual(["under-way"]);
  });

  it("agrees with the rules at any moment", async () => {
    const all = await allEvents();
    for (const offset of [-400 * DAY, -5 * DAY, -2 * HOUR, 2 * DAY, 40 * DAY]) {
      const at = new Date(now.getTime() + offset);
      const expected = all
        .filter((event) => isUpcomingEvent(event, at))
        .sort(compareEventsByDate)
        .map((event) => event.id);
      expect((await getUpcomingEvents({ now: at })).map((event) => event.id)).toEqual(expected);
    }
  });

  it("lists upcoming ids for the sitemap", async () => {
    const upcoming = await getUpcomingEvents();
    const listed = await getUpcomingEventIds(100);
    expect(listed.map((row) => row.id)).toEqual(upcoming.map((event) => event.id));
    expect(listed[0]!.updatedAt).toBeInstanceOf(Date);
  });

  it("finds an active event by id, and a paused one only when asked", async () => {
    expect(await getEventById(ids.tomorrow!)).toMatchObject({
      title: "tomorrow",
      description: "About tomorrow",
    });
    expect(await getEventById(ids["last-year"]!)).toMatchObject({ title: "last-year" });
    expect(await getEventById(ids["paused-upcoming"]!)).toBeNull();
    expect(await getEventById(ids["paused-upcoming"]!, { includePaused: true })).toMatchObject({
      title: "paused-upcoming",
      isActive: false,
    });
  });

  it("finds nothing for a malformed or unknown id", async () => {
    expect(await getEventById("not-a-uuid")).toBeNull();
    expect(await getEventById("")).toBeNull();
    expect(await getEventById(`${ids.tomorrow}x`)).toBeNull();
    expect(await getEventById(crypto.randomUUID())).toBeNull();
  });

  it("serves /events with upcoming events only, and /events/{id} of a paused event as not found", async () => {
    const list = await eventsPageLoader();
    const titles = list.data.events.map((event) => event.title);
    expect(titles).toContain("tomorrow");
    expect(titles).not.toContain("paused-upcoming");
    expect(titles).not.toContain("paused-under-way");

    const page = (id: string) =>
      eventPageLoader({
        request: new Request(`http://example.test/events/${id}`),
        params: { id },
        context: {},
      } as Parameters<typeof eventPageLoader>[0]);
    const active = await page(ids.tomorrow!);
    expect(active.init?.status ?? 200).toBe(200);
    expect(active.data.event).toMatchObject({
      title: "tomorrow",
      timing: "upcoming",
      shareUrl: `http://example.test/events/${ids.tomorrow}`,
    });
    for (const id of [ids["paused-upcoming"]!, ids["paused-under-way"]!, "nope", crypto.randomUUID()]) {
      // notFound("event") thrown: the route's error boundary shows the event's "not found" texts.
      const missing = await page(id).catch((error: unknown) => error);
      expect(missing, id).toMatchObject({ init: { status: 404 }, data: { notFound: "event" } });
    }
  });

  it("finds upcoming events through indexes, however many past events there are", async (context) => {
    const db = getDb();
    // Enough rows (mostly past) that a sequential scan is no longer the cheapest plan.
    await db.execute(sql`
      insert into events (title, event_date, end_date, is_active)
      select 'filler ' || n, now() - (n || ' hours')::interval,
             case when n % 3 = 0 then now() - (n || ' minutes')::interval end, n % 10 = 0
      from generate_series(1, 5000) as n`);
    await db.execute(sql`analyze events`);
    const { underWay, fromToday } = upcomingEventQueries(new Date(), 3);
    const planOf = async (query: typeof fromToday) => {
      const plan = await db.execute<Record<string, string>>(sql`explain ${query}`);
      return plan.rows.map((row) => Object.values(row).join(" ")).join("\n");
    };
    // From today on: by start date. Under way (started earlier, not ended): by end date.
    const expectations = [
      [fromToday, /events_active_date_idx/],
      [underWay, /events_active_end_date_idx/],
    ] as const;
    for (const [query, index] of expectations) {
      const text = await planOf(query);
      if (!index.test(text)) context.annotate(text);
      expect(text).toMatch(index);
    }
  });
});
