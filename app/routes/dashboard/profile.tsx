import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { describedBy, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { LogoInput } from "~/components/forms/logo-input";
import { OrganizationFields } from "~/components/forms/organization-fields";
import { OrganizationLogo } from "~/components/organizations/organization-logo";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/field";
import { getOwnProfile, OrganizationNameTakenError, saveOwnProfile } from "~/db/queries/profiles.server";
import { checkProfileLogo, PROFILE_MESSAGES, ProfileSchema, profileLogoToast } from "~/domain/profile";
import {
  MAX_LOGO_BYTES,
  PROFILE_LOGO_ACCEPT,
  PROFILE_LOGO_TYPES,
  REGISTRATION_MESSAGES,
} from "~/domain/registration";
import { UPLOAD_MESSAGES } from "~/domain/uploads";
import { readFormBody } from "~/services/form-body.server";
import { ImageWorkBusyError, imageBusyHeaders } from "~/services/image-work.server";
import { logger } from "~/services/logger.server";
import { requireUser } from "~/services/permissions.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { deleteStoredFile } from "~/services/storage.server";
import { dataWithToast, redirectWithToast } from "~/services/toast.server";
import { storeLogo } from "~/services/uploads.server";
import type { Route } from "./+types/profile";

/** Spec §5's profile reading of the logo rules, with its toast, in the browser before the upload. */
function checkLogo(file: File) {
  const problem = checkProfileLogo(file);
  return problem ? profileLogoToast(problem) : null;
}

export const meta = () => [{ title: "Edit Profile | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const profile = await getOwnProfile(user.id);
  return {
    profile: {
      orgName: profile?.organizationName ?? "",
      orgBrief: profile?.organizationBrief ?? "",
      orgType: profile?.organizationType ?? "",
      phone: profile?.phone ?? "",
      address: profile?.address ?? "",
      website: profile?.website ?? "",
      logoUrl: profile?.logoUrl ?? null,
    },
  };
}

const uploadError = {
  type: "error" as const,
  title: PROFILE_MESSAGES.uploadError,
  description: PROFILE_MESSAGES.uploadErrorDetail,
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  // Before the body is read: a flood of saves (each may carry an image to decode) is refused cheaply.
  const limited = await consumeRateLimit("profile-save", user.id);
  if (limited) {
    return dataWithToast(
      { result: null },
      { type: "error", title: PROFILE_MESSAGES.updateFailed, description: limited },
    );
  }

  const parsed = await readFormBody(request, {
    files: { maxFileSize: MAX_LOGO_BYTES * 2, maxFiles: 1 },
    multiline: ["orgBrief", "address"],
  });
  if (!parsed.ok) {
    return dataWithToast(
      { result: null },
      parsed.reason === "too-large"
        ? {
            type: "error",
            title: PROFILE_MESSAGES.fileTooLarge,
            description: PROFILE_MESSAGES.fileTooLargeDetail,
          }
        : uploadError,
    );
  }
  const submission = parseWithZod(parsed.formData, { schema: ProfileSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const input = submission.value;

  let logoUrl: string | undefined;
  if (input.logo) {
    const problem = checkProfileLogo(input.logo);
    const stored = problem
      ? null
      : await storeLogo(input.logo, {
          allowed: PROFILE_LOGO_TYPES,
          maxBytes: MAX_LOGO_BYTES,
          folder: "logos",
        }).catch((error: unknown) => {
          if (error instanceof ImageWorkBusyError) return "busy" as const;
          logger.error({ err: error }, "logo upload failed");
          return null;
        });
    if (stored === "busy") {
      // Too many images being processed: nothing was stored; the owner is asked to save again shortly.
      return dataWithToast(
        { result: submission.reply() },
        { type: "error", title: UPLOAD_MESSAGES.busyTitle, description: UPLOAD_MESSAGES.busy },
        { status: 503, headers: imageBusyHeaders() },
      );
    }
    if (problem || !stored?.ok) {
      // Each refusal says its own reason; only a failure of ours says "Error uploading logo".
      const reason = problem?.kind ?? (stored && !stored.ok ? stored.reason : null);
      const toastMessage = reason
        ? { type: "error" as const, ...profileLogoToast({ kind: reason, sizeMb: "" }) }
        : uploadError;
      return dataWithToast({ result: submission.reply() }, toastMessage);
    }
    logoUrl = stored.upload.url;
  }

  try {
    const { replacedLogoUrl } = await saveOwnProfile(user.id, {
      organizationName: input.orgName,
      organizationBrief: input.orgBrief,
      organizationType: input.orgType,
      phone: input.phone,
      address: input.address,
      website: input.website,
      logoUrl,
    });
    await deleteStoredFile(replacedLogoUrl);
  } catch (error) {
    await deleteStoredFile(logoUrl);
    if (error instanceof OrganizationNameTakenError) {
      // Another organization's name: said beside the field, like any other refused value.
      return data(
        { result: submission.reply({ fieldErrors: { orgName: [REGISTRATION_MESSAGES.orgNameTaken] } }) },
        { status: 400 },
      );
    }
    logger.error({ err: error }, "profile update failed");
    return dataWithToast(
      { result: submission.reply() },
      {
        type: "error",
        title: PROFILE_MESSAGES.updateFailed,
        description: PROFILE_MESSAGES.updateFailedDetail,
      },
    );
  }
  return redirectWithToast("/dashboard", {
    type: "success",
    title: PROFILE_MESSAGES.updated,
    description: PROFILE_MESSAGES.updatedDetail,
  });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const { logoUrl, ...defaultValue } = profile;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm<z.infer<typeof ProfileSchema>>({
    id: "profile",
    lastResult: actionData?.result ?? undefined,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
  });

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Edit Profile</h1>
        <p className="mt-1 text-muted">How your organization appears across UgandaImpact.</p>
      </div>
      <Card className="p-5 sm:p-6">
        <Form
          method="post"
          encType="multipart/form-data"
          {...withInvalidFeedback(getFormProps(form))}
          noValidate
          className="grid gap-5 sm:grid-cols-2"
        >
          <LogoInput
            field={fields.logo}
            accept={PROFILE_LOGO_ACCEPT}
            hint="JPEG, PNG or GIF, up to 5MB"
            check={checkLogo}
            current={
              <OrganizationLogo
                name={profile.orgName || "?"}
                logoUrl={logoUrl}
                size={64}
                className="h-16 w-16"
              />
            }
            className="sm:col-span-2"
          />
          <OrganizationFields fields={fields} briefHint={PROFILE_MESSAGES.briefHint} briefRows={4} />
          <FormField field={fields.phone} label="Phone">
            <Input
              {...getInputProps(fields.phone, { type: "tel" })}
              aria-describedby={describedBy(fields.phone)}
              autoComplete="tel"
              placeholder={PROFILE_MESSAGES.phonePlaceholder}
            />
          </FormField>
          <FormField field={fields.address} label="Address">
            <Input
              {...getInputProps(fields.address, { type: "text" })}
              aria-describedby={describedBy(fields.address)}
              autoComplete="street-address"
            />
          </FormField>
          <FormField field={fields.website} label="Website" hint="Optional" className="sm:col-span-2">
            <Input
              {...getInputProps(fields.website, { type: "url" })}
              aria-describedby={describedBy(fields.website, true)}
              autoComplete="url"
              placeholder="https://example.org"
            />
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            <Link to="/dashboard" className={buttonClass("outline")}>
              Cancel
            </Link>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save Profile"}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
