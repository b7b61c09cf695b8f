import { data } from "react-router";
import { ResultsEditor } from "~/components/dashboard/results-editor";
import { errorBoundaryFor } from "~/components/route-error-boundary";
import {
  getProjectBudget,
  getProjectFunders,
  getProjectResults,
  listFunderChoices,
} from "~/db/queries/project-results.server";
import { RESULTS_TEXT } from "~/domain/project-results";
import {
  RESULTS_FORMS,
  type ResultsIntent,
  ResultsIntentSchema,
  resultsFormKey,
} from "~/domain/project-results-forms";
import { findProjectFor } from "~/services/authorization.server";
import { answerRefusal, formAction } from "~/services/form-action.server";
import { invariantResponse } from "~/services/http.server";
import { parseIntent } from "~/services/intent.server";
import { requireUser } from "~/services/permissions.server";
import { deleteFunder } from "~/services/results/delete-funder.server";
import { deleteIndicator } from "~/services/results/delete-indicator.server";
import { deletePeriod } from "~/services/results/delete-period.server";
import { deleteResult } from "~/services/results/delete-result.server";
import type { ResultsActor, ResultsWriteResult } from "~/services/results/results-writes.server";
import { saveBudget } from "~/services/results/save-budget.server";
import { saveFunder } from "~/services/results/save-funder.server";
import { saveIndicator } from "~/services/results/save-indicator.server";
import { savePeriod } from "~/services/results/save-period.server";
import { saveResult } from "~/services/results/save-result.server";
import { dataWithToast, redirectWithToast, subscriptionRequiredAnswer } from "~/services/toast.server";
import type { Route } from "./+types/project-results";

export const meta = () => [{ title: `${RESULTS_TEXT.title} | UgandaImpact` }];

/** The project the user may edit (their own; any for an admin); else 404, like a missing one. */
async function writableProject(request: Request, id: string) {
  const user = await requireUser(request);
  const project = await findProjectFor(user, "project.results", id);
  invariantResponse(project, "project");
  return { user, project };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { project } = await writableProject(request, params.id);
  const [results, budget, funders, choices] = await Promise.all([
    getProjectResults(project.id),
    getProjectBudget(project.id),
    getProjectFunders(project.id),
    listFunderChoices(),
  ]);
  return {
    project: { id: project.id, name: project.name, startDate: project.startDate },
    results,
    budget: budget ?? { currency: null, budget: null, spent: null },
    funders,
    choices,
  };
}

function runWrite(
  actor: ResultsActor,
  projectId: string,
  intent: ResultsIntent,
): Promise<ResultsWriteResult> {
  switch (intent.intent) {
    case "save-result":
      return saveResult({ actor, projectId, id: intent.id, values: intent });
    case "delete-result":
      return deleteResult({ actor, projectId, id: intent.id });
    case "save-indicator":
      return saveIndicator({ actor, projectId, id: intent.id, values: intent });
    case "delete-indicator":
      return deleteIndicator({ actor, projectId, id: intent.id });
    case "save-period":
      return savePeriod({ actor, projectId, id: intent.id, values: intent });
    case "delete-period":
      return deletePeriod({ actor, projectId, id: intent.id });
    case "save-budget":
      return saveBudget({ actor, projectId, values: intent });
    case "save-funder":
      return saveFunder({ actor, projectId, id: intent.id, values: intent });
    case "delete-funder":
      return deleteFunder({ actor, projectId, id: intent.id });
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user, project } = await writableProject(request, params.id);
  const here = new URL(request.url).pathname;
  const failed = (description: string) => ({
    type: "error" as const,
    title: RESULTS_TEXT.failedTitle,
    description,
  });
  return formAction(
    request,
    {
      read: (request) => parseIntent(request, ResultsIntentSchema, "entry", { forms: RESULTS_FORMS }),
      name: (parsed) => `results ${parsed?.ok ? parsed.intent.intent : "write"}`,
      failure: { title: RESULTS_TEXT.failedTitle, description: RESULTS_TEXT.failed },
      answer: ({ toast, init, input }) =>
        dataWithToast(
          input
            ? { formKey: resultsFormKey(input.submission.payload), result: input.submission.reply() }
            : null,
          toast,
          init,
        ),
    },
    async (parsed) => {
      const formKey = resultsFormKey(parsed.submission.payload);
      if (!parsed.ok) {
        return dataWithToast(
          { formKey, result: parsed.submission.reply() },
          failed(RESULTS_TEXT.checkFields),
          { status: 400 },
        );
      }
      const { intent, submission } = parsed;
      const outcome = await runWrite(user, project.id, intent);
      if (outcome.ok) {
        const deleted = intent.intent.startsWith("delete-");
        return redirectWithToast(here, {
          type: "success",
          title: deleted ? RESULTS_TEXT.deleted : RESULTS_TEXT.saved,
        });
      }
      return answerRefusal(outcome, {
        field: ({ field, message }) =>
          data(
            { formKey, result: submission.reply({ fieldErrors: { [field]: [message] } }) },
            { status: 400 },
          ),
        limit: ({ message }) =>
          dataWithToast({ formKey, result: submission.reply({ formErrors: [message] }) }, failed(message), {
            status: 400,
          }),
        "not-found": () => redirectWithToast(here, failed(RESULTS_TEXT.gone)),
        subscription: () => subscriptionRequiredAnswer({ formKey, result: submission.reply() }),
      });
    },
  );
}

export default function ProjectResultsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ResultsEditor {...loaderData} lastAnswer={actionData ?? null} />;
}

export const ErrorBoundary = errorBoundaryFor("project");
