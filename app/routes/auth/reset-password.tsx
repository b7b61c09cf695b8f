import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { describedBy, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { PasswordInput } from "~/components/forms/password-input";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { AUTH_MESSAGES, ResetPasswordSchema } from "~/domain/auth";
import { isResetTokenValid, resetPassword } from "~/services/auth.server";
import { answerRefusal, formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import { dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/reset-password";

export const meta = () => [{ title: "Reset Password | UgandaImpact" }];

function invalidLink() {
  return redirectWithToast("/login", {
    type: "error",
    title: AUTH_MESSAGES.invalidResetLink,
    description: AUTH_MESSAGES.invalidResetLinkDetail,
  });
}

/** The link is checked before the form shows: missing, unknown, used or expired → back to login. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!(await isResetTokenValid(token))) throw await invalidLink();
  return { token };
}

const HIDDEN = ["password", "confirmPassword"];

export async function action({ request }: Route.ActionArgs) {
  const failed = {
    title: AUTH_MESSAGES.passwordUpdateFailed,
    description: AUTH_MESSAGES.passwordUpdateFailedDetail,
  };
  return formAction(
    request,
    {
      read: async (request) => parseWithZod(await requireFormBody(request), { schema: ResetPasswordSchema }),
      name: "password reset",
      failure: { ...failed, status: 200 },
      answer: ({ toast, init, input }) =>
        dataWithToast({ result: input?.reply({ hideFields: HIDDEN }) ?? null }, toast, init),
    },
    async (submission) => {
      if (submission.status !== "success") {
        return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
      }
      const { token, password } = submission.value;
      const outcome = await resetPassword(token, password);
      if (outcome.ok) {
        return redirectWithToast("/login", {
          type: "success",
          title: AUTH_MESSAGES.passwordUpdated,
          description: AUTH_MESSAGES.passwordUpdatedDetail,
        });
      }
      return answerRefusal(outcome, {
        "invalid-token": async () => {
          throw await invalidLink();
        },
        failed: () =>
          dataWithToast({ result: submission.reply({ hideFields: HIDDEN }) }, { type: "error", ...failed }),
      });
    },
  );
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsPending({ state: "non-idle" });
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    defaultValue: { token: loaderData.token },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
  });
  return (
    <AuthCard title="Reset Password" lead="Choose a new password for your account.">
      <Form method="post" {...withInvalidFeedback(getFormProps(form))} noValidate className="space-y-5">
        <input {...getInputProps(fields.token, { type: "hidden" })} />
        <FormField field={fields.password} label="New password" hint="At least 6 characters">
          <PasswordInput
            {...getInputProps(fields.password, { type: "password" })}
            aria-describedby={describedBy(fields.password, true)}
            autoComplete="new-password"
          />
        </FormField>
        <FormField field={fields.confirmPassword} label="Confirm new password">
          <PasswordInput
            {...getInputProps(fields.confirmPassword, { type: "password" })}
            aria-describedby={describedBy(fields.confirmPassword)}
            autoComplete="new-password"
          />
        </FormField>
        <StatusButton className="w-full" pending={busy} pendingLabel="Updating...">
          Update Password
        </StatusButton>
      </Form>
    </AuthCard>
  );
}
