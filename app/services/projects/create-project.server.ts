import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { hasActiveSubscription } from "~/db/queries/subscriptions.server";
import { profiles, projects } from "~/db/schema";
import { type ProjectFormValues, toProjectRecord } from "~/domain/project-form";
import { claimImages, refusedImages } from "./project-images.server";
import { type ProjectActor, type ProjectWriteRefusal, RefusedWrite } from "./project-writes.server";

/**
 * Publishes a project under the actor's organization (spec §7 "Add project"). Needs an active subscription
 * unless the actor is an admin (spec §4), checked here whatever the page showed. One transaction: the row, and
 * its images moving from the actor's pending uploads to the project.
 */
export async function createProject({
  actor,
  values,
}: {
  actor: ProjectActor;
  values: ProjectFormValues;
}): Promise<{ ok: true; id: string } | ProjectWriteRefusal> {
  if (!actor.isAdmin && !(await hasActiveSubscription(actor.id)))
    return { ok: false, reason: "subscription" };
  const record = toProjectRecord(values);
  try {
    const id = await getDb().transaction(async (tx) => {
      const [profile] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.id, actor.id))
        .limit(1);
      if (!profile) throw new RefusedWrite({ ok: false, reason: "no-profile" });
      const refused = await refusedImages(tx, { actorId: actor.id, images: values.images, current: [] });
      if (refused.length > 0) throw new RefusedWrite({ ok: false, reason: "images", refused });
      const [row] = await tx
        .insert(projects)
        .values({ ...record, organizationId: actor.id })
        .returning({ id: projects.id });
      await claimImages(tx, values.images);
      return row!.id;
    });
    return { ok: true, id };
  } catch (error) {
    if (error instanceof RefusedWrite) return error.refusal;
    throw error;
  }
}
