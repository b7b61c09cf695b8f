import { and, count, eq, ne, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { organizations, profiles, projects } from "~/db/schema";
import { organizationNameKey } from "~/domain/organization-name-key";
import type { Executor } from "./users.server";

/**
 * Registering or renaming to a name another organization already uses (compared by organizationNameKey():
 * look-alike letters and trailing punctuation make no new name).
 */
export class OrganizationNameTakenError extends Error {
  constructor() {
    super("organization name taken");
  }
}

/** The name key a profile keeps: a legacy duplicate (migration 0005) keeps its distinct key for its own name. */
function profileNameKey(name: string, currentKey?: string | null): string {
  const key = organizationNameKey(name);
  return currentKey && currentKey.split("\u0001")[0] === key ? currentKey : key;
}

/**
 * Refuses a name that another profile or organization record carries. `own` names the caller's profile and
 * organization record, which may keep their own name in any case or spacing. The unique index on
 * profiles.name_key holds the same rule when two writers race (see asNameTaken()).
 */
export async function ensureOrganizationNameFree(
  db: Executor,
  name: string,
  own: { profileId?: string; organizationId?: string | null } = {},
): Promise<void> {
  const key = organizationNameKey(name);
  if (!key) return;
  const profileConditions: SQL[] = [eq(profiles.nameKey, key)];
  if (own.profileId) profileConditions.push(ne(profiles.id, own.profileId));
  const organizationConditions: SQL[] = [eq(organizations.nameKey, key)];
  if (own.organizationId) organizationConditions.push(ne(organizations.id, own.organizationId));
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(...profileConditions))
    .limit(1);
  const [organization] = profile
    ? [profile]
    : await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(...organizationConditions))
        .limit(1);
  if (profile || organization) throw new OrganizationNameTakenError();
}

/** A write that lost the race for a name to another writer: the unique index answers, we say it in words. */
function asNameTaken(error: unknown): unknown {
  const value = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const cause = value?.cause ?? value;
  return cause?.code === "23505" && cause.constraint === "profiles_name_key_unique"
    ? new OrganizationNameTakenError()
    : error;
}

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
      nameKey: profiles.nameKey,
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
      nameKey: organizationNameKey(fields.organizationName),
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
  values: OrganizationFields & { userId: string; organizationId: string | null; fullName: string | null },
) {
  await db
    .insert(profiles)
    .values({
      id: values.userId,
      organizationId: values.organizationId,
      fullName: values.fullName,
      organizationName: values.organizationName,
      nameKey: organizationNameKey(values.organizationName),
      organizationBrief: values.organizationBrief,
      organizationType: values.organizationType,
      phone: values.phone,
      address: values.address,
      website: values.website,
      logoUrl: values.logoUrl,
    })
    .catch((error) => {
      throw asNameTaken(error);
    });
}

/**
 * Saves the profile and its linked organization in one transaction. A user without a profile (an
 * administrator made from ADMIN_EMAILS, say) gets one, with an organization, on the first save.
 * `logoUrl` undefined keeps the current logo. Returns the logo URL that was replaced, if any.
 * A name another organization uses is refused with OrganizationNameTakenError and nothing is written.
 */
export async function saveOwnProfile(
  userId: string,
  fields: Omit<OrganizationFields, "logoUrl"> & { logoUrl?: string | null },
): Promise<{ replacedLogoUrl: string | null }> {
  return getDb().transaction(async (tx) => {
    // One save at a time per profile: a save that keeps the logo reads the one a parallel save just set,
    // never the replaced one (deleted after that save), so the profile never names a deleted file.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
    const current = await getOwnProfile(userId, tx);
    const logoUrl = fields.logoUrl === undefined ? (current?.logoUrl ?? null) : fields.logoUrl;
    const values = { ...fields, logoUrl };
    let organizationId = current?.organizationId ?? null;
    // Its own name, in any case or spacing, is always the profile's to keep (legacy duplicates too).
    const ownKey = current?.nameKey.split("\u0001")[0];
    if (organizationNameKey(values.organizationName) !== ownKey) {
      await ensureOrganizationNameFree(tx, values.organizationName, { profileId: userId, organizationId });
    }
    if (organizationId) {
      await tx
        .update(organizations)
        .set({
          name: values.organizationName,
          nameKey: organizationNameKey(values.organizationName),
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
          nameKey: profileNameKey(values.organizationName, current.nameKey),
          organizationBrief: values.organizationBrief,
          organizationType: values.organizationType,
          phone: values.phone,
          address: values.address,
          website: values.website,
          logoUrl: values.logoUrl,
        })
        .where(eq(profiles.id, userId))
        .catch((error) => {
          throw asNameTaken(error);
        });
    } else {
      await insertProfile(tx, { ...values, userId, organizationId, fullName: null });
    }
    const replaced = current?.logoUrl && current.logoUrl !== logoUrl ? current.logoUrl : null;
    return { replacedLogoUrl: replaced };
  });
}

/** How many organizations an admin's Add Project offers at most (a longer list is no longer a choice). */
export const MAX_OWNER_CHOICES = 2000;

/** Every registered organization an admin may add a project for: its account's id and its name, by name. */
export async function listOrganizationOwners(
  db: Executor = getDb(),
): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: profiles.id, name: sql<string>`btrim(${profiles.organizationName})` })
    .from(profiles)
    .where(sql`${profiles.nameKey} <> ''`)
    .orderBy(sql`${profiles.nameKey} collate "C"`, profiles.id)
    .limit(MAX_OWNER_CHOICES);
}
