import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { hasActiveSubscription } from "~/db/queries/subscriptions.server";
import { events, newsletterSubscribers, organizations, projects } from "~/db/schema";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { type PageCache, startPageCache } from "../../server/page-cache";
import { useTempDataDir } from "../setup/app-env";
import {
  approvePendingPayment,
  createOrganizationUser,
  createProject,
  isoDay,
  ownerActor,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";

useTempDataDir();

/**
 * The page cache as a production server starts it, on each database: a write to any table a public page reads,
 * by whatever path, empties it (the triggers of migration 0011 and the instance's LISTEN); other writes do not.
 */
describeEachDatabase("page cache and database changes", () => {
  let cache: PageCache;
  let origin = "";
  let stop: () => void;
  let owner: Awaited<ReturnType<typeof createOrganizationUser>>;

  beforeAll(async () => {
    owner = await createOrganizationUser();
    const started = await startPageCache(60);
    if (!started) throw new Error("the page cache did not start");
    cache = started;
    const app = express();
    app.use(cache.middleware);
    // A page that shows what the database holds, as the projects list does.
    app.get("/projects", async (_req, res) => {
      const [row] = (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from projects`)).rows;
      res.type("html").send(`<p>${row?.n} projects</p>`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = () => server.close();
  });
  afterAll(async () => {
    stop();
    await cache.close();
  });

  const visit = async () => {
    const response = await fetch(`${origin}/projects`);
    return { hit: response.headers.get("x-page-cache") === "hit", text: await response.text() };
  };
  /** Until the page is answered from memory (it is kept a moment after its first answer, once compressed). */
  const cached = async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const answer = await visit();
      if (answer.hit) return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("never answered from the cache");
  };
  /** Until the page is rendered again (PostgreSQL announces over the listening connection, a moment later). */
  const renderedAgain = async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const answer = await visit();
      if (!answer.hit) return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("still answered from the cache");
  };

  it("shows a new project at once, and forgets pages on every public table's writes", async () => {
    const before = await cached();
    await createProject(owner.userId, { name: "Fresh Project" });
    const after = await renderedAgain();
    expect(Number.parseInt(after.text.slice(3), 10)).toBe(Number.parseInt(before.text.slice(3), 10) + 1);

    const writes: Array<[string, () => Promise<unknown>]> = [
      [
        "projects",
        () => getDb().update(projects).set({ name: "Renamed" }).where(eq(projects.name, "Fresh Project")),
      ],
      ["profiles (a registration)", () => createOrganizationUser()],
      [
        "organizations",
        () =>
          getDb()
            .update(organizations)
            .set({ website: "https://cache.example.org" })
            .where(eq(organizations.id, owner.organizationId)),
      ],
      [
        "events",
        () =>
          getDb().insert(events).values({
            title: "Cache Event",
            eventDate: new Date(),
            location: "Gulu",
            description: "An event.",
          }),
      ],
      ["events (delete)", () => getDb().delete(events).where(eq(events.title, "Cache Event"))],
      [
        // /impact counts active subscriptions: an approval (an update of the request) changes it.
        "subscription_requests (an approval)",
        () => approvePendingPayment(owner.organizationId),
      ],
    ];
    // A payment waiting for review, approved among the writes below.
    const submitted = await submitPaymentRequest({
      user: ownerActor(owner),
      input: { method: "mtn", transactionId: "7845123690", currency: "UGX", paidOn: isoDay() },
    });
    expect(submitted.ok).toBe(true);
    for (const [table, write] of writes) {
      await cached();
      await write();
      expect((await renderedAgain()).hit, table).toBe(false);
    }
    // The approval above was a real one.
    expect(await hasActiveSubscription(owner.userId)).toBe(true);
  });

  it("keeps its pages through writes no public page shows, and through a write that rolls back", async () => {
    await cached();
    await getDb().insert(newsletterSubscribers).values({ email: "cache@example.org" });
    await expect(
      getDb().transaction(async (tx) => {
        await tx.execute(sql`update projects set name = name || '!'`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await visit()).hit).toBe(true);
  });
});
