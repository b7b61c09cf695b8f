import { getOwnProfile, type OwnProfile } from "~/db/queries/profiles.server";
import {
  findPendingRequest,
  getOrganizationSubscriptionState,
  isTransactionClaimed,
  kampalaToday,
  lockOrganization,
  recordRequestChange,
} from "~/db/queries/subscriptions.server";
import { isEmailVerified } from "~/db/queries/users.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { subscriptionRequests } from "~/db/schema";
import { AUTH_MESSAGES } from "~/domain/auth";
import { mayActInOrganization } from "~/domain/authorization";
import { VERIFICATION_TEXT } from "~/domain/email-verification";
import {
  feeAmount,
  MAX_PROOF_BYTES,
  PAYMENT_MESSAGES,
  type PaymentRequestInput,
  PROOF_MIME_TYPES,
  paymentRequestSchema,
  proofProblemMessage,
  proofProblemTitle,
} from "~/domain/payment";
import { maySubmit, SUBSCRIPTION_TEXT, transactionKey } from "~/domain/subscription-lifecycle";
import { exceedsPixelLimit, type UploadProblem } from "~/domain/uploads";
import { logger } from "~/lib/logger.server";
import type { SessionUser } from "../auth.server";
import { getEnv } from "../env.server";
import { deleteStoredFile, savePrivateUpload } from "../storage.server";
import { checkImagePixels, detectFileType } from "../uploads.server";

/**
 * The organization reports a payment (issue 34): the details are checked (the Transaction ID for its method,
 * the day paid), the proof, if any, is checked by its content and stored privately first; then one
 * transaction, under the organization's lock, refuses a second request while one waits or a Transaction ID
 * already claimed, and writes the request (submitted, the yearly fee in its currency) with its history row.
 * Its period is set when it is approved. A failure of the transaction removes the stored proof.
 */

export type PaymentRefusalReason =
  | "auth"
  /** The account has not verified its email address (issue 18, item 4). */
  | "unverified"
  | "profile-access"
  | "no-profile"
  | "no-organization"
  | "pending"
  /** Still paid for beyond the renewal window. */
  | "active"
  | "invalid"
  | "transaction-used"
  | "proof";

export type PaymentField = "method" | "transactionId" | "currency" | "paidOn" | "proof";

export type PaymentRefusal = {
  ok: false;
  reason: PaymentRefusalReason;
  title: string;
  description: string;
  /** Messages beside the form's fields. */
  fields?: Partial<Record<PaymentField, string>>;
};

export type PaymentSubmissionResult =
  | { ok: true; requestId: string; proofUrl: string | null }
  | PaymentRefusal;

const refusal = (reason: PaymentRefusalReason, description: string, title: string): PaymentRefusal => ({
  ok: false,
  reason,
  title,
  description,
});

const pendingRefusal = () => refusal("pending", PAYMENT_MESSAGES.pendingDetail, PAYMENT_MESSAGES.pending);

export const transactionUsedRefusal = (): PaymentRefusal => ({
  ...refusal("transaction-used", SUBSCRIPTION_TEXT.transactionIdUsed, PAYMENT_MESSAGES.submitError),
  fields: { transactionId: SUBSCRIPTION_TEXT.transactionIdUsed },
});

function proofRefusal(problem: UploadProblem, sizeBytes?: number): PaymentRefusal {
  const message = proofProblemMessage(problem, sizeBytes);
  return { ...refusal("proof", message, proofProblemTitle(problem)), fields: { proof: message } };
}

/** The form's fields checked again on the server (the browser's check is a courtesy). */
export function checkPaymentDetails(
  input: Record<string, unknown>,
  today: string,
): { ok: true; details: Omit<PaymentRequestInput, "proof"> } | PaymentRefusal {
  const parsed = paymentRequestSchema(today).safeParse({ ...input, proof: undefined });
  if (parsed.success) {
    const { proof: _proof, ...details } = parsed.data;
    return { ok: true, details };
  }
  const fields: Partial<Record<PaymentField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PaymentField;
    fields[field] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? PAYMENT_MESSAGES.submitErrorDetail;
  return { ...refusal("invalid", first, PAYMENT_MESSAGES.submitError), fields };
}

/** The organization of a verified member whose role pays (an owner, or finance), or why not. */
export async function payingOrganization(
  user: Pick<SessionUser, "id" | "organizationId" | "role"> | null,
): Promise<{ ok: true; orgId: string } | PaymentRefusal> {
  const title = PAYMENT_MESSAGES.submitError;
  if (!user) return refusal("auth", PAYMENT_MESSAGES.authError, title);
  if (user.organizationId === null) return refusal("no-profile", PAYMENT_MESSAGES.profileNotFound, title);
  if (!mayActInOrganization({ ...user, isAdmin: false }, "organization.billing")) {
    return refusal("auth", AUTH_MESSAGES.accessDeniedDetail, title);
  }
  // Read from the database, whatever the page showed: an address nobody has proved cannot pay.
  if (!(await isEmailVerified(user.id))) {
    return refusal("unverified", VERIFICATION_TEXT.paymentRequired, VERIFICATION_TEXT.requiredTitle);
  }
  let profile: OwnProfile | null;
  try {
    profile = await getOwnProfile(user.organizationId);
  } catch (error) {
    logger.error({ err: error }, "payment: profile read failed");
    return refusal("profile-access", PAYMENT_MESSAGES.profileAccessFailed, title);
  }
  if (!profile) return refusal("no-profile", PAYMENT_MESSAGES.profileNotFound, title);
  if (!profile.organizationId)
    return refusal("no-organization", PAYMENT_MESSAGES.organizationNotSetUp, title);
  return { ok: true, orgId: profile.organizationId };
}

/** A proof checked and stored privately (null for none), or why it was refused. */
export async function storeProof(
  proof: File | null | undefined,
): Promise<{ ok: true; proofUrl: string | null } | PaymentRefusal> {
  if (!proof || proof.size === 0) return { ok: true, proofUrl: null };
  const checked = await checkProof(proof);
  if (!checked.ok) return checked.refusal;
  return { ok: true, proofUrl: (await savePrivateUpload({ folder: "payment-proofs", ...checked.file })).url };
}

/** The fee for one year (configuration), in shillings and dollars. */
export function configuredFee() {
  const env = getEnv();
  return { ugx: env.SUBSCRIPTION_FEE_UGX, usd: env.SUBSCRIPTION_FEE_USD };
}

/**
 * Submits a payment request. User input never throws: every refusal comes back with the toast's title and
 * description, and the fields' messages. Only a failure of ours (the database, the disk) throws, after the
 * stored proof is removed.
 */
export async function submitPaymentRequest({
  user,
  input,
  proof,
  today = kampalaToday(),
}: {
  user: (Pick<SessionUser, "id" | "organizationId" | "role"> & { email?: string }) | null;
  input: Record<string, unknown>;
  proof?: File | null;
  /** The day of submission in Kampala (tests pass one). */
  today?: string;
}): Promise<PaymentSubmissionResult> {
  const paying = await payingOrganization(user);
  if (!paying.ok) return paying;
  const checked = checkPaymentDetails(input, today);
  if (!checked.ok) return checked;
  const { orgId } = paying;
  const details = checked.details;
  const key = transactionKey(details.transactionId);

  // Checked before the proof is read and stored; checked again under the organization's lock below.
  if (!maySubmit(await getOrganizationSubscriptionState(orgId, today))) {
    return (await findPendingRequest(orgId))
      ? pendingRefusal()
      : refusal("active", PAYMENT_MESSAGES.activeDetail, PAYMENT_MESSAGES.active);
  }
  if (await isTransactionClaimed(key, null)) return transactionUsedRefusal();

  const stored = await storeProof(proof);
  if (!stored.ok) return stored;
  const { proofUrl } = stored;

  try {
    const outcome = await refusableTransaction(async (tx, refuse: (refused: PaymentRefusal) => never) => {
      const organization = await lockOrganization(orgId, tx);
      if (!organization) {
        return refuse(
          refusal("no-organization", PAYMENT_MESSAGES.organizationNotSetUp, PAYMENT_MESSAGES.submitError),
        );
      }
      if (!maySubmit(await getOrganizationSubscriptionState(orgId, today, tx)))
        return refuse(pendingRefusal());
      if (await isTransactionClaimed(key, null, tx)) return refuse(transactionUsedRefusal());
      const [request] = await tx
        .insert(subscriptionRequests)
        .values({
          organizationId: orgId,
          organizationName: organization.name,
          submittedBy: user?.id ?? null,
          method: details.method,
          transactionId: details.transactionId,
          transactionKey: key,
          amount: feeAmount(configuredFee(), details.currency),
          currency: details.currency,
          paidOn: details.paidOn,
          proofUrl,
          status: "submitted",
        })
        .returning({ id: subscriptionRequests.id });
      if (!request) throw new Error("payment submission returned no row");
      await recordRequestChange(
        {
          requestId: request.id,
          action: "submitted",
          status: "submitted",
          actor: { id: user?.id ?? null, email: user?.email ?? "" },
        },
        tx,
      );
      return { ok: true as const, requestId: request.id, proofUrl };
    });
    if (!outcome.ok) await deleteStoredFile(proofUrl);
    return outcome;
  } catch (error) {
    await deleteStoredFile(proofUrl);
    if (isUniqueViolation(error)) return transactionUsedRefusal();
    throw error;
  }
}

/** Two organizations claiming one Transaction ID at the same moment: the database's unique index decides. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// ── The proof, by its content ───────────────────────────────────────────────────────────────────────────

type CheckedProof =
  | { ok: true; file: { bytes: Uint8Array; extension: string } }
  | { ok: false; refusal: PaymentRefusal };

/**
 * PDF, BMP, TIFF, JPEG, PNG, GIF or WebP by its magic bytes, whatever its name or the browser said (an HTML
 * page named receipt.png is refused); at most 10 MB; a raster image whose header promises more pixels than
 * the one limit (domain/uploads.ts) is refused before anyone decodes it. Stored as sent: a proof is evidence.
 */
async function checkProof(file: File): Promise<CheckedProof> {
  if (file.size > MAX_PROOF_BYTES) return { ok: false, refusal: proofRefusal("size", file.size) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await detectFileType(bytes);
  if (!kind || !(PROOF_MIME_TYPES as readonly string[]).includes(kind.mime)) {
    return { ok: false, refusal: proofRefusal("type") };
  }
  if (kind.mime !== "application/pdf") {
    const pixels = await checkProofPixels(bytes, kind.mime);
    if (pixels !== "ok") return { ok: false, refusal: proofRefusal(pixels) };
  }
  return { ok: true, file: { bytes, extension: kind.extension } };
}

async function checkProofPixels(bytes: Uint8Array, mime: string): Promise<"ok" | "pixels" | "unreadable"> {
  if (mime === "image/bmp") {
    // sharp reads no BMP: its header holds the dimensions.
    const dimensions = bmpDimensions(bytes);
    if (!dimensions) return "unreadable";
    return exceedsPixelLimit(dimensions) ? "pixels" : "ok";
  }
  // Every frame of an animation, every page of a TIFF counts.
  const multiFrame = mime === "image/gif" || mime === "image/webp" || mime === "image/tiff";
  return checkImagePixels(bytes, multiFrame);
}

/** Width and height from a BMP's header (BITMAPCOREHEADER or a later one); null when it has none. */
export function bmpDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.byteLength < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerSize = view.getUint32(14, true);
  const [width, height] =
    headerSize === 12
      ? [view.getUint16(18, true), view.getUint16(20, true)]
      : [Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true))];
  return width > 0 && height > 0 ? { width, height } : null;
}
