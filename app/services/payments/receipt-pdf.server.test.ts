import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { buildReceipt, type ReceiptSource } from "~/domain/receipt";
import { printable, receiptPdf, wrap } from "./receipt-pdf.server";

const ISSUED_AT = new Date("2026-03-18T08:20:00Z");

function source(overrides: Partial<ReceiptSource> = {}): ReceiptSource {
  return {
    sequence: 123,
    approvedAt: new Date("2026-03-18T08:15:00Z"),
    issuer: {
      name: "UgandaImpact",
      address: "Plot 12, Kampala Road, Kampala, Uganda",
      taxNumber: "TIN 1000000000",
    },
    // Ŋ (Acholi, Luo) is not in the standard fonts' WinAnsi: it prints as "?".
    payerName: "Ŋwec Women's Group",
    methodLabel: "MTN Mobile Money",
    transactionId: "MP260317.1234.A56789",
    amount: 45000,
    currency: "UGX",
    paidOn: "2026-03-17",
    period: { startDate: "2026-03-17", endDate: "2027-03-17" },
    ...overrides,
  };
}

type TextItem = { str: string; x: number; y: number };

/** The PDF as a reader opens it: its page count, its metadata, and page 1's text items with their positions. */
async function readPdf(bytes: Uint8Array) {
  const document = await getDocument({
    // pdfjs takes the buffer over (it moves it to its worker): a copy keeps the caller's.
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    // pdfjs reads the metrics of the 14 standard fonts (the receipt's Helvetica) from its own files.
    standardFontDataUrl: `${path.resolve("node_modules/pdfjs-dist/standard_fonts")}/`,
  }).promise;
  try {
    const info = (await document.getMetadata()).info as Record<string, unknown>;
    const page = await document.getPage(1);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items: TextItem[] = content.items.flatMap((item) =>
      "str" in item && item.str.trim() ? [{ str: item.str, x: item.transform[4], y: item.transform[5] }] : [],
    );
    return {
      numPages: document.numPages,
      info,
      size: { width, height },
      items,
      text: items.map((item) => item.str).join("\n"),
    };
  } finally {
    await document.destroy();
  }
}

describe("receiptPdf", () => {
  it("is one A4 page with the issuer, the title, every field and PAID, readable by a PDF reader", async () => {
    const bytes = await receiptPdf(buildReceipt(source()), ISSUED_AT);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const pdf = await readPdf(bytes);
    expect(pdf.numPages).toBe(1);
    expect(pdf.size.width).toBeCloseTo(595.28, 1);
    expect(pdf.size.height).toBeCloseTo(841.89, 1);
    for (const value of [
      // The issuer (configuration).
      "UgandaImpact",
      "Plot 12, Kampala Road, Kampala, Uganda",
      "TIN 1000000000",
      // The title.
      "Payment receipt",
      "Yearly subscription",
      // The fields, labels and values.
      "Receipt number",
      "UI-2026-000123",
      "Receipt date",
      "Mar 18, 2026",
      "Paid by",
      "?wec Women's Group",
      "Payment method",
      "MTN Mobile Money",
      "Transaction ID",
      "MP260317.1234.A56789",
      "Date paid",
      "Mar 17, 2026",
      "Amount",
      "UGX 45,000",
      "Period covered",
      "Mar 17, 2026 – Mar 17, 2027",
      "Status",
    ]) {
      expect(pdf.text).toContain(value);
    }
    // PAID twice: the stamp, and the Status line.
    expect(pdf.items.filter((item) => item.str === "PAID")).toHaveLength(2);
  });

  it("puts the issuer at the top, above the title, and the lines below it in order", async () => {
    const pdf = await readPdf(await receiptPdf(buildReceipt(source()), ISSUED_AT));
    const y = (text: string) => pdf.items.find((item) => item.str === text)!.y;
    expect(y("UgandaImpact")).toBeGreaterThan(y("Plot 12, Kampala Road, Kampala, Uganda"));
    expect(y("Plot 12, Kampala Road, Kampala, Uganda")).toBeGreaterThan(y("TIN 1000000000"));
    expect(y("TIN 1000000000")).toBeGreaterThan(y("Payment receipt"));
    const labels = [
      "Receipt number",
      "Receipt date",
      "Paid by",
      "Payment method",
      "Transaction ID",
      "Date paid",
      "Amount",
      "Period covered",
      "Status",
    ];
    expect(y("Yearly subscription")).toBeGreaterThan(y(labels[0]!));
    const heights = labels.map(y);
    expect(heights).toEqual([...heights].sort((a, b) => b - a));
    expect(new Set(heights).size).toBe(labels.length);
  });

  it("names the document after the receipt, by its issuer", async () => {
    const pdf = await readPdf(await receiptPdf(buildReceipt(source()), ISSUED_AT));
    expect(pdf.info.Title).toBe("Payment receipt UI-2026-000123");
    expect(pdf.info.Author).toBe("UgandaImpact");
  });

  it("prints a configured issuer, and says when the payment date is not recorded", async () => {
    const receipt = buildReceipt(
      source({
        issuer: { name: "Impact Hub Gulu Ltd", address: "P.O. Box 100, Gulu", taxNumber: "TIN 1002003004" },
        paidOn: null,
        methodLabel: "Bank transfer",
        amount: 15,
        currency: "USD",
      }),
    );
    const pdf = await readPdf(await receiptPdf(receipt, ISSUED_AT));
    for (const value of [
      "Impact Hub Gulu Ltd",
      "P.O. Box 100, Gulu",
      "TIN 1002003004",
      "Not recorded",
      "Bank transfer",
      "USD 15",
    ]) {
      expect(pdf.text).toContain(value);
    }
    expect(pdf.info.Author).toBe("Impact Hub Gulu Ltd");
  });

  it("stays on its one page, inside the margins, with very long values in any script", async () => {
    const long = (word: string) => Array.from({ length: 80 }, () => word).join(" ");
    const receipt = buildReceipt(
      source({
        issuer: { name: long("Issuer"), address: long("Road"), taxNumber: long("TIN") },
        payerName: long("Организация"),
        methodLabel: long("Method"),
        transactionId: "X".repeat(600),
      }),
    );
    const pdf = await readPdf(await receiptPdf(receipt, ISSUED_AT));
    expect(pdf.numPages).toBe(1);
    for (const item of pdf.items) {
      expect(item.x).toBeGreaterThanOrEqual(50);
      expect(item.y).toBeGreaterThanOrEqual(50);
      expect(item.y).toBeLessThanOrEqual(pdf.size.height - 50);
    }
    expect(pdf.text).toContain("UI-2026-000123");
    expect(pdf.text).toContain("Mar 17, 2026 – Mar 17, 2027");
    expect(pdf.items.filter((item) => item.str === "PAID")).toHaveLength(2);
    // A value cut short ends in an ellipsis.
    expect(pdf.text).toContain("…");
  });
});

describe("the text helpers", () => {
  async function helvetica() {
    return (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  }

  it("prints characters the standard font lacks as ?, and white space as single spaces", async () => {
    const font = await helvetica();
    expect(printable(font, "Café Ŋwec 😀")).toBe("Café ?wec ?");
    expect(printable(font, "Mar 17 – Mar 18")).toBe("Mar 17 – Mar 18");
    expect(printable(font, "Gulu\nWater\t Trust ")).toBe("Gulu Water Trust");
    // Decomposed é is composed first, so it prints.
    expect(printable(font, "Cafe\u0301")).toBe("Café");
  });

  it("wraps between words, and inside a word too long for a line", async () => {
    const font = await helvetica();
    const width = font.widthOfTextAtSize("Gulu Water", 11);
    expect(wrap(font, "Gulu Water Trust", 11, width)).toEqual(["Gulu Water", "Trust"]);
    const pieces = wrap(font, "X".repeat(40), 11, width);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe("X".repeat(40));
    for (const piece of pieces) expect(font.widthOfTextAtSize(piece, 11)).toBeLessThanOrEqual(width);
    expect(wrap(font, "", 11, width)).toEqual([""]);
  });
});
