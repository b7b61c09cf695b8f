import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { describedBy, FormErrors, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { Input } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { AUTH_MESSAGES, ForgotPasswordSchema } from "~/domain/auth";
import { requestPasswordReset } from "~/services/auth.server";
import { formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { dataWithToast } from "~/services/toast.server";
import type { Route } from "./+types/forgot-password";

export const meta = () => [{ title: "Forgot Password | UgandaImpact" }];

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    request,
    {
      read: async (request) => parseWithZod(await requireFormBody(request), { schema: ForgotPasswordSchema }),
      name: "password reset email",
      failure: {
        title: AUTH_MESSAGES.resetEmailFailed,
        description: AUTH_MESSAGES.resetEmailFailedDetail,
        status: 200,
      },
      // Too many attempts is said above the form too.
      answer: ({ toast, init, error, input }) =>
        dataWithToast(
          { result: input?.reply(error ? { formErrors: [error.message] } : undefined) ?? null, sent: false },
          toast,
          init,
        ),
    },
    async (submission) => {
      if (submission.status !== "success") {
        return data({ result: submission.reply(), sent: false }, { status: 400 });
      }
      const { email } = submission.value;
      const limited =
        (await consumeRateLimit("reset-ip", context.clientIp)) ||
        (await consumeRateLimit("reset-email", email));
      if (limited) throw limited;
      await requestPasswordReset(email);
      // The same answer whether or not an account uses the address.
      return dataWithToast(
        { result: submission.reply({ resetForm: true }), sent: true },
        {
          type: "success",
          title: AUTH_MESSAGES.resetEmailSent,
          description: AUTH_MESSAGES.resetEmailSentDetail,
        },
      );
    },
  );
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const busy = useIsPending({ formAction: "/forgot-password", state: "non-idle" });
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  });
  return (
    <AuthCard
      title="Forgot Password"
      lead="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      {actionData?.sent ? (
        <p
          role="status"
          className="mb-5 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-900 dark:text-brand-50"
        >
          {AUTH_MESSAGES.resetEmailSentDetail} The link works once, for one hour.
        </p>
      ) : null}
      <Form
        method="post"
        action="/forgot-password"
        {...withInvalidFeedback(getFormProps(form))}
        noValidate
        className="space-y-5"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormField field={fields.email} label="Email">
          <Input
            {...getInputProps(fields.email, { type: "email" })}
            aria-describedby={describedBy(fields.email)}
            autoComplete="email"
            placeholder="you@organization.org"
          />
        </FormField>
        <StatusButton className="w-full" pending={busy} pendingLabel="Sending...">
          Send Reset Link
        </StatusButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link
          to="/login"
          className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
        >
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
