import { and, count, eq, ne, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { organizations, profiles, projects } from "~/db/schema";
import { organizationNameKey } from "~/domain/organization-name-key";
import { REGISTRATION_MESSAGES } from "~/domain/registration";
import { AppError, isAppError } from "~/lib/app-error";
import type { Executor, Transaction } from "./executor.server";

/**
 * Registering or renaming to a name another organization already uses (compared by organizationNameKey():
 * look-alike letters and trailing punctuation make no new name): a CONFLICT, thrown inside the write's
 * transaction so that nothing of it stays; the write tells its caller "name-taken".
 */
function organizationNameTaken(cause?: unknown): AppError {
  return new AppError("CONFLICT", REGISTRATION_MESSAGES.orgNameTaken, { cause });
}

/** Whether a write failed because the organization name is taken (see organizationNameTaken()). */
export function isOrganizationNameTaken(error: unknown): boolean {
  return (
    isAppError(error) &&
    error.code === "CONFLICT" &&
    error.userMessage.title === REGISTRATION_MESSAGES.orgNameTaken
  );
}

/** The name key a profile keeps: a legacy duplicate (migration 0005) keeps its distinct key for its own name. */
function profileNameKey(name: string, currentKey?: string | null): string {
  const key = organizationNameKey(name);
  return currentKey && currentKey.split("\u0001")[0] === key ? currentKey : key;
}

/**
 * Refuses a name that another profile or organization record carries, with organizationNameTaken() (thrown:
 * the caller's transaction rolls back). `own` names the caller's profile and organization record, which may
 * keep their own name in any case or spacing. The unique index on profiles.name_key holds the same rule when
 * two writers race (see asNameTaken()).
 */
export async function ensureOrganizationNameFree(
  name: string,
  own: { profileId?: string; organizationId?: string | null } = {},
  db: Executor = getDb(),
): Promise<void> {
  const key = organizationNameKey(name);
  if (!key) return;
  // Only shown organizations hold a name: a registration waiting on its verification holds none.
  const profileConditions: SQL[] = [eq(profiles.nameKey, key), eq(profiles.listed, true)];
  if (own.profileId) profileConditions.push(ne(profiles.id, own.profileId));
  const organizationConditions: SQL[] = [eq(organizations.nameKey, key), eq(organizations.listed, true)];
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
  if (profile || organization) throw organizationNameTaken();
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
    ? organizationNameTaken(error)
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
  /** The official registration (profiles only; left as it is when not given). */
  registrationAgency?: string | null;
  registrationNumber?: string | null;
  /** Publishes on the IATI Registry itself (profiles only; left as it is when not given). */
  iatiSelfPublished?: boolean;
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
      registrationAgency: profiles.registrationAgency,
      registrationNumber: profiles.registrationNumber,
      iatiSelfPublished: profiles.iatiSelfPublished,
      listed: profiles.listed,
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

/** An organization record's columns from the profile's fields (its name key with its name). */
function organizationColumns(fields: OrganizationFields) {
  return {
    name: fields.organizationName,
    nameKey: organizationNameKey(fields.organizationName),
    description: fields.organizationBrief,
    organizationType: fields.organizationType,
    phone: fields.phone,
    address: fields.address,
    website: fields.website,
    logoUrl: fields.logoUrl,
  };
}

/** A profile's copy of its fields (the name key is set beside it: see profileNameKey()). */
function profileColumns(fields: OrganizationFields) {
  return {
    organizationName: fields.organizationName,
    organizationBrief: fields.organizationBrief,
    organizationType: fields.organizationType,
    phone: fields.phone,
    address: fields.address,
    website: fields.website,
    logoUrl: fields.logoUrl,
    // Undefined (registration, which does not ask) leaves the columns as they are.
    registrationAgency: fields.registrationAgency,
    registrationNumber: fields.registrationNumber,
    iatiSelfPublished: fields.iatiSelfPublished,
  };
}

/** A profile's official registration for its public page: register and number, or null. */
export async function getProfileRegistration(
  profileId: string,
  db: Executor = getDb(),
): Promise<{ agency: string; number: string } | null> {
  const [row] = await db
    .select({ agency: profiles.registrationAgency, number: profiles.registrationNumber })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row?.agency && row.number ? { agency: row.agency, number: row.number } : null;
}

export async function insertOrganization(
  fields: OrganizationFields & { listed?: boolean },
  db: Executor = getDb(),
): Promise<{ id: string }> {
  const [row] = await db
    .insert(organizations)
    .values({ ...organizationColumns(fields), listed: fields.listed ?? true })
    .returning({ id: organizations.id });
  if (!row) throw new Error("Failed to create organization - no data returned");
  return row;
}

export async function insertProfile(
  values: OrganizationFields & {
    userId: string;
    organizationId: string | null;
    fullName: string | null;
    /** False for a registration: shown, and holding its name, once its address is verified. */
    listed?: boolean;
  },
  db: Executor = getDb(),
) {
  await db
    .insert(profiles)
    .values({
      ...profileColumns(values),
      id: values.userId,
      organizationId: values.organizationId,
      fullName: values.fullName,
      nameKey: organizationNameKey(values.organizationName),
      listed: values.listed ?? true,
    })
    .catch((error) => {
      throw asNameTaken(error);
    });
}

/** The organization record's copy of the profile's fields (its name key with it). */
export async function updateOrganization(
  organizationId: string,
  fields: OrganizationFields,
  db: Executor = getDb(),
): Promise<void> {
  await db.update(organizations).set(organizationColumns(fields)).where(eq(organizations.id, organizationId));
}

/**
 * Saves the profile's fields over an existing profile. `currentNameKey` is the key it holds now: a legacy
 * duplicate keeps its distinct key for its own name. A name another profile holds is refused by the unique index.
 */
export async function updateProfile(
  userId: string,
  values: OrganizationFields & { organizationId: string | null },
  currentNameKey: string,
  db: Executor = getDb(),
): Promise<void> {
  await db
    .update(profiles)
    .set({
      ...profileColumns(values),
      organizationId: values.organizationId,
      nameKey: profileNameKey(values.organizationName, currentNameKey),
    })
    .where(eq(profiles.id, userId))
    .catch((error) => {
      throw asNameTaken(error);
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

export type ClaimOutcome =
  /** Shown, holding its name (or it already was; or the account has no profile to show). */
  | "listed"
  /** Another organization was shown under the name, or a look-alike of it, first: still hidden. */
  | "name-taken";

/**
 * A verified account's organization takes its name and is shown (issue 33 item 1): the first registration of a
 * name to verify its address gets it; a later one stays hidden, its name kept as typed, until it is renamed to
 * a free name. Its organization record is shown with it. Pass the transaction of the write it belongs to; a
 * claim that loses a race for the name at the last moment throws organizationNameTaken.
 */
export async function claimOrganizationName(userId: string, tx: Transaction): Promise<ClaimOutcome> {
  const [profile] = await tx
    .select({
      name: profiles.organizationName,
      organizationId: profiles.organizationId,
      listed: profiles.listed,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update")
    .limit(1);
  if (!profile || profile.listed) return "listed";
  const ownRecord = profile.organizationId ? { organizationId: profile.organizationId } : {};
  try {
    await ensureOrganizationNameFree(profile.name, { profileId: userId, ...ownRecord }, tx);
  } catch (error) {
    if (isOrganizationNameTaken(error)) return "name-taken";
    throw error;
  }
  const now = new Date();
  // Two claims of one name at once: the unique index refuses the second (organizationNameTaken, thrown).
  await tx
    .update(profiles)
    .set({ listed: true, updatedAt: now })
    .where(eq(profiles.id, userId))
    .catch((error) => {
      throw asNameTaken(error);
    });
  if (profile.organizationId) {
    await tx
      .update(organizations)
      .set({ listed: true, updatedAt: now })
      .where(eq(organizations.id, profile.organizationId));
  }
  return "listed";
}
