import { asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { BILLING_MAIL_ROLES } from "~/domain/billing-mail";
import type { Executor } from "./executor.server";
import { memberEmails } from "./members.server";

/**
 * The addresses an organization's billing mails go to (issue 35): its members whose role sees billing (owners
 * and finance), by the organization record's id (`orgId`, as subscription requests carry it). Its team is the
 * one of its profile (the first registered, should there be several, as findOrganizationContact reads it);
 * none when no profile belongs to it any more.
 */
export async function billingRecipients(orgId: string, db: Executor = getDb()): Promise<string[]> {
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.organizationId, orgId))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(1);
  if (!profile) return [];
  return memberEmails(profile.id, BILLING_MAIL_ROLES, db);
}
