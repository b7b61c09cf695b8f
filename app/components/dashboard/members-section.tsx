import type { SubmissionResult } from "@conform-to/react";
import { lazy, Suspense, useCallback, useState } from "react";
import { Form, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Select } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import {
  leaveLead,
  leaveWarning,
  MEMBERS_TEXT,
  type MemberView,
  removeMemberWarning,
  type TeamView,
} from "~/domain/member-management";
import { MEMBERSHIP_TEXT, ORGANIZATION_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/domain/membership";
import { cn } from "~/lib/cn";
import {
  ConfirmButton,
  type ConfirmRequest,
  itemClass,
  listClass,
  useMemberFormPending,
} from "./members-forms";
import { MemberInvitations } from "./members-invitations";
import { InviteMemberForm } from "./members-invite-form";

const MembersConfirmDialog = lazy(async () => ({
  default: (await import("./members-confirm-dialog")).MembersConfirmDialog,
}));

/**
 * Members in My Account (issue 35). Every member sees the team (name, email, role, since; "(you)" on their own
 * row) and may leave; an owner also changes roles (what each allows is listed above the team), removes others,
 * invites by email and manages the invitations still waiting. The last owner is told that leaving waits for a
 * handover; the server refuses it either way. Cards on a phone; a row per member with headings from 1024px.
 */
export function MembersSection({
  team,
  inviteResult,
}: {
  team: TeamView;
  inviteResult: SubmissionResult<string[]> | null;
}) {
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const close = useCallback(() => setConfirm(null), []);
  const organization = team.organizationName || "your organization";

  return (
    <>
      <Card className="p-5" role="region" aria-labelledby="members-title">
        <h2 id="members-title" className="text-lg font-semibold">
          {MEMBERS_TEXT.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{MEMBERS_TEXT.lead(organization)}</p>
        {team.manage ? <RolesHelp /> : null}
        <MemberList team={team} organization={organization} onConfirm={setConfirm} />

        <div className="mt-6 border-t border-default pt-5">
          <h3 className="font-semibold">{MEMBERS_TEXT.leaveTitle}</h3>
          <p className="mt-1 text-sm text-muted">
            {team.lastOwner ? MEMBERSHIP_TEXT.lastOwner : leaveLead(organization)}
          </p>
          <ConfirmButton
            intent="leave"
            id={null}
            label={MEMBERS_TEXT.leave}
            className="mt-3 min-h-11 sm:min-h-11"
            onConfirm={() =>
              setConfirm({
                intent: "leave",
                id: null,
                title: MEMBERS_TEXT.leaveTitle,
                description: team.lastOwner
                  ? `${leaveWarning(organization)} ${MEMBERSHIP_TEXT.lastOwner}`
                  : leaveWarning(organization),
                confirmLabel: MEMBERS_TEXT.leaveConfirm,
                pendingLabel: MEMBERS_TEXT.leaving,
              })
            }
          />
        </div>
      </Card>

      {team.manage ? (
        <>
          <Card className="p-5" role="region" aria-labelledby="invite-title">
            <h2 id="invite-title" className="text-lg font-semibold">
              {MEMBERS_TEXT.inviteTitle}
            </h2>
            <p className="mt-1 text-sm text-muted">{MEMBERS_TEXT.inviteLead}</p>
            <InviteMemberForm lastResult={inviteResult} />
          </Card>
          <Card className="p-5" role="region" aria-labelledby="pending-title">
            <h2 id="pending-title" className="text-lg font-semibold">
              {MEMBERS_TEXT.pendingTitle}
            </h2>
            <p className="mt-1 text-sm text-muted">{MEMBERS_TEXT.pendingLead}</p>
            <MemberInvitations invitations={team.invitations} onConfirm={setConfirm} />
          </Card>
        </>
      ) : null}

      {confirm ? (
        <Suspense fallback={null}>
          <MembersConfirmDialog request={confirm} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** What each role may do, above the team an owner may change. */
function RolesHelp() {
  return (
    <div className="mt-4 rounded-md bg-surface-muted p-4">
      <h3 className="text-sm font-semibold">{MEMBERS_TEXT.rolesTitle}</h3>
      <dl className="mt-2 grid gap-2 text-sm lg:grid-cols-3 lg:gap-4">
        {ORGANIZATION_ROLES.map((role) => (
          <div key={role}>
            <dt className="font-medium">{ROLE_LABELS[role]}</dt>
            <dd className="text-muted">{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function MemberList({
  team,
  organization,
  onConfirm,
}: {
  team: TeamView;
  organization: string;
  onConfirm: (request: ConfirmRequest) => void;
}) {
  const gridClass = team.manage
    ? "lg:grid lg:grid-cols-[minmax(0,1fr)_17rem_8rem_7rem] lg:items-center lg:gap-4"
    : "lg:grid lg:grid-cols-[minmax(0,1fr)_8rem_8rem] lg:items-center lg:gap-4";
  return (
    <div className="mt-4">
      <div
        aria-hidden
        className={cn("hidden pb-2 text-xs font-semibold uppercase tracking-wide text-muted", gridClass)}
      >
        <span>{MEMBERS_TEXT.name}</span>
        <span>{MEMBERS_TEXT.role}</span>
        <span>{MEMBERS_TEXT.since}</span>
        {team.manage ? <span className="text-right">{MEMBERS_TEXT.actions}</span> : null}
      </div>
      <ul aria-label={MEMBERS_TEXT.listLabel} className={listClass}>
        {team.members.map((member) => (
          <li key={member.userId} className={cn(itemClass, gridClass)}>
            <div className="min-w-0">
              <p className="font-semibold [overflow-wrap:anywhere]">
                {member.name}
                {member.you ? (
                  <span className="ml-1.5 font-normal text-muted">{MEMBERS_TEXT.you}</span>
                ) : null}
              </p>
              <p className="text-sm text-muted [overflow-wrap:anywhere]">{member.email}</p>
            </div>
            {team.manage ? (
              <RoleForm member={member} />
            ) : (
              <p>
                <span className="sr-only">{MEMBERS_TEXT.role}: </span>
                <Badge tone={member.role === "owner" ? "green" : "blue"}>{ROLE_LABELS[member.role]}</Badge>
              </p>
            )}
            <p className="text-sm">
              <span className="text-muted lg:sr-only">{MEMBERS_TEXT.since} </span>
              {member.since}
            </p>
            {team.manage ? (
              <div className="flex lg:justify-end">
                {member.you ? null : (
                  <ConfirmButton
                    intent="remove"
                    id={member.userId}
                    label={MEMBERS_TEXT.remove}
                    owner={member.name}
                    onConfirm={() =>
                      onConfirm({
                        intent: "remove",
                        id: member.userId,
                        title: MEMBERS_TEXT.removeTitle(member.name),
                        description: removeMemberWarning(member.name, member.email, organization),
                        confirmLabel: MEMBERS_TEXT.removeConfirm,
                        pendingLabel: MEMBERS_TEXT.removing,
                      })
                    }
                  />
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * An owner's choice of a member's role: the three roles and Change role. Drawn again after every answer
 * (`location.key`), so a refused change shows the role the member still holds.
 */
function RoleForm({ member }: { member: MemberView }) {
  const { key } = useLocation();
  const pending = useMemberFormPending("role", member.userId);
  const selectId = `member-role-${member.userId}`;
  return (
    <Form method="post" key={`${member.role}-${key}`} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={member.userId} />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={selectId}
          className="mb-1 block text-xs font-semibold uppercase tracking-wide text-muted lg:sr-only"
        >
          {MEMBERS_TEXT.role}
          <span className="sr-only"> of {member.name}</span>
        </label>
        <Select id={selectId} name="role" defaultValue={member.role} className="sm:h-9 sm:py-1">
          {ORGANIZATION_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      </div>
      <StatusButton
        size="sm"
        variant="outline"
        pending={pending}
        pendingLabel={MEMBERS_TEXT.changingRole}
        className="min-h-11 sm:min-h-9"
      >
        {MEMBERS_TEXT.changeRole}
        <span className="sr-only"> of {member.name}</span>
      </StatusButton>
    </Form>
  );
}
