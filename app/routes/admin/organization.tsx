import { data } from "react-router";
import { AdminOrganizationPanel, type RemoveMemberActionData } from "~/components/admin/organization-members";
import { errorBoundaryFor } from "~/components/route-error-boundary";
import { getAdminOrganization } from "~/db/queries/admin-organizations.server";
import { listMembers } from "~/db/queries/members.server";
import {
  type AdminMemberRow,
  AdminOrganizationPageIntentSchema,
  adminOrganizationHref,
  removedMemberText,
  ADMIN_MEMBERS_TEXT as TEXT,
} from "~/domain/admin-members";
import { displayPhoneNumber } from "~/domain/phone";
import { isUuid } from "~/domain/uuid";
import { answerRefusal, formAction } from "~/services/form-action.server";
import { notFound } from "~/services/http.server";
import { parseIntent } from "~/services/intent.server";
import { adminRemoveMember } from "~/services/members/admin-remove-member.server";
import { requireAdmin } from "~/services/permissions.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/organization";

/** One organization in the Admin area (issue 35): its details and members; admins only, an unknown id 404s. */
export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? [{ title: `${loaderData.organization.name} | Admin | UgandaImpact` }] : [];

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  if (!isUuid(params.id)) notFound();
  const [organization, members] = await Promise.all([
    getAdminOrganization(params.id),
    listMembers(params.id),
  ]);
  if (!organization) notFound();
  const rows: AdminMemberRow[] = members.map(({ userId, name, email, role, since }) => ({
    id: userId,
    name,
    email,
    role,
    since,
  }));
  // Without script, a row's Remove opens the form in the page (?remove=<member>).
  const removeId = new URL(request.url).searchParams.get("remove");
  return {
    // Formatted here: the phone library stays out of the admin pages' scripts.
    organization: {
      ...organization,
      phone: organization.phone ? displayPhoneNumber(organization.phone) : null,
    },
    members: rows,
    me: admin.id,
    removing: rows.find((row) => row.id === removeId && row.id !== admin.id) ?? null,
  };
}

/**
 * Remove a member, with a reason. Removed: back to the page with the toast. A reason missing or too long, or
 * the organization's only owner, comes back in the form, nothing changed; someone no longer a member (another
 * admin, or the owners, got there first) or the admin's own account is said in a toast.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  if (!isUuid(params.id)) notFound();
  const profileId = params.id;
  const page = adminOrganizationHref(profileId);
  const refusedToast = (description: string) =>
    redirectWithToast(page, { type: "error", title: TEXT.errorTitle, description });
  const refusedInForm = (reply: RemoveMemberActionData, status: number) => data(reply, { status });
  return formAction(
    request,
    {
      read: (request) =>
        parseIntent(request, AdminOrganizationPageIntentSchema, "member", {
          forms: ["remove"],
          ids: ["id"],
          multiline: ["reason"],
        }),
      name: "admin member removal",
      failure: { title: TEXT.errorTitle, description: TEXT.removeError },
      answer: ({ toast }) => redirectWithToast(page, toast),
    },
    async (parsed) => {
      if (!parsed.ok) {
        const sent = parsed.submission.payload.id;
        return refusedInForm(
          { remove: parsed.submission.reply(), memberId: typeof sent === "string" ? sent : "" },
          400,
        );
      }
      const { intent, submission } = parsed;
      const result = await adminRemoveMember({
        admin,
        profileId,
        userId: intent.id,
        reason: intent.reason,
      });
      if (result.ok) {
        return redirectWithToast(page, {
          type: "success",
          title: TEXT.removed,
          description: removedMemberText(result.email, result.organizationName),
        });
      }
      const inForm = (field: "reason" | null, message: string, status: number) =>
        refusedInForm(
          {
            remove: submission.reply(
              field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] },
            ),
            memberId: intent.id,
          },
          status,
        );
      return answerRefusal(result, {
        reason: () => inForm("reason", TEXT.reasonRequired, 400),
        "last-owner": () => inForm(null, TEXT.lastOwner, 409),
        "not-found": () => refusedToast(TEXT.notMember),
        self: () => refusedToast(TEXT.self),
      });
    },
  );
}

export const ErrorBoundary = errorBoundaryFor("page");

export default function AdminOrganizationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminOrganizationPanel
      // Another organization's page starts with fresh forms.
      key={loaderData.organization.id}
      organization={loaderData.organization}
      members={loaderData.members}
      me={loaderData.me}
      removing={loaderData.removing}
      refused={actionData && "remove" in actionData ? actionData : null}
    />
  );
}
