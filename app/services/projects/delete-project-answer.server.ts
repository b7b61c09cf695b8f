import { OWN_PROJECTS_TEXT } from "~/domain/own-projects";
import type { SessionUser } from "../auth.server";
import { formAction } from "../form-action.server";
import { dataWithToast, redirectWithToast } from "../toast.server";
import { deleteProject } from "./delete-project.server";

const deleteFailed = {
  title: OWN_PROJECTS_TEXT.deleteError,
  description: OWN_PROJECTS_TEXT.deleteErrorDetail,
};

/**
 * The Delete of a project answered one way wherever a project is deleted (the Project Panel, the Admin area):
 * `read` gives the project's id from the page's request; deleted, back to the list as it was shown (`back`)
 * with Project deleted; unknown, another organization's or gone meanwhile, 404 with Error deleting project /
 * Could not delete the project; a failure of ours, logged, 500 with the same toast. Nothing changed on a
 * failure.
 */
export function deleteProjectAndAnswer(
  request: Request,
  {
    actor,
    read,
    back,
  }: {
    actor: Pick<SessionUser, "id" | "email" | "isAdmin" | "organizationId" | "role">;
    read: (request: Request) => Promise<string>;
    back: string;
  },
) {
  return formAction(
    request,
    {
      read,
      name: "project delete",
      failure: deleteFailed,
      answer: ({ toast, init }) => dataWithToast({ ok: false as const }, toast, init),
    },
    async (projectId) => {
      const result = await deleteProject({ actor, projectId });
      if (!result.ok) {
        return dataWithToast({ ok: false as const }, { type: "error", ...deleteFailed }, { status: 404 });
      }
      return redirectWithToast(back, {
        type: "success",
        title: OWN_PROJECTS_TEXT.deleted,
        description: OWN_PROJECTS_TEXT.deletedDetail,
      });
    },
  );
}
