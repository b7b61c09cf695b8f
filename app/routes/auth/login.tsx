import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { describedBy, FormErrors, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { PasswordInput } from "~/components/forms/password-input";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { AUTH_MESSAGES, LoginSchema, safeRedirect } from "~/domain/auth";
import { signIn } from "~/services/auth.server";
import { requireFormBody } from "~/services/form-body.server";
import { getOptionalUser } from "~/services/permissions.server";
import { consumeRateLimit, resetRateLimit } from "~/services/rate-limit.server";
import { dataWithToast, mergeHeaders, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/login";

export const meta = () => [{ title: "Login | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  // Visiting login with a session goes straight to the dashboard.
  if (await getOptionalUser(request)) throw redirect("/dashboard");
  return null;
}

/**
 * Outcomes that carry a toast answer 200: the toast travels in a cookie that the root loader reads when it
 * revalidates, and React Router skips revalidation after a 4xx/5xx action. Plain validation errors (no toast)
 * answer 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await requireFormBody(request), { schema: LoginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { email, password, rememberMe, redirectTo } = submission.value;

  const limited =
    (await consumeRateLimit("login-ip", context.clientIp)) || (await consumeRateLimit("login-email", email));
  if (limited) {
    return dataWithToast(
      { result: submission.reply({ formErrors: [limited], hideFields: ["password"] }) },
      { type: "error", title: AUTH_MESSAGES.loginFailed, description: limited },
    );
  }

  const signedIn = await signIn({ email, password, rememberMe });
  if (!signedIn.ok && signedIn.busy) {
    return dataWithToast(
      { result: submission.reply({ formErrors: [signedIn.busy], hideFields: ["password"] }) },
      { type: "error", title: AUTH_MESSAGES.loginFailed, description: signedIn.busy },
    );
  }
  if (!signedIn.ok) {
    // Never which part was wrong.
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
    safeRedirect(redirectTo),
    { type: "success", title: AUTH_MESSAGES.loginSuccess, description: AUTH_MESSAGES.loginSuccessDetail },
    { headers: mergeHeaders(signedIn.headers) },
  );
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/login";
  const [form, fields] = useForm({
    id: "login",
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
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Logging in..." : "Login"}
        </Button>
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
