import type { Transaction } from "~/db/queries/executor.server";
import { getMembership, listMembers, lockMembers, type MemberRow } from "~/db/queries/members.server";
import type { OrganizationRole } from "~/domain/membership";
import type { AuditActor } from "../audit.server";

/**
 * What every change of an organization's team starts with (issue 35), inside its transaction: the team's rows
 * locked (lockMembers: two changes of one team take turns, and the last-owner rule reads the owners after the
 * lock), then the acting member's place in it read again (another owner may have changed it a moment ago).
 */

/** Who changes the team: the signed-in member, as requireOrganizationAction returned them. */
export type TeamActor = AuditActor & { name: string; organizationId: string };

export type LockedTeam = {
  organization: { id: string; name: string };
  /** The actor's role now (lockTeam is null when they are no longer a member of this organization). */
  actorRole: OrganizationRole;
  members: MemberRow[];
  owners: number;
};

export async function lockTeam(actor: TeamActor, tx: Transaction): Promise<LockedTeam | null> {
  await lockMembers(actor.organizationId, tx);
  const membership = await getMembership(actor.id, tx);
  if (!membership || membership.organizationId !== actor.organizationId) return null;
  const members = await listMembers(actor.organizationId, tx);
  return {
    organization: { id: actor.organizationId, name: membership.organizationName },
    actorRole: membership.role,
    members,
    owners: members.filter((member) => member.role === "owner").length,
  };
}

/** The audit entry's target for a change of the team: the organization (its profile id and name). */
export function teamTarget(team: LockedTeam) {
  return { type: "organization" as const, id: team.organization.id, label: team.organization.name };
}
