import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { UPLOAD_MESSAGES } from "~/domain/uploads";
import { action as eventImagesAction } from "~/routes/admin/event-images";
import { action as profileAction } from "~/routes/dashboard/profile";
import { action as projectImagesAction } from "~/routes/dashboard/project-images";
import { loader as imageLoader } from "~/routes/resources/image";
import { IMAGE_WORK_LIMITS, withImageSlot } from "~/services/image-work.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, type TestOrganizationUser } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { call, count, imageFile, postRequest } from "./auth-helpers";

const dataDir = useTempDataDir();
const filesUnder = (folder: string) => {
  const dir = path.join(dataDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
};

let openGate: (() => void) | null = null;
let holders: Promise<unknown>[] = [];

/** Fills every running and waiting slot of the image work with jobs that wait until `emptyQueue`. */
async function fillQueue() {
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const { runningAtMost, waitingAtMost } = IMAGE_WORK_LIMITS;
  holders = Array.from({ length: runningAtMost + waitingAtMost }, () => withImageSlot(() => gate));
  await new Promise((resolve) => setImmediate(resolve));
}

async function emptyQueue() {
  openGate?.();
  openGate = null;
  await Promise.all(holders);
  holders = [];
}

async function postProjectImage(cookie: string) {
  const response = (await projectImagesAction({
    request: postRequest(
      "/dashboard/projects/images",
      { existing: "0", file: await imageFile("png") },
      cookie,
    ),
  } as never)) as Response;
  return { response, body: (await response.json()) as { url?: string; error?: string } };
}

function getVariant(width: number, relative: string) {
  return imageLoader({
    request: new Request(`http://localhost/images/${width}/${relative}`),
    params: { width: String(width), "*": relative },
    context: {},
  } as never) as Promise<Response>;
}

describeEachDatabase("image work takes turns: a full queue refuses at once", () => {
  let owner: TestOrganizationUser;
  let admin: TestOrganizationUser;
  beforeAll(async () => {
    owner = await createOrganizationUser();
    admin = await createOrganizationUser({ admin: true });
  });
  afterEach(emptyQueue);

  it("a project image upload is answered 503 with Retry-After and the message, storing no row and no file", async () => {
    await fillQueue();
    const rowsBefore = await count("pending_uploads");
    const filesBefore = filesUnder("uploads");
    const { response, body } = await postProjectImage(owner.cookie);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(body).toEqual({ error: UPLOAD_MESSAGES.busy });
    expect(await count("pending_uploads")).toBe(rowsBefore);
    expect(filesUnder("uploads")).toBe(filesBefore);

    // Once there is room, the same upload goes through.
    await emptyQueue();
    const again = await postProjectImage(owner.cookie);
    expect(again.response.status).toBe(201);
    expect(await count("pending_uploads")).toBe(rowsBefore + 1);
  });

  it("an event image upload is refused the same way", async () => {
    await fillQueue();
    const rowsBefore = await count("pending_uploads");
    const filesBefore = filesUnder("uploads");
    const response = (await eventImagesAction({
      request: postRequest("/admin/events/images", { file: await imageFile("jpeg") }, admin.cookie),
    } as never)) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await response.json()).toEqual({ error: UPLOAD_MESSAGES.busy });
    expect(await count("pending_uploads")).toBe(rowsBefore);
    expect(filesUnder("uploads")).toBe(filesBefore);
  });

  it("a profile saved with a new logo is answered 503 with Retry-After, keeping the profile and storing nothing", async () => {
    await fillQueue();
    const filesBefore = filesUnder("uploads");
    const outcome = await call(
      profileAction,
      postRequest(
        "/dashboard/profile",
        {
          orgName: owner.organizationName,
          orgBrief: "Changed while the server was busy.",
          orgType: "NGO/Non-Profit",
          phone: "+256 700000000",
          address: "Kampala",
          website: "",
          logo: await imageFile("png"),
        },
        owner.cookie,
      ),
    );
    expect(outcome.status).toBe(503);
    expect(outcome.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(filesUnder("uploads")).toBe(filesBefore);
    const changed = await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from profiles where organization_brief = 'Changed while the server was busy.'`,
    );
    expect(Number(changed.rows[0]?.n)).toBe(0);
  });

  it("/images/{width} on a cache miss sends the original (a redirect no one keeps), and makes the variant later", async () => {
    const relative = `project-images/busy-wide-${Date.now()}.jpg`;
    const original = path.join(dataDir, "uploads", relative);
    fs.mkdirSync(path.dirname(original), { recursive: true });
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2d7" } })
      .jpeg()
      .toFile(original);

    // The data folder (and its image cache) is shared by the runs on each database: count what this one adds.
    const cachedBefore = filesUnder(path.join("cache", "images"));
    await fillQueue();
    const busy = await getVariant(640, relative);
    expect(busy.status).toBe(307);
    expect(busy.headers.get("Location")).toBe(`/uploads/${relative}`);
    expect(busy.headers.get("Cache-Control")).toBe("no-store");
    expect(filesUnder(path.join("cache", "images"))).toBe(cachedBefore);

    await emptyQueue();
    const made = await getVariant(640, relative);
    expect(made.status).toBe(200);
    expect(made.headers.get("Content-Type")).toBe("image/webp");
    // A cached variant needs no turn: it is served even while the queue is full.
    await fillQueue();
    expect((await getVariant(640, relative)).status).toBe(200);
  });
});
