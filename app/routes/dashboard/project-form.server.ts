import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { safeRedirect } from "~/domain/auth";
import { VERIFICATION_TEXT } from "~/domain/email-verification";
import { PAYMENT_MESSAGES } from "~/domain/payment";
import { PROJECT_FORM_LISTS, PROJECT_FORM_MESSAGES, PROJECT_FORM_MULTILINE } from "~/domain/project-form";
import { ProjectFormSchema } from "~/domain/project-form-schema";
import { answerRefusal, formAction } from "~/services/form-action.server";
import { formBodyError, readFormBody } from "~/services/form-body.server";
import { requireUser } from "~/services/permissions.server";
import { createProject } from "~/services/projects/create-project.server";
import type { ProjectWriteRefusal } from "~/services/projects/project-writes.server";
import { updateProject } from "~/services/projects/update-project.server";
import { dataWithToast, redirectWithToast, subscriptionRequiredAnswer } from "~/services/toast.server";

/**
 * The one action behind the project form: /dashboard/projects/add creates (no `id` param), .../edit/:id saves.
 * Both routes re-export it, so add and edit cannot drift apart.
 */
export async function projectFormAction({ request, params }: { request: Request; params: { id?: string } }) {
  const user = await requireUser(request);
  const editing = params.id !== undefined;
  const failure = editing
    ? { title: PROJECT_FORM_MESSAGES.updateError, description: PROJECT_FORM_MESSAGES.updateErrorDetail }
    : { title: PROJECT_FORM_MESSAGES.addError, description: PROJECT_FORM_MESSAGES.addErrorDetail };

  return formAction(
    request,
    {
      read: async (request) => {
        const body = await readFormBody(request, {
          multiline: PROJECT_FORM_MULTILINE,
          lists: PROJECT_FORM_LISTS,
        });
        // Answered under the form's title with the reader's message (a body too large: 413).
        if (!body.ok) throw formBodyError(body);
        return { ...body, submission: parseWithZod(body.formData, { schema: ProjectFormSchema }) };
      },
      name: editing ? "project update" : "project create",
      rateLimit: { name: "project-save", key: user.id },
      failure,
      answer: ({ toast, init, input }) =>
        dataWithToast({ result: input?.submission.reply() ?? null }, toast, init),
    },
    async ({ formData, listErrors, submission }) => {
      if (Object.keys(listErrors).length > 0) {
        return data({ result: submission.reply({ fieldErrors: listErrors }) }, { status: 400 });
      }
      if (submission.status !== "success") {
        return data({ result: submission.reply() }, { status: 400 });
      }

      const actor = user;
      const outcome = editing
        ? await updateProject({ actor, projectId: params.id ?? "", values: submission.value })
        : await createProject({ actor, values: submission.value, ownerId: submission.value.ownerId });

      if (!outcome.ok) return refusalAnswer(outcome, submission, failure, user.isAdmin);
      if (editing) {
        const back = safeRedirect(String(formData.get("redirectTo") ?? ""), "/dashboard/projects");
        return redirectWithToast(back, { type: "success", title: PROJECT_FORM_MESSAGES.updated });
      }
      return dataWithToast(
        { result: submission.reply({ resetForm: true }), createdId: outcome.id },
        {
          type: "success",
          title: PROJECT_FORM_MESSAGES.created,
          description: PROJECT_FORM_MESSAGES.createdDetail,
        },
      );
    },
  );
}

type Submission = {
  reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
};

/** One answer per reason a project write refuses with (a new reason does not build until it has one). */
function refusalAnswer(
  refusal: ProjectWriteRefusal,
  submission: Submission,
  failure: { title: string; description: string },
  admin: boolean,
) {
  const toast = (title: string, description: string, status: number) =>
    dataWithToast({ result: submission.reply() }, { type: "error", title, description }, { status });
  const onField = (name: string, message: string) =>
    data({ result: submission.reply({ fieldErrors: { [name]: [message] } }) }, { status: 400 });
  return answerRefusal(refusal, {
    // The page opens the payment dialog when it sees this.
    subscription: () => subscriptionRequiredAnswer({ result: submission.reply() }),
    unverified: () => toast(VERIFICATION_TEXT.requiredTitle, VERIFICATION_TEXT.publishRequired, 403),
    // An admin publishes for an organization of their choice: the choice is missing or not one.
    "no-profile": () =>
      admin
        ? onField("ownerId", PROJECT_FORM_MESSAGES.ownerRequired)
        : toast(failure.title, PAYMENT_MESSAGES.profileNotFound, 403),
    "not-found": () => toast(PROJECT_FORM_MESSAGES.loadError, PROJECT_FORM_MESSAGES.loadErrorDetail, 404),
    images: () => onField("images", PROJECT_FORM_MESSAGES.imagesRefused),
  });
}
