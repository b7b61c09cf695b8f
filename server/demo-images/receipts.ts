import sharp from "sharp";
import { xmlText } from "~/domain/xml-text";

/** A mobile-money receipt as a phone screenshot might show it: the proof attached to a payment request. */
export function receiptSvg(lines: string[]): string {
  const text = lines
    .map(
      (line, i) =>
        `<text x="120" y="${300 + i * 64}" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#1f2937">${xmlText(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200" viewBox="0 0 800 1200">
  <rect width="800" height="1200" fill="#e5e7eb"/>
  <rect x="60" y="60" width="680" height="1080" rx="28" fill="#ffffff"/>
  <rect x="60" y="60" width="680" height="170" rx="28" fill="#facc15"/>
  <rect x="60" y="180" width="680" height="50" fill="#facc15"/>
  <circle cx="400" cy="145" r="52" fill="#ffffff"/>
  <path d="M372,147 l20,20 l38,-42" stroke="#16a34a" stroke-width="12" fill="none" stroke-linecap="round"/>
  ${text}
</svg>`;
}

export async function renderReceipt(lines: string[]): Promise<Buffer> {
  return sharp(Buffer.from(receiptSvg(lines)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
