import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { safeRedirect } from "~/domain/auth";
import { VERIFICATION_TEXT } from "~/domain/email-verification";
import { PAYMENT_MESSAGES } from "~/domain/payment";
import {
  PROJECT_FORM_LISTS,
  PROJECT_FORM_MESSAGES,
  PROJECT_FORM_MULTILINE,
  ProjectFormSchema,
} from "~/domain/project-form";
import { logger } from "~/lib/logger.server";
import { readFormBody } from "~/services/form-body.server";
import { requireUser } from "~/services/permissions.server";
import { createProject } from "~/services/projects/create-project.server";
import type { ProjectWriteRefusal } from "~/services/projects/project-writes.server";
import { updateProject } from "~/services/projects/update-project.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { dataWithErrorToast, dataWithToast, redirectWithToast } from "~/services/toast.server";

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

  const limited = await consumeRateLimit("project-save", user.id);
  if (limited) {
    return dataWithErrorToast({ result: null }, limited, failure.title);
  }
  const body = await readFormBody(request, {
    multiline: PROJECT_FORM_MULTILINE,
    lists: PROJECT_FORM_LISTS,
  });
  if (!body.ok) {
    return dataWithToast(
      { result: null },
      { type: "error", title: failure.title, description: body.message },
      { status: body.status },
    );
  }
  const submission = parseWithZod(body.formData, { schema: ProjectFormSchema });
  if (Object.keys(body.listErrors).length > 0) {
    return data({ result: submission.reply({ fieldErrors: body.listErrors }) }, { status: 400 });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }

  const actor = { id: user.id, email: user.email, isAdmin: user.isAdmin };
  let outcome: Awaited<ReturnType<typeof createProject>>;
  try {
    outcome = editing
      ? await updateProject({ actor, projectId: params.id ?? "", values: submission.value })
      : await createProject({ actor, values: submission.value, ownerId: submission.value.ownerId });
  } catch (error) {
    logger.error({ err: error, editing }, "project save failed");
    return dataWithToast({ result: submission.reply() }, { type: "error", ...failure }, { status: 500 });
  }

  if (!outcome.ok) return refusalResponse(outcome, submission, failure, user.isAdmin);
  if (editing) {
    const back = safeRedirect(String(body.formData.get("redirectTo") ?? ""), "/dashboard/projects");
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
}

type Submission = {
  reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
};

function refusalResponse(
  refusal: ProjectWriteRefusal,
  submission: Submission,
  failure: { title: string; description: string },
  admin: boolean,
) {
  switch (refusal.reason) {
    case "subscription":
      // The page opens the payment dialog when it sees this.
      return dataWithToast(
        { result: submission.reply(), needsSubscription: true },
        {
          type: "error",
          title: PROJECT_FORM_MESSAGES.subscriptionRequired,
          description: PROJECT_FORM_MESSAGES.subscriptionRequiredDetail,
        },
        { status: 403 },
      );
    case "unverified":
      return dataWithToast(
        { result: submission.reply() },
        {
          type: "error",
          title: VERIFICATION_TEXT.requiredTitle,
          description: VERIFICATION_TEXT.publishRequired,
        },
        { status: 403 },
      );
    case "no-profile":
      // An admin publishes for an organization of their choice: the choice is missing or not one.
      if (admin) {
        return data(
          { result: submission.reply({ fieldErrors: { ownerId: [PROJECT_FORM_MESSAGES.ownerRequired] } }) },
          { status: 400 },
        );
      }
      return dataWithToast(
        { result: submission.reply() },
        { type: "error", title: failure.title, description: PAYMENT_MESSAGES.profileNotFound },
        { status: 403 },
      );
    case "not-found":
      return dataWithToast(
        { result: submission.reply() },
        {
          type: "error",
          title: PROJECT_FORM_MESSAGES.loadError,
          description: PROJECT_FORM_MESSAGES.loadErrorDetail,
        },
        { status: 404 },
      );
    case "images":
      return data(
        { result: submission.reply({ fieldErrors: { images: [PROJECT_FORM_MESSAGES.imagesRefused] } }) },
        { status: 400 },
      );
  }
  // A new refusal must get its answer here: without one the action would answer nothing.
  const unanswered: never = refusal;
  throw new Error(`project save refused without an answer: ${JSON.stringify(unanswered)}`);
}
