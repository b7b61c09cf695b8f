import { and, count, eq, gte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Executor } from "~/db/queries/executor.server";
import { hasActiveSubscription } from "~/db/queries/subscriptions.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { pendingUploads, users } from "~/db/schema";
import { MAX_PENDING_UPLOADS_UNPAID, PENDING_UPLOADS_LIMIT_MESSAGE } from "~/domain/uploads";
import { AppError } from "~/lib/app-error";
import { PENDING_UPLOAD_TTL_MS } from "../projects/project-images.server";

/**
 * How many uploads may wait unsaved (pending_uploads) per account: an account without an active subscription
 * cannot publish, so it holds at most MAX_PENDING_UPLOADS_UNPAID (app/domain/uploads.ts) at once; the upload
 * routes check before reading a file, and the row goes in only under the same count, one at a time per
 * account, so parallel uploads never pass the limit together.
 */

/**
 * Refused: the owner already holds as many pending uploads as its limit allows (nothing is kept). RATE_LIMITED
 * (429) with the spec-style text of PENDING_UPLOADS_LIMIT_MESSAGE; no wait is named, saving a project frees room.
 */
export function pendingUploadLimitError(): AppError {
  return new AppError("RATE_LIMITED", PENDING_UPLOADS_LIMIT_MESSAGE);
}

/** The user's limit: null (none) for an administrator or an account with an active subscription. */
export async function pendingUploadLimit(user: {
  id: string;
  isAdmin: boolean;
  organizationId: string | null;
}): Promise<number | null> {
  if (user.isAdmin || (user.organizationId !== null && (await hasActiveSubscription(user.organizationId)))) {
    return null;
  }
  return MAX_PENDING_UPLOADS_UNPAID;
}

/** The owner's pending uploads that still count (those older than a day are about to be cleared). */
export async function countPendingUploads(ownerId: string, db: Executor = getDb(), now = Date.now()) {
  const [row] = await db
    .select({ total: count() })
    .from(pendingUploads)
    .where(
      and(
        eq(pendingUploads.ownerId, ownerId),
        gte(pendingUploads.createdAt, new Date(now - PENDING_UPLOAD_TTL_MS)),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Records a stored file as the owner's pending upload; with a limit, only while the owner holds fewer than
 * it (the account row is locked for the count, so two uploads of one account take turns), else throws
 * pendingUploadLimitError() and records nothing.
 */
export async function insertPendingUpload({
  url,
  ownerId,
  limit = null,
}: {
  url: string;
  ownerId: string;
  limit?: number | null;
}): Promise<void> {
  if (limit === null) {
    await getDb().insert(pendingUploads).values({ url, ownerId });
    return;
  }
  await refusableTransaction(async (tx) => {
    // NO KEY UPDATE: other writes that only refer to the account (sessions, uploads) are not held up.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("no key update");
    if ((await countPendingUploads(ownerId, tx)) >= limit) throw pendingUploadLimitError();
    await tx.insert(pendingUploads).values({ url, ownerId });
  });
}
