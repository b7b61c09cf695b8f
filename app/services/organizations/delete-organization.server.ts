import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { lockMembers } from "~/db/queries/members.server";
import { projectFileUrlsInUse } from "~/db/queries/projects.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import {
  adminSettings,
  organizations,
  pendingUploads,
  profiles,
  projects,
  projectUpdates,
  users,
} from "~/db/schema";
import { projectImageUrls } from "~/domain/projects";
import { type AuditActor, recordAdminAction } from "../audit.server";
import { deleteStoredFile } from "../storage.server";

export type DeleteOrganizationResult =
  | { ok: true; name: string; deletedFiles: number }
  /** No such organization (deleted meanwhile, or a made-up id). */
  | { ok: false; reason: "not-found" }
  /** The admin's own account: deleting it would lock them out mid-action. */
  | { ok: false; reason: "self" }
  /** Another administrator's account: their rights are removed on Admin Settings first, on purpose. */
  | { ok: false; reason: "admin" };

const UUID_OR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * An administrator deletes a registered organization (spec §2 Organizations: all associated data). In one
 * transaction: its projects, its organization record (unless another profile still points at it), its pending
 * uploads, its team's accounts (an address belongs to one organization) with their sessions and credentials,
 * its profile, and the audit record. An organization one of whose members is an administrator (or the
 * administrator themself) is refused. Its subscription requests and their proofs are kept, under the name they were paid in
 * (issue 34: billing records are never erased). Then, after the commit, its files: logos and project images no
 * other project shows.
 */
export async function deleteOrganization({
  actor,
  profileId,
}: {
  actor: AuditActor;
  profileId: string;
}): Promise<DeleteOrganizationResult> {
  if (!UUID_OR_ID.test(profileId)) return { ok: false, reason: "not-found" };
  if (profileId === actor.id) return { ok: false, reason: "self" };

  const outcome = await refusableTransaction(async (tx) => {
    const [profile] = await tx
      .select({
        id: profiles.id,
        name: profiles.organizationName,
        organizationId: profiles.organizationId,
        logoUrl: profiles.logoUrl,
      })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for("update")
      .limit(1);
    if (!profile) return null;
    // Its team: the accounts that go with it (an address belongs to one organization). The founder's account,
    // the profile's id, goes too unless it has left the team (it may have joined another since).
    const team = (await lockMembers(profile.id, tx)).map((member) => member.userId);
    if (team.includes(actor.id)) return "self" as const;
    const [rights] = await tx
      .select({ id: adminSettings.id })
      .from(adminSettings)
      .where(inArray(adminSettings.userId, [profile.id, ...team]))
      .limit(1);
    if (rights) return "admin" as const;
    const orgId = profile.organizationId;

    // The photos of the projects' progress updates (deleted with them by a cascade), for after the commit.
    const updatePhotos = await tx
      .select({ photo: sql<string>`unnest(${projectUpdates.photos})` })
      .from(projectUpdates)
      .innerJoin(projects, eq(projects.id, projectUpdates.projectId))
      .where(eq(projects.organizationId, profile.id));
    const ownProjects = await tx
      .delete(projects)
      .where(eq(projects.organizationId, profile.id))
      .returning({ image: projects.image, metadata: projects.metadata });
    const projectFiles = [...new Set(ownProjects.flatMap((row) => projectImageUrls(row)))];
    const stillShown = await projectFileUrlsInUse(projectFiles, tx);

    let organizationLogo: string | null = null;
    if (orgId) {
      // Shared by another profile (an old duplicate): the record and its billing stay with that one.
      const [sharer] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.organizationId, orgId), ne(profiles.id, profile.id)))
        .limit(1);
      if (!sharer) {
        // Its subscription requests stay, with their proofs: billing records are never erased (they keep the
        // organization's name; organization_id becomes null).
        const [record] = await tx
          .delete(organizations)
          .where(eq(organizations.id, orgId))
          .returning({ logoUrl: organizations.logoUrl });
        organizationLogo = record?.logoUrl ?? null;
      }
    }
    // Requests this account submitted for another organization stay (submitted_by becomes null).
    const pending = await tx
      .delete(pendingUploads)
      .where(inArray(pendingUploads.ownerId, [profile.id, ...team]))
      .returning({ url: pendingUploads.url });
    // The team's accounts: their sessions and credentials go with them (foreign keys cascade); then the
    // profile, should its founder's account have left the team.
    if (team.length > 0) await tx.delete(users).where(inArray(users.id, team));
    await tx.delete(profiles).where(eq(profiles.id, profile.id));

    const logos = [profile.logoUrl, organizationLogo].filter((url): url is string => Boolean(url));
    const logosInUse = logos.length
      ? await tx
          .select({ logo: sql<string>`coalesce(${profiles.logoUrl}, '')` })
          .from(profiles)
          .where(inArray(profiles.logoUrl, logos))
      : [];
    const orgLogosInUse = logos.length
      ? await tx
          .select({ logo: sql<string>`coalesce(${organizations.logoUrl}, '')` })
          .from(organizations)
          .where(inArray(organizations.logoUrl, logos))
      : [];
    const used = new Set([...logosInUse, ...orgLogosInUse].map((row) => row.logo));

    await recordAdminAction(tx, actor, {
      action: "organization.delete",
      target: { type: "organization", id: profile.id, label: profile.name },
      detail: { projects: ownProjects.length },
    });
    return {
      name: profile.name,
      uploads: [
        ...projectFiles.filter((url) => !stillShown.has(url)),
        ...logos.filter((url) => !used.has(url)),
        ...pending.map((row) => row.url),
        ...updatePhotos.map((row) => row.photo),
      ],
    };
  });
  if (!outcome) return { ok: false, reason: "not-found" };
  if (outcome === "admin") return { ok: false, reason: "admin" };
  if (outcome === "self") return { ok: false, reason: "self" };

  // After the commit; neither ever throws (files that are not ours are left alone).
  await Promise.all(outcome.uploads.map((url) => deleteStoredFile(url)));
  return { ok: true, name: outcome.name, deletedFiles: outcome.uploads.length };
}
