import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { action as loginAction } from "~/routes/auth/login";
import { action as registerAction } from "~/routes/auth/register";
import { action as profileAction } from "~/routes/dashboard/profile";
import { registerOrganization } from "~/services/organizations/register-organization.server";
import { consumeRateLimit, RATE_LIMITS } from "~/services/rate-limit.server";
import { useTempDataDir } from "../setup/app-env";
import { describeEachDatabase } from "../setup/test-database";
import {
  call,
  count,
  imageFile,
  postRequest,
  registrationFields,
  sessionCookie,
  toastOf,
} from "./auth-helpers";
import { pngBomb } from "./image-bomb";

const dataDir = useTempDataDir();
const storedFiles = () => {
  const dir = path.join(dataDir, "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
};
const PIXELS_MESSAGE = "Image dimensions are too large. Maximum is 50 megapixels.";
const OWNER = { email: "owner@kasese-bees.org", password: "bees-password-1" };
let cookie = "";

const profileFields = (logo?: File) => ({
  orgName: "Kasese Bees",
  orgBrief: "Beekeeping cooperatives on the slopes of the Rwenzori.",
  orgType: "Social Enterprise",
  phone: "+256 701 000 111",
  address: "Kasese",
  website: "",
  ...(logo ? { logo } : {}),
});

async function ownerRow() {
  const rows = await getDb().execute<Record<string, unknown>>(
    sql`select p.*, o.name as org_name, o.logo_url as org_logo from profiles p
        join users u on u.id = p.id join organizations o on o.id = p.organization_id
        where u.email = ${OWNER.email}`,
  );
  return rows.rows[0];
}

/** A PNG whose header is whole but whose image data is cut off: it has dimensions yet cannot be decoded. */
async function truncatedPng() {
  const whole = new Uint8Array(await (await imageFile("png")).arrayBuffer());
  return new File([whole.slice(0, 60)], "cut.png", { type: "image/png" });
}

describeEachDatabase("upload limits: image pixels and profile saves", () => {
  beforeAll(async () => {
    await registerOrganization({
      ...OWNER,
      fullName: "Grace Biira",
      organizationName: "KASESE BEES",
      organizationBrief: "Beekeeping cooperatives.",
      organizationType: "Social Enterprise",
      phone: "+256 701000111",
      address: "Kasese",
      website: "",
    });
    cookie = sessionCookie((await call(loginAction, postRequest("/login", OWNER))).headers);
  });

  it("the bomb is a real 16000×16000 PNG of about 1 MB", () => {
    const bomb = pngBomb();
    expect(bomb.size).toBeGreaterThan(900_000);
    expect(bomb.size).toBeLessThan(1_100_000);
  });

  it("registration refuses a 16000×16000 PNG from its header, quickly, with its own message, writing nothing", async () => {
    const before = { organizations: await count("organizations"), users: await count("users") };
    const files = storedFiles();
    const request = postRequest(
      "/register",
      registrationFields({ email: "bomb@example.org", logo: pngBomb() }),
    );
    const started = performance.now();
    const outcome = await call(registerAction, request);
    const seconds = (performance.now() - started) / 1000;
    expect(outcome.location).toBeNull();
    expect(JSON.stringify(outcome.data)).toContain(PIXELS_MESSAGE);
    expect(JSON.stringify(outcome.data)).not.toContain("File type not supported");
    // The probe's bomb took about 15 s of CPU to decode; the header is read in milliseconds (the bound is
    // generous for a busy shared machine: the message and the untouched rows and files are what count).
    expect(seconds).toBeLessThan(5);
    expect({ organizations: await count("organizations"), users: await count("users") }).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  it("registration says an undecodable image could not be read, not that its type is wrong", async () => {
    const users = await count("users");
    const outcome = await call(
      registerAction,
      postRequest("/register", registrationFields({ email: "cut@example.org", logo: await truncatedPng() })),
    );
    expect(outcome.location).toBeNull();
    expect(JSON.stringify(outcome.data)).toContain(
      "The file could not be read as an image. Please upload another file.",
    );
    expect(await count("users")).toBe(users);
  });

  it("the profile refuses a 16000×16000 PNG with its own message, changing nothing and storing no file", async () => {
    const before = await ownerRow();
    const files = storedFiles();
    const outcome = await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields(pngBomb()), cookie),
    );
    expect(outcome.location).toBeNull();
    expect(await toastOf(outcome)).toMatchObject({
      type: "error",
      title: "Image too large",
      description: PIXELS_MESSAGE,
    });
    expect(await ownerRow()).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  it("the profile says an undecodable image could not be read", async () => {
    const before = await ownerRow();
    const outcome = await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields(await truncatedPng()), cookie),
    );
    expect(await toastOf(outcome)).toMatchObject({
      type: "error",
      title: "Image could not be read",
      description: "The file could not be read as an image. Please upload another file.",
    });
    expect(await ownerRow()).toEqual(before);
  });

  it("a genuine logo is still accepted", async () => {
    const outcome = await call(
      profileAction,
      postRequest("/dashboard/profile", profileFields(await imageFile("png")), cookie),
    );
    expect(outcome.location).toBe("/dashboard");
    expect(String((await ownerRow())?.logo_url)).toMatch(/^\/uploads\/logos\/.+\.webp$/);
  });

  it("limits profile saves per user and says so with the too-many-attempts message, changing nothing", async () => {
    const userId = String((await ownerRow())?.id);
    // Spend the rest of this hour's saves.
    while ((await consumeRateLimit("profile-save", userId)) === null) {}
    const before = await ownerRow();
    const outcome = await call(
      profileAction,
      postRequest("/dashboard/profile", { ...profileFields(), orgName: "Renamed Bees" }, cookie),
    );
    expect(outcome.location).toBeNull();
    expect(await toastOf(outcome)).toMatchObject({
      type: "error",
      title: "Update failed",
      description: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
    expect(await ownerRow()).toEqual(before);
    expect(RATE_LIMITS["profile-save"].points).toBeGreaterThanOrEqual(30);
  });
});
