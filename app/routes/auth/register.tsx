import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { z } from "zod";
import { AuthCard } from "~/components/auth/auth-card";
import { LogoutButton } from "~/components/auth/logout-button";
import { describedBy, FormErrors, FormField, hintId } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { countFieldErrors, invalidFieldsSummary } from "~/components/forms/invalid-summary";
import { LogoInput } from "~/components/forms/logo-input";
import { OrganizationFields } from "~/components/forms/organization-fields";
import { PasswordInput } from "~/components/forms/password-input";
import { Button, buttonClass } from "~/components/ui/button";
import { FieldError, Input, Select } from "~/components/ui/field";
import { COUNTRY_OPTIONS, DEFAULT_COUNTRY_ISO, fullPhoneNumber } from "~/domain/countries";
import { VERIFICATION_TEXT } from "~/domain/email-verification";
import {
  MAX_LOGO_BYTES,
  PHONE_MAX_DIGITS,
  REGISTRATION_LOGO_ACCEPT,
  REGISTRATION_LOGO_TYPES,
  REGISTRATION_MESSAGES,
  RegistrationSchema,
  registrationFailureMessage,
  registrationLogoMessage,
} from "~/domain/registration";
import { UPLOAD_MESSAGES } from "~/domain/uploads";
import { EmailInUseError, RegistrationError, registerOrganization } from "~/services/auth.server";
import { mailRegistrationAttempt, mailVerificationLink } from "~/services/email-verification.server";
import { readFormBody } from "~/services/form-body.server";
import { ImageWorkBusyError, imageBusyHeaders } from "~/services/image-work.server";
import { logger } from "~/services/logger.server";
import { getOptionalUser } from "~/services/permissions.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { deleteStoredFile } from "~/services/storage.server";
import { dataWithToast, redirectWithToast } from "~/services/toast.server";
import { storeLogo } from "~/services/uploads.server";
import type { Route } from "./+types/register";

export const meta = () => [{ title: "Register | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  return { loggedIn: Boolean(user) };
}

const SECRET_FIELDS = ["password", "confirmPassword"];

function failure(description: string) {
  return { type: "error" as const, title: REGISTRATION_MESSAGES.failed, description };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (await getOptionalUser(request)) throw redirect("/dashboard");

  // The logo limit is checked again below with a friendly message; anything far past it is cut off here.
  const parsed = await readFormBody(request, {
    files: { maxFileSize: MAX_LOGO_BYTES * 2, maxFiles: 1 },
    multiline: ["orgBrief", "address"],
  });
  if (!parsed.ok) {
    return dataWithToast(
      { result: null },
      failure(
        parsed.reason === "too-large"
          ? "File size exceeds 5MB limit."
          : "The form could not be read. Please try again.",
      ),
    );
  }

  const submission = parseWithZod(parsed.formData, { schema: RegistrationSchema });
  if (submission.status !== "success") {
    // The messages show beside their fields; the toast only points to them.
    const faults = countFieldErrors(submission.error ?? undefined);
    return dataWithToast(
      { result: submission.reply({ hideFields: SECRET_FIELDS }) },
      failure(faults ? invalidFieldsSummary(faults) : REGISTRATION_MESSAGES.tryAgain),
    );
  }

  const limited = await consumeRateLimit("register", context.clientIp);
  if (limited) {
    return dataWithToast(
      { result: submission.reply({ formErrors: [limited], hideFields: SECRET_FIELDS }) },
      failure(limited),
    );
  }

  const input = submission.value;
  let logoUrl: string | null = null;
  if (input.logo) {
    const stored = await storeLogo(input.logo, {
      allowed: REGISTRATION_LOGO_TYPES,
      maxBytes: MAX_LOGO_BYTES,
      folder: "logos",
    }).catch((error: unknown) => {
      if (error instanceof ImageWorkBusyError) return null;
      throw error;
    });
    if (!stored) {
      // Too many images being processed: nothing was stored or written; the form is sent again shortly.
      return dataWithToast(
        {
          result: submission.reply({
            fieldErrors: { logo: [UPLOAD_MESSAGES.busy] },
            hideFields: SECRET_FIELDS,
          }),
        },
        { type: "error", title: UPLOAD_MESSAGES.busyTitle, description: UPLOAD_MESSAGES.busy },
        { status: 503, headers: imageBusyHeaders() },
      );
    }
    if (!stored.ok) {
      const message = registrationLogoMessage({
        kind: stored.reason,
        sizeMb: (input.logo.size / (1024 * 1024)).toFixed(2),
      });
      return dataWithToast(
        { result: submission.reply({ fieldErrors: { logo: [message] }, hideFields: SECRET_FIELDS }) },
        failure(invalidFieldsSummary(1)),
      );
    }
    logoUrl = stored.upload.url;
  }

  // A new address and one an account already uses get the same answer (issue 18, item 10): the owner of an
  // existing account is mailed instead, and nothing is written for it.
  const registered = () =>
    redirectWithToast("/login", {
      type: "success",
      title: REGISTRATION_MESSAGES.success,
      description: VERIFICATION_TEXT.registrationDetail,
    });
  try {
    await registerOrganization({
      email: input.email,
      fullName: input.fullName,
      password: input.password,
      organizationName: input.orgName,
      organizationBrief: input.orgBrief,
      organizationType: input.orgType,
      phone: fullPhoneNumber(input.countryCode, input.phone),
      address: input.address,
      website: input.website,
      logoUrl,
    });
  } catch (error) {
    // Nothing was written: the file that belonged to this attempt goes too.
    await deleteStoredFile(logoUrl);
    if (error instanceof EmailInUseError) {
      await mailRegistrationAttempt(error.email);
      return registered();
    }
    if (!(error instanceof RegistrationError)) {
      logger.error({ err: error }, "registration failed");
      return dataWithToast(
        { result: submission.reply({ hideFields: SECRET_FIELDS }) },
        failure(REGISTRATION_MESSAGES.tryAgain),
      );
    }
    return dataWithToast(
      {
        result: submission.reply({
          fieldErrors: error.field ? { [error.field]: [error.message] } : undefined,
          hideFields: SECRET_FIELDS,
        }),
      },
      // A fault of one field shows beside it; the toast then only points to it.
      failure(error.field ? invalidFieldsSummary(1) : registrationFailureMessage(error.step, error.message)),
    );
  }

  try {
    await mailVerificationLink(input.email.toLowerCase());
  } catch (error) {
    // The account exists; its dashboard offers to send the link again.
    logger.error({ err: error }, "verification email failed");
  }
  return registered();
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.loggedIn) return <AlreadyLoggedIn />;
  return <RegistrationForm lastResult={actionData?.result ?? undefined} />;
}

function AlreadyLoggedIn() {
  return (
    <AuthCard
      title={REGISTRATION_MESSAGES.alreadyLoggedIn}
      lead="Log out first to register another organization."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <LogoutButton className={buttonClass("outline")}>Log out first</LogoutButton>
        <Link to="/dashboard" className={buttonClass("primary")}>
          Go to dashboard
        </Link>
      </div>
    </AuthCard>
  );
}

type LastResult = SubmissionResult<string[]> | null | undefined;

function RegistrationForm({ lastResult }: { lastResult: LastResult }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/register";
  const [form, fields] = useForm<z.infer<typeof RegistrationSchema>>({
    id: "register",
    lastResult,
    defaultValue: { countryCode: DEFAULT_COUNTRY_ISO },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegistrationSchema }),
  });

  return (
    <AuthCard
      wide
      title="Register Your Organization"
      lead="One sign-up creates your account and your organization's profile."
    >
      <Form
        method="post"
        action="/register"
        encType="multipart/form-data"
        {...withInvalidFeedback(getFormProps(form))}
        noValidate
        className="space-y-8"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 text-lg font-semibold">Account details</legend>
          <FormField field={fields.email} label="Email" required>
            <Input
              required
              {...getInputProps(fields.email, { type: "email" })}
              aria-describedby={describedBy(fields.email)}
              autoComplete="email"
              placeholder="you@organization.org"
            />
          </FormField>
          <FormField field={fields.fullName} label="Full name" required>
            <Input
              required
              {...getInputProps(fields.fullName, { type: "text" })}
              aria-describedby={describedBy(fields.fullName)}
              autoComplete="name"
            />
          </FormField>
          <FormField field={fields.password} label="Password" hint="At least 8 characters" required>
            <PasswordInput
              required
              {...getInputProps(fields.password, { type: "password" })}
              aria-describedby={describedBy(fields.password, true)}
              autoComplete="new-password"
            />
          </FormField>
          <FormField field={fields.confirmPassword} label="Confirm password" required>
            <PasswordInput
              required
              {...getInputProps(fields.confirmPassword, { type: "password" })}
              aria-describedby={describedBy(fields.confirmPassword)}
              autoComplete="new-password"
            />
          </FormField>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 text-lg font-semibold">Organization details</legend>
          <OrganizationFields fields={fields} />
          <PhoneField fields={fields} />
          <FormField field={fields.address} label="Address" required>
            <Input
              required
              {...getInputProps(fields.address, { type: "text" })}
              aria-describedby={describedBy(fields.address)}
              autoComplete="street-address"
            />
          </FormField>
          <FormField field={fields.website} label="Website" hint="Optional">
            <Input
              {...getInputProps(fields.website, { type: "url" })}
              aria-describedby={describedBy(fields.website, true)}
              autoComplete="url"
              placeholder="https://example.org"
            />
          </FormField>
          <LogoInput
            field={fields.logo}
            accept={REGISTRATION_LOGO_ACCEPT}
            hint="Optional. JPEG, JPG, PNG, GIF, WebP, AVIF or SVG, up to 5MB."
            className="sm:col-span-2"
          />
        </fieldset>

        <div>
          <label className="flex min-h-11 items-start gap-3 text-sm">
            <input
              {...getInputProps(fields.acceptTerms, { type: "checkbox" })}
              required
              aria-describedby={describedBy(fields.acceptTerms)}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-default accent-brand-700"
            />
            <span>
              I accept the{" "}
              <Link
                to="/terms"
                target="_blank"
                className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
              >
                terms and conditions
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </span>
          </label>
          <FieldError id={fields.acceptTerms.errorId} errors={fields.acceptTerms.errors} />
        </div>

        <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
          {busy ? "Registering..." : "Register Organization"}
        </Button>
      </Form>
      <p className="mt-6 text-sm text-muted">
        Already have an account?{" "}
        <Link
          to="/login"
          className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
        >
          Login
        </Link>
      </p>
    </AuthCard>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: the form's field map
function PhoneField({ fields }: { fields: any }) {
  const phone = fields.phone;
  const country = fields.countryCode;
  return (
    <div className="min-w-0 sm:col-span-2">
      <span id={`${phone.id}-label`} className="mb-1 block text-sm font-medium">
        Phone number
        <span aria-hidden className="ml-0.5 text-red-700 dark:text-red-400">
          *
        </span>
      </span>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={country.id} className="sr-only">
          Country code
        </label>
        <Select {...getSelectProps(country)} className="sm:w-64 sm:shrink-0" autoComplete="tel-country-code">
          {COUNTRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <Input
          {...getInputProps(phone, { type: "tel" })}
          required
          aria-labelledby={`${phone.id}-label`}
          aria-describedby={describedBy(phone, true)}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_DIGITS}
          placeholder="772123456"
          className="min-w-0 flex-1"
          onBeforeInput={(event) => {
            // Typing a non-digit does nothing; pasted text is cleaned below.
            const typed = (event.nativeEvent as InputEvent).data;
            if (typed && typed.length === 1 && /\D/.test(typed)) event.preventDefault();
          }}
          onInput={(event) => {
            const input = event.currentTarget;
            const digits = input.value.replace(/\D/g, "");
            if (digits !== input.value) input.value = digits;
          }}
        />
      </div>
      <div id={hintId(phone)} className="mt-1 text-sm text-muted">
        Digits only, without the country code
      </div>
      <FieldError id={phone.errorId} errors={phone.errors} />
    </div>
  );
}
