import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  checkProofFile,
  dialCodeHref,
  feeAmount,
  feeText,
  groupDigits,
  MAX_PROOF_BYTES,
  oneYearAfter,
  PAYMENT_MESSAGES,
  PROOF_ACCEPT,
  paymentRequestSchema,
  proofContentType,
  proofProblemMessage,
  proofProblemTitle,
  REFERENCE_CODE_MAX,
  yearlyFeeText,
} from "./payment";
import { TRANSACTION_ID_RULES } from "./subscription-lifecycle";

const form = (entries: Record<string, string | File>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

describe("payment texts", () => {
  it("uses the spec's words", () => {
    expect(PAYMENT_MESSAGES).toMatchObject({
      referenceRequired: "Reference code required",
      referenceRequiredDetail: "Please enter a payment reference code",
      submitted: "Payment request submitted",
      submittedDetail: "You'll be notified once approved",
      pending: "Payment Request Pending",
      submitError: "Error submitting payment request",
      authError: "Authentication error. Please log in again.",
      profileAccessFailed: "Failed to access your profile. Please try logging out and back in.",
      profileNotFound: "Your profile was not found. Please complete your registration first.",
      organizationNotSetUp: "Your organization is not set up yet. Please complete your profile setup first.",
      active: "Account Active",
      expired: "Subscription Expired - Please Renew",
      pendingApproval: "Payment Pending Approval",
      subscribe: "Subscribe to start",
    });
    expect(PAYMENT_MESSAGES.expires("Mar 17, 2026")).toBe("Expires Mar 17, 2026");
  });
});

describe("paymentRequestSchema", () => {
  const TODAY = "2026-03-17";
  const schema = paymentRequestSchema(TODAY);
  const valid = { method: "mtn", transactionId: " 78451 23690 ", currency: "UGX", paidOn: "2026-03-16" };

  it("takes a method, its Transaction ID, the currency, the day paid and an optional proof", () => {
    const plain = parseWithZod(form(valid), { schema });
    expect(plain.status === "success" && plain.value).toEqual({ ...valid, transactionId: "78451 23690" });
    const proof = new File(["%PDF-1.4"], "receipt.pdf", { type: "application/pdf" });
    const withProof = parseWithZod(form({ ...valid, proof }), { schema });
    expect(withProof.status === "success" && withProof.value.proof?.name).toBe("receipt.pdf");
  });

  it("says at each field what is missing or wrong", () => {
    const empty = parseWithZod(form({}), { schema }).reply().error;
    expect(empty?.method).toEqual(["Choose how you paid"]);
    expect(empty?.transactionId).toEqual(["Enter the Transaction ID from your receipt"]);
    expect(empty?.paidOn).toEqual(["Enter the date you paid"]);
    const wrong = parseWithZod(form({ ...valid, transactionId: "AB", paidOn: "2026-03-18" }), {
      schema,
    }).reply();
    expect(wrong.error?.transactionId).toEqual([TRANSACTION_ID_RULES.mtn.message]);
    expect(wrong.error?.paidOn).toEqual(["The date paid cannot be in the future"]);
  });

  it("takes dollars by bank transfer only", () => {
    expect(parseWithZod(form({ ...valid, currency: "USD" }), { schema }).reply().error?.currency).toEqual([
      "Mobile money is paid in Uganda shillings",
    ]);
    const bank = { method: "bank", transactionId: "FT26333KX7Q2", currency: "USD", paidOn: TODAY };
    expect(parseWithZod(form(bank), { schema }).status).toBe("success");
  });

  it("refuses an over-long Transaction ID", () => {
    const long = parseWithZod(
      form({ ...valid, method: "bank", transactionId: `FT${"1".repeat(REFERENCE_CODE_MAX)}` }),
      {
        schema,
      },
    );
    expect(long.reply().error?.transactionId).toEqual(["The Transaction ID must be at most 100 characters"]);
  });

  it("says the fee in the request's currency", () => {
    expect(feeAmount({ ugx: 45000, usd: 15 }, "UGX")).toBe(45000);
    expect(feeAmount({ ugx: 45000, usd: 15 }, "USD")).toBe(15);
  });
});

describe("proof files", () => {
  it("allows 10 MB of the spec's types", () => {
    expect(MAX_PROOF_BYTES).toBe(10 * 1024 * 1024);
    expect(PROOF_ACCEPT).toBe(".jpeg,.jpg,.png,.gif,.webp,.pdf,.bmp,.tiff,.tif");
    for (const [name, type] of [
      ["a.jpeg", "image/jpeg"],
      ["a.jpg", "image/jpeg"],
      ["a.png", "image/png"],
      ["a.gif", "image/gif"],
      ["a.webp", "image/webp"],
      ["a.pdf", "application/pdf"],
      ["a.bmp", "image/bmp"],
      ["a.tiff", "image/tiff"],
      // No type reported: the extension decides.
      ["a.tif", ""],
      ["a.BMP", ""],
    ] as const) {
      expect(checkProofFile({ name, type, size: MAX_PROOF_BYTES }), name).toBeNull();
    }
  });

  it("refuses other types and larger files with the generic uploader's messages", () => {
    expect(checkProofFile({ name: "page.html", type: "text/html", size: 10 })).toEqual({
      problem: "type",
      message: "File type not supported. Allowed types: JPEG, JPG, PNG, GIF, WebP, PDF, BMP, TIFF",
    });
    expect(checkProofFile({ name: "logo.svg", type: "image/svg+xml", size: 10 })?.problem).toBe("type");
    expect(checkProofFile({ name: "noextension", type: "", size: 10 })?.problem).toBe("type");
    expect(checkProofFile({ name: "big.pdf", type: "application/pdf", size: MAX_PROOF_BYTES + 1 })).toEqual({
      problem: "size",
      message: "File size exceeds 10MB limit. Current size: 10.00MB",
    });
    expect(proofProblemMessage("size", 12.5 * 1024 * 1024)).toBe(
      "File size exceeds 10MB limit. Current size: 12.50MB",
    );
    expect(proofProblemMessage("size")).toBe("File size exceeds 10MB limit.");
    expect(proofProblemMessage("pixels")).toBe("Image dimensions are too large. Maximum is 50 megapixels.");
    expect(proofProblemTitle("pixels")).toBe("Image too large");
    expect(proofProblemTitle("type")).toBe("Error submitting payment request");
  });

  it("serves stored proofs with the type of their extension", () => {
    expect(proofContentType("1-ab.pdf")).toBe("application/pdf");
    expect(proofContentType("1-ab.jpg")).toBe("image/jpeg");
    expect(proofContentType("1-ab.tif")).toBe("image/tiff");
    expect(proofContentType("1-ab.bmp")).toBe("image/bmp");
    expect(proofContentType("1-ab.html")).toBeNull();
    expect(proofContentType("noextension")).toBeNull();
  });
});

describe("fee and period", () => {
  it("words the fee as the spec does", () => {
    expect(feeText({ ugx: 45000, usd: 15 })).toBe("UGX 45,000 or USD 15 for one year");
    expect(yearlyFeeText({ ugx: 45000, usd: 15 })).toEqual({
      headline: "Yearly fee: UGX 45,000",
      rest: "or USD 15",
    });
    expect(groupDigits(1234567)).toBe("1,234,567");
    expect(groupDigits(999)).toBe("999");
  });

  it("counts a year by the calendar", () => {
    expect(oneYearAfter("2025-12-31")).toBe("2026-12-31");
    expect(oneYearAfter("2028-02-29")).toBe("2029-03-01");
  });
});

describe("dialCodeHref", () => {
  it("opens the dialer with the USSD code, its # percent-encoded and its * kept", () => {
    expect(dialCodeHref("*165*3#")).toBe("tel:*165*3%23");
    expect(dialCodeHref("*185*9#")).toBe("tel:*185*9%23");
  });

  it("drops spaces and encodes what a URL would misread", () => {
    expect(dialCodeHref(" *165 * 3 # ")).toBe("tel:*165*3%23");
    expect(dialCodeHref("+256#1")).toBe("tel:%2B256%231");
    expect(new URL(dialCodeHref("*165*3#")).hash).toBe("");
  });
});
