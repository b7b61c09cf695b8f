import { Badge } from "~/components/ui/badge";
import { type InvitationView, MEMBERS_TEXT, revokeInvitationWarning } from "~/domain/member-management";
import { ROLE_LABELS } from "~/domain/membership";
import { cn } from "~/lib/cn";
import { ConfirmButton, type ConfirmRequest, itemClass, listClass, RowButton } from "./members-forms";

const gridClass =
  "lg:grid lg:grid-cols-[minmax(0,1fr)_7rem_8rem_9rem_minmax(11rem,auto)] lg:items-center lg:gap-4";

/**
 * Pending invitations, for an owner: each address with its role, when the current link was sent and when it
 * expires (an expired one says so), Resend (a new link; the old one stops working) and Revoke (after its
 * confirmation). Cards on a phone; a row per invitation with column headings from 1024px.
 */
export function MemberInvitations({
  invitations,
  onConfirm,
}: {
  invitations: InvitationView[];
  onConfirm: (request: ConfirmRequest) => void;
}) {
  if (invitations.length === 0) return <p className="mt-3 text-muted">{MEMBERS_TEXT.noPending}</p>;
  return (
    <div className="mt-3">
      <div
        aria-hidden
        className={cn("hidden pb-2 text-xs font-semibold uppercase tracking-wide text-muted", gridClass)}
      >
        <span>{MEMBERS_TEXT.email}</span>
        <span>{MEMBERS_TEXT.role}</span>
        <span>{MEMBERS_TEXT.sent}</span>
        <span>{MEMBERS_TEXT.expires}</span>
        <span className="text-right">{MEMBERS_TEXT.actions}</span>
      </div>
      <ul aria-label={MEMBERS_TEXT.pendingLabel} className={listClass}>
        {invitations.map((invitation) => (
          <li key={invitation.id} className={cn(itemClass, gridClass)}>
            <p className="min-w-0 font-medium [overflow-wrap:anywhere]">{invitation.email}</p>
            <p>
              <span className="sr-only">{MEMBERS_TEXT.role}: </span>
              <Badge tone="blue">{ROLE_LABELS[invitation.role]}</Badge>
            </p>
            <p className="text-sm">
              <span className="text-muted lg:sr-only">{MEMBERS_TEXT.sent} </span>
              {invitation.sent}
            </p>
            <p className="text-sm">
              {invitation.expired ? (
                <Badge tone="amber" className="whitespace-nowrap">
                  {MEMBERS_TEXT.expired} {invitation.expires}
                </Badge>
              ) : (
                <>
                  <span className="text-muted lg:sr-only">{MEMBERS_TEXT.expires} </span>
                  {invitation.expires}
                </>
              )}
            </p>
            <div className="flex flex-wrap gap-2 pt-1 lg:justify-end lg:pt-0">
              <RowButton
                intent="resend"
                id={invitation.id}
                label={MEMBERS_TEXT.resend}
                pendingLabel={MEMBERS_TEXT.resending}
                owner={`the invitation to ${invitation.email}`}
              />
              <ConfirmButton
                intent="revoke"
                id={invitation.id}
                label={MEMBERS_TEXT.revoke}
                owner={`the invitation to ${invitation.email}`}
                onConfirm={() =>
                  onConfirm({
                    intent: "revoke",
                    id: invitation.id,
                    title: MEMBERS_TEXT.revokeTitle,
                    description: revokeInvitationWarning(invitation.email),
                    confirmLabel: MEMBERS_TEXT.revokeConfirm,
                    pendingLabel: MEMBERS_TEXT.revoking,
                  })
                }
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
