import { getOwnProfile, type OwnProfile } from "~/db/queries/profiles.server";
import {
  activeSubscriptionEnd,
  hasPendingPaymentRequest,
  insertPaymentSubmission,
  kampalaToday,
  lockOrganization,
} from "~/db/queries/subscriptions.server";
import { isEmailVerified } from "~/db/queries/users.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { VERIFICATION_TEXT } from "~/domain/email-verification";
import {
  MAX_PROOF_BYTES,
  PAYMENT_MESSAGES,
  PROOF_MIME_TYPES,
  proofProblemMessage,
  proofProblemTitle,
} from "~/domain/payment";
import { subscriptionPeriod } from "~/domain/subscription";
import { exceedsPixelLimit, type UploadProblem } from "~/domain/uploads";
import { logger } from "~/lib/logger.server";
import type { SessionUser } from "../auth.server";
import { deleteStoredFile, savePrivateUpload } from "../storage.server";
import { checkImagePixels, detectFileType } from "../uploads.server";

/**
 * The organization submits its payment (spec §3–§5, §7 Writes "Payment"): the proof, if any, is checked by
 * its content and stored privately first; then one transaction writes the inactive subscription (one year
 * from today, or a renewal's year from the day after the active one ends) and the pending payment request. A failure of the transaction removes the stored proof.
 */

export type PaymentRefusalReason =
  | "auth"
  /** The account has not verified its email address (issue 18, item 4). */
  | "unverified"
  | "profile-access"
  | "no-profile"
  | "no-organization"
  | "pending"
  | "reference"
  | "proof";

export type PaymentSubmissionResult =
  | { ok: true; subscriptionId: string; paymentRequestId: string; proofUrl: string | null }
  | {
      ok: false;
      reason: PaymentRefusalReason;
      title: string;
      description: string;
      /** The form field the refusal is about, to show the message beside it. */
      field?: "referenceCode" | "proof";
    };

type Refusal = Extract<PaymentSubmissionResult, { ok: false }>;

const refusal = (reason: PaymentRefusalReason, description: string, title: string): Refusal => ({
  ok: false,
  reason,
  title,
  description,
});

const pendingRefusal = () => refusal("pending", PAYMENT_MESSAGES.pendingDetail, PAYMENT_MESSAGES.pending);

function proofRefusal(problem: UploadProblem, sizeBytes?: number): Refusal {
  return {
    ...refusal("proof", proofProblemMessage(problem, sizeBytes), proofProblemTitle(problem)),
    field: "proof",
  };
}

/**
 * Submits a payment request. User input never throws: every refusal comes back with the toast's title and
 * description. Only a failure of ours (the database, the disk) throws, after the stored proof is removed.
 */
export async function submitPaymentRequest({
  user,
  referenceCode,
  proof,
  today = kampalaToday(),
}: {
  user: Pick<SessionUser, "id"> | null;
  referenceCode: string;
  proof?: File | null;
  /** The day of submission in Kampala (tests pass one). */
  today?: string;
}): Promise<PaymentSubmissionResult> {
  const title = PAYMENT_MESSAGES.submitError;
  if (!user) return refusal("auth", PAYMENT_MESSAGES.authError, title);
  // Read from the database, whatever the page showed: an address nobody has proved cannot pay.
  if (!(await isEmailVerified(user.id))) {
    return refusal("unverified", VERIFICATION_TEXT.paymentRequired, VERIFICATION_TEXT.requiredTitle);
  }
  const code = referenceCode.trim();
  if (!code) {
    return {
      ...refusal("reference", PAYMENT_MESSAGES.referenceRequiredDetail, PAYMENT_MESSAGES.referenceRequired),
      field: "referenceCode",
    };
  }

  let profile: OwnProfile | null;
  try {
    profile = await getOwnProfile(user.id);
  } catch (error) {
    logger.error({ err: error }, "payment: profile read failed");
    return refusal("profile-access", PAYMENT_MESSAGES.profileAccessFailed, title);
  }
  if (!profile) return refusal("no-profile", PAYMENT_MESSAGES.profileNotFound, title);
  const orgId = profile.organizationId;
  if (!orgId) return refusal("no-organization", PAYMENT_MESSAGES.organizationNotSetUp, title);

  // Checked before the proof is read and stored; checked again under the organization's lock below.
  if (await hasPendingPaymentRequest(orgId)) return pendingRefusal();

  let proofUrl: string | null = null;
  if (proof && proof.size > 0) {
    const checked = await checkProof(proof);
    if (!checked.ok) return checked.refusal;
    proofUrl = (await savePrivateUpload({ folder: "payment-proofs", ...checked.file })).url;
  }

  try {
    const ids = await refusableTransaction(async (tx, refuse: (refused: Refusal) => never) => {
      if (!(await lockOrganization(orgId, tx))) {
        return refuse(refusal("no-organization", PAYMENT_MESSAGES.organizationNotSetUp, title));
      }
      if (await hasPendingPaymentRequest(orgId, tx)) return refuse(pendingRefusal());
      // A renewal while a subscription runs starts the day after it ends; approval keeps these dates.
      const activeUntil = await activeSubscriptionEnd(orgId, today, tx);
      return insertPaymentSubmission(
        {
          orgId,
          submittedBy: user.id,
          referenceCode: code,
          proofUrl,
          ...subscriptionPeriod({ today, activeUntil }),
        },
        tx,
      );
    });
    if ("ok" in ids) {
      await deleteStoredFile(proofUrl);
      return ids;
    }
    return { ok: true, ...ids, proofUrl };
  } catch (error) {
    await deleteStoredFile(proofUrl);
    throw error;
  }
}

// ── The proof, by its content ───────────────────────────────────────────────────────────────────────────

type CheckedProof =
  | { ok: true; file: { bytes: Uint8Array; extension: string } }
  | { ok: false; refusal: Refusal };

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
