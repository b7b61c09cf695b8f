import { data, Link } from "react-router";
import { OwnUpdatesList, UpdateForm } from "~/components/projects/update-form";
import { ArrowLeft } from "~/components/ui/icons";
import { followerCounts, listProjectUpdates, updateAuthorNames } from "~/db/queries/project-updates.server";
import {
  UPDATE_FORM_LISTS,
  UPDATE_FORM_MULTILINE,
  UPDATE_MESSAGES,
  UpdateIntentSchema,
} from "~/domain/project-updates";
import { pluralize } from "~/domain/text";
import { toUpdateView } from "~/domain/update-text";
import { findProjectFor } from "~/services/authorization.server";
import { answerRefusal, formAction } from "~/services/form-action.server";
import { notFoundRedirect } from "~/services/http.server";
import { parseIntent } from "~/services/intent.server";
import { requireUser } from "~/services/permissions.server";
import { dataWithToast, redirectWithToast, subscriptionRequiredAnswer } from "~/services/toast.server";
import { deleteUpdate } from "~/services/updates/delete-update.server";
import { saveUpdate } from "~/services/updates/save-update.server";
import type { Route } from "./+types/project-updates";

export const meta = () => [{ title: "Project Updates | UgandaImpact" }];

/** How many of the project's updates the page lists (the newest). */
const LISTED_UPDATES = 50;

const notFoundMessage = { title: "Project not found", description: UPDATE_MESSAGES.notFound };

/** The project, if the user may post on it (its owner, or an admin); anything else reads as missing. */
async function writableProject(request: Request, id: string) {
  const user = await requireUser(request);
  const project = await findProjectFor(user, "project.updates", id);
  if (!project) {
    throw await notFoundRedirect("/dashboard/projects", notFoundMessage);
  }
  return { user, project };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { project } = await writableProject(request, params.id);
  const [updates, followers] = await Promise.all([
    listProjectUpdates(project.id, { limit: LISTED_UPDATES }),
    followerCounts({ projectId: project.id, organizationId: project.organizationId }),
  ]);
  const authors = await updateAuthorNames(updates.map((update) => update.id));
  const editId = new URL(request.url).searchParams.get("edit");
  const editing = editId ? updates.find((update) => update.id === editId.toLowerCase()) : undefined;
  return {
    project: { id: project.id, name: project.name },
    followers,
    editing: editing
      ? { id: editing.id, title: editing.title, body: editing.body, photos: editing.photos }
      : null,
    updates: updates.map((update) => {
      const view = toUpdateView(update);
      return { ...view, photos: update.photos.length, postedBy: authors.get(update.id) ?? null };
    }),
  };
}

const notFoundToast = (title: string) => ({
  type: "error" as const,
  title,
  description: UPDATE_MESSAGES.notFound,
});

export async function action({ request, params }: Route.ActionArgs) {
  const { user, project } = await writableProject(request, params.id);
  const actor = user;
  const page = `/dashboard/projects/${project.id}/updates`;
  return formAction(
    request,
    {
      read: (request) =>
        parseIntent(request, UpdateIntentSchema, "update", {
          multiline: UPDATE_FORM_MULTILINE,
          lists: UPDATE_FORM_LISTS,
          forms: ["save"],
          ids: ["updateId"],
        }),
      name: "update write",
      rateLimit: { name: "update-save", key: user.id },
      failure: (parsed) => ({
        title:
          parsed?.ok && parsed.intent.intent === "delete"
            ? UPDATE_MESSAGES.deleteError
            : UPDATE_MESSAGES.saveError,
        description: UPDATE_MESSAGES.tryAgain,
      }),
      answer: ({ toast, init, input }) =>
        dataWithToast({ result: input?.submission.reply() ?? null }, toast, init),
    },
    async (parsed) => {
      if (!parsed.ok) return data({ result: parsed.submission.reply() }, { status: 400 });
      const { intent, submission } = parsed;
      if (intent.intent === "delete") {
        const outcome = await deleteUpdate({ actor, projectId: project.id, updateId: intent.updateId });
        if (!outcome.ok) {
          return dataWithToast({ result: null }, notFoundToast(UPDATE_MESSAGES.deleteError), { status: 404 });
        }
        return redirectWithToast(page, { type: "success", title: UPDATE_MESSAGES.deleted });
      }
      const { intent: _, updateId, ...values } = intent;
      const outcome = await saveUpdate({ actor, projectId: project.id, updateId, values });
      if (!outcome.ok) {
        return answerRefusal(outcome, {
          photos: () =>
            data(
              { result: submission.reply({ fieldErrors: { photos: [UPDATE_MESSAGES.photoRefused] } }) },
              { status: 400 },
            ),
          "not-found": () =>
            dataWithToast({ result: submission.reply() }, notFoundToast(UPDATE_MESSAGES.saveError), {
              status: 404,
            }),
          subscription: () => subscriptionRequiredAnswer({ result: submission.reply() }),
          // Posted already (a second press, a form sent again): said beside the form's button, nothing written.
          repeated: () =>
            dataWithToast(
              { result: submission.reply({ formErrors: [UPDATE_MESSAGES.repeatedDetail] }) },
              { type: "error", title: UPDATE_MESSAGES.repeated },
              { status: 409 },
            ),
        });
      }
      return updateId
        ? redirectWithToast(page, { type: "success", title: UPDATE_MESSAGES.saved })
        : redirectWithToast(page, {
            type: "success",
            title: UPDATE_MESSAGES.posted,
            description: UPDATE_MESSAGES.postedDetail,
          });
    },
  );
}

export default function ProjectUpdatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { project, followers, editing, updates } = loaderData;
  const page = `/dashboard/projects/${project.id}/updates`;
  return (
    <div className="space-y-6">
      <div>
        <Link
          to="/dashboard/projects"
          className="inline-flex h-11 items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
        >
          <ArrowLeft aria-hidden className="size-4" />
          My Projects
        </Link>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Updates</h1>
        <p className="mt-1 break-words text-muted">
          <Link to={`/projects/${project.id}`} className="underline underline-offset-4">
            {project.name}
          </Link>
        </p>
        <p className="mt-2 text-sm" data-testid="follower-counts">
          {followers.project === 0
            ? "No one follows this project by email yet"
            : `${pluralize(followers.project, "person follows", "people follow")} this project by email`}
          {followers.organization > 0
            ? `; ${pluralize(followers.organization, "person follows", "people follow")} your organization`
            : ""}
          . Only your team sees this.
        </p>
      </div>
      <section aria-labelledby="update-form-heading" className="space-y-3">
        <h2 id="update-form-heading" className="text-xl font-semibold">
          {editing ? "Edit update" : "Post an update"}
        </h2>
        <UpdateForm
          // Another project's page, or another update edited, is another form (and another draft).
          key={`${project.id}:${editing?.id ?? "new"}`}
          defaultValue={editing ?? { title: "", body: "", photos: [] }}
          updateId={editing?.id}
          lastResult={actionData?.result ?? null}
          cancelTo={editing ? page : undefined}
        />
      </section>
      <section aria-labelledby="update-list-heading" className="space-y-3">
        <h2 id="update-list-heading" className="text-xl font-semibold">
          Posted updates
        </h2>
        <OwnUpdatesList updates={updates} editHref={(id) => `${page}?edit=${id}`} />
      </section>
    </div>
  );
}
