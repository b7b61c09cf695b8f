import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import type { z } from "zod";
import { AuthCard } from "~/components/auth/auth-card";
import { LogoutButton } from "~/components/auth/logout-button";
import {
  describedBy,
  FormErrors,
  FormField,
  hintId,
  ReservedErrorLines,
} from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { LogoInput } from "~/components/forms/logo-input";
import { OrganizationFields } from "~/components/forms/organization-fields";
import { PasswordInput } from "~/components/forms/password-input";
import { buttonClass } from "~/components/ui/button";
import { FieldError, Input, Select } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { COUNTRY_OPTIONS, DEFAULT_COUNTRY_ISO } from "~/domain/countries";
import { PHONE_MAX_DIGITS, REGISTRATION_LOGO_ACCEPT, REGISTRATION_MESSAGES } from "~/domain/registration";
import { RegistrationSchema } from "~/domain/registration-schema";

/** Registration while signed in: log out first, or go to the dashboard. */
export function AlreadyLoggedIn() {
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

export type LastResult = SubmissionResult<string[]> | null | undefined;

/**
 * The registration form of spec §5: organization, contact, account and password, one Conform form. Every
 * field keeps the line of its message while it has none (ReservedErrorLines): a message that appears as a
 * field is left moves nothing below it, so a tap on the next field or on the terms checkbox lands where it
 * was aimed (issue 36 item 6).
 */
export function RegistrationForm({ lastResult }: { lastResult: LastResult }) {
  const busy = useIsPending({ formAction: "/register", state: "non-idle" });
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
        <ReservedErrorLines.Provider value={true}>
          <fieldset className="grid gap-x-5 gap-y-1 sm:grid-cols-2">
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

          <fieldset className="grid gap-x-5 gap-y-1 sm:grid-cols-2">
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
              // A refused file (type, size) is flagged beside the field as soon as it is chosen.
              onChosen={() => form.validate({ name: fields.logo.name })}
              saveLabel="Register Organization"
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
            <FieldError id={fields.acceptTerms.errorId} errors={fields.acceptTerms.errors} reserve />
          </div>
        </ReservedErrorLines.Provider>

        <StatusButton className="w-full sm:w-auto" pending={busy} pendingLabel="Registering...">
          Register Organization
        </StatusButton>
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
      <FieldError id={phone.errorId} errors={phone.errors} reserve />
    </div>
  );
}
