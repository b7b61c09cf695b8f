import sharp from "sharp";
import { r } from "./scenes";

// The demo organizations' logos: a shape and the initials on a square, rendered to PNG with sharp.

export const LOGO_SIZE = 512;

export type LogoSpec = { initials: string; background: string; foreground: string; shape: LogoShape };
export type LogoShape = "leaf" | "drop" | "sun" | "circuit" | "heart" | "book";

const LOGO_SHAPES: Record<LogoShape, (color: string) => string> = {
  leaf: (c) => `<path d="M256,70 C400,120 430,260 256,330 C82,260 112,120 256,70 Z" fill="${c}"/>
    <path d="M256,100 L256,320" stroke="#ffffff" stroke-width="8" opacity="0.7"/>`,
  drop: (c) =>
    `<path d="M256,60 C320,160 360,210 360,260 A104,104 0 0 1 152,260 C152,210 192,160 256,60 Z" fill="${c}"/>`,
  sun: (c) =>
    `<circle cx="256" cy="200" r="70" fill="${c}"/>${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<line x1="${r(256 + Math.cos(a) * 95)}" y1="${r(200 + Math.sin(a) * 95)}" x2="${r(256 + Math.cos(a) * 135)}" y2="${r(200 + Math.sin(a) * 135)}" stroke="${c}" stroke-width="16" stroke-linecap="round"/>`;
    }).join("")}`,
  circuit: (
    c,
  ) => `<rect x="166" y="110" width="180" height="180" rx="24" fill="none" stroke="${c}" stroke-width="18"/>
    <rect x="216" y="160" width="80" height="80" rx="10" fill="${c}"/>
    ${[140, 200, 260].map((y) => `<line x1="110" y1="${y - 20}" x2="166" y2="${y - 20}" stroke="${c}" stroke-width="12"/><line x1="346" y1="${y - 20}" x2="402" y2="${y - 20}" stroke="${c}" stroke-width="12"/>`).join("")}`,
  heart: (c) =>
    `<path d="M256,330 C120,240 110,150 170,110 C215,82 250,110 256,140 C262,110 297,82 342,110 C402,150 392,240 256,330 Z" fill="${c}"/>
    <rect x="238" y="160" width="36" height="110" fill="#ffffff"/><rect x="201" y="197" width="110" height="36" fill="#ffffff"/>`,
  book: (
    c,
  ) => `<path d="M96,120 Q176,90 256,130 Q336,90 416,120 L416,310 Q336,280 256,320 Q176,280 96,310 Z" fill="${c}"/>
    <line x1="256" y1="130" x2="256" y2="320" stroke="#ffffff" stroke-width="8"/>`,
};

export function logoSvg(spec: LogoSpec): string {
  const s = LOGO_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" rx="64" fill="${spec.background}"/>
  ${LOGO_SHAPES[spec.shape](spec.foreground)}
  <text x="256" y="440" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="92" fill="${spec.foreground}">${spec.initials}</text>
</svg>`;
}

export async function renderLogo(spec: LogoSpec): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(spec)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
