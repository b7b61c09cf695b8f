import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import type { z } from "zod";
import { DraftNotice, OfflineNotice, useFormDraft } from "~/components/forms/form-draft";
import { describedBy, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { LogoInput } from "~/components/forms/logo-input";
import { OrganizationFields } from "~/components/forms/organization-fields";
import { RegistrationNumberFields } from "~/components/forms/registration-number-fields";
import { OrganizationLogo } from "~/components/organizations/organization-logo";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { getOwnProfile } from "~/db/queries/profiles.server";
import { displayPhoneNumber } from "~/domain/phone";
import { checkProfileLogo, PROFILE_MESSAGES, ProfileSchema, profileLogoToast } from "~/domain/profile";
import { MAX_LOGO_BYTES, PROFILE_LOGO_ACCEPT, REGISTRATION_MESSAGES } from "~/domain/registration";
import { NOT_A_PICTURE_PROFILE } from "~/domain/uploads";
import { isAppError } from "~/lib/app-error";
import { answerRefusal, formAction } from "~/services/form-action.server";
import { readFormBody } from "~/services/form-body.server";
import { saveOrganizationProfile } from "~/services/organizations/save-organization-profile.server";
import { assertOrganizationAction, requireUser } from "~/services/permissions.server";
import { dataWithErrorToast, dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/profile";

/** Spec §5's profile reading of the logo rules, with its toast, in the browser before the upload. */
function checkLogo(file: File) {
  const problem = checkProfileLogo(file);
  return problem ? profileLogoToast(problem) : null;
}

export const meta = () => [{ title: "Edit Profile | UgandaImpact" }];

/**
 * Who edits which profile: an owner their organization's; an administrator in no organization the profile of
 * their own account (saving one makes it an organization, with them its owner).
 */
async function requireProfileEditor(request: Request) {
  const user = await requireUser(request);
  if (user.isAdmin && user.organizationId === null) return { user, profileId: user.id };
  const member = await assertOrganizationAction(request, user, "organization.profile");
  return { user: member, profileId: member.organizationId };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { profileId } = await requireProfileEditor(request);
  const profile = await getOwnProfile(profileId);
  return {
    profile: {
      orgName: profile?.organizationName ?? "",
      orgBrief: profile?.organizationBrief ?? "",
      orgType: profile?.organizationType ?? "",
      phone: displayPhoneNumber(profile?.phone ?? null) ?? "",
      address: profile?.address ?? "",
      website: profile?.website ?? "",
      registrationAgency: profile?.registrationAgency ?? "",
      registrationNumber: profile?.registrationNumber ?? "",
      iatiSelfPublished: profile?.iatiSelfPublished ?? false,
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
  const { user, profileId } = await requireProfileEditor(request);
  return formAction(
    request,
    {
      read: async (request) => {
        const body = await readFormBody(request, {
          files: { maxFileSize: MAX_LOGO_BYTES * 2, maxFiles: 1 },
          multiline: ["orgBrief", "address"],
        });
        return body.ok
          ? { ...body, submission: parseWithZod(body.formData, { schema: ProfileSchema }) }
          : body;
      },
      // Before the body is read: a flood of saves (each may carry an image to decode) is refused cheaply.
      rateLimit: { name: "profile-save", key: user.id },
      title: PROFILE_MESSAGES.updateFailed,
      answer: ({ toast, init, input }) =>
        dataWithToast({ result: input?.ok ? input.submission.reply() : null }, toast, init),
    },
    async (parsed) => {
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
      const { submission } = parsed;
      if (submission.status !== "success") {
        return data({ result: submission.reply() }, { status: 400 });
      }
      const input = submission.value;
      let outcome: Awaited<ReturnType<typeof saveOrganizationProfile>>;
      try {
        outcome = await saveOrganizationProfile({
          userId: profileId,
          actor: user,
          values: {
            organizationName: input.orgName,
            organizationBrief: input.orgBrief,
            organizationType: input.orgType,
            phone: input.phone,
            address: input.address,
            website: input.website,
            registrationAgency: input.registrationAgency,
            registrationNumber: input.registrationNumber,
            iatiSelfPublished: input.iatiSelfPublished,
          },
          logo: input.logo,
        });
      } catch (error) {
        // Too many images being processed: nothing was stored; the owner is asked to save again shortly.
        if (!isAppError(error, "UNAVAILABLE")) throw error;
        return dataWithErrorToast({ result: submission.reply() }, error);
      }
      if (outcome.ok) {
        return redirectWithToast("/dashboard", {
          type: "success",
          title: PROFILE_MESSAGES.updated,
          description: PROFILE_MESSAGES.updatedDetail,
        });
      }
      return answerRefusal(outcome, {
        // Another organization's name: said beside the field, like any other refused value.
        "name-taken": () =>
          data(
            { result: submission.reply({ fieldErrors: { orgName: [REGISTRATION_MESSAGES.orgNameTaken] } }) },
            { status: 400 },
          ),
        // Each refusal says its own reason; only a failure of ours says "Error uploading logo".
        logo: ({ problem }) =>
          dataWithToast(
            { result: submission.reply() },
            { type: "error", ...profileLogoToast({ kind: problem, sizeMb: "" }) },
          ),
        "logo-failed": () => dataWithToast({ result: submission.reply() }, uploadError),
        failed: () =>
          dataWithToast(
            { result: submission.reply() },
            {
              type: "error",
              title: PROFILE_MESSAGES.updateFailed,
              description: PROFILE_MESSAGES.updateFailedDetail,
            },
          ),
      });
    },
  );
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const { logoUrl, ...defaultValue } = profile;
  const busy = useIsPending({ state: "non-idle" });
  const [form, fields] = useForm<z.infer<typeof ProfileSchema>>({
    id: "profile",
    lastResult: actionData?.result ?? undefined,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
  });
  // What is typed stays on this device until saved (issue 24); the logo file is never kept.
  const draft = useFormDraft(form.id);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Edit Profile</h1>
        <p className="mt-1 text-muted">How your organization appears across UgandaImpact.</p>
      </div>
      <Card className="p-5 sm:p-6">
        <DraftNotice draft={draft} />
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
            notPictureMessage={NOT_A_PICTURE_PROFILE}
            check={checkLogo}
            saveLabel="Save Profile"
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
          <RegistrationNumberFields fields={fields} />
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            <Link to="/dashboard" className={buttonClass("outline")}>
              Cancel
            </Link>
            <StatusButton pending={busy} pendingLabel="Saving...">
              Save Profile
            </StatusButton>
          </div>
          <OfflineNotice draft={draft} className="sm:col-span-2" />
        </Form>
      </Card>
    </div>
  );
}
