import { Link } from "react-router";
import { ProjectForm } from "~/components/projects/project-form";
import { getProjectById } from "~/db/queries/projects.server";
import { PROJECT_FORM_MESSAGES, toProjectFormDefaults } from "~/domain/project-form";
import { RESULTS_TEXT } from "~/domain/project-results";
import { findProjectFor } from "~/services/authorization.server";
import { notFoundRedirect } from "~/services/http.server";
import { requireUser } from "~/services/permissions.server";
import type { Route } from "./+types/project-edit";
import { projectFormAction } from "./project-form.server";

export const meta = () => [{ title: "Edit Project | UgandaImpact" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Someone else's project reads exactly like a missing one; the form then wants every field.
  const allowed = await findProjectFor(user, "project.edit", params.id);
  const project = allowed && (await getProjectById(allowed.id));
  if (!project) {
    throw await notFoundRedirect("/dashboard/projects", {
      title: PROJECT_FORM_MESSAGES.loadError,
      description: PROJECT_FORM_MESSAGES.loadErrorDetail,
    });
  }
  const back =
    new URL(request.url).searchParams.get("from") === "admin" ? "/admin/projects" : "/dashboard/projects";
  return { id: project.id, name: project.name, defaults: toProjectFormDefaults(project), back };
}

export async function action(args: Route.ActionArgs) {
  return projectFormAction(args);
}

export default function EditProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, name, defaults, back } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Edit Project</h1>
        <p className="mt-1 break-words text-muted">{name}</p>
        <Link
          to={`/dashboard/projects/${id}/results`}
          className="mt-2 inline-flex h-11 items-center font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
        >
          {RESULTS_TEXT.title}
        </Link>
      </div>
      <ProjectForm
        key={id}
        id="project-edit"
        draftName={`project-edit-${id}`}
        defaultValue={defaults}
        lastResult={actionData?.result ?? null}
        cancelTo={back}
        redirectTo={back}
      />
    </div>
  );
}
