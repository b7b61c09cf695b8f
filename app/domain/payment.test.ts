import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  checkProofFile,
  dialCodeHref,
  feeText,
  groupDigits,
  hasReferenceCode,
  MAX_PROOF_BYTES,
  oneYearAfter,
  PAYMENT_MESSAGES,
  PaymentSchema,
  PROOF_ACCEPT,
  proofContentType,
  proofProblemMessage,
  proofProblemTitle,
  REFERENCE_CODE_MAX,
  yearlyFeeText,
} from "./payment";

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

describe("PaymentSchema", () => {
  it("trims the reference code and takes an optional proof", () => {
    const plain = parseWithZod(form({ referenceCode: "  MP250722.1043  " }), { schema: PaymentSchema });
    expect(plain.status).toBe("success");
    expect(plain.status === "success" && plain.value).toEqual({ referenceCode: "MP250722.1043" });

    const proof = new File(["%PDF-1.4"], "receipt.pdf", { type: "application/pdf" });
    const withProof = parseWithZod(form({ referenceCode: "AM78", proof }), { schema: PaymentSchema });
    expect(withProof.status === "success" && withProof.value.proof?.name).toBe("receipt.pdf");
  });

  it.each([
    ["missing", {}],
    ["empty", { referenceCode: "" }],
    ["only spaces", { referenceCode: "    " }],
  ])("refuses a %s reference code with the spec's message", (_, entries) => {
    const result = parseWithZod(form(entries), { schema: PaymentSchema });
    expect(result.status).toBe("error");
    expect(result.reply().error?.referenceCode).toEqual(["Please enter a payment reference code"]);
  });

  it("refuses an over-long reference code", () => {
    const ok = parseWithZod(form({ referenceCode: "x".repeat(REFERENCE_CODE_MAX) }), {
      schema: PaymentSchema,
    });
    expect(ok.status).toBe("success");
    const long = parseWithZod(form({ referenceCode: "x".repeat(REFERENCE_CODE_MAX + 1) }), {
      schema: PaymentSchema,
    });
    expect(long.reply().error?.referenceCode).toEqual([PAYMENT_MESSAGES.referenceTooLong]);
  });

  it("tells whether the submit button may be pressed", () => {
    expect(hasReferenceCode("MP1")).toBe(true);
    expect(hasReferenceCode("   ")).toBe(false);
    expect(hasReferenceCode("")).toBe(false);
    expect(hasReferenceCode(undefined)).toBe(false);
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
