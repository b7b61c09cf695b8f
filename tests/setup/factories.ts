import { hashPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { addAdminUser } from "~/db/queries/admins.server";
import { insertCredentialUser, markEmailVerified } from "~/db/queries/users.server";
import {
  organizationMembers,
  organizations,
  profiles,
  projects,
  subscriptionRequestHistory,
  subscriptionRequests,
} from "~/db/schema";
import type { Actor } from "~/domain/authorization";
import { formatIsoDate } from "~/domain/dates";
import type { OrganizationRole } from "~/domain/membership";
import { oneYearAfter } from "~/domain/payment";
import { transactionKey } from "~/domain/subscription-lifecycle";
import { signIn } from "~/services/auth.server";
import { registerOrganization } from "~/services/organizations/register-organization.server";
import { showVerifiedOrganization } from "~/services/organizations/show-verified-organization.server";
import { cookiesFrom } from "./routes";

/**
 * Test data made the way the app makes it: organizations registered through the real registerOrganization,
 * sessions opened through the real sign-in. Every call makes new, unique names and emails, so tests of one
 * file never collide. Use inside a describeEachDatabase suite (the rows go to the current database).
 */

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
};

export const FACTORY_PASSWORD = "factory-password-1";

export type TestUser = {
  userId: string;
  email: string;
  password: string;
  /** The session cookies of a fresh sign-in, for getRequest/postRequest. */
  cookie: string;
};

export type TestOrganizationUser = TestUser & {
  organizationId: string;
  organizationName: string;
};

/** Signs in with the real better-auth sign-in; returns the session cookies. */
export async function signInCookie(email: string, password = FACTORY_PASSWORD): Promise<string> {
  const result = await signIn({ email, password, rememberMe: true });
  if (!result.ok) throw new Error(`factory: could not sign in as ${email}`);
  return cookiesFrom(result.headers, (name) => name.startsWith("ui."));
}

/**
 * A registered organization (organization, user with credential account, profile) and a signed-in session.
 * `admin: true` also makes the account an administrator. The address counts as verified (the person opened
 * the link) unless `verified: false`.
 */
export async function createOrganizationUser(
  options: {
    email?: string;
    password?: string;
    fullName?: string;
    organizationName?: string;
    organizationType?: string;
    admin?: boolean;
    verified?: boolean;
  } = {},
): Promise<TestOrganizationUser> {
  const id = next();
  const email = (options.email ?? `org-${id}@example.org`).toLowerCase();
  const password = options.password ?? FACTORY_PASSWORD;
  const organizationName = options.organizationName ?? `TEST ORGANIZATION ${id.toUpperCase()}`;
  const registered = await registerOrganization({
    email,
    fullName: options.fullName ?? "Test Person",
    password,
    organizationName,
    organizationBrief: "An organization made by the test factories.",
    organizationType: options.organizationType ?? "NGO/Non-Profit",
    phone: "+256 700000000",
    address: "Kampala",
    website: null,
  });
  if (!registered.ok || !registered.userId) throw new Error(`factory: registration refused (${email})`);
  const { userId } = registered;
  const [profile] = await getDb()
    .select({ organizationId: profiles.organizationId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile?.organizationId) throw new Error("factory: registration made no organization");
  if (options.verified !== false) {
    await markEmailVerified(userId);
    // As opening the link does: the organization is shown under its name (if no one holds it).
    await showVerifiedOrganization(userId);
  }
  if (options.admin) await addAdminUser({ id: userId, email });
  return {
    userId,
    email,
    password,
    organizationId: profile.organizationId,
    organizationName,
    cookie: await signInCookie(email, password),
  };
}

/** An account with no profile at all (like an administrator made from ADMIN_EMAILS), signed in; verified. */
export async function createUserWithoutProfile(
  options: { email?: string; password?: string; admin?: boolean; verified?: boolean } = {},
): Promise<TestUser> {
  const email = (options.email ?? `user-${next()}@example.org`).toLowerCase();
  const password = options.password ?? FACTORY_PASSWORD;
  const passwordHash = await hashPassword(password);
  const { id: userId } = await getDb().transaction((tx) =>
    insertCredentialUser({ name: "Profile-less Person", email, passwordHash }, tx),
  );
  if (options.verified !== false) await markEmailVerified(userId);
  if (options.admin) await addAdminUser({ id: userId, email });
  return { userId, email, password, cookie: await signInCookie(email, password) };
}

/**
 * A member of `organization` with `role` (issue 35), as an accepted invitation makes one: a person's account
 * (no profile of its own), verified, in the organization's team; signed in.
 */
export async function addMember(
  organization: { userId: string },
  role: OrganizationRole,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<TestUser & { role: OrganizationRole; organizationProfileId: string }> {
  const email = (options.email ?? `${role}-${next()}@example.org`).toLowerCase();
  const password = options.password ?? FACTORY_PASSWORD;
  const passwordHash = await hashPassword(password);
  const { id: userId } = await getDb().transaction(async (tx) => {
    const user = await insertCredentialUser(
      { name: options.name ?? `Test ${role}`, email, passwordHash },
      tx,
    );
    await tx
      .insert(organizationMembers)
      .values({ userId: user.id, organizationId: organization.userId, role, addedBy: organization.userId });
    return user;
  });
  await markEmailVerified(userId);
  return {
    userId,
    email,
    password,
    role,
    organizationProfileId: organization.userId,
    cookie: await signInCookie(email, password),
  };
}

/** A registered organization user whose profile has lost its organization (profiles.organization_id null). */
export async function createUserWithoutOrganization(
  options: Parameters<typeof createOrganizationUser>[0] = {},
): Promise<TestOrganizationUser> {
  const user = await createOrganizationUser(options);
  await getDb().update(profiles).set({ organizationId: null }).where(eq(profiles.id, user.userId));
  return user;
}

/** Makes an existing account an administrator. */
export async function makeAdmin(user: { userId: string; email: string }): Promise<void> {
  await addAdminUser({ id: user.userId, email: user.email });
}

/**
 * The organization's owner acting (issue 35): the actor of a project, payment or profile write by the founder
 * of an organization registered by createOrganizationUser (its profile id is the founder's user id).
 * `isAdmin: true` for an administrator who also owns an organization.
 */
export function ownerActor(
  org: { userId: string; email: string },
  isAdmin = false,
): Actor & { email: string } {
  return { id: org.userId, email: org.email, isAdmin, organizationId: org.userId, role: "owner" };
}

/** Today in Kampala, and whole days from it (yyyy-MM-dd). */
export function isoDay(offsetDays = 0): string {
  const date = new Date(`${formatIsoDate(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

/**
 * An approved subscription request ending on `endDate` (default: a year from today), as an administrator's
 * approval leaves it: approved, its period, a receipt number, and its history (submitted, approved) in the
 * same transaction. Returns the request's id.
 */
export async function activateSubscription(
  orgId: string,
  endDate: string = oneYearAfter(isoDay()),
  options: { startDate?: string; reference?: string; proofUrl?: string | null } = {},
): Promise<string> {
  const startDate = options.startDate ?? (endDate < isoDay() ? isoDay(-400) : isoDay());
  return getDb().transaction(async (tx) => {
    const [organization] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    const transactionId = options.reference ?? `FT${next()}X${Date.now().toString().slice(-6)}`;
    const [row] = await tx
      .insert(subscriptionRequests)
      .values({
        organizationId: orgId,
        organizationName: organization?.name ?? "Test organization",
        method: "bank",
        transactionId,
        transactionKey: transactionKey(transactionId),
        amount: 45000,
        currency: "UGX",
        paidOn: startDate,
        proofUrl: options.proofUrl ?? null,
        status: "approved",
        startDate,
        endDate,
        decidedByEmail: "admin",
        decidedAt: new Date(),
        receiptNumber: sql`nextval('payment_receipt_number_seq')`,
      })
      .returning({ id: subscriptionRequests.id });
    await tx.insert(subscriptionRequestHistory).values([
      { requestId: row!.id, action: "submitted", status: "submitted" },
      { requestId: row!.id, action: "approved", status: "approved", actorEmail: "admin" },
    ]);
    return row!.id;
  });
}

/** Approves the organization's waiting request, as an administrator would (a year from today). */
export async function approvePendingPayment(orgId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const approved = await tx
      .update(subscriptionRequests)
      .set({
        status: "approved",
        startDate: isoDay(),
        endDate: oneYearAfter(isoDay()),
        decidedByEmail: "admin",
        decidedAt: new Date(),
        receiptNumber: sql`nextval('payment_receipt_number_seq')`,
      })
      .where(
        and(eq(subscriptionRequests.organizationId, orgId), eq(subscriptionRequests.status, "submitted")),
      )
      .returning({ id: subscriptionRequests.id });
    for (const { id } of approved) {
      await tx
        .insert(subscriptionRequestHistory)
        .values({ requestId: id, action: "approved", status: "approved", actorEmail: "admin" });
    }
  });
}

// ── Projects ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A project owned by the user (projects.organization_id is the owner's user id), written straight to the
 * table with plausible defaults; any column may be overridden (createdAt to order a list). Returns the row.
 */
export async function createProject(
  ownerId: string,
  overrides: Partial<Omit<typeof projects.$inferInsert, "organizationId">> = {},
) {
  const [row] = await getDb()
    .insert(projects)
    .values({
      name: `Test Project ${next()}`,
      brief: "A project made by the test factories.",
      location: "Kampala",
      sector: "Education",
      sdg: "Quality Education",
      targetGroups: ["children"],
      status: "planning",
      startDate: isoDay(),
      metadata: {},
      ...overrides,
      organizationId: ownerId,
    })
    .returning();
  if (!row) throw new Error("factory: project not created");
  return row;
}
