import fs from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { followers } from "~/db/schema";
import { openApiDocument } from "~/domain/open-api";
import { PROJECT_FORM_MESSAGES } from "~/domain/project-form";
import { REPEATED_UPDATE_MINUTES, UPDATE_MESSAGES } from "~/domain/project-updates";
import { UpdatesPage } from "~/domain/update-api";
import { loader as updatesApi } from "~/routes/api/project-updates";
import { action as imagesAction } from "~/routes/dashboard/project-images";
import { action as updatesAction, loader as updatesLoader } from "~/routes/dashboard/project-updates";
import { action as followAction } from "~/routes/public/follow";
import { action as confirmAction } from "~/routes/public/follow-confirm";
import { action as unsubscribeAction } from "~/routes/public/follow-unsubscribe";
import { loader as projectLoader } from "~/routes/public/project";
import { loader as projectRss } from "~/routes/resources/project-rss";
import { loader as projectsRss } from "~/routes/resources/projects-rss";
import { followerMailsSettled, runFollowerMails } from "~/services/follow/follower-mails.server";
import { requestFollow } from "~/services/follow/request-follow.server";
import { deleteProject } from "~/services/projects/delete-project.server";
import { storedFileExists } from "~/services/storage.server";
import { loadContext, outbox, useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  createProject,
  ownerActor,
  type TestOrganizationUser,
} from "../setup/factories";
import { toOutcome } from "../setup/routes";
import { canonicalElements, canonicalText, parseStrictXml } from "../setup/strict-xml";
import { describeEachDatabase } from "../setup/test-database";
import { imageFile, postRequest, toastOf } from "./auth-helpers";

/**
 * Progress updates and their followers, through the routes a person uses: the owner posts (photos claimed from
 * their pending uploads, audited, bad input refused beside its field), another organization changes nothing;
 * the project page, its RSS and the API show the update (the RSS read by a strict parser, the API's answer
 * checked against its schema); a follower confirms, gets one mail per update (List-Unsubscribe headers), a
 * digest when several arrive the same day, never a second copy however many runs, and unsubscribes in one POST.
 */

const dataDir = useTempDataDir();

// biome-ignore lint/suspicious/noExplicitAny: route modules' own argument types differ per route
type Handler = (args: any) => unknown;
async function call(handler: Handler, request: Request, params: Record<string, string> = {}, ip = "1.2.3.4") {
  try {
    return toOutcome(await handler({ request, params, context: loadContext(ip) }));
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string })?.type === "DataWithResponseInit") {
      return toOutcome(thrown);
    }
    throw thrown;
  }
}

const mails = () =>
  outbox(dataDir).map((mail) =>
    mail
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=")
      .replace(/\r\n/g, "\n"),
  );
const mailsTo = (email: string) => mails().filter((mail) => mail.includes(`To: ${email}`));
/** A header's value, with folded continuation lines joined. */
function header(mail: string, name: string): string | null {
  const head = mail.split("\n\n", 1)[0]!.replace(/\n[ \t]+/g, " ");
  const line = head.split("\n").find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}
function linkIn(mail: string, pathStart: string): string {
  const match = mail.match(new RegExp(`https?://[^\\s"<>]*${pathStart.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathStart} link in the mail`);
  return match[0];
}

let owner: TestOrganizationUser;
let other: TestOrganizationUser;
let projectId: string;

async function upload(cookie: string): Promise<string> {
  const response = (await imagesAction({
    request: postRequest(
      "/dashboard/projects/images",
      { existing: "0", file: await imageFile("png", "update.png") },
      cookie,
    ),
  } as never)) as Response;
  const answer = (await response.json()) as { url?: string; error?: string };
  if (response.status !== 201 || !answer.url) throw new Error(`upload refused: ${answer.error}`);
  return answer.url;
}

function updateForm(fields: {
  title?: string;
  body?: string;
  photos?: string[];
  intent?: string;
  updateId?: string;
}) {
  const form: Record<string, string> = {
    intent: fields.intent ?? "save",
    title: fields.title ?? "Borehole finished",
    body: fields.body ?? "Water flows in Gulu.\nSee https://example.org/report for the report.",
  };
  if (fields.updateId) form.updateId = fields.updateId;
  (fields.photos ?? []).forEach((url, index) => {
    form[`photos[${index}]`] = url;
  });
  return form;
}

async function post(cookie: string, fields: Parameters<typeof updateForm>[0], project = projectId) {
  return call(
    updatesAction,
    postRequest(`/dashboard/projects/${project}/updates`, updateForm(fields), cookie),
    { id: project },
  );
}

async function updateRows() {
  const result = await getDb().execute<{ id: string; title: string; body: string; photos: string[] }>(
    sql`select id, title, body, photos from project_updates where project_id = ${projectId} order by created_at, id`,
  );
  return result.rows;
}

async function fingerprint() {
  const result: Record<string, string | null> = {};
  for (const table of [
    "project_updates",
    "followers",
    "follow_tokens",
    "follow_deliveries",
    "pending_uploads",
  ]) {
    const rows = await getDb().execute<{ digest: string | null }>(
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`),
    );
    result[table] = rows.rows[0]?.digest ?? null;
  }
  return result;
}

async function follow(email: string, target = { kind: "project", id: projectId }, ip = "1.2.3.4") {
  return call(followAction, postRequest("/follow", { ...target, email }), {}, ip);
}

async function confirmFromOutbox(email: string) {
  const confirmMail = mailsTo(email).find((mail) => mail.includes("/follow/confirm?token="));
  if (!confirmMail) throw new Error("no confirmation mail");
  const link = linkIn(confirmMail, "/follow/confirm?token=");
  return call(confirmAction, postRequest(new URL(link).pathname + new URL(link).search, {}));
}

describeEachDatabase("progress updates and followers", () => {
  beforeAll(async () => {
    owner = await createOrganizationUser({ organizationName: "UPDATES OWNER" });
    other = await createOrganizationUser({ organizationName: "SOMEONE ELSE" });
    await activateSubscription(owner.organizationId);
    await activateSubscription(other.organizationId);
    projectId = (await createProject(owner.userId, { name: "Clean Water Gulu" })).id;
  });

  beforeEach(async () => {
    await getDb().execute(sql`delete from followers`);
    await getDb().execute(sql`delete from project_updates`);
    await getDb().execute(sql`delete from rate_limits`);
    fs.rmSync(path.join(dataDir, "outbox"), { recursive: true, force: true });
  });

  it("lets the owner post an update with photos, shows it on the page, and edits and deletes it", async () => {
    const photos = [await upload(owner.cookie), await upload(owner.cookie)];
    const posted = await post(owner.cookie, { photos });
    expect(posted.status).toBe(302);
    expect(posted.location).toBe(`/dashboard/projects/${projectId}/updates`);
    expect(await toastOf(posted)).toMatchObject({ type: "success", title: UPDATE_MESSAGES.posted });
    const [row] = await updateRows();
    expect(row).toMatchObject({ title: "Borehole finished", photos });
    // The photos are the update's now, not pending any more.
    const pending = await getDb().execute(
      sql`select url from pending_uploads where owner_id = ${owner.userId}`,
    );
    expect(pending.rows).toEqual([]);

    const page = await call(projectLoader, new Request(`http://localhost/projects/${projectId}`), {
      id: projectId,
    });
    const data = page.data as { updates: { title: string; segments: unknown[]; photos: string[] }[] };
    expect(data.updates).toHaveLength(1);
    expect(data.updates[0]!.segments).toContainEqual({
      text: "https://example.org/report",
      href: "https://example.org/report",
    });

    // Edit: one photo taken off is deleted after the commit; the edit is audited.
    const edited = await post(owner.cookie, {
      updateId: row!.id,
      title: "Borehole finished and tested",
      photos: [photos[0]!],
    });
    expect(edited.status).toBe(302);
    expect((await updateRows())[0]).toMatchObject({
      title: "Borehole finished and tested",
      photos: [photos[0]],
    });
    expect(await storedFileExists(photos[1])).toBe(false);
    expect(await storedFileExists(photos[0])).toBe(true);

    const deleted = await post(owner.cookie, { intent: "delete", updateId: row!.id });
    expect(deleted.status).toBe(302);
    expect(await updateRows()).toEqual([]);
    expect(await storedFileExists(photos[0])).toBe(false);
    // Every write of the organization's data is audited, naming the person (issue 35).
    const audit = await getDb().execute<{ action: string; actor_id: string; organization_id: string | null }>(
      sql`select action, actor_id, organization_id from admin_audit_log where target_type = 'project_update' order by created_at`,
    );
    expect(audit.rows).toEqual(
      ["update.create", "update.edit", "update.delete"].map((action) => ({
        action,
        actor_id: owner.userId,
        organization_id: owner.userId,
      })),
    );
  });

  it("refuses the same update posted again within minutes: nothing written, followers mailed once", async () => {
    const email = "twice@example.org";
    await getDb().insert(followers).values({ email, projectId, confirmedAt: new Date() });
    const photo = await upload(owner.cookie);
    const first = await post(owner.cookie, { title: "Water reached Gulu", photos: [photo] });
    expect(first.status).toBe(302);
    await followerMailsSettled();
    const before = await fingerprint();

    // The same form sent again (a second press, a resend), and sent twice at once: refused, beside the button.
    const again = await post(owner.cookie, { title: "Water reached Gulu", photos: [photo] });
    expect(again.status).toBe(409);
    expect(await toastOf(again)).toMatchObject({ type: "error", title: UPDATE_MESSAGES.repeated });
    expect(JSON.stringify(again.data)).toContain(UPDATE_MESSAGES.repeatedDetail);
    // Spaces around the title and Windows line ends make no other update; another photo neither.
    const retyped = await post(owner.cookie, {
      title: "  Water reached Gulu ",
      body: "Water flows in Gulu.\r\nSee https://example.org/report for the report.\r\n",
      photos: [await upload(owner.cookie)],
    });
    expect(retyped.status).toBe(409);
    const { pending_uploads: _, ...after } = await fingerprint();
    const { pending_uploads: __, ...unchanged } = before;
    expect(after).toEqual(unchanged);
    const twoAtOnce = await Promise.all([
      post(owner.cookie, { title: "Tank installed" }),
      post(owner.cookie, { title: "Tank installed" }),
    ]);
    expect(twoAtOnce.map((outcome) => outcome.status).sort()).toEqual([302, 409]);
    expect((await updateRows()).map((row) => row.title)).toEqual(["Water reached Gulu", "Tank installed"]);

    // The follower hears of each update once, however many runs and days.
    await followerMailsSettled();
    await runFollowerMails();
    await runFollowerMails({ now: new Date(Date.now() + 24 * 60 * 60 * 1000) });
    const about = (title: string) => mailsTo(email).filter((mail) => mail.includes(title));
    expect(about("Water reached Gulu")).toHaveLength(1);
    expect(about("Tank installed")).toHaveLength(1);

    // Another text, or the same once the window has passed, is a new update.
    expect(
      (await post(owner.cookie, { title: "Water reached Gulu", body: "A second tap opened." })).status,
    ).toBe(302);
    await getDb().execute(
      sql`update project_updates set created_at = now() - make_interval(mins => ${REPEATED_UPDATE_MINUTES + 1})`,
    );
    expect((await post(owner.cookie, { title: "Tank installed" })).status).toBe(302);
    // An edit that keeps the title and text is a save, not a repeat.
    const [firstRow] = await updateRows();
    expect((await post(owner.cookie, { updateId: firstRow!.id, title: firstRow!.title })).status).toBe(302);
  });

  it("flags every mistake of the form in one answer", async () => {
    const before = await fingerprint();
    const outcome = await post(owner.cookie, {
      title: " ",
      body: "x".repeat(2001),
      photos: ["a", "b", "c", "d"].map((name) => `/uploads/project-images/${name}.webp`),
    });
    expect(outcome.status).toBe(400);
    const error = (outcome.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(error).toMatchObject({
      title: [UPDATE_MESSAGES.titleRequired],
      body: ["Text must be at most 2000 characters"],
      photos: [UPDATE_MESSAGES.tooManyPhotos],
    });
    const empty = await post(owner.cookie, { title: "", body: "" });
    expect((empty.data as { result: { error: Record<string, string[]> } }).result.error).toMatchObject({
      title: [UPDATE_MESSAGES.titleRequired],
      body: [UPDATE_MESSAGES.bodyRequired],
    });
    expect(await fingerprint()).toEqual(before);
  });

  it("refuses bad input beside its field and changes nothing", async () => {
    const before = await fingerprint();
    const empty = await post(owner.cookie, { title: "  " });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.data)).toContain(UPDATE_MESSAGES.titleRequired);
    const long = await post(owner.cookie, { body: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.data)).toContain("Text must be at most 2000 characters");
    const four = await post(owner.cookie, {
      photos: ["a", "b", "c", "d"].map((name) => `/uploads/project-images/${name}.webp`),
    });
    expect(four.status).toBe(400);
    expect(JSON.stringify(four.data)).toContain(UPDATE_MESSAGES.tooManyPhotos);
    // A photo that is not the owner's fresh upload.
    const foreign = await post(owner.cookie, { photos: [await upload(other.cookie)] });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.data)).toContain(UPDATE_MESSAGES.photoRefused);
    for (const intent of ["", "publish", "delete"]) {
      const forged = await post(owner.cookie, { intent, updateId: "not-a-uuid" });
      expect(forged.status, intent).toBe(400);
    }
    const { pending_uploads: _, ...rest } = await fingerprint();
    const { pending_uploads: __, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
  });

  it("answers another organization's project or update as not found and changes nothing", async () => {
    const posted = await post(owner.cookie, {});
    expect(posted.status).toBe(302);
    const [row] = await updateRows();
    const before = await fingerprint();
    const page = await call(
      updatesLoader,
      new Request(`http://localhost/dashboard/projects/${projectId}/updates`, {
        headers: { Cookie: other.cookie },
      }),
      { id: projectId },
    );
    expect(page.location).toBe("/dashboard/projects");
    for (const fields of [{}, { updateId: row!.id }, { intent: "delete", updateId: row!.id }]) {
      const outcome = await post(other.cookie, fields);
      expect(outcome.location).toBe("/dashboard/projects");
    }
    // Their own project, the owner's update id: not found either.
    const theirs = (await createProject(other.userId)).id;
    for (const fields of [{ updateId: row!.id }, { intent: "delete", updateId: row!.id }]) {
      const outcome = await post(other.cookie, fields, theirs);
      expect(outcome.status).toBe(404);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("refuses a new update once the subscription has lapsed (no follower mailed), and still lets the owner edit and delete", async () => {
    await follow("lapsed-reader@example.org");
    expect((await confirmFromOutbox("lapsed-reader@example.org")).status).toBe(200);
    const posted = await post(owner.cookie, {});
    expect(posted.status).toBe(302);
    // The update's mail to the follower goes out in the background: done before anything is compared.
    await followerMailsSettled();
    const [row] = await updateRows();
    const lapse = (endDate: string) =>
      getDb().execute(
        sql`update subscription_requests set end_date = ${endDate}::date where organization_id = ${owner.organizationId} and status = 'approved'`,
      );
    const endDate = (
      await getDb().execute<{ end_date: string }>(
        sql`select end_date::text from subscription_requests where organization_id = ${owner.organizationId} and status = 'approved'`,
      )
    ).rows[0]!.end_date;
    await lapse("2020-01-01");
    try {
      const before = await fingerprint();
      const refused = await post(owner.cookie, { title: "Second borehole" });
      expect(refused.status).toBe(403);
      expect(await toastOf(refused)).toMatchObject({
        type: "error",
        title: PROJECT_FORM_MESSAGES.subscriptionRequired,
        description: PROJECT_FORM_MESSAGES.subscriptionRequiredDetail,
      });
      expect(await fingerprint()).toEqual(before);
      // What exists stays the owner's to correct or take down.
      const edited = await post(owner.cookie, { updateId: row!.id, title: "Borehole finished and tested" });
      expect(edited.status).toBe(302);
      expect((await updateRows())[0]?.title).toBe("Borehole finished and tested");
      const deleted = await post(owner.cookie, { intent: "delete", updateId: row!.id });
      expect(deleted.status).toBe(302);
      expect(await updateRows()).toEqual([]);
    } finally {
      await lapse(endDate);
    }
  });

  it("serves the update in the project's RSS, the projects RSS and the API, without any follower's address", async () => {
    await follow("reader@example.org");
    await post(owner.cookie, { title: "Tanks <installed> & tested", body: "Line one\nLine ]]> two" });
    const feedResponse = (await projectRss({
      request: new Request(`http://example.test/projects/${projectId}.rss`),
      params: { id: projectId },
      context: {},
    } as never)) as Response;
    expect(feedResponse.status).toBe(200);
    expect(feedResponse.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const text = await feedResponse.text();
    expect(text).not.toContain("reader@example.org");
    const { wellFormed, errors, canonical } = await parseStrictXml(text);
    expect(errors).toEqual([]);
    expect(wellFormed).toBe(true);
    const [item] = canonicalElements(canonical, "item");
    expect(canonicalText(item!, "title")).toBe("Clean Water Gulu: Tanks <installed> & tested");
    expect(canonicalText(item!, "description")).toBe("Line one\nLine ]]> two");

    const all = await (
      (await projectsRss({
        request: new Request("http://example.test/projects.rss"),
        params: {},
        context: {},
      } as never)) as Response
    ).text();
    const parsed = await parseStrictXml(all);
    expect(parsed.errors).toEqual([]);
    expect(
      canonicalElements(parsed.canonical, "item").map((entry) => canonicalText(entry, "title")),
    ).toContain("Clean Water Gulu: Tanks <installed> & tested");

    const unknown = await call(projectRss, new Request("http://example.test/projects/nope.rss"), {
      id: "nope",
    });
    expect(unknown.status).toBe(404);

    const api = (await updatesApi({
      request: new Request(`http://example.test/api/v1/projects/${projectId}/updates?per_page=5`),
      params: { id: projectId },
      context: loadContext(),
    } as never)) as Response;
    expect(api.status).toBe(200);
    const body = await api.json();
    expect(JSON.stringify(body)).not.toContain("reader@example.org");
    const checked = UpdatesPage.safeParse(body);
    expect(checked.error).toBeUndefined();
    expect(checked.data?.data[0]).toMatchObject({
      title: "Tanks <installed> & tested",
      project_id: projectId,
    });
    for (const [query, status] of [
      ["?page=0", 400],
      ["?per_page=1000", 400],
    ] as const) {
      const refused = (await updatesApi({
        request: new Request(`http://example.test/api/v1/projects/${projectId}/updates${query}`),
        params: { id: projectId },
        context: loadContext(),
      } as never)) as Response;
      expect(refused.status, query).toBe(status);
    }
    const missing = (await updatesApi({
      request: new Request(
        "http://example.test/api/v1/projects/00000000-0000-0000-0000-000000000000/updates",
      ),
      params: { id: "00000000-0000-0000-0000-000000000000" },
      context: loadContext(),
    } as never)) as Response;
    expect(missing.status).toBe(404);

    // The OpenAPI document names the endpoint and the project's feed, and stays valid.
    const document = JSON.parse(JSON.stringify(openApiDocument("https://ugandaimpact.example", 300)));
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/projects/{id}/updates", "/projects/{id}.rss"]),
    );
    expect(document.components.schemas.ProjectUpdate.properties.text).toBeDefined();
  });

  it("mails a follower once per update after the double opt-in, then a digest, and unsubscribes in one POST", async () => {
    const email = "follower@example.org";
    const asked = await follow(email);
    expect(asked.location).toBe(`/projects/${projectId}`);
    // Nothing is mailed about updates before the confirmation.
    await post(owner.cookie, { title: "Before confirming" });
    await followerMailsSettled();
    expect(mailsTo(email)).toHaveLength(1);
    const confirmation = mailsTo(email)[0]!;
    expect(confirmation).toContain("Confirm and follow");
    expect(header(confirmation, "List-Unsubscribe")).toBeNull();
    const tokens = await getDb().execute<{ token_hash: string }>(sql`select token_hash from follow_tokens`);
    // Only the hash is kept: the link's token is nowhere in the database.
    const token = new URL(linkIn(confirmation, "/follow/confirm?token=")).searchParams.get("token")!;
    expect(tokens.rows.map((row) => row.token_hash)).not.toContain(token);
    expect(tokens.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await confirmFromOutbox(email);
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ ok: true });
    // The link works once.
    expect((await confirmFromOutbox(email)).status).toBe(400);

    await post(owner.cookie, { title: "Pipes laid" });
    await followerMailsSettled();
    // Several runs, two at once: still one mail.
    await Promise.all([runFollowerMails(), runFollowerMails()]);
    await runFollowerMails();
    const updateMails = mailsTo(email).filter((mail) => !mail.includes("Confirm and follow"));
    expect(updateMails).toHaveLength(1);
    const mail = updateMails[0]!;
    expect(header(mail, "Subject")).toBe("Clean Water Gulu: Pipes laid");
    expect(mail).toContain("Pipes laid");
    expect(mail).not.toContain("Before confirming");
    const unsubscribeUrl = linkIn(mail, "/follow/unsubscribe?token=");
    expect(header(mail, "List-Unsubscribe")).toBe(`<${unsubscribeUrl}>`);
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // Two more the same day: they wait for tomorrow, then go as one digest.
    await post(owner.cookie, { title: "Tank filled" });
    await post(owner.cookie, { title: "Taps opened" });
    await followerMailsSettled();
    expect(mailsTo(email)).toHaveLength(2);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect((await runFollowerMails({ now: tomorrow })).sent).toBe(1);
    expect((await runFollowerMails({ now: tomorrow })).sent).toBe(0);
    const digest = mailsTo(email).at(-1)!;
    expect(header(digest, "Subject")).toBe("2 new updates from Clean Water Gulu");
    expect(digest).toContain("Tank filled");
    expect(digest).toContain("Taps opened");

    // RFC 8058: a POST of List-Unsubscribe=One-Click to the link unsubscribes, no page needed.
    const url = new URL(unsubscribeUrl);
    const oneClick = await call(
      unsubscribeAction,
      postRequest(url.pathname + url.search, { "List-Unsubscribe": "One-Click" }),
    );
    expect(oneClick.status).toBe(200);
    expect(oneClick.data).toMatchObject({ ok: true });
    const left = await getDb().execute(sql`select id from followers where email = ${email}`);
    expect(left.rows).toEqual([]);
    await post(owner.cookie, { title: "After leaving" });
    await followerMailsSettled();
    await runFollowerMails({ now: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000) });
    expect(mails().some((entry) => entry.includes("After leaving"))).toBe(false);
  });

  it("mails a person who follows both the project and its organization once per update", async () => {
    const email = "both@example.org";
    await getDb()
      .insert(followers)
      .values([
        { email, projectId, confirmedAt: new Date() },
        { email, organizationId: owner.userId, confirmedAt: new Date() },
      ]);
    await post(owner.cookie, { title: "Meters fitted" });
    await followerMailsSettled();
    await runFollowerMails();
    const mailed = mailsTo(email).filter((mail) => mail.includes("Meters fitted"));
    expect(mailed).toHaveLength(1);
    // The one mail is the project's: its link stops the project's mails.
    const deliveries = await getDb().execute<{ project_id: string | null }>(
      sql`select f.project_id from follow_deliveries d join followers f on f.id = d.follower_id
          where f.email = ${email}`,
    );
    expect(deliveries.rows).toEqual([{ project_id: projectId }]);
  });

  it("answers a follow request the same way whoever the address is, and limits them", async () => {
    for (const email of ["new@example.org", "new@example.org"]) {
      const outcome = await follow(email, undefined, "9.9.9.1");
      expect(outcome.location).toBe(`/projects/${projectId}`);
      expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Check your inbox" });
    }
    const bad = await follow("not an email", undefined, "9.9.9.1");
    expect(await toastOf(bad)).toMatchObject({ type: "error" });
    expect((await follow("x@example.org", { kind: "project", id: "nope" }, "9.9.9.1")).status).toBe(404);
    expect(
      (
        await follow(
          "x@example.org",
          { kind: "project", id: "00000000-0000-0000-0000-000000000000" },
          "9.9.9.1",
        )
      ).status,
    ).toBe(404);
    expect((await follow("x@example.org", { kind: "planet", id: projectId }, "9.9.9.1")).status).toBe(404);
    // Per address: the sixth request within the hour is refused.
    let last = await follow("limit@example.org", undefined, "9.9.9.2");
    for (let i = 0; i < 5; i++) last = await follow("limit@example.org", undefined, `9.9.9.${10 + i}`);
    expect(await toastOf(last)).toMatchObject({ type: "error", title: "Could not follow" });
    // Following an organization works the same way.
    const org = await follow("org-fan@example.org", { kind: "organization", id: owner.userId }, "9.9.9.3");
    expect(org.location).toBe(`/organizations/${owner.userId}`);
  });

  it("mails one inbox at most three confirmations an hour, plus-addressed or not, whatever it follows", async () => {
    const confirmations = () =>
      mails().filter(
        (mail) => mail.includes("/follow/confirm?token=") && /To: v(\+\d+)?@inbox\.example/i.test(mail),
      );
    // Twelve plus-tagged variants of one inbox, from twelve networks: five requests an hour per inbox are
    // answered, the rest refused, and three of the answered ones are mailed.
    const answers: string[] = [];
    for (let i = 1; i <= 12; i++) {
      answers.push(
        (await toastOf(await follow(`v+${i}@inbox.example`, undefined, `10.0.1.${i}`)))?.title ?? "",
      );
    }
    expect(answers).toEqual([...Array(5).fill("Check your inbox"), ...Array(7).fill("Could not follow")]);
    expect(confirmations()).toHaveLength(3);
    // The same address for four projects and an organization, the request limits aside: still three mails.
    await getDb().execute(sql`delete from rate_limits`);
    fs.rmSync(path.join(dataDir, "outbox"), { recursive: true, force: true });
    const targets = [
      ...(await Promise.all([1, 2, 3, 4].map(async () => (await createProject(owner.userId)).id))).map(
        (id) => ({ kind: "project" as const, id }),
      ),
      { kind: "organization" as const, id: owner.userId },
    ];
    for (const target of targets) {
      expect(await requestFollow({ target, email: "V@inbox.example" })).toEqual({ ok: true });
    }
    expect(confirmations()).toHaveLength(3);
  });

  it("mails at most sixty confirmations an hour for one project, whoever asks", async () => {
    for (let i = 0; i < 62; i++) {
      const answer = await requestFollow({
        target: { kind: "project", id: projectId },
        email: `crowd-${i}@example.org`,
      });
      expect(answer).toEqual({ ok: true });
    }
    const sent = mails().filter(
      (mail) => mail.includes("/follow/confirm?token=") && mail.includes("To: crowd-"),
    );
    expect(sent).toHaveLength(60);
    // Another project's followers are counted apart.
    await requestFollow({ target: { kind: "organization", id: owner.userId }, email: "crowd-0@example.org" });
    expect(mailsTo("crowd-0@example.org")).toHaveLength(2);
  });

  it("deletes a project's updates, their photos and followers with the project", async () => {
    const photo = await upload(owner.cookie);
    const project = (await createProject(owner.userId)).id;
    expect((await post(owner.cookie, { photos: [photo] }, project)).status).toBe(302);
    await follow("gone@example.org", { kind: "project", id: project });
    const result = await deleteProject({
      actor: ownerActor(owner),
      projectId: project,
    });
    expect(result.ok).toBe(true);
    expect(await storedFileExists(photo)).toBe(false);
    const left = await getDb().execute(sql`select id from project_updates where project_id = ${project}`);
    expect(left.rows).toEqual([]);
    const followers = await getDb().execute(sql`select id from followers where email = 'gone@example.org'`);
    expect(followers.rows).toEqual([]);
  });
});
