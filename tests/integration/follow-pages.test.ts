import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { FOLLOW_EMAIL_INVALID } from "~/components/follow/follow-form";
import { getDb } from "~/db/client.server";
import { insertFollowToken } from "~/db/queries/followers.server";
import { FOLLOW_MESSAGES } from "~/domain/follow";
import { action as followAction } from "~/routes/public/follow";
import { action as confirmAction, loader as confirmLoader } from "~/routes/public/follow-confirm";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/public/follow-unsubscribe";
import { newFollowToken } from "~/services/follow/follow-tokens.server";
import { outbox, useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, createProject } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { call, count, getRequest, postRequest, toastOf } from "./auth-helpers";

/**
 * Issue 36 item 8: the confirm and unsubscribe pages name what is followed (read without using the link), and
 * a bad address is refused at the field: the form's script gets the field's message, nothing is written.
 */

const dataDir = useTempDataDir();
let projectId = "";
let organizationId = "";
let ip = 0;

/** The Follow form's request as its script sends it (a fetcher: Sec-Fetch-Mode is not "navigate"). */
function scriptPost(fields: Record<string, string>) {
  const request = postRequest("/follow", fields);
  request.headers.set("Sec-Fetch-Mode", "cors");
  return request;
}

function confirmPath(email: string): string {
  const mail = outbox(dataDir)
    .map((text) => text.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
    .filter((text) => text.includes(`To: ${email}`) && text.includes("/follow/confirm?token="))
    // The newest: the outbox is shared by the runs on each database.
    .at(-1);
  const link = mail?.match(/https?:\/\/\S+\/follow\/confirm\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no confirmation link to ${email}`);
  return `${new URL(link).pathname}${new URL(link).search}`;
}

describeEachDatabase("follow pages", () => {
  beforeAll(async () => {
    const owner = await createOrganizationUser({ organizationName: "NILE WATER TRUST" });
    // An organization is followed by its profile's id (the account that registered it).
    organizationId = owner.userId;
    projectId = (await createProject(owner.userId, { name: "Clean Water Gulu" })).id;
  });

  it("refuses a bad address at the field for the form's script, and writes nothing", async () => {
    for (const email of ["", "not an email", "a@b"]) {
      const outcome = await call(
        followAction,
        scriptPost({ kind: "project", id: projectId, email }),
        `203.0.113.${++ip}`,
      );
      expect(outcome.status, email).toBe(400);
      expect(outcome.data, email).toEqual({ ok: false, error: FOLLOW_MESSAGES.email });
      expect(await toastOf(outcome), email).toBeNull();
    }
    expect(await count("followers")).toBe(0);
    // The browser's own check says it in the same words.
    expect(FOLLOW_EMAIL_INVALID).toBe(FOLLOW_MESSAGES.email);
    // A form sent without script goes back to the page, with the toast.
    const plain = await call(
      followAction,
      postRequest("/follow", { kind: "project", id: projectId, email: "a@b" }),
      `203.0.113.${++ip}`,
    );
    expect(plain.location).toBe(`/projects/${projectId}`);
    expect(await toastOf(plain)).toMatchObject({ type: "error", description: FOLLOW_MESSAGES.email });

    // A good address: answered in place with the toast.
    const good = await call(
      followAction,
      scriptPost({ kind: "project", id: projectId, email: "reader@example.org" }),
      `203.0.113.${++ip}`,
    );
    expect(good.status).toBe(200);
    expect(good.data).toEqual({ ok: true });
    expect(await toastOf(good)).toMatchObject({ type: "success", title: FOLLOW_MESSAGES.sent });
    expect(await count("followers")).toBe(1);
  });

  it("names the project on the confirm page without using the link, then says when it is used", async () => {
    const link = confirmPath("reader@example.org");
    const page = await call(confirmLoader, getRequest(link));
    expect(page.data).toEqual({
      title: "Follow updates from Clean Water Gulu",
      intro:
        "Press the button to confirm. We then email you when a new update on the project \u201cClean Water Gulu\u201d is posted; every mail has a one-click unsubscribe link.",
      invalid: null,
    });
    // Opening it twice changes nothing; the button confirms.
    expect((await call(confirmLoader, getRequest(link))).data).toMatchObject({ invalid: null });
    const confirmed = await call(confirmAction, postRequest(link, {}));
    expect(confirmed.data).toMatchObject({ ok: true, title: FOLLOW_MESSAGES.confirmed });
    // Used: the page says so at once.
    expect((await call(confirmLoader, getRequest(link))).data).toMatchObject({
      invalid: { ok: false, title: FOLLOW_MESSAGES.confirmFailed },
    });
    expect((await call(confirmLoader, getRequest("/follow/confirm?token=nope"))).data).toMatchObject({
      title: "Confirm that you want to follow",
      invalid: { title: FOLLOW_MESSAGES.confirmFailed },
    });
  });

  it("names the organization on its confirm page, and what the unsubscribe link stops", async () => {
    const email = "org-reader@example.org";
    await call(
      followAction,
      scriptPost({ kind: "organization", id: organizationId, email }),
      `203.0.113.${++ip}`,
    );
    const page = await call(confirmLoader, getRequest(confirmPath(email)));
    expect(page.data).toMatchObject({ title: "Follow updates from NILE WATER TRUST", invalid: null });
    expect((page.data as { intro: string }).intro).toContain("a new update on NILE WATER TRUST is posted");

    // An unsubscribe link as a follower mail carries it.
    const [follower] = (
      await getDb().execute<{ id: string }>(sql`select id from followers where email = ${email}`)
    ).rows;
    const { token, tokenHash } = newFollowToken();
    await insertFollowToken({ tokenHash, followerId: follower!.id, purpose: "unsubscribe", expiresAt: null });
    const path = `/follow/unsubscribe?token=${token}`;
    expect((await call(unsubscribeLoader, getRequest(path))).data).toEqual({
      title: "Stop updates from NILE WATER TRUST",
      intro:
        "Press the button and we stop mailing you about NILE WATER TRUST at once, and delete your address.",
      invalid: null,
    });
    expect(await count("followers")).toBe(2);
    const done = await call(unsubscribeAction, postRequest(path, {}));
    expect(done.data).toMatchObject({ ok: true, title: FOLLOW_MESSAGES.unsubscribed });
    expect(await count("followers")).toBe(1);
    expect((await call(unsubscribeLoader, getRequest(path))).data).toMatchObject({
      title: "Unsubscribe from these emails",
      invalid: { ok: false, title: FOLLOW_MESSAGES.unsubscribeFailed },
    });
  });
});
