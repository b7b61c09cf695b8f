import { projectUpdatePhotos } from "~/db/queries/project-updates.server";
import { deleteProjectRow, projectFileUrlsInUse } from "~/db/queries/projects.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { projectImageUrls } from "~/domain/projects";
import { isUuid } from "~/domain/uuid";
import { recordAdminAction } from "~/services/audit.server";
import type { SessionUser } from "~/services/auth.server";
import { projectScope } from "~/services/authorization.server";
import { deleteStoredFile } from "~/services/storage.server";

export type DeleteProjectOptions = {
  /** The signed-in user: an organization deletes its own projects, an administrator any project. */
  actor: Pick<SessionUser, "id" | "email" | "isAdmin" | "organizationId" | "role">;
  projectId: string;
};

export type DeleteProjectResult =
  | {
      ok: true;
      project: { id: string; name: string; organizationId: string };
      /** The project's uploads, removed from storage after the commit. */
      deletedFiles: string[];
    }
  /** No such project, or not the actor's: one answer for both, so nobody learns of another's project. */
  | { ok: false; reason: "not-found" };

/**
 * Deletes a project that the actor owns (an administrator: any project) in one transaction, then — only once
 * that has committed — its files: the `image` column and every `metadata.images` URL (a file that another
 * project still refers to is kept), and the photos of its progress updates. Used by the Project Panel and the admin area.
 */
export async function deleteProject({
  actor,
  projectId,
}: DeleteProjectOptions): Promise<DeleteProjectResult> {
  const deleted = await refusableTransaction(async (tx) => {
    // Its progress updates go with it (a cascade): their photos are read first, to delete after the commit.
    const updatePhotos = isUuid(projectId) ? await projectUpdatePhotos([projectId.toLowerCase()], tx) : [];
    const row = await deleteProjectRow({ projectId, scope: projectScope(actor, "project.delete") }, tx);
    if (!row) return null;
    await recordAdminAction(tx, actor, {
      action: "project.delete",
      target: { type: "project", id: row.id, label: row.name },
      organizationId: row.organizationId,
    });
    const urls = projectImageUrls(row);
    const stillUsed = await projectFileUrlsInUse(urls, tx);
    return { row, files: [...urls.filter((url) => !stillUsed.has(url)), ...updatePhotos] };
  });
  if (!deleted) return { ok: false, reason: "not-found" };

  // After the commit: a rolled-back delete never loses its pictures. deleteStoredFile ignores URLs that are not
  // ours and never throws, so the project stays deleted whatever happens to a file.
  await Promise.all(deleted.files.map((url) => deleteStoredFile(url)));
  const { id, name, organizationId } = deleted.row;
  return { ok: true, project: { id, name, organizationId }, deletedFiles: deleted.files };
}
