import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { Receipt } from "~/domain/receipt";

/**
 * An approved payment's receipt as a PDF (issue 34): the issuer (name, address, tax number: the configuration's
 * RECEIPT_ISSUER_*), the title, the receipt's lines as a label/value table, and a PAID stamp. One A4 page in
 * Helvetica, a standard font: nothing embedded, nothing fetched. The lines come from domain/receipt.ts.
 */

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - MARGIN * 2;
const BRAND = rgb(0.09, 0.4, 0.2);
const MUTED = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.82, 0.82, 0.82);
const PAID_GREEN = rgb(0.1, 0.55, 0.25);
const PAID_FILL = rgb(0.92, 0.97, 0.93);

/** The table: labels in a column of their own, values wrapped in the rest. */
const LABEL_WIDTH = 150;
const VALUE_WIDTH = CONTENT_WIDTH - LABEL_WIDTH;
const TEXT_SIZE = 11;
const LINE_HEIGHT = 16;
/** A value longer than this many lines ends in "…": the receipt stays one page whatever it is given. */
const MAX_VALUE_LINES = 4;

/** The stamp: a green bordered box with PAID in it, right of the title. */
const STAMP = { width: 132, height: 50, border: 2.5, size: 30 };

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * The standard fonts write WinAnsi only: any other character (a name in another script) prints as "?"
 * rather than failing the receipt. Runs of white space (a line break in a name) print as one space.
 */
export function printable(font: PDFFont, text: string): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  const set = supported;
  return Array.from(text.normalize("NFC").replace(/\s+/g, " ").trim(), (char) =>
    set.has(char.codePointAt(0)!) ? char : "?",
  ).join("");
}

/** Splits a value into lines that fit `width`, breaking between words (or inside a word too long alone). */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}

/** At most `max` lines of `text` wrapped to `width`, the last one ending in "…" when some were left out. */
function wrapAtMost(font: PDFFont, text: string, size: number, width: number, max: number): string[] {
  const lines = wrap(font, printable(font, text), size, width);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1]!;
  while (last.length > 0 && font.widthOfTextAtSize(`${last}…`, size) > width) last = last.slice(0, -1);
  kept[max - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** Draws wrapped text from `y` down; answers the baseline below its last line. */
function drawLines(
  page: PDFPage,
  lines: string[],
  options: {
    x: number;
    y: number;
    size: number;
    lineHeight: number;
    font: PDFFont;
    color?: ReturnType<typeof rgb>;
  },
): number {
  let y = options.y;
  for (const line of lines) {
    page.drawText(line, { x: options.x, y, size: options.size, font: options.font, color: options.color });
    y -= options.lineHeight;
  }
  return y;
}

/** The PAID stamp, its box's top right corner at (`right`, `top`). */
function drawPaidStamp(page: PDFPage, bold: PDFFont, right: number, top: number) {
  const x = right - STAMP.width;
  const y = top - STAMP.height;
  page.drawRectangle({
    x,
    y,
    width: STAMP.width,
    height: STAMP.height,
    color: PAID_FILL,
    borderColor: PAID_GREEN,
    borderWidth: STAMP.border,
  });
  const inset = 5;
  page.drawRectangle({
    x: x + inset,
    y: y + inset,
    width: STAMP.width - inset * 2,
    height: STAMP.height - inset * 2,
    borderColor: PAID_GREEN,
    borderWidth: 0.8,
  });
  const word = "PAID";
  const width = bold.widthOfTextAtSize(word, STAMP.size);
  const capHeight = bold.heightAtSize(STAMP.size, { descender: false });
  page.drawText(word, {
    x: x + (STAMP.width - width) / 2,
    y: y + (STAMP.height - capHeight) / 2,
    size: STAMP.size,
    font: bold,
    color: PAID_GREEN,
  });
}

/** The receipt as a one-page A4 PDF, in Helvetica (a standard font: nothing embedded, nothing fetched). */
export async function receiptPdf(receipt: Receipt, issuedAt: Date): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receipt.title} ${receipt.number}`);
  pdf.setAuthor(receipt.issuer.name);
  pdf.setCreator("UgandaImpact");
  pdf.setProducer("UgandaImpact");
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);

  // The issuer: name, address, tax number.
  let y = PAGE.height - MARGIN - 20;
  y = drawLines(page, wrapAtMost(bold, receipt.issuer.name, 20, CONTENT_WIDTH, 2), {
    x: MARGIN,
    y,
    size: 20,
    lineHeight: 24,
    font: bold,
    color: BRAND,
  });
  y += 24 - 16;
  for (const text of [receipt.issuer.address, receipt.issuer.taxNumber]) {
    y = drawLines(page, wrapAtMost(regular, text, 10, CONTENT_WIDTH, 3), {
      x: MARGIN,
      y,
      size: 10,
      lineHeight: 14,
      font: regular,
      color: MUTED,
    });
  }
  const ruleY = y - 8;
  page.drawLine({
    start: { x: MARGIN, y: ruleY },
    end: { x: PAGE.width - MARGIN, y: ruleY },
    thickness: 1,
    color: BRAND,
  });

  // The title and what it is for, the stamp right of them.
  const stampTop = ruleY - 20;
  drawPaidStamp(page, bold, PAGE.width - MARGIN, stampTop);
  y = drawLines(page, wrapAtMost(bold, receipt.title, 18, CONTENT_WIDTH - STAMP.width - 16, 2), {
    x: MARGIN,
    y: stampTop - 16,
    size: 18,
    lineHeight: 22,
    font: bold,
  });
  page.drawText("Yearly subscription", { x: MARGIN, y, size: TEXT_SIZE, font: regular, color: MUTED });
  y = Math.min(y, stampTop - STAMP.height) - 36;

  // The lines, a rule under each.
  for (const { label, value } of receipt.lines) {
    const status = label === "Status";
    const valueFont = status ? bold : regular;
    const labelLines = wrapAtMost(bold, label, TEXT_SIZE, LABEL_WIDTH - 12, 2);
    const valueLines = wrapAtMost(valueFont, value, TEXT_SIZE, VALUE_WIDTH, MAX_VALUE_LINES);
    const common = { y, size: TEXT_SIZE, lineHeight: LINE_HEIGHT };
    const belowLabel = drawLines(page, labelLines, { ...common, x: MARGIN, font: bold });
    const belowValue = drawLines(page, valueLines, {
      ...common,
      x: MARGIN + LABEL_WIDTH,
      font: valueFont,
      color: status ? PAID_GREEN : undefined,
    });
    const below = Math.min(belowLabel, belowValue);
    page.drawLine({
      start: { x: MARGIN, y: below + 6 },
      end: { x: PAGE.width - MARGIN, y: below + 6 },
      thickness: 0.5,
      color: RULE,
    });
    y = below - 14;
  }

  // Copied into a plain ArrayBuffer: what a Response body takes.
  return new Uint8Array(await pdf.save());
}
