import { eq } from "drizzle-orm";
import {
  claimOrganizationName,
  ensureOrganizationNameFree,
  getOwnProfile,
  insertOrganization,
  insertProfile,
  isOrganizationNameTaken,
  type OrganizationFields,
  updateOrganization,
  updateProfile,
} from "~/db/queries/profiles.server";
import { isEmailVerified } from "~/db/queries/users.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { profiles } from "~/db/schema";
import { organizationNameKey } from "~/domain/organization-name-key";
import { PROFILE_LOGO_TYPES } from "~/domain/registration";
import { logger } from "~/lib/logger.server";
import { type AuditActor, recordAdminAction } from "~/services/audit.server";
import { type LogoRefusal, writeWithLogo } from "./organization-logo.server";

export type SaveOrganizationProfileResult =
  | { ok: true }
  /** Another organization's name, or a look-alike of it (organizationNameKey): nothing was written. */
  | { ok: false; reason: "name-taken" }
  /** The save failed on our side (logged): nothing was written. */
  | { ok: false; reason: "failed" }
  | LogoRefusal;

/**
 * The signed-in user saves their organization's profile (spec §5 Profile): the new logo, if any, stored first;
 * the profile and its organization record in one transaction (a user without a profile, an administrator made
 * from ADMIN_EMAILS say, gets both on the first save); after the commit the logo it replaced is removed.
 * Without a new logo the current one stays. The caller applies the rate limit ("profile-save") first.
 */
export async function saveOrganizationProfile({
  userId,
  actor,
  values,
  logo,
}: {
  /** The organization's profile id (its founder's account id). */
  userId: string;
  /** Who saves it: named in the audit log (an owner, or an administrator on their own profile). */
  actor: AuditActor;
  values: Omit<OrganizationFields, "logoUrl">;
  logo?: File;
}): Promise<SaveOrganizationProfileResult> {
  return writeWithLogo<Exclude<SaveOrganizationProfileResult, LogoRefusal>>(
    logo,
    PROFILE_LOGO_TYPES,
    async (logoUrl) => {
      try {
        const replacedLogoUrl = await writeProfile(userId, actor, values, logoUrl);
        return { outcome: { ok: true }, replacedLogoUrl };
      } catch (error) {
        if (isOrganizationNameTaken(error)) return { outcome: { ok: false, reason: "name-taken" } };
        logger.error({ err: error }, "profile update failed");
        return { outcome: { ok: false, reason: "failed" } };
      }
    },
  );
}

/** The transaction; returns the logo URL it replaced, if any. */
async function writeProfile(
  userId: string,
  actor: AuditActor,
  fields: Omit<OrganizationFields, "logoUrl">,
  newLogoUrl: string | undefined,
): Promise<string | null> {
  return refusableTransaction(async (tx) => {
    // One save at a time per profile: a save that keeps the logo reads the one a parallel save just set,
    // never the replaced one (deleted after that save), so the profile never names a deleted file.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
    const current = await getOwnProfile(userId, tx);
    const values = { ...fields, logoUrl: newLogoUrl ?? current?.logoUrl ?? null };
    let organizationId = current?.organizationId ?? null;
    // Its own name, in any case or spacing, is always the profile's to keep (legacy duplicates too).
    const ownKey = current?.nameKey.split("\u0001")[0];
    if (organizationNameKey(values.organizationName) !== ownKey) {
      await ensureOrganizationNameFree(values.organizationName, { profileId: userId, organizationId }, tx);
    }
    if (organizationId) await updateOrganization(organizationId, values, tx);
    else organizationId = (await insertOrganization(values, tx)).id;
    if (current) await updateProfile(userId, { ...values, organizationId }, current.nameKey, tx);
    else await insertProfile({ ...values, userId, organizationId, fullName: null }, tx);
    // A verified organization that is hidden (its name was taken first) is shown once it has a free name.
    if (current && !current.listed && (await isEmailVerified(userId, tx)))
      await claimOrganizationName(userId, tx);
    await recordAdminAction(tx, actor, {
      action: "organization.profile",
      target: { type: "organization", id: userId, label: values.organizationName },
      organizationId: userId,
    });
    return current?.logoUrl && current.logoUrl !== values.logoUrl ? current.logoUrl : null;
  });
}
