import { eq } from "drizzle-orm";
import { isEmailVerified } from "~/db/queries/users.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { profiles, projects } from "~/db/schema";
import { mayActInOrganization } from "~/domain/authorization";
import { toProjectRecord } from "~/domain/project-form";
import type { ProjectFormValues } from "~/domain/project-form-schema";
import { recordAdminAction } from "../audit.server";
import { claimPendingImages } from "./project-images.server";
import {
  mayPublish,
  type ProjectActor,
  type ProjectWriteRefusal,
  SUBSCRIPTION_REQUIRED,
} from "./project-writes.server";

/**
 * Publishes a project under the actor's organization (spec §7 "Add project"). Needs a verified email address
 * and an active subscription unless the actor is an admin (spec §4; issue 18), checked here whatever the page
 * showed. An admin may publish on
 * behalf of an organization (`ownerId`, the organization user's id); anyone else's `ownerId` is ignored. One
 * transaction: the row, its images moving from the actor's pending uploads to the project, and the audit record
 * (naming the member or administrator who added it).
 */
export async function createProject({
  actor,
  values,
  ownerId,
}: {
  actor: ProjectActor;
  values: ProjectFormValues;
  ownerId?: string | null;
}): Promise<{ ok: true; id: string } | ProjectWriteRefusal> {
  const owner = actor.isAdmin && ownerId ? ownerId : actor.organizationId;
  // A member adds projects to their own organization when their role allows it (an administrator anywhere).
  if (owner === null || !(actor.isAdmin || mayActInOrganization(actor, "organization.projects"))) {
    return { ok: false, reason: "no-profile" };
  }
  if (!actor.isAdmin && !(await isEmailVerified(actor.id))) return { ok: false, reason: "unverified" };
  if (!(await mayPublish(actor, owner))) return SUBSCRIPTION_REQUIRED;
  const record = toProjectRecord(values);
  const created = await refusableTransaction<string, ProjectWriteRefusal>(async (tx, refuse) => {
    const [profile] = await tx
      .select({ id: profiles.id, organizationName: profiles.organizationName })
      .from(profiles)
      .where(eq(profiles.id, owner))
      .limit(1);
    if (!profile) return refuse({ ok: false, reason: "no-profile" });
    // Claimed first (rows deleted, rolled back with a refusal): one project only gets an upload.
    const refused = await claimPendingImages({ actorId: actor.id, images: values.images, current: [] }, tx);
    if (refused.length > 0) return refuse({ ok: false, reason: "images", refused });
    const [row] = await tx
      .insert(projects)
      .values({ ...record, organizationId: owner })
      .returning({ id: projects.id });
    await recordAdminAction(tx, actor, {
      action: "project.create",
      target: { type: "project", id: row!.id, label: record.name },
      detail: { organization: profile.organizationName },
      organizationId: profile.id,
    });
    return row!.id;
  });
  return typeof created === "string" ? { ok: true, id: created } : created;
}
