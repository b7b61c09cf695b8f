import { OWN_PROJECTS_TEXT } from "~/domain/own-projects";
import { logger } from "~/lib/logger.server";
import type { SessionUser } from "../auth.server";
import { dataWithToast, redirectWithToast } from "../toast.server";
import { deleteProject } from "./delete-project.server";

const deleteFailed = {
  type: "error" as const,
  title: OWN_PROJECTS_TEXT.deleteError,
  description: OWN_PROJECTS_TEXT.deleteErrorDetail,
};

/**
 * `deleteProject` answered one way wherever a project is deleted (the Project Panel, the Admin area): deleted,
 * back to the list as it was shown (`back`) with Project deleted; unknown, another organization's or gone
 * meanwhile, 404 with Error deleting project / Could not delete the project; a failure of ours, logged, 500
 * with the same toast. Nothing changed on a failure.
 */
export async function deleteProjectAndAnswer({
  actor,
  projectId,
  back,
}: {
  actor: Pick<SessionUser, "id" | "email" | "isAdmin">;
  projectId: string;
  back: string;
}) {
  try {
    const result = await deleteProject({ actor, projectId });
    if (!result.ok) return dataWithToast({ ok: false as const }, deleteFailed, { status: 404 });
  } catch (error) {
    logger.error({ err: error, projectId }, "project delete failed");
    return dataWithToast({ ok: false as const }, deleteFailed, { status: 500 });
  }
  return redirectWithToast(back, {
    type: "success",
    title: OWN_PROJECTS_TEXT.deleted,
    description: OWN_PROJECTS_TEXT.deletedDetail,
  });
}
