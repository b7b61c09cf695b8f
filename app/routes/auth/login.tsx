import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { describedBy, FormErrors, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { PasswordInput } from "~/components/forms/password-input";
import { Input } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { AUTH_MESSAGES, LoginSchema, safeRedirect } from "~/domain/auth";
import { signIn } from "~/services/auth.server";
import { formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import { takeLoginEmail } from "~/services/login-email.server";
import { getOptionalUser } from "~/services/permissions.server";
import { consumeRateLimit, resetRateLimit } from "~/services/rate-limit.server";
import { dataWithToast, mergeHeaders, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/login";

export const meta = () => [{ title: "Login | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  // Visiting login with a session goes straight to the dashboard.
  if (await getOptionalUser(request)) throw redirect("/dashboard");
  // Just registered: the new address is filled in (left by registration in a short-lived cookie).
  const { email, headers } = await takeLoginEmail(request);
  return data({ email }, { headers: headers ?? undefined });
}

/**
 * A form that does not parse answers 400, a rate limit 429 with Retry-After, a wrong address or password 200
 * with the form's message and a toast (the toast travels in a cookie that the root loader reads: root.tsx
 * revalidates after every action answer, 4xx included).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    request,
    {
      read: async (request) => parseWithZod(await requireFormBody(request), { schema: LoginSchema }),
      title: AUTH_MESSAGES.loginFailed,
      // Too many attempts is said above the form too.
      answer: ({ toast, init, error, input }) =>
        dataWithToast(
          {
            result:
              input?.reply({ formErrors: error ? [error.message] : [], hideFields: ["password"] }) ?? null,
          },
          toast,
          init,
        ),
    },
    async (submission) => {
      if (submission.status !== "success") {
        return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
      }
      const { email, password, rememberMe, redirectTo } = submission.value;

      const limited =
        (await consumeRateLimit("login-ip", context.clientIp)) ||
        (await consumeRateLimit("login-email", email));
      if (limited) throw limited;

      const signedIn = await signIn({ email, password, rememberMe });
      if (!signedIn.ok && signedIn.busy) {
        return dataWithToast(
          { result: submission.reply({ formErrors: [signedIn.busy], hideFields: ["password"] }) },
          { type: "error", title: AUTH_MESSAGES.loginFailed, description: signedIn.busy },
        );
      }
      if (!signedIn.ok) {
        // Never which part was wrong. The form says "Invalid email or password"; the toast adds what to do next.
        return dataWithToast(
          {
            result: submission.reply({
              formErrors: [AUTH_MESSAGES.invalidCredentials],
              hideFields: ["password"],
            }),
          },
          { type: "error", title: AUTH_MESSAGES.loginFailed, description: AUTH_MESSAGES.loginFailedDetail },
        );
      }
      await resetRateLimit("login-email", email);
      return redirectWithToast(
        safeRedirect(redirectTo, signedIn.isAdmin ? "/admin" : undefined),
        { type: "success", title: AUTH_MESSAGES.loginSuccess, description: AUTH_MESSAGES.loginSuccessDetail },
        { headers: mergeHeaders(signedIn.headers) },
      );
    },
  );
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const busy = useIsPending({ formAction: "/login", state: "non-idle" });
  const [form, fields] = useForm({
    id: "login",
    defaultValue: { email: loaderData.email ?? "" },
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  });
  const redirectTo = searchParams.get("redirectTo") ?? "";

  return (
    <AuthCard title="Login" lead="Log in to manage your organization's projects.">
      <Form
        method="post"
        action="/login"
        {...withInvalidFeedback(getFormProps(form))}
        noValidate
        className="space-y-5"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormField field={fields.email} label="Email">
          <Input
            {...getInputProps(fields.email, { type: "email" })}
            aria-describedby={describedBy(fields.email)}
            autoComplete="email"
            placeholder="you@organization.org"
          />
        </FormField>
        <FormField field={fields.password} label="Password">
          <PasswordInput
            {...getInputProps(fields.password, { type: "password" })}
            aria-describedby={describedBy(fields.password)}
            autoComplete="current-password"
          />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              {...getInputProps(fields.rememberMe, { type: "checkbox" })}
              className="h-5 w-5 rounded border-default accent-brand-700"
            />
            Remember me
          </label>
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
          >
            Forgot your password?
          </Link>
        </div>
        <StatusButton className="w-full" pending={busy} pendingLabel="Logging in...">
          Login
        </StatusButton>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        Don't have an account?{" "}
        <Link
          to="/register"
          className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
        >
          Register your organization
        </Link>
      </p>
    </AuthCard>
  );
}
