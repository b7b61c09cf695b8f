import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getUpcomingEvents } from "~/db/queries/events.server";
import { adminAuditLog, events } from "~/db/schema";
import { action as imageAction } from "~/routes/admin/event-images";
import { action as eventsAction, loader as eventsLoader } from "~/routes/admin/events";
import { storedFileExists } from "~/services/storage.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, type TestOrganizationUser } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { call, count, getRequest, imageFile, postRequest, toastOf } from "./auth-helpers";

useTempDataDir();

const upload = async (cookie: string, file: File) => {
  const response = (await imageAction({
    request: postRequest("/admin/events/images", { file }, cookie),
  } as never).catch((thrown: unknown) => thrown)) as Response;
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as { url?: string; error?: string },
  };
};

describeEachDatabase("admin events", () => {
  let admin: TestOrganizationUser;
  let member: TestOrganizationUser;
  beforeAll(async () => {
    admin = await createOrganizationUser({ admin: true });
    member = await createOrganizationUser();
  });

  const save = (fields: Record<string, string>, cookie = admin.cookie) =>
    call(eventsAction, postRequest("/admin/events", { intent: "save", ...fields }, cookie));

  it("creates an event from the form, with its image, and shows it upcoming; refusals change nothing", async () => {
    const image = await upload(admin.cookie, await imageFile("png", "banner.png"));
    expect(image.status).toBe(201);
    expect(image.body.url).toMatch(/^\/uploads\/event-images\/.+\.webp$/);

    const before = await count("events");
    const missing = await save({ title: "Forum", date: "2031-03-01", time: "2:30 PM" });
    expect(missing.status).toBe(400);
    expect(await toastOf(missing)).toMatchObject({
      title: "Missing required fields",
      description: "Please fill in all required fields",
    });
    const badLink = await save({
      title: "Webinar",
      date: "2031-03-01",
      time: "10:00",
      eventType: "online",
      onlineLink: "zoom.us/j/1",
    });
    expect(await toastOf(badLink)).toMatchObject({
      title: "Invalid link format",
      description: "Online event link must start with http or https",
    });
    const foreignImage = await save({
      title: "Forum",
      date: "2031-03-01",
      time: "2:30 PM",
      location: "Gulu",
      imageUrl: "/uploads/event-images/someone-else.webp",
    });
    expect(foreignImage.status).toBe(400);
    expect(await count("events")).toBe(before);

    const created = await save({
      title: "Agri Forum",
      description: "Farmers meet buyers.",
      date: "2031-03-01",
      time: "2:30 PM",
      endDate: "2031-03-02",
      location: "Gulu",
      imageUrl: image.body.url!,
    });
    expect(await toastOf(created)).toMatchObject({ type: "success", title: "Event created" });
    const [row] = await getDb().select().from(events).where(eq(events.title, "Agri Forum"));
    expect(row).toMatchObject({
      eventType: "in-person",
      location: "Gulu",
      imageUrl: image.body.url,
      isActive: true,
    });
    expect(row!.eventDate.toISOString()).toBe("2031-03-01T11:30:00.000Z");
    expect((await getUpcomingEvents()).map((event) => event.title)).toContain("Agri Forum");
  });

  it("lists, searches, pauses (gone from the public list), activates, edits and deletes, each audited", async () => {
    const [event] = await getDb().select().from(events).where(eq(events.title, "Agri Forum"));
    const list = async (query = "") =>
      (
        (await call(eventsLoader, getRequest(`/admin/events${query}`, admin.cookie))).data as {
          list: { items: Array<{ title: string; isActive: boolean; until: string | null }> };
        }
      ).list.items;
    expect((await list("?q=buyers")).map((item) => item.title)).toEqual(["Agri Forum"]);
    expect((await list("?q=gulu"))[0]?.until).toContain("Mar 2, 2031");
    expect(await list("?q=nothing")).toEqual([]);

    const row = (intent: string) =>
      call(eventsAction, postRequest("/admin/events", { intent, id: event!.id }, admin.cookie));
    expect(await toastOf(await row("pause"))).toMatchObject({ title: "Event paused" });
    expect((await getUpcomingEvents()).map((item) => item.title)).not.toContain("Agri Forum");
    expect(await toastOf(await row("activate"))).toMatchObject({ title: "Event activated" });
    expect((await getUpcomingEvents()).map((item) => item.title)).toContain("Agri Forum");

    const edited = await save({
      id: event!.id,
      title: "Agri Forum 2031",
      date: "2031-03-01",
      time: "15:00",
      eventType: "online",
      onlineLink: "https://meet.example.org/agri",
      imageUrl: event!.imageUrl!,
    });
    expect(await toastOf(edited)).toMatchObject({ title: "Event updated" });
    const [after] = await getDb().select().from(events).where(eq(events.id, event!.id));
    expect(after).toMatchObject({
      title: "Agri Forum 2031",
      eventType: "online",
      location: null,
      endDate: null,
    });

    const file = event!.imageUrl;
    expect(await storedFileExists(file)).toBe(true);
    expect(await toastOf(await row("delete"))).toMatchObject({ title: "Event deleted" });
    expect(await storedFileExists(file)).toBe(false);
    expect(await toastOf(await row("delete"))).toMatchObject({
      type: "error",
      description: "Failed to delete the event",
    });

    const actions = await getDb()
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, event!.id))
      .orderBy(adminAuditLog.createdAt);
    expect(actions.map((entry) => entry.action)).toEqual([
      "event.create",
      "event.pause",
      "event.activate",
      "event.update",
      "event.delete",
    ]);
  });

  it("checks event images: content, size, and who uploads", async () => {
    const html = new File(["<html><script>alert(1)</script></html>"], "sneaky.png", { type: "image/png" });
    expect(await upload(admin.cookie, html)).toMatchObject({ status: 400 });
    const big = new File([new Uint8Array(11 * 1024 * 1024)], "huge.png", { type: "image/png" });
    const tooLarge = await upload(admin.cookie, big);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error).toBe("File size exceeds 10MB limit. Current size: 11.00 MB");
    const empty = await upload(admin.cookie, new File([], "empty.png"));
    expect(empty.body.error).toBe("You must select a file to upload");
    const asMember = await call(
      imageAction,
      postRequest("/admin/events/images", { file: await imageFile("png") }, member.cookie),
    );
    expect(asMember.status).toBe(403);
  });

  it("refuses every intent to an organization user and a visitor, and changes nothing", async () => {
    const [{ id }] = (
      await getDb().execute<{ id: string }>(
        sql`insert into events (title, event_date) values ('Kept', now() + interval '2 days') returning id`,
      )
    ).rows as [{ id: string }];
    for (const intent of ["pause", "activate", "delete", "save"]) {
      const asMember = await call(
        eventsAction,
        postRequest(
          "/admin/events",
          { intent, id, title: "Hijacked", date: "2031-01-01", time: "10:00", location: "X" },
          member.cookie,
        ),
      );
      expect(asMember.status, intent).toBe(403);
      const asVisitor = await call(eventsAction, postRequest("/admin/events", { intent, id }));
      expect(asVisitor.location, intent).toMatch(/^\/login/);
    }
    const [kept] = await getDb().select().from(events).where(eq(events.id, id));
    expect(kept).toMatchObject({ title: "Kept", isActive: true });
  });
});
