import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { pendingUploads } from "~/db/schema";
import { action as editAction, loader as editLoader } from "~/routes/dashboard/project-edit";
import { action as imagesAction } from "~/routes/dashboard/project-images";
import { action as addAction, loader as addLoader } from "~/routes/dashboard/project-new";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { sweepStaleUploads } from "~/services/projects/project-images.server";
import { storedFileExists } from "~/services/storage.server";
import { useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  isoDay,
  makeAdmin,
  ownerActor,
} from "../setup/factories";
import { countStored, storedBytes } from "../setup/stored-files";
import { describeEachDatabase } from "../setup/test-database";
import { call, count, getRequest, imageFile, postRequest, SVG_LOGO, toastOf } from "./auth-helpers";
import { pngBomb } from "./image-bomb";

useTempDataDir();

const BRIEF =
  "We train young people in Gulu in solar installation and repair, so that families and small shops have reliable power and the trainees earn a living. The programme runs for six months, with practice on real installations in villages.";

const cookies: Record<"a" | "b" | "admin", string> = { a: "", b: "", admin: "" };
const ids: Record<"a" | "b" | "admin", string> = { a: "", b: "", admin: "" };
const orgs: Record<"a" | "b" | "admin", string> = { a: "", b: "", admin: "" };
const emails: Record<"a" | "b" | "admin", string> = { a: "", b: "", admin: "" };

/** The form as a person fills it in, with list fields as Conform names them. */
function projectFields(overrides: Record<string, string> = {}, images: string[] = []) {
  const fields: Record<string, string> = {
    name: "Solar Skills for Gulu Youth",
    brief: BRIEF,
    sector: "Energy",
    sdg: "Affordable and Clean Energy",
    location: "Gulu City",
    targetGroups: "youth",
    startDate: "2026-02-01",
    endDate: "2026-12-31",
    status: "active",
    "coreObjectives[0]": "Train 200 young people",
    "coreObjectives[1]": "Install 50 home systems",
    "projectMilestones[0]": "First cohort graduates",
    projectDetails: "Six-month course.\nPractice in villages.",
    region: "Northern Region",
    district: "Gulu",
    parish: "Layibi",
    projectImplementer: "Gulu Solar Guild",
    projectTeamLead: "Grace Atim",
    otherPartners: "Gulu University",
    implementersWebsite: "https://gulusolar.example.org",
    ...overrides,
  };
  images.forEach((url, index) => {
    fields[`images[${index}]`] = url;
  });
  return fields;
}

function withParams<T>(handler: (args: T) => unknown, params: Record<string, string>) {
  return (args: T) => handler({ ...(args as object), params } as T);
}

/** Calls the image action and reads its JSON answer. */
async function postImage(
  file: File,
  cookie: string,
  existing = 0,
): Promise<{ status: number; url?: string; error?: string }> {
  const response = (await imagesAction({
    request: postRequest("/dashboard/projects/images", { existing: String(existing), file }, cookie),
  } as never)) as Response;
  return { status: response.status, ...((await response.json()) as { url?: string; error?: string }) };
}

/** A JPEG carrying a GPS position and a camera owner in its EXIF. */
async function jpegWithGps(name = "field-visit.jpg") {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2d7" } })
    .withExif({
      IFD0: { Copyright: "secret-camera-owner" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "2/1 46/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "32/1 18/1 0/1",
      },
    })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });
}

async function projectRow(name: string) {
  const rows = await getDb().execute<Record<string, unknown>>(
    sql`select id, name, brief, status, target_groups, start_date::text, end_date::text, image, metadata,
               organization_id, updated_at from projects where name = ${name}`,
  );
  return rows.rows[0];
}

/** Makes the database fail a write of a project with this name, as a full disk would, halfway through a save. */
async function failWritesOfProjectsNamed(name: string) {
  const tag = name.replace(/\W+/g, "_").toLowerCase();
  await getDb().execute(
    sql.raw(`create or replace function fail_${tag}() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`),
  );
  await getDb().execute(
    sql.raw(`create trigger fail_${tag} before insert or update on projects
      for each row when (new.name = '${name}') execute function fail_${tag}()`),
  );
}

describeEachDatabase("project form: add, edit, images and the subscription gate", () => {
  beforeAll(async () => {
    for (const key of ["a", "b", "admin"] as const) {
      const user = await createOrganizationUser({ organizationName: `PROJECTS ${key.toUpperCase()}` });
      [cookies[key], ids[key], orgs[key], emails[key]] = [
        user.cookie,
        user.userId,
        user.organizationId,
        user.email,
      ];
      if (key === "admin") await makeAdmin(user);
    }
  });

  it("refuses every image the spec refuses, each with its own message, and stores nothing", async () => {
    const before = await count("pending_uploads");
    const html = new File(["<html><script>alert(1)</script></html>"], "innocent.png", { type: "image/png" });
    // Bytes of no picture, whatever the name says: the words every image field uses (issue 36 item 6).
    expect(await postImage(html, cookies.a)).toMatchObject({
      status: 400,
      error: "This file is not a picture: choose a JPG, PNG or WebP",
    });
    const svg = new File([await SVG_LOGO.arrayBuffer()], "vector.svg", { type: "image/svg+xml" });
    expect((await postImage(svg, cookies.a)).error).toBe(
      "File vector.svg type not supported. Allowed types: JPEG, PNG, GIF, WebP",
    );
    const big = new File([new Uint8Array(11 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" });
    expect(await postImage(big, cookies.a)).toMatchObject({
      status: 400,
      error: "File big.jpg exceeds 10MB limit. Current size: 11.00MB",
    });
    const bomb = pngBomb();
    const bombFile = new File([await bomb.arrayBuffer()], "huge.png", { type: "image/png" });
    expect((await postImage(bombFile, cookies.a)).error).toBe(
      "File huge.png: Image dimensions are too large. Maximum is 50 megapixels.",
    );
    // A sixth image beside five.
    expect(await postImage(await imageFile("png", "sixth.png"), cookies.a, 5)).toMatchObject({
      status: 400,
      error: "Cannot upload more than 5 images total.",
    });
    expect(await count("pending_uploads")).toBe(before);
    // A visitor is sent to log in.
    const visitor = await call(
      imagesAction,
      postRequest("/dashboard/projects/images", { file: await imageFile("png") }),
    );
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login/);
  });

  it("stores a JPEG without its EXIF and GPS, as WebP, owned by the uploader until saved", async () => {
    const answer = await postImage(await jpegWithGps(), cookies.a);
    expect(answer.status).toBe(201);
    expect(answer.url).toMatch(/^\/uploads\/project-images\/\d+-[0-9a-f]+\.webp$/);
    const raw = (await storedBytes(answer.url))!;
    const stored = await sharp(raw).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    expect(raw.includes(Buffer.from("secret-camera-owner"))).toBe(false);
    const rows = await getDb().select().from(pendingUploads).where(sql`url = ${answer.url}`);
    expect(rows[0]?.ownerId).toBe(ids.a);
  });

  it("without an active subscription: the page shows the gate and a crafted save is refused", async () => {
    const page = await call(addLoader, getRequest("/dashboard/projects/add", cookies.a));
    expect((page.data as { gate: unknown }).gate).not.toBeNull();
    const before = await count("projects");
    const outcome = await call(addAction, postRequest("/dashboard/projects/add", projectFields(), cookies.a));
    expect(outcome.status).toBe(403);
    expect(outcome.data).toMatchObject({ needsSubscription: true });
    expect(await toastOf(outcome)).toMatchObject({ type: "error", title: "Subscription required" });
    expect(await count("projects")).toBe(before);
    // Once a payment waits for approval, the page says so instead of asking for another.
    const submitted = await submitPaymentRequest({
      user: ownerActor({ userId: ids.a, email: emails.a }),
      input: { method: "airtel", transactionId: "MP261119.1432.B73915", currency: "UGX", paidOn: isoDay() },
    });
    if (!submitted.ok) throw new Error(`payment refused: ${submitted.reason}`);
    const waiting = await call(addLoader, getRequest("/dashboard/projects/add", cookies.a));
    // The gate names the request that waits.
    expect((waiting.data as { gate: { pending: string | null } }).gate.pending).toBe(submitted.requestId);
    expect(
      (await call(addAction, postRequest("/dashboard/projects/add", projectFields(), cookies.a))).status,
    ).toBe(403);
    // An approved subscription that ended yesterday does not count either.
    await activateSubscription(orgs.b, isoDay(-1));
    const expired = await call(addAction, postRequest("/dashboard/projects/add", projectFields(), cookies.b));
    expect(expired.status).toBe(403);
    expect(await count("projects")).toBe(before);
  });

  it("checks every field on the server with the spec's messages", async () => {
    await activateSubscription(orgs.a);
    const outcome = await call(
      addAction,
      postRequest(
        "/dashboard/projects/add",
        projectFields({
          name: "ab",
          brief: "Too short.",
          sector: "",
          sdg: "Not a goal",
          location: "",
          targetGroups: "other",
          otherTargetGroup: "",
          startDate: "1899-12-31",
          status: "paused",
          implementersWebsite: "www.example.org",
        }),
        cookies.a,
      ),
    );
    expect(outcome.status).toBe(400);
    const errors = (outcome.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors).toMatchObject({
      name: ["Project name must be at least 3 characters"],
      brief: ["Brief description must be at least 200 characters"],
      sector: ["Please select a sector"],
      sdg: ["Please select an SDG goal"],
      location: ["Please provide a location"],
      otherTargetGroup: ["Please specify the other target group"],
      startDate: ["Please choose a date between 1900-01-01 and 2100-12-31"],
      status: ["Invalid status value. Please choose Planning, Active, Completed, On Hold or Cancelled."],
      implementersWebsite: ["Website must start with http:// or https://"],
    });
    const tooLong = await call(
      addAction,
      postRequest(
        "/dashboard/projects/add",
        projectFields({ brief: "x".repeat(501), targetGroups: "" }),
        cookies.a,
      ),
    );
    expect((tooLong.data as { result: { error: Record<string, string[]> } }).result.error).toMatchObject({
      brief: ["Brief description must be at most 500 characters"],
      targetGroups: ["Please specify target groups"],
    });
  });

  it("creates a project with its images, and a sixth image or someone else's upload is refused", async () => {
    const first = await postImage(await jpegWithGps("one.jpg"), cookies.a);
    const second = await postImage(await imageFile("png", "two.png"), cookies.a, 1);
    const theirs = await postImage(await imageFile("png", "theirs.png"), cookies.b);
    const images = [first.url!, second.url!];

    const six = await call(
      addAction,
      postRequest(
        "/dashboard/projects/add",
        projectFields({}, [
          ...images,
          ...["a", "b", "c", "d"].map((n) => `/uploads/project-images/${n}.webp`),
        ]),
        cookies.a,
      ),
    );
    expect((six.data as { result: { error: Record<string, string[]> } }).result.error.images).toEqual([
      "Cannot upload more than 5 images total.",
    ]);
    const stolen = await call(
      addAction,
      postRequest("/dashboard/projects/add", projectFields({}, [theirs.url!]), cookies.a),
    );
    expect(stolen.status).toBe(400);
    expect(await projectRow("Solar Skills for Gulu Youth")).toBeUndefined();

    const outcome = await call(
      addAction,
      postRequest(
        "/dashboard/projects/add",
        projectFields(
          { targetGroups: "youth", otherTargetGroup: "ignored while other is not chosen" },
          images,
        ),
        cookies.a,
      ),
    );
    expect(outcome.status).toBe(200);
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Project created" });
    const row = await projectRow("Solar Skills for Gulu Youth");
    expect(outcome.data).toMatchObject({ createdId: row!.id });
    expect(row).toMatchObject({
      status: "active",
      target_groups: ["youth"],
      start_date: "2026-02-01",
      end_date: "2026-12-31",
      image: images[0],
      organization_id: ids.a,
      metadata: {
        images,
        coreObjectives: "Train 200 young people\nInstall 50 home systems",
        projectMilestones: "First cohort graduates",
        projectDetails: "Six-month course.\nPractice in villages.",
        region: "Northern Region",
        district: "Gulu",
        parish: "Layibi",
        projectImplementer: "Gulu Solar Guild",
        projectTeamLead: "Grace Atim",
        otherPartners: "Gulu University",
        implementersWebsite: "https://gulusolar.example.org",
      },
    });
    expect((row!.metadata as Record<string, unknown>).otherTargetGroup).toBeUndefined();
    // Saved images are the project's now, no longer pending.
    expect(
      await getDb().select().from(pendingUploads).where(sql`url in (${images[0]}, ${images[1]})`),
    ).toEqual([]);
  });

  it("lets the owner (and an admin) edit, refuses everyone else, and deletes removed images after the commit", async () => {
    const row = (await projectRow("Solar Skills for Gulu Youth"))!;
    const id = String(row.id);
    const images = (row.metadata as { images: string[] }).images;
    const edit = withParams(editAction, { id });
    const load = withParams(editLoader, { id });

    // Organization B can neither open nor save A's project; nothing changes.
    const foreignPage = await call(load, getRequest(`/dashboard/projects/edit/${id}`, cookies.b));
    expect(foreignPage.location).toBe("/dashboard/projects");
    expect(await toastOf(foreignPage)).toMatchObject({ type: "error", title: "Error loading project" });
    const foreign = await call(
      edit,
      postRequest(`/dashboard/projects/edit/${id}`, projectFields({ name: "Hijacked" }, images), cookies.b),
    );
    expect(foreign.status).toBe(404);
    expect(await projectRow("Hijacked")).toBeUndefined();

    // The owner's form starts from the stored project.
    const page = await call(load, getRequest(`/dashboard/projects/edit/${id}`, cookies.a));
    expect(page.data).toMatchObject({
      defaults: {
        name: "Solar Skills for Gulu Youth",
        status: "active",
        coreObjectives: ["Train 200 young people", "Install 50 home systems"],
        images,
      },
    });

    // A status outside the five is refused.
    const badStatus = await call(
      edit,
      postRequest(`/dashboard/projects/edit/${id}`, projectFields({ status: "paused" }, images), cookies.a),
    );
    expect((badStatus.data as { result: { error: Record<string, string[]> } }).result.error.status).toEqual([
      "Invalid status value. Please choose Planning, Active, Completed, On Hold or Cancelled.",
    ]);

    // A failure halfway through the save changes nothing and deletes no file.
    await failWritesOfProjectsNamed("Breaks halfway");
    const broken = await call(
      edit,
      postRequest(
        `/dashboard/projects/edit/${id}`,
        projectFields({ name: "Breaks halfway" }, [images[1]!]),
        cookies.a,
      ),
    );
    expect(broken.status).toBe(500);
    expect(await toastOf(broken)).toMatchObject({ type: "error", title: "Error updating project" });
    expect(await projectRow("Breaks halfway")).toBeUndefined();
    expect(await countStored(images)).toBe(images.length);

    const before = row.updated_at as Date;
    const saved = await call(
      edit,
      postRequest(
        `/dashboard/projects/edit/${id}`,
        projectFields({ name: "Solar Skills 2", status: "In Progress", redirectTo: "/dashboard/projects" }, [
          images[1]!,
        ]),
        cookies.a,
      ),
    );
    expect(saved.location).toBe("/dashboard/projects");
    expect(await toastOf(saved)).toMatchObject({ type: "success", title: "Project updated successfully" });
    const updated = (await projectRow("Solar Skills 2"))!;
    expect(updated).toMatchObject({ status: "active", image: images[1] });
    expect(new Date(updated.updated_at as string).getTime()).toBeGreaterThan(new Date(before).getTime());
    // The image taken off the project is gone from storage; the kept one stays.
    expect(await storedFileExists(images[0]!)).toBe(false);
    expect(await storedFileExists(images[1]!)).toBe(true);

    // An admin may edit any project.
    const byAdmin = await call(
      edit,
      postRequest(
        `/dashboard/projects/edit/${id}`,
        projectFields({ name: "Solar Skills 3" }, [images[1]!]),
        cookies.admin,
      ),
    );
    expect(byAdmin.status).toBe(302);
    expect(await projectRow("Solar Skills 3")).toMatchObject({ organization_id: ids.a });
  });

  it("a failure halfway through creating leaves no row, and the uploads stay the uploader's for a retry", async () => {
    await failWritesOfProjectsNamed("Breaks on insert");
    const image = await postImage(await imageFile("webp", "retry.webp"), cookies.a);
    const before = await count("projects");
    const outcome = await call(
      addAction,
      postRequest(
        "/dashboard/projects/add",
        projectFields({ name: "Breaks on insert" }, [image.url!]),
        cookies.a,
      ),
    );
    expect(outcome.status).toBe(500);
    expect(await toastOf(outcome)).toMatchObject({
      type: "error",
      title: "Error adding project",
      description: "Could not add the project",
    });
    expect(await count("projects")).toBe(before);
    expect(await storedFileExists(image.url!)).toBe(true);
    expect(await getDb().select().from(pendingUploads).where(sql`url = ${image.url!}`)).toHaveLength(1);

    // Never saved: gone, row and file, once a day has passed.
    expect(await sweepStaleUploads(ids.a, Date.now() + 25 * 60 * 60 * 1000)).toBeGreaterThanOrEqual(1);
    expect(await storedFileExists(image.url!)).toBe(false);
    expect(path.basename(image.url!)).toMatch(/\.webp$/);
  });
});
