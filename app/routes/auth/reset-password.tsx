import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { describedBy, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { PasswordInput } from "~/components/forms/password-input";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { AUTH_MESSAGES, ResetPasswordSchema } from "~/domain/auth";
import { logger } from "~/lib/logger.server";
import { isResetTokenValid, resetPassword } from "~/services/auth.server";
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

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await requireFormBody(request), { schema: ResetPasswordSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password", "confirmPassword"] }) },
      { status: 400 },
    );
  }
  const { token, password } = submission.value;
  let outcome: Awaited<ReturnType<typeof resetPassword>>;
  try {
    outcome = await resetPassword(token, password);
  } catch (error) {
    logger.error({ err: error }, "password reset failed");
    outcome = { ok: false, reason: "failed" };
  }
  if (outcome.ok) {
    return redirectWithToast("/login", {
      type: "success",
      title: AUTH_MESSAGES.passwordUpdated,
      description: AUTH_MESSAGES.passwordUpdatedDetail,
    });
  }
  if (outcome.reason === "invalid-token") throw await invalidLink();
  return dataWithToast(
    { result: submission.reply({ hideFields: ["password", "confirmPassword"] }) },
    {
      type: "error",
      title: AUTH_MESSAGES.passwordUpdateFailed,
      description: AUTH_MESSAGES.passwordUpdateFailedDetail,
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
