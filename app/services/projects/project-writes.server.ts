import { getDb } from "~/db/client.server";
import type { Executor } from "~/db/queries/executor.server";
import { hasActiveSubscription } from "~/db/queries/subscriptions.server";
import type { Actor } from "~/domain/authorization";

/** What a project write may answer besides success: each maps to one message and status in the action. */
export type ProjectWriteRefusal =
  /** No active subscription (admins never get this). */
  | { ok: false; reason: "subscription" }
  /** The actor has not verified their email address (admins never get this). */
  | { ok: false; reason: "unverified" }
  /** The actor has no organization profile to publish under (or an admin chose an owner that has none). */
  | { ok: false; reason: "no-profile" }
  /** Unknown project, or another organization's: the same answer, so nobody learns which. */
  | { ok: false; reason: "not-found" }
  /** Images that are neither the project's own nor the actor's fresh uploads. */
  | { ok: false; reason: "images"; refused: string[] };

/**
 * Who is writing: the signed-in user, and whether admin rights apply (domain/authorization.ts's `Actor`; the
 * address names an admin's writes in the audit log).
 */
export type ProjectActor = Actor & { email: string };

/**
 * Whether the actor may publish something new under an organization (a project, a progress update, a result):
 * an admin always, an organization while its subscription is active (spec §4; issue 33 item 8: a lapsed one
 * posted updates that mailed its followers). Reading and editing what exists needs no subscription.
 */
export async function mayPublish(
  actor: ProjectActor,
  organizationId: string,
  db: Executor = getDb(),
): Promise<boolean> {
  return actor.isAdmin || (await hasActiveSubscription(organizationId, undefined, db));
}

export const SUBSCRIPTION_REQUIRED = { ok: false, reason: "subscription" } as const;
