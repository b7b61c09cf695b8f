import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import {
  accounts,
  adminSettings,
  events,
  organizations,
  profiles,
  projects,
  projectUpdates,
  subscriptionRequestHistory,
  subscriptionRequests,
  users,
} from "~/db/schema";
import { formatIsoDate } from "~/domain/dates";
import { oneYearAfter } from "~/domain/payment";
import type { ProjectMetadata } from "~/domain/projects";
import { transactionKey } from "~/domain/subscription-lifecycle";
import type { LogoSpec } from "../../server/demo-images/logos";
import type { SceneName } from "../../server/demo-images/scenes";
import { SEED_EVENTS } from "./events";
import { writeSeedImages } from "./images.server";
import { SEED_ORGANIZATIONS, seedEmail } from "./organizations";
import { SEED_PROJECTS } from "./projects";
import { seedBudget, seedProjectResults } from "./results";
import { SEED_SUBSCRIPTIONS } from "./subscriptions";
import { SEED_UPDATES } from "./updates";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the demo content and the demo administrator; returns the administrator's login.
 * The demo organizations (contact@<key>.example.org) have no password: nobody can sign in as one until a
 * password is chosen through "Forgot password" (the link goes to the outbox without SMTP). So a demo left in a
 * deployment opens no account with a printed or shared password. Images are drawn into DATA_DIR/uploads/seed
 * (payment receipts into the private payment-proofs folder) before the transaction; the rows go in together or
 * not at all.
 */
export async function seedDemoData(options: { adminEmail: string; adminPassword?: string }) {
  const password = options.adminPassword ?? crypto.randomBytes(9).toString("base64url");
  const email = options.adminEmail.toLowerCase();
  const now = Date.now();
  const today = formatIsoDate(now);
  const daysAgo = (days: number, minutes = 0) => new Date(now - days * DAY_MS - minutes * 60_000);

  const [passwordHash, images] = await Promise.all([hashPassword(password), writeSeedImages(imagePlan())]);
  const url = (fileName: string) => {
    const value = images.get(fileName);
    if (!value) throw new Error(`Seed image ${fileName} was not written`);
    return value;
  };

  // Who owns what: one user (= profile id) and one organization row per demo organization.
  const orgs = SEED_ORGANIZATIONS.map((org, index) => ({
    ...org,
    userId: crypto.randomUUID(),
    organizationId: crypto.randomUUID(),
    joinedAt: daysAgo(org.joinedDaysAgo, index * 37),
    logoUrl: org.logo ? url(logoFile(org.key)) : null,
  }));
  const byKey = new Map(orgs.map((org) => [org.key, org]));
  const owner = (key: string) => {
    const org = byKey.get(key);
    if (!org) throw new Error(`Unknown seed organization ${key}`);
    return org;
  };

  const billing = SEED_SUBSCRIPTIONS.map((item) => {
    const startDate = shiftDate(today, -item.startedDaysAgo);
    const submittedAt = daysAgo(item.startedDaysAgo, 120);
    return {
      ...item,
      org: owner(item.org),
      startDate,
      endDate: oneYearAfter(startDate),
      submittedAt,
      id: crypto.randomUUID(),
      decidedAt:
        item.state === "pending"
          ? null
          : new Date(submittedAt.getTime() + (item.state === "withdrawn" ? 2 : 6) * 60 * 60 * 1000),
      proofUrl: item.proof ? url(proofFile(item.org)) : null,
    };
  });

  await refusableTransaction(async (tx) => {
    const adminId = crypto.randomUUID();
    await tx.insert(users).values([
      { id: adminId, name: "Platform Administrator", email, emailVerified: true },
      ...orgs.map((org) => ({
        id: org.userId,
        name: org.contactName,
        email: seedEmail(org.key),
        emailVerified: true,
        createdAt: org.joinedAt,
        updatedAt: org.joinedAt,
      })),
    ]);
    // A credential account without a password refuses every sign-in; a reset link sets one.
    await tx.insert(accounts).values(
      [
        { id: adminId, createdAt: new Date(now), password: passwordHash },
        ...orgs.map((org) => ({ id: org.userId, createdAt: org.joinedAt, password: null })),
      ].map((user) => ({
        id: crypto.randomUUID(),
        accountId: user.id,
        providerId: "credential",
        userId: user.id,
        password: user.password,
        createdAt: user.createdAt,
        updatedAt: user.createdAt,
      })),
    );
    await tx.insert(adminSettings).values({ userId: adminId, adminEmail: email }).onConflictDoNothing();

    await tx.insert(organizations).values(
      orgs.map((org) => ({
        id: org.organizationId,
        name: org.name.toUpperCase(),
        description: org.brief,
        organizationType: org.type,
        phone: org.phone,
        address: org.address,
        website: org.website,
        logoUrl: org.logoUrl,
        createdAt: org.joinedAt,
        updatedAt: org.joinedAt,
      })),
    );
    await tx.insert(profiles).values(
      orgs.map((org) => ({
        id: org.userId,
        organizationId: org.organizationId,
        fullName: org.contactName,
        organizationName: org.name.toUpperCase(),
        organizationBrief: org.brief,
        organizationType: org.type,
        phone: org.phone,
        address: org.address,
        website: org.website,
        logoUrl: org.logoUrl,
        createdAt: org.joinedAt,
        updatedAt: org.joinedAt,
      })),
    );

    const projectRows = await tx
      .insert(projects)
      .values(
        SEED_PROJECTS.map((project, index) => {
          const imageUrls = project.images.map((_, n) => url(projectFile(project.key, n)));
          const createdAt = daysAgo(project.createdDaysAgo, index * 13);
          const metadata: ProjectMetadata = {
            projectTeamLead: project.teamLead,
            otherPartners: project.otherPartners,
            implementersWebsite: project.implementersWebsite,
            coreObjectives: project.objectives.join("\n"),
            projectMilestones: project.milestones.join("\n"),
            projectDetails: project.details,
            region: project.region,
            district: project.district,
            parish: project.parish,
            images: imageUrls,
          };
          if (project.implementer) metadata.projectImplementer = project.implementer;
          if (project.otherTargetGroup) metadata.otherTargetGroup = project.otherTargetGroup;
          return {
            name: project.name,
            brief: project.brief,
            location: project.location,
            sector: project.sector,
            sdg: project.sdg,
            targetGroups: project.targetGroups,
            status: project.status,
            startDate: project.startDate,
            endDate: project.endDate ?? null,
            image: imageUrls[0] ?? null,
            organizationId: owner(project.org).userId,
            metadata: dropUndefined(metadata),
            ...seedBudget(project, index, today),
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: projects.id });
    // Progress updates on some projects (rows come back in the order they were given).
    const projectId = (key: string) => {
      const id = projectRows[SEED_PROJECTS.findIndex((project) => project.key === key)]?.id;
      if (!id) throw new Error(`Unknown seed project ${key}`);
      return id;
    };
    await tx.insert(projectUpdates).values(
      SEED_UPDATES.map((update, index) => {
        const at = daysAgo(update.daysAgo, index * 7);
        return {
          projectId: projectId(update.project),
          title: update.title,
          body: update.body,
          photos: update.photos.map((_, n) => url(updateFile(index, n))),
          createdAt: at,
          updatedAt: at,
        };
      }),
    );

    // Results, budgets and funders on most projects (issue 21): some on track, some behind.
    const water = byKey.get("mbale-water-office");
    await seedProjectResults(
      tx,
      projectRows.map((row, index) => ({ id: row.id, project: SEED_PROJECTS[index]! })),
      today,
      water ? { profileId: water.userId, name: water.name } : null,
    );

    await tx.insert(events).values(
      SEED_EVENTS.map((event) => ({
        title: event.title,
        description: event.description,
        eventDate: kampalaTime(shiftDate(today, event.day), event.start),
        endDate: event.end ? kampalaTime(shiftDate(today, event.end.day), event.end.time) : null,
        eventType: event.type,
        location: event.location ?? null,
        onlineLink: event.onlineLink ?? null,
        imageUrl: event.image ? url(eventFile(event.key)) : null,
        isActive: event.isActive,
        createdAt: daysAgo(event.createdDaysAgo),
        updatedAt: daysAgo(event.createdDaysAgo),
      })),
    );

    const approved = (state: string) => state === "active" || state === "expired";
    await tx.insert(subscriptionRequests).values(
      billing.map((item) => ({
        id: item.id,
        organizationId: item.org.organizationId,
        organizationName: item.org.name,
        submittedBy: item.org.userId,
        method: item.method,
        transactionId: item.transactionId,
        transactionKey: transactionKey(item.transactionId),
        amount: 45000,
        currency: "UGX",
        paidOn: item.startDate,
        proofUrl: item.proofUrl,
        status: approved(item.state) ? "approved" : item.state === "pending" ? "submitted" : item.state,
        startDate: approved(item.state) ? item.startDate : null,
        endDate: approved(item.state) ? item.endDate : null,
        decidedBy: approved(item.state) || item.state === "rejected" ? adminId : null,
        decidedByEmail: approved(item.state) || item.state === "rejected" ? email : null,
        decidedAt: item.state === "withdrawn" ? null : item.decidedAt,
        rejectionReason: item.reason ?? null,
        receiptNumber: approved(item.state) ? sql`nextval('payment_receipt_number_seq')` : null,
        createdAt: item.submittedAt,
        updatedAt: item.decidedAt ?? item.submittedAt,
      })),
    );
    // Their history, as the lifecycle writes it: the submission, then the decision or the withdrawal.
    await tx.insert(subscriptionRequestHistory).values(
      billing.flatMap((item) => [
        {
          requestId: item.id,
          action: "submitted",
          status: "submitted",
          actorId: item.org.userId,
          actorEmail: seedEmail(item.org.key),
          createdAt: item.submittedAt,
        },
        ...(item.state === "pending" || !item.decidedAt
          ? []
          : [
              {
                requestId: item.id,
                action: approved(item.state) ? "approved" : item.state,
                status: approved(item.state) ? "approved" : item.state,
                actorId: item.state === "withdrawn" ? item.org.userId : adminId,
                actorEmail: item.state === "withdrawn" ? seedEmail(item.org.key) : email,
                reason: item.reason ?? null,
                createdAt: item.decidedAt,
              },
            ]),
      ]),
    );
  });
  return { email, password };
}

// ── Images: which file each row gets ────────────────────────────────────────────────────────────────────

const projectFile = (key: string, n: number) => `project-${key}-${n + 1}.jpg`;
const eventFile = (key: string) => `event-${key}.jpg`;
const updateFile = (index: number, n: number) => `update-${index + 1}-${n + 1}.jpg`;
const logoFile = (key: string) => `logo-${key}.png`;
const proofFile = (key: string) => `payment-proof-${key}.jpg`;

function imagePlan() {
  const scenes: { fileName: string; scene: SceneName }[] = [
    ...SEED_PROJECTS.flatMap((project) =>
      project.images.map((scene, n) => ({ fileName: projectFile(project.key, n), scene })),
    ),
    ...SEED_EVENTS.flatMap((event) =>
      event.image ? [{ fileName: eventFile(event.key), scene: event.image }] : [],
    ),
    ...SEED_UPDATES.flatMap((update, index) =>
      update.photos.map((scene, n) => ({ fileName: updateFile(index, n), scene })),
    ),
  ];
  const logos: { fileName: string; logo: LogoSpec }[] = SEED_ORGANIZATIONS.flatMap((org) =>
    org.logo ? [{ fileName: logoFile(org.key), logo: org.logo }] : [],
  );
  const receipts = SEED_SUBSCRIPTIONS.flatMap((item) =>
    item.proof ? [{ fileName: proofFile(item.org), lines: item.proof }] : [],
  );
  return { scenes, logos, receipts };
}

// ── Dates: calendar days in Kampala ─────────────────────────────────────────────────────────────────────

/** yyyy-MM-dd plus whole days (calendar arithmetic, no time zone involved). */
function shiftDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A Kampala wall-clock time on a calendar day: East Africa Time is UTC+3 all year. */
function kampalaTime(isoDate: string, time: string): Date {
  return new Date(`${isoDate}T${time}:00+03:00`);
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
