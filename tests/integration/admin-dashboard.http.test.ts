import http from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, getDb, setCurrentDatabase } from "~/db/client.server";
import type { AdminDashboardData } from "~/db/queries/admin-dashboard.server";
import { adminSettings, events, projects, sessions } from "~/db/schema";
import type { AdminFeedEvent } from "~/domain/admin-feed";
import type { EventCardData } from "~/domain/event-card-data";
import { loader as dashboardLoader } from "~/routes/admin/index";
import { loader as liveLoader } from "~/routes/admin/live";
import { subscribeAdminFeed } from "~/services/realtime.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, createProject } from "../setup/factories";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { call, getRequest } from "../setup/routes";
import { createTestDatabase, describeEachDatabase } from "../setup/test-database";

useTempDataDir();

/** Collects the feed's announcements; `next()` resolves with the next one (or fails after a while). */
async function listen() {
  const received: AdminFeedEvent[] = [];
  const waiting: Array<(event: AdminFeedEvent) => void> = [];
  const unsubscribe = await subscribeAdminFeed((event) => {
    const resolve = waiting.shift();
    if (resolve) resolve(event);
    else received.push(event);
  });
  return {
    unsubscribe,
    received,
    next: () =>
      new Promise<AdminFeedEvent>((resolve, reject) => {
        const queued = received.shift();
        if (queued) return resolve(queued);
        const timer = setTimeout(() => reject(new Error("no announcement within 5 s")), 5_000);
        waiting.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      }),
  };
}

/** Lets notifications in flight arrive (PGlite delivers after the commit; PostgreSQL over its socket). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describeEachDatabase("admin feed", () => {
  let admin: Awaited<ReturnType<typeof createOrganizationUser>>;
  let member: Awaited<ReturnType<typeof createOrganizationUser>>;
  beforeAll(async () => {
    admin = await createOrganizationUser({ admin: true });
    member = await createOrganizationUser();
  });

  it("announces a registration and a new project, once each, from whatever path", async () => {
    const feed = await listen();
    try {
      await createOrganizationUser();
      expect(await feed.next()).toEqual({ kind: "organization", count: 1 });
      await createProject(member.userId);
      expect(await feed.next()).toEqual({ kind: "project", count: 1 });
      // A bulk insert is one announcement with its count.
      await getDb()
        .insert(projects)
        .values(
          [1, 2, 3].map((n) => ({
            name: `Bulk ${n}`,
            brief: "Bulk",
            location: "Gulu",
            sector: "Health",
            sdg: "Good Health and Well-being",
            startDate: "2026-01-01",
            organizationId: member.userId,
          })),
        );
      expect(await feed.next()).toEqual({ kind: "project", count: 3 });
      await settle();
      expect(feed.received).toEqual([]);
    } finally {
      feed.unsubscribe();
    }
  });

  it("says nothing about a write that rolls back, or about an edit", async () => {
    const feed = await listen();
    try {
      await expect(
        getDb().transaction(async (tx) => {
          await tx.execute(
            sql`insert into projects (name, brief, location, sector, sdg, start_date, organization_id)
                values ('Never', 'Never', 'Gulu', 'Health', 'Zero Hunger', '2026-01-01', ${member.userId})`,
          );
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      await getDb().execute(
        sql`update projects set name = name || '!' where organization_id = ${member.userId}`,
      );
      await settle();
      expect(feed.received).toEqual([]);
    } finally {
      feed.unsubscribe();
    }
  });

  it("streams announcements to an admin as Server-Sent Events, and stops when the page goes", async () => {
    const page = new AbortController();
    const request = new Request("http://localhost/admin/live", {
      headers: { Cookie: admin.cookie },
      signal: page.signal,
    });
    const response = (await liveLoader({ request, params: {}, context: {} } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("no-transform");
    expect(response.headers.get("X-Accel-Buffering")).toBe("no");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? "";
    expect(text).toMatch(/^retry: \d+\n/);
    // The subscription is in place once the stream has started: give it a moment, then register.
    await settle();
    await createOrganizationUser();
    while (!text.includes("event: admin-feed")) text += (await reader.read()).value ?? "";
    expect(text).toContain('event: admin-feed\ndata: {"kind":"organization","count":1}\n\n');
    expect(text).not.toMatch(/@|example\.org/);
    page.abort();
    expect((await reader.read()).done).toBe(true);
  });

  it.each([
    ["demoted", (userId: string) => getDb().delete(adminSettings).where(eq(adminSettings.userId, userId))],
    ["signed out", (userId: string) => getDb().delete(sessions).where(eq(sessions.userId, userId))],
  ])("ends the stream of an admin who is %s, before the next event reaches them", async (_, loseRights) => {
    const former = await createOrganizationUser({ admin: true });
    const request = new Request("http://localhost/admin/live", { headers: { Cookie: former.cookie } });
    const response = (await liveLoader({ request, params: {}, context: {} } as never)) as Response;
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? "";
    await settle();
    // The very next event after the change, however soon (a check of their rights reused for two seconds let
    // it through): the rights are asked again for it.
    await loseRights(former.userId);
    await createOrganizationUser();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += chunk.value;
    }
    expect(text).not.toContain("event: admin-feed");
  });

  it("shows the totals, the 5 newest organizations and projects with their owners, and the next 3 events", async () => {
    const owner = await createOrganizationUser({ organizationName: "NEWEST ORGANIZATION" });
    await createProject(owner.userId, { name: "Newest Project", status: "In Progress" });
    const implementer = await createProject(admin.userId, {
      name: "Implemented Elsewhere",
      createdAt: new Date("2000-01-01T00:00:00Z"),
    });
    const day = 24 * 60 * 60 * 1000;
    await getDb()
      .insert(events)
      .values([
        { title: "Past", eventDate: new Date(Date.now() - 3 * day) },
        { title: "Paused", eventDate: new Date(Date.now() + day), isActive: false },
        ...[4, 2, 3, 5].map((n) => ({ title: `In ${n} days`, eventDate: new Date(Date.now() + n * day) })),
      ]);
    const counts = await getDb().execute<{ organizations: number; projects: number; events: number }>(
      sql`select (select count(*) from profiles)::int as organizations, (select count(*) from projects)::int as projects,
        (select count(*) from events)::int as events`,
    );

    const outcome = await call(dashboardLoader, getRequest("/admin", admin.cookie));
    const { dashboard, events: upcoming } = outcome.data as {
      dashboard: AdminDashboardData | null;
      events: EventCardData[];
    };
    expect(outcome.status).toBe(200);
    expect(dashboard?.totals).toEqual(counts.rows[0]);
    expect(dashboard?.organizations).toHaveLength(5);
    expect(dashboard?.organizations[0]).toMatchObject({ id: owner.userId, name: "NEWEST ORGANIZATION" });
    expect(dashboard?.projects).toHaveLength(5);
    expect(dashboard?.projects[0]).toMatchObject({
      name: "Newest Project",
      status: "In Progress",
      organizationName: "NEWEST ORGANIZATION",
    });
    expect(dashboard?.projects.map((project) => project.id)).not.toContain(implementer.id);
    expect(upcoming.map((event) => event.title)).toEqual(["In 2 days", "In 3 days", "In 4 days"]);
  });

  it("refuses the stream to an organization user and to a visitor", async () => {
    const asMember = await call(liveLoader, getRequest("/admin/live", member.cookie));
    expect(asMember.location).toBe("/dashboard");
    const asVisitor = await call(liveLoader, getRequest("/admin/live"));
    expect(asVisitor.location).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("admin feed over HTTP", () => {
  let handle: DatabaseHandle;
  let app: HttpApp;
  let adminCookie = "";
  beforeAll(async () => {
    handle = await createTestDatabase("pglite");
    setCurrentDatabase(handle);
    adminCookie = (await createOrganizationUser({ admin: true })).cookie;
    app = await startHttpApp({ PUBLIC_URL: undefined, NODE_ENV: "development" });
  });
  afterAll(async () => {
    await app?.close();
    setCurrentDatabase(undefined);
    await handle?.close();
  });

  it("is neither compressed nor held back: each event reaches the browser as it happens", async () => {
    const events = await new Promise<{ headers: http.IncomingHttpHeaders; first: string; event: string }>(
      (resolve, reject) => {
        const req = http.get(
          {
            host: "127.0.0.1",
            port: app.port,
            path: "/admin/live",
            headers: {
              Cookie: adminCookie,
              "Accept-Encoding": "gzip, deflate, br",
              Accept: "text/event-stream",
            },
          },
          (res) => {
            res.setEncoding("utf8");
            let first = "";
            res.on("data", (chunk: string) => {
              if (!first) {
                first = chunk;
                void createOrganizationUser().catch(reject);
              } else if (chunk.includes("event: admin-feed")) {
                resolve({ headers: res.headers, first, event: chunk });
                req.destroy();
              }
            });
          },
        );
        req.on("error", reject);
        setTimeout(() => reject(new Error("no event within 10 s")), 10_000);
      },
    );
    expect(events.headers["content-encoding"]).toBeUndefined();
    expect(events.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(events.first).toMatch(/^retry: \d+/);
    expect(events.event).toContain('data: {"kind":"organization","count":1}');
  });
});
