import { count, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { organizations, profiles, projects } from "~/db/schema";
import type { Executor } from "./users.server";

export type OrganizationFields = {
  organizationName: string;
  organizationBrief: string;
  organizationType: string;
  phone: string | null;
  address: string | null;
  website: string | null;
  logoUrl: string | null;
};

/** The signed-in user's profile (one per user, id = user id), or null when none exists yet. */
export async function getOwnProfile(userId: string, db: Executor = getDb()) {
  const rows = await db
    .select({
      id: profiles.id,
      organizationId: profiles.organizationId,
      fullName: profiles.fullName,
      organizationName: profiles.organizationName,
      organizationBrief: profiles.organizationBrief,
      organizationType: profiles.organizationType,
      phone: profiles.phone,
      address: profiles.address,
      website: profiles.website,
      logoUrl: profiles.logoUrl,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0] ?? null;
}
export type OwnProfile = NonNullable<Awaited<ReturnType<typeof getOwnProfile>>>;

/** How many projects the user owns (projects.organization_id is the owner's user id). */
export async function countOwnProjects(userId: string, db: Executor = getDb()): Promise<number> {
  const rows = await db.select({ total: count() }).from(projects).where(eq(projects.organizationId, userId));
  return Number(rows[0]?.total ?? 0);
}

export async function insertOrganization(db: Executor, fields: OrganizationFields): Promise<{ id: string }> {
  const [row] = await db
    .insert(organizations)
    .values({
      name: fields.organizationName,
      description: fields.organizationBrief,
      organizationType: fields.organizationType,
      phone: fields.phone,
      address: fields.address,
      website: fields.website,
      logoUrl: fields.logoUrl,
    })
    .returning({ id: organizations.id });
  if (!row) throw new Error("Failed to create organization - no data returned");
  return row;
}

export async function insertProfile(
  db: Executor,
  values: OrganizationFields & { userId: string; organizationId: string; fullName: string | null },
) {
  await db.insert(profiles).values({
    id: values.userId,
    organizationId: values.organizationId,
    fullName: values.fullName,
    organizationName: values.organizationName,
    organizationBrief: values.organizationBrief,
    organizationType: values.organizationType,
    phone: values.phone,
    address: values.address,
    website: values.website,
    logoUrl: values.logoUrl,
  });
}

/**
 * Saves the profile and its linked organization in one transaction. A user without a profile (an
 * administrator made from ADMIN_EMAILS, say) gets one, with an organization, on the first save.
 * `logoUrl` undefined keeps the current logo. Returns the logo URL that was replaced, if any.
 */
export async function saveOwnProfile(
  userId: string,
  fields: Omit<OrganizationFields, "logoUrl"> & { logoUrl?: string | null },
): Promise<{ replacedLogoUrl: string | null }> {
  return getDb().transaction(async (tx) => {
    const current = await getOwnProfile(userId, tx);
    const logoUrl = fields.logoUrl === undefined ? (current?.logoUrl ?? null) : fields.logoUrl;
    const values = { ...fields, logoUrl };
    let organizationId = current?.organizationId ?? null;
    if (organizationId) {
      await tx
        .update(organizations)
        .set({
          name: values.organizationName,
          description: values.organizationBrief,
          organizationType: values.organizationType,
          phone: values.phone,
          address: values.address,
          website: values.website,
          logoUrl: values.logoUrl,
        })
        .where(eq(organizations.id, organizationId));
    } else {
      organizationId = (await insertOrganization(tx, values)).id;
    }
    if (current) {
      await tx
        .update(profiles)
        .set({
          organizationId,
          organizationName: values.organizationName,
          organizationBrief: values.organizationBrief,
          organizationType: values.organizationType,
          phone: values.phone,
          address: values.address,
          website: values.website,
          logoUrl: values.logoUrl,
        })
        .where(eq(profiles.id, userId));
    } else {
      await insertProfile(tx, { ...values, userId, organizationId, fullName: null });
    }
    const replaced = current?.logoUrl && current.logoUrl !== logoUrl ? current.logoUrl : null;
    return { replacedLogoUrl: replaced };
  });
}
