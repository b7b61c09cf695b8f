import type { Submission } from "@conform-to/react";
import { data, Link } from "react-router";
import { LogoutButton } from "~/components/auth/logout-button";
import { BillingSection } from "~/components/dashboard/billing-section";
import { MembersSection } from "~/components/dashboard/members-section";
import { LogOut, UserCog } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FolderKanban } from "~/components/ui/icons";
import { listOpenInvitations } from "~/db/queries/invitations.server";
import { listMembers } from "~/db/queries/members.server";
import { getOwnProfile } from "~/db/queries/profiles.server";
import { mayActInOrganization } from "~/domain/authorization";
import { formatDate } from "~/domain/dates";
import {
  invitedText,
  leftText,
  leftTitle,
  MEMBERS_TEXT,
  type MembersIntent,
  MembersIntentSchema,
  removedText,
  resentText,
  revokedText,
  roleChangedText,
  roleUnchangedText,
  TEAM_REFUSAL_TEXT,
  type TeamView,
} from "~/domain/member-management";
import { invitationState, MEMBERSHIP_TEXT, ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/domain/membership";
import { displayPhoneNumber } from "~/domain/phone";
import { websiteHref, websiteText } from "~/domain/text";
import { answerRefusal, formAction } from "~/services/form-action.server";
import { parseIntent } from "~/services/intent.server";
import { changeMemberRole } from "~/services/members/change-member-role.server";
import { inviteMember } from "~/services/members/invite-member.server";
import { leaveOrganization } from "~/services/members/leave-organization.server";
import { removeMember } from "~/services/members/remove-member.server";
import { resendInvitation } from "~/services/members/resend-invitation.server";
import { revokeInvitation } from "~/services/members/revoke-invitation.server";
import { loadBillingSummary } from "~/services/payments/payment-receipt.server";
import { requireOrganizationAction, requireUser } from "~/services/permissions.server";
import { dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/account";

export const meta = () => [{ title: "My Account | UgandaImpact" }];

const PATH = "/dashboard/account";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // The organization is the member's (its profile id); null for an account in none (an administrator, say).
  const organizationId = user.organizationId;
  const manage = mayActInOrganization(user, "organization.members");
  const now = new Date();
  const [profile, billing, members, invitations] = await Promise.all([
    organizationId ? getOwnProfile(organizationId) : null,
    mayActInOrganization(user, "organization.billing") ? loadBillingSummary(user) : null,
    organizationId ? listMembers(organizationId) : [],
    organizationId && manage ? listOpenInvitations(organizationId) : [],
  ]);
  const organizationName = profile?.organizationName || null;
  const team: TeamView | null =
    organizationId && user.role
      ? {
          organizationName: organizationName ?? "",
          role: user.role,
          manage,
          lastOwner: user.role === "owner" && members.filter((member) => member.role === "owner").length <= 1,
          members: members.map((member) => ({
            userId: member.userId,
            name: member.name,
            email: member.email,
            role: member.role,
            since: formatDate(member.since),
            you: member.userId === user.id,
          })),
          invitations: invitations.map((invitation) => ({
            id: invitation.id,
            email: invitation.email,
            role: invitation.role,
            sent: formatDate(invitation.sentAt),
            expires: formatDate(invitation.expiresAt),
            expired:
              invitationState({ acceptedAt: null, revokedAt: null, expiresAt: invitation.expiresAt }, now) ===
              "expired",
          })),
        }
      : null;
  return {
    email: user.email,
    name: user.name,
    organizationName,
    // The organization's contact rows, shown only to a member of one.
    hasOrganization: organizationId !== null,
    phone: displayPhoneNumber(profile?.phone ?? null),
    address: profile?.address ?? null,
    website: profile?.website ?? null,
    joined: formatDate(user.createdAt),
    isAdmin: user.isAdmin,
    role: user.role,
    // An account in no organization may still make one from Edit Profile (an administrator's first save).
    mayEditProfile: organizationId === null || mayActInOrganization(user, "organization.profile"),
    billing,
    team,
  };
}

/** The toast title of each write's refusal or failure. */
const ERROR_TITLES: Record<MembersIntent, string> = {
  invite: MEMBERS_TEXT.inviteError,
  resend: MEMBERS_TEXT.resendError,
  revoke: MEMBERS_TEXT.revokeError,
  role: MEMBERS_TEXT.roleError,
  remove: MEMBERS_TEXT.removeError,
  leave: MEMBERS_TEXT.leaveError,
};

/** A row's refusal: back to the page with the reason under the write's title. */
function refused(intent: MembersIntent, description: string) {
  return redirectWithToast(PATH, { type: "error", title: ERROR_TITLES[intent], description });
}

/** The Invite form's refusal: the reason beside the field it concerns (or above the form), and as a toast. */
function inviteRefused(submission: Submission<unknown>, description: string, field?: "email") {
  return dataWithToast(
    {
      result: submission.reply(
        field ? { fieldErrors: { [field]: [description] } } : { formErrors: [description] },
      ),
    },
    { type: "error", title: MEMBERS_TEXT.inviteError, description },
  );
}

/**
 * The Members section's writes (issue 35). Any member may Leave; everything else (Invite, Resend, Revoke,
 * Change role, Remove) is an owner's, and anyone else's POST is answered 403 before anything changes. Each
 * refusal says why and changes nothing. Answers that carry a toast are 200 or a redirect (React Router reads the
 * toast cookie again only after a 2xx action); the Invite form's own mistakes are 400, and so is a malformed
 * request (parseIntent's one answer).
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireOrganizationAction(request, "organization.view");
  const intentOf = (parsed: Awaited<ReturnType<typeof readMembersIntent>> | undefined): MembersIntent =>
    parsed?.ok ? parsed.intent.intent : "invite";
  return formAction(
    request,
    {
      read: readMembersIntent,
      name: (parsed) => `member ${intentOf(parsed)}`,
      failure: (parsed) => ({ title: ERROR_TITLES[intentOf(parsed)], description: MEMBERS_TEXT.tryAgain }),
      // The Invite form keeps what was typed, the message above it; a row's button goes back with a toast.
      answer: ({ toast, init, input }) =>
        input && intentOf(input) === "invite"
          ? dataWithToast(
              { result: input.submission.reply({ formErrors: [toast.description ?? toast.title] }) },
              toast,
              init,
            )
          : redirectWithToast(PATH, toast),
    },
    async (parsed) => {
      // Every change of the team but leaving it is an owner's (ORGANIZATION_PERMISSIONS "organization.members").
      if (intentOf(parsed) !== "leave") await requireOrganizationAction(request, "organization.members");
      if (!parsed.ok) return data({ result: parsed.submission.reply() }, { status: 400 });
      const { intent: value, submission } = parsed;

      switch (value.intent) {
        case "invite": {
          const outcome = await inviteMember({ actor: member, email: value.email, role: value.role });
          if (outcome.ok) {
            return dataWithToast(
              { result: submission.reply({ resetForm: true }) },
              outcome.mailed
                ? {
                    type: "success",
                    title: MEMBERS_TEXT.invited,
                    description: invitedText(outcome.email, outcome.role),
                  }
                : {
                    type: "error",
                    title: MEMBERS_TEXT.invitedNotMailed,
                    description: MEMBERS_TEXT.notMailedDetail,
                  },
            );
          }
          return answerRefusal(outcome, {
            "already-member": ({ email }) =>
              inviteRefused(submission, MEMBERSHIP_TEXT.alreadyMember(email), "email"),
            "already-invited": ({ email }) =>
              inviteRefused(submission, MEMBERSHIP_TEXT.alreadyInvited(email), "email"),
            "not-owner": () => inviteRefused(submission, TEAM_REFUSAL_TEXT["not-owner"]),
            unverified: () => inviteRefused(submission, TEAM_REFUSAL_TEXT.unverified),
          });
        }
        case "resend": {
          const outcome = await resendInvitation({ actor: member, invitationId: value.id });
          if (outcome.ok) {
            return redirectWithToast(
              PATH,
              outcome.mailed
                ? { type: "success", title: MEMBERS_TEXT.resent, description: resentText(outcome.email) }
                : {
                    type: "error",
                    title: MEMBERS_TEXT.resentNotMailed,
                    description: MEMBERS_TEXT.notMailedDetail,
                  },
            );
          }
          return answerRefusal(outcome, {
            "not-owner": () => refused("resend", TEAM_REFUSAL_TEXT["not-owner"]),
            unverified: () => refused("resend", TEAM_REFUSAL_TEXT.unverified),
            "not-found": () => refused("resend", TEAM_REFUSAL_TEXT.invitationGone),
          });
        }
        case "revoke": {
          const outcome = await revokeInvitation({ actor: member, invitationId: value.id });
          if (outcome.ok) {
            return redirectWithToast(PATH, {
              type: "success",
              title: MEMBERS_TEXT.revoked,
              description: revokedText(outcome.email),
            });
          }
          return answerRefusal(outcome, {
            "not-owner": () => refused("revoke", TEAM_REFUSAL_TEXT["not-owner"]),
            "not-found": () => refused("revoke", TEAM_REFUSAL_TEXT.invitationGone),
          });
        }
        case "role": {
          const outcome = await changeMemberRole({ actor: member, userId: value.id, role: value.role });
          if (outcome.ok) {
            return redirectWithToast(
              PATH,
              outcome.changed
                ? {
                    type: "success",
                    title: MEMBERS_TEXT.roleChanged,
                    description: roleChangedText(outcome.name, outcome.role, outcome.self),
                  }
                : {
                    type: "info",
                    title: MEMBERS_TEXT.roleUnchanged,
                    description: roleUnchangedText(outcome.name, outcome.role, outcome.self),
                  },
            );
          }
          return answerRefusal(outcome, {
            "not-owner": () => refused("role", TEAM_REFUSAL_TEXT["not-owner"]),
            "not-found": () => refused("role", TEAM_REFUSAL_TEXT.memberGone),
            "last-owner": () => refused("role", TEAM_REFUSAL_TEXT["last-owner"]),
          });
        }
        case "remove": {
          const outcome = await removeMember({ actor: member, userId: value.id });
          if (outcome.ok) {
            return redirectWithToast(PATH, {
              type: "success",
              title: MEMBERS_TEXT.removed,
              description: removedText(outcome.name, outcome.organizationName || "your organization"),
            });
          }
          return answerRefusal(outcome, {
            "not-owner": () => refused("remove", TEAM_REFUSAL_TEXT["not-owner"]),
            "not-found": () => refused("remove", TEAM_REFUSAL_TEXT.memberGone),
            "last-owner": () => refused("remove", TEAM_REFUSAL_TEXT["last-owner"]),
            self: () => refused("remove", TEAM_REFUSAL_TEXT.self),
          });
        }
        case "leave": {
          const outcome = await leaveOrganization({ actor: member });
          if (outcome.ok) {
            return redirectWithToast("/dashboard", {
              type: "success",
              title: leftTitle(outcome.organizationName || "your organization"),
              description: leftText,
            });
          }
          return answerRefusal(outcome, {
            "last-owner": () => refused("leave", TEAM_REFUSAL_TEXT["last-owner"]),
            "not-member": () => refused("leave", TEAM_REFUSAL_TEXT["not-member"]),
          });
        }
      }
    },
  );
}

function readMembersIntent(request: Request) {
  return parseIntent(request, MembersIntentSchema, "member", { forms: ["invite"] });
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-default py-3 last:border-0 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="min-w-0 break-words sm:col-span-2">{children}</dd>
    </div>
  );
}

const notProvided = <span className="text-muted">Not provided</span>;

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const account = loaderData;
  const href = websiteHref(account.website);
  const inviteResult = actionData && "result" in actionData ? actionData.result : null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">My Account</h1>
        <p className="mt-1 text-muted">{account.organizationName ?? account.name}</p>
      </div>
      <Card className="p-5">
        <h2 className="text-lg font-semibold">Account information</h2>
        <dl className="mt-2">
          <Row label="Email">{account.email}</Row>
          {account.hasOrganization ? (
            <>
              <Row label="Phone">{account.phone ?? notProvided}</Row>
              <Row label="Address">{account.address ?? notProvided}</Row>
              <Row label="Website">
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-brand-700 underline underline-offset-4 dark:text-brand-200"
                  >
                    {websiteText(account.website)}
                  </a>
                ) : (
                  notProvided
                )}
              </Row>
            </>
          ) : null}
          <Row label="Joined">{account.joined}</Row>
          <Row label="Account type">{account.isAdmin ? "Administrator Account" : "Organization Account"}</Row>
          {account.role ? (
            <Row label="Role">
              <span className="font-medium">{ROLE_LABELS[account.role]}</span>
              <span className="mt-0.5 block text-sm text-muted">{ROLE_DESCRIPTIONS[account.role]}</span>
            </Row>
          ) : null}
        </dl>
      </Card>
      {account.billing ? <BillingSection billing={account.billing} /> : null}
      {account.team ? <MembersSection team={account.team} inviteResult={inviteResult} /> : null}
      <Card className="p-5">
        <h2 className="text-lg font-semibold">Actions</h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {account.mayEditProfile ? (
            <Link to="/dashboard/profile" className={buttonClass("primary")}>
              <UserCog aria-hidden className="h-4 w-4" />
              Edit Profile
            </Link>
          ) : null}
          <Link
            to="/dashboard/projects"
            className={buttonClass(account.mayEditProfile ? "outline" : "primary")}
          >
            <FolderKanban aria-hidden className="h-4 w-4" />
            My Projects
          </Link>
          <LogoutButton className={buttonClass("destructive")}>
            <LogOut aria-hidden className="h-4 w-4" />
            Sign Out
          </LogoutButton>
        </div>
      </Card>
    </div>
  );
}
