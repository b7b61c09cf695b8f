import { z } from "~/lib/zod";
import { PAYMENT_MESSAGES, REFERENCE_CODE_MAX } from "./payment-messages";
import {
  METHOD_CURRENCIES,
  PAYMENT_METHODS,
  paidOnProblem,
  SUBSCRIPTION_TEXT,
  transactionIdProblem,
} from "./subscription-lifecycle";
import { UPLOAD_MESSAGES, type UploadProblem } from "./uploads";

/**
 * The organization's side of the yearly subscription (spec §2 payment indicator, §3–§5 Payment, §8 Payment
 * messages, §9 fee and instructions): texts, the payment form's rules, the proof file rules and the fee's
 * wording. The server checks everything again (services/payments/submit-payment-request.server.ts).
 */

// The texts live apart from the zod schemas below, so a page that only shows a payment's state (the dashboard's
// indicator) does not bring the schema library with it.
export { PAYMENT_MESSAGES, REFERENCE_CODE_MAX } from "./payment-messages";

// ── The proof file ──────────────────────────────────────────────────────────────────────────────────────

export const MAX_PROOF_MB = 10;
export const MAX_PROOF_BYTES = MAX_PROOF_MB * 1024 * 1024;

/** Spec §5: jpeg, jpg, png, gif, webp, pdf, bmp, tiff. */
export const PROOF_EXTENSIONS = ["jpeg", "jpg", "png", "gif", "webp", "pdf", "bmp", "tiff"] as const;
export const PROOF_TYPES_LABEL = "JPEG, JPG, PNG, GIF, WebP, PDF, BMP, TIFF";

/** The content types of those files (what the server finds in the bytes, and what it serves them as). */
export const PROOF_MIME_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "application/pdf",
  "image/bmp",
  "image/tiff",
] as const;
export type ProofMimeType = (typeof PROOF_MIME_TYPES)[number];

/** For the file input: the spec's extensions (and .tif, the same TIFF), and their types. */
export const PROOF_ACCEPT = [...PROOF_EXTENSIONS.map((extension) => `.${extension}`), ".tif"].join(",");

/** What browsers report for these files, some with older names. */
const CLAIMED_TYPES = new Set<string>([...PROOF_MIME_TYPES, "image/jpg", "image/x-ms-bmp", "image/x-bmp"]);
const EXTENSIONS = new Set<string>([...PROOF_EXTENSIONS, "tif"]);

/** The content type a stored proof is served with, by its stored extension; null for anything else. */
export function proofContentType(fileName: string): ProofMimeType | null {
  const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
  switch (extension) {
    case "jpg":
    case "jpeg":
      return "image/jpeg";
    case "png":
      return "image/png";
    case "gif":
      return "image/gif";
    case "webp":
      return "image/webp";
    case "pdf":
      return "application/pdf";
    case "bmp":
      return "image/bmp";
    case "tif":
    case "tiff":
      return "image/tiff";
    default:
      return null;
  }
}

export const sizeInMb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

/** The generic uploader's texts (spec §5) for a refused proof; pixels and unreadable in their style. */
export function proofProblemMessage(problem: UploadProblem, sizeBytes?: number): string {
  switch (problem) {
    case "size":
      return sizeBytes === undefined
        ? `File size exceeds ${MAX_PROOF_MB}MB limit.`
        : `File size exceeds ${MAX_PROOF_MB}MB limit. Current size: ${sizeInMb(sizeBytes)}MB`;
    // A proof may be a PDF: one that is neither picture nor PDF is a type it does not take.
    case "not-picture":
    case "type":
      return `File type not supported. Allowed types: ${PROOF_TYPES_LABEL}`;
    case "pixels":
      return UPLOAD_MESSAGES.pixels;
    case "unreadable":
      return UPLOAD_MESSAGES.unreadable;
  }
}

/** The title of the toast for a refused proof. */
export function proofProblemTitle(problem: UploadProblem): string {
  switch (problem) {
    case "pixels":
      return UPLOAD_MESSAGES.pixelsTitle;
    case "unreadable":
      return UPLOAD_MESSAGES.unreadableTitle;
    default:
      return PAYMENT_MESSAGES.submitError;
  }
}

export type ProofCheck = { problem: "size" | "type"; message: string };

/**
 * The browser's check before the form is sent: the size, and the type the file claims (its reported type or
 * its extension). The server reads the bytes whatever the file claims.
 */
export function checkProofFile(file: { name: string; type: string; size: number }): ProofCheck | null {
  if (file.size > MAX_PROOF_BYTES)
    return { problem: "size", message: proofProblemMessage("size", file.size) };
  const type = file.type.toLowerCase();
  const extension = file.name.includes(".") ? (file.name.split(".").pop()?.toLowerCase() ?? "") : "";
  const claimed = type ? CLAIMED_TYPES.has(type) : EXTENSIONS.has(extension);
  if (!claimed) return { problem: "type", message: proofProblemMessage("type") };
  return null;
}

// ── The form ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The payment form (dialog and /payment page; issue 34): how the organization paid, the Transaction ID its
 * receipt shows (checked for its method), the currency, the day it paid, and optionally a proof. `today` is
 * Kampala's (the server's on the server, the browser's own day in the form).
 */
export function paymentRequestSchema(today: string) {
  return z
    .object({
      method: z.enum(PAYMENT_METHODS, { error: SUBSCRIPTION_TEXT.methodRequired }),
      transactionId: z
        .string({ error: SUBSCRIPTION_TEXT.transactionIdRequired })
        .trim()
        .min(1, { error: SUBSCRIPTION_TEXT.transactionIdRequired })
        .max(REFERENCE_CODE_MAX, { error: SUBSCRIPTION_TEXT.transactionIdTooLong }),
      currency: z.enum(["UGX", "USD"]).default("UGX"),
      paidOn: z
        .string({ error: SUBSCRIPTION_TEXT.paidOnRequired })
        .trim()
        .min(1, { error: SUBSCRIPTION_TEXT.paidOnRequired }),
      proof: z.instanceof(File, { error: proofProblemMessage("type") }).optional(),
    })
    .superRefine((value, context) => {
      // One message per field: an ID already refused for its length is not also refused for its format.
      const idProblem =
        !value.transactionId || value.transactionId.length > REFERENCE_CODE_MAX
          ? null
          : transactionIdProblem(value.method, value.transactionId);
      if (idProblem) context.addIssue({ code: "custom", path: ["transactionId"], message: idProblem });
      if (!METHOD_CURRENCIES[value.method].includes(value.currency)) {
        context.addIssue({
          code: "custom",
          path: ["currency"],
          message: SUBSCRIPTION_TEXT.currencyNotForMethod,
        });
      }
      const dayProblem = paidOnProblem(value.paidOn, today);
      if (dayProblem) context.addIssue({ code: "custom", path: ["paidOn"], message: dayProblem });
    });
}
export type PaymentRequestInput = z.infer<ReturnType<typeof paymentRequestSchema>>;

/** The amount a request claims: the yearly fee in its currency. */
export function feeAmount(fee: SubscriptionFee, currency: "UGX" | "USD"): number {
  return currency === "USD" ? fee.usd : fee.ugx;
}

// ── Fee and instructions ────────────────────────────────────────────────────────────────────────────────

/** 45000 → "45,000" (the same on every machine, whatever its locale). */
export function groupDigits(amount: number): string {
  return String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export type SubscriptionFee = { ugx: number; usd: number };

/** "UGX 45,000 or USD 15 for one year" (spec §9). */
export function feeText(fee: SubscriptionFee): string {
  return `UGX ${groupDigits(fee.ugx)} or USD ${groupDigits(fee.usd)} for one year`;
}

/**
 * "Yearly fee: UGX 45,000" and "or USD 15": the fee said once, as a headline and its rest (issue 20 item 4;
 * it replaces the spec's "One-time fee", which read as if paid once, beside "for one year").
 */
export function yearlyFeeText(fee: SubscriptionFee): { headline: string; rest: string } {
  return { headline: `Yearly fee: UGX ${groupDigits(fee.ugx)}`, rest: `or USD ${groupDigits(fee.usd)}` };
}

/** The USSD menus of Uganda's two mobile-money networks for paying a merchant. */
export const MTN_DIAL_CODE = "*165*3#";
export const AIRTEL_DIAL_CODE = "*185*9#";

/**
 * A USSD code as a link that opens the phone's dialer with it: `tel:` with the code percent-encoded, so "#"
 * (which would start a fragment and be dropped) is "%23"; "*" is left as it is, as dialers expect.
 */
export function dialCodeHref(dialCode: string): string {
  return `tel:${encodeURIComponent(dialCode.replace(/\s+/g, ""))}`;
}

/** Everything the instructions show (spec §9); the reference is the organization's name. */
export type PaymentInstructions = {
  fee: SubscriptionFee;
  mtn: { merchantCode: string; dialCode: string };
  airtel: { merchantCode: string; dialCode: string };
  bank: { name: string; swift: string; account: string; branch: string; country: string };
  reference: string;
};

// ── Dates ───────────────────────────────────────────────────────────────────────────────────────────────

/** yyyy-MM-dd one year later (calendar arithmetic; 29 February runs to 1 March). The period a payment buys is
 * `subscriptionPeriod` in domain/subscription.ts. */
export function oneYearAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}
