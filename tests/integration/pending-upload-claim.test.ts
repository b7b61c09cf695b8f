import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { EVENT_IMAGE_FOLDER, EventFormSchema } from "~/domain/event-form";
import { PROJECT_FORM_MESSAGES } from "~/domain/project-form";
import { action as editAction } from "~/routes/dashboard/project-edit";
import { action as imagesAction } from "~/routes/dashboard/project-images";
import { action as addAction } from "~/routes/dashboard/project-new";
import { saveEvent } from "~/services/events/save-event.server";
import { saveOrganizationProfile } from "~/services/organizations/save-organization-profile.server";
import { storeUploadedImage } from "~/services/projects/project-images.server";
import { storedFileExists } from "~/services/storage.server";
import { useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  createProject,
  makeAdmin,
  ownerActor,
  type TestOrganizationUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { call, imageFile, postRequest } from "./auth-helpers";

useTempDataDir();

const BRIEF =
  "We train young people in Gulu in solar installation and repair, so that families and small shops have reliable power and the trainees earn a living. The programme runs for six months, with practice on real installations in villages.";

function projectFields(name: string, images: string[]) {
  const fields: Record<string, string> = {
    name,
    brief: BRIEF,
    sector: "Energy",
    sdg: "Affordable and Clean Energy",
    location: "Gulu City",
    targetGroups: "youth",
    startDate: "2026-02-01",
    status: "active",
  };
  images.forEach((url, index) => {
    fields[`images[${index}]`] = url;
  });
  return fields;
}

async function upload(cookie: string): Promise<string> {
  const response = (await imagesAction({
    request: postRequest(
      "/dashboard/projects/images",
      { existing: "0", file: await imageFile("png", "shared.png") },
      cookie,
    ),
  } as never)) as Response;
  const answer = (await response.json()) as { url?: string; error?: string };
  if (response.status !== 201 || !answer.url) throw new Error(`upload refused: ${answer.error}`);
  return answer.url;
}

/** Projects whose image or metadata images name the URL. */
async function projectsShowing(url: string) {
  const rows = await getDb().execute<{ id: string }>(
    sql`select id from projects where image = ${url} or metadata->'images' ? ${url}`,
  );
  return rows.rows.map((row) => String(row.id));
}

const imagesError = (outcome: { data: unknown }) =>
  (outcome.data as { result?: { error?: Record<string, string[]> } } | null)?.result?.error?.images;

describeEachDatabase("a pending upload is claimed by one save only", () => {
  let owner: TestOrganizationUser;

  beforeAll(async () => {
    owner = await createOrganizationUser();
    await activateSubscription(owner.organizationId);
    // Whatever else publishing asks of an account (a verified address), this one has it.
    await getDb().execute(sql`update users set email_verified = true where id = ${owner.userId}`);
  });

  it("six parallel creates with the same pending upload: one project gets it, five are refused", async () => {
    const url = await upload(owner.cookie);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call(
          addAction,
          postRequest("/dashboard/projects/add", projectFields(`Parallel ${index}`, [url]), owner.cookie),
        ),
      ),
    );
    const created = outcomes.filter((outcome) => outcome.status === 200);
    const refused = outcomes.filter((outcome) => outcome.status !== 200);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const outcome of refused) {
      expect(outcome.status).toBe(400);
      expect(imagesError(outcome)).toEqual([PROJECT_FORM_MESSAGES.imagesRefused]);
    }
    expect(await projectsShowing(url)).toHaveLength(1);
    const pending = await getDb().execute(sql`select url from pending_uploads where url = ${url}`);
    expect(pending.rows).toEqual([]);
    expect(await storedFileExists(url)).toBe(true);
  });

  it("parallel edits of two projects with the same pending upload: one keeps it", async () => {
    const first = await createProject(owner.userId);
    const second = await createProject(owner.userId);
    const url = await upload(owner.cookie);
    const outcomes = await Promise.all(
      [first, second].map((project) =>
        call(
          (args: Record<string, unknown>) => editAction({ ...args, params: { id: project.id } } as never),
          postRequest(
            `/dashboard/projects/edit/${project.id}`,
            projectFields(`Edited ${project.id}`, [url]),
            owner.cookie,
          ),
        ),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([302, 400]);
    expect(await projectsShowing(url)).toHaveLength(1);
  });

  it("parallel event saves with the same pending upload: one event gets it", async () => {
    const admin = await createOrganizationUser();
    await makeAdmin(admin);
    const stored = await storeUploadedImage(await imageFile("png", "event.png"), {
      folder: EVENT_IMAGE_FOLDER,
      ownerId: admin.userId,
    });
    if (!stored.ok) throw new Error("event image refused");
    const url = stored.url;
    const actor = { id: admin.userId, email: admin.email, isAdmin: true };
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        saveEvent({
          actor,
          values: EventFormSchema.parse({
            title: `Parallel event ${index}`,
            location: "Kampala",
            date: "2030-05-01",
            time: "10:00",
            imageUrl: url,
          }),
        }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(Array(3).fill({ ok: false, reason: "image" }));
    const rows = await getDb().execute(sql`select id from events where image_url = ${url}`);
    expect(rows.rows).toHaveLength(1);
  });

  it("a logo save and parallel saves that keep the logo: the profile never names a deleted file", async () => {
    const org = await createOrganizationUser();
    const fields = {
      organizationName: org.organizationName,
      organizationBrief: "An organization made by the test factories.",
      organizationType: "NGO/Non-Profit",
      phone: "+256 700000000",
      address: "Kampala",
      website: null,
    };
    // The profile's save stores a new logo first and deletes the one it replaced after its commit.
    const save = async (logo?: File) => {
      expect(
        await saveOrganizationProfile({ userId: org.userId, actor: ownerActor(org), values: fields, logo }),
      ).toEqual({
        ok: true,
      });
    };
    const currentLogo = async () => {
      const [profile] = await getDb()
        .select({ logoUrl: profiles.logoUrl })
        .from(profiles)
        .where(eq(profiles.id, org.userId));
      return profile?.logoUrl ?? null;
    };
    await save(await imageFile("png"));
    for (let round = 0; round < 5; round++) {
      const before = await currentLogo();
      const logo = await imageFile("png");
      await Promise.all([save(), save(logo), save(), save()]);
      const logoUrl = await currentLogo();
      // The round's one new logo, kept; the one it replaced, gone.
      expect(logoUrl).not.toBe(before);
      expect(await storedFileExists(before)).toBe(false);
      expect(await storedFileExists(logoUrl)).toBe(true);
    }
  });
});
