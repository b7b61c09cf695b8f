import sharp from "sharp";
import { seededRandom } from "~/lib/seeded-random";

/**
 * Demo pictures drawn at seed time: SVG scenes (sky, sun, hills, and a foreground that fits the subject)
 * rendered to JPEG with sharp. Every file is its own picture: its name seeds the light (morning, noon, golden
 * hour, dusk, overcast), the hills, clouds and scattered details, a mirror image or not, and the framing (a
 * crop of the drawing), so two projects with the same subject never show the same picture.
 *
 * Only the demo data uses them: app/seed/images.server.ts stores them, for `npm run db:seed` and for a first
 * start with SEED_DEMO. The server's boot imports the seed at run time, so the drawing sits beside the server
 * (run from source by tsx, copied whole into the Docker image), outside app/. The logos and the payment
 * receipts are drawn in logos.ts and receipts.ts.
 */

/** The pictures' size: a 16:10 banner that stays sharp on a wide screen and small on disk. */
export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 750;

export const SCENE_NAMES = [
  "farm-rows",
  "market",
  "savanna",
  "city-tech",
  "gathering",
  "school",
  "water",
  "lake",
  "clinic",
  "solar",
  "forest",
  "terraces",
  "conference",
] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

type Palette = {
  sky: [string, string];
  sun: string;
  hills: [string, string, string];
};

const PALETTES: Record<SceneName, Palette> = {
  "farm-rows": {
    sky: ["#7cc4f0", "#e4f4fb"],
    sun: "#ffd95a",
    hills: ["#8fb98b", "#5e9a4f", "#3f7d2f"],
  },
  market: {
    sky: ["#f6b26b", "#fde7c4"],
    sun: "#fff1b8",
    hills: ["#b7a27a", "#9c8457", "#c9a26b"],
  },
  savanna: {
    sky: ["#f08a4b", "#ffd89b"],
    sun: "#fff4c2",
    hills: ["#c48a55", "#a8733f", "#d9a55f"],
  },
  "city-tech": {
    sky: ["#3b2a6b", "#c07ab8"],
    sun: "#ffcf7a",
    hills: ["#4a3a7a", "#35295c", "#2a2147"],
  },
  gathering: {
    sky: ["#8ecae6", "#f1f9fd"],
    sun: "#ffe070",
    hills: ["#9dc183", "#78a85a", "#5c8f3e"],
  },
  school: {
    sky: ["#6fb7e8", "#dff1fb"],
    sun: "#ffd54f",
    hills: ["#a3c98f", "#7fb06a", "#b88a5a"],
  },
  water: {
    sky: ["#5fb3e0", "#d9f0fa"],
    sun: "#ffe27a",
    hills: ["#86b8a0", "#5f9b7d", "#a67c52"],
  },
  lake: {
    sky: ["#86c5ea", "#eef8fc"],
    sun: "#fff0a8",
    hills: ["#7aa7b8", "#5d8f6f", "#3f7a4a"],
  },
  clinic: {
    sky: ["#9dd3f0", "#f2fafd"],
    sun: "#ffe38a",
    hills: ["#8fc2a0", "#6aa982", "#4f8f5f"],
  },
  solar: {
    sky: ["#4fa8e8", "#d3ecfb"],
    sun: "#ffd23f",
    hills: ["#a9c77f", "#8cb060", "#c99a5e"],
  },
  forest: {
    sky: ["#a0d2e8", "#eef7ea"],
    sun: "#fff2a0",
    hills: ["#6c9f6a", "#4b8450", "#2f6b3a"],
  },
  terraces: {
    sky: ["#9cc9e9", "#eaf4f8"],
    sun: "#fff1a6",
    hills: ["#7ea27a", "#5e8d55", "#497a3f"],
  },
  conference: {
    sky: ["#74b9e6", "#e8f5fc"],
    sun: "#ffe27a",
    hills: ["#95c285", "#6fa85d", "#5a9448"],
  },
};

/** The drawing's own coordinates (the scenes are drawn on this canvas, then framed and scaled). */
const W = 1600;
const H = 1000;

/** FNV-1a: a name's seed for its picture. */
export function hash(text: string) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/** A coordinate rounded to a tenth: shorter SVG. */
export const r = (value: number) => Math.round(value * 10) / 10;

/** A smooth ridge from left to right, closed along the bottom edge. */
function ridge(rand: () => number, base: number, amplitude: number, bumps: number) {
  const points = Array.from({ length: bumps + 1 }, (_, i) => ({
    x: (i * W) / bumps,
    y: base - rand() * amplitude,
  }));
  let d = `M0,${H} L0,${r(points[0]!.y)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const mx = (a.x + b.x) / 2;
    d += ` C${r(mx)},${r(a.y)} ${r(mx)},${r(b.y)} ${r(b.x)},${r(b.y)}`;
  }
  return `${d} L${W},${H} Z`;
}

function person(x: number, y: number, scale: number, clothing: string, skin = "#5a3a26") {
  const s = scale;
  return `<g transform="translate(${r(x)},${r(y)}) scale(${s})">
    <rect x="-16" y="-62" width="32" height="62" rx="14" fill="${clothing}"/>
    <circle cx="0" cy="-78" r="14" fill="${skin}"/>
  </g>`;
}

const CLOTHES = ["#d7263d", "#f49d37", "#1b998b", "#2e86ab", "#8e44ad", "#f2c14e", "#e84a5f", "#3d5a80"];

function tree(x: number, y: number, size: number, leaf: string) {
  return `<rect x="${r(x - size * 0.08)}" y="${r(y - size * 0.6)}" width="${r(size * 0.16)}" height="${r(size * 0.6)}" fill="#6b4a2b"/>
    <circle cx="${r(x)}" cy="${r(y - size * 0.8)}" r="${r(size * 0.42)}" fill="${leaf}"/>
    <circle cx="${r(x - size * 0.25)}" cy="${r(y - size * 0.65)}" r="${r(size * 0.3)}" fill="${leaf}"/>
    <circle cx="${r(x + size * 0.27)}" cy="${r(y - size * 0.66)}" r="${r(size * 0.3)}" fill="${leaf}"/>`;
}

function acacia(x: number, y: number, size: number) {
  return `<path d="M${r(x)},${r(y)} L${r(x + size * 0.05)},${r(y - size * 0.55)} L${r(x - size * 0.25)},${r(y - size * 0.8)} M${r(x + size * 0.05)},${r(y - size * 0.55)} L${r(x + size * 0.3)},${r(y - size * 0.82)}" stroke="#3b2a1a" stroke-width="${r(size * 0.05)}" fill="none" stroke-linecap="round"/>
    <ellipse cx="${r(x + size * 0.02)}" cy="${r(y - size * 0.86)}" rx="${r(size * 0.6)}" ry="${r(size * 0.12)}" fill="#3f5a2a"/>`;
}

function hut(x: number, y: number, size: number) {
  return `<rect x="${r(x - size / 2)}" y="${r(y - size * 0.6)}" width="${r(size)}" height="${r(size * 0.6)}" fill="#c98b55"/>
    <rect x="${r(x - size * 0.1)}" y="${r(y - size * 0.38)}" width="${r(size * 0.2)}" height="${r(size * 0.38)}" fill="#5a3a22"/>
    <polygon points="${r(x - size * 0.68)},${r(y - size * 0.55)} ${r(x)},${r(y - size * 1.25)} ${r(x + size * 0.68)},${r(y - size * 0.55)}" fill="#b08a3e"/>`;
}

function panel(x: number, y: number, w: number, h: number) {
  const lines = [1, 2, 3].map((i) => {
    const lx = x + (w * i) / 4;
    return `<line x1="${r(lx)}" y1="${r(y)}" x2="${r(lx - h * 0.3)}" y2="${r(y + h)}" stroke="#8fb6e8" stroke-width="2"/>`;
  });
  return `<polygon points="${r(x)},${r(y)} ${r(x + w)},${r(y)} ${r(x + w - h * 0.3)},${r(y + h)} ${r(x - h * 0.3)},${r(y + h)}" fill="#1f3f7a" stroke="#d9e3f0" stroke-width="3"/>
    ${lines.join("")}
    <line x1="${r(x - h * 0.15)}" y1="${r(y + h / 2)}" x2="${r(x + w - h * 0.15)}" y2="${r(y + h / 2)}" stroke="#8fb6e8" stroke-width="2"/>
    <rect x="${r(x + w / 2 - 6)}" y="${r(y + h)}" width="12" height="${r(h * 0.6)}" fill="#6d7280"/>`;
}

function building(x: number, y: number, w: number, h: number, wall: string, roof: string) {
  const windows: string[] = [];
  const count = Math.max(2, Math.floor(w / 110));
  for (let i = 0; i < count; i++) {
    const wx = x + 40 + (i * (w - 80)) / count;
    windows.push(
      `<rect x="${r(wx)}" y="${r(y - h * 0.62)}" width="54" height="60" fill="#2f4f6f" stroke="#f4f4f4" stroke-width="4"/>`,
    );
  }
  return `<rect x="${r(x)}" y="${r(y - h)}" width="${r(w)}" height="${r(h)}" fill="${wall}"/>
    <polygon points="${r(x - 30)},${r(y - h)} ${r(x + w / 2)},${r(y - h - h * 0.45)} ${r(x + w + 30)},${r(y - h)}" fill="${roof}"/>
    ${windows.join("")}
    <rect x="${r(x + w / 2 - 35)}" y="${r(y - h * 0.55)}" width="70" height="${r(h * 0.55)}" fill="#6b4226"/>`;
}

type Draw = (rand: () => number, palette: Palette) => string;

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const between = (rand: () => number, low: number, high: number) => low + rand() * (high - low);
const count = (rand: () => number, low: number, high: number) => Math.floor(between(rand, low, high + 1));

/** A row of people standing along a line, each in their own clothes, nearer ones larger. */
function crowd(rand: () => number, n: number, left: number, right: number, y: number, scale: number) {
  return Array.from({ length: n }, (_, i) => {
    const x = left + ((right - left) * (i + 0.5)) / n + between(rand, -20, 20);
    const dy = between(rand, -12, 18);
    return person(x, y + dy, scale * (1 + dy / 300), pick(rand, CLOTHES));
  }).join("");
}

const WALLS = ["#f2e2c4", "#fbfbf8", "#f6d7a7", "#e8d3b0", "#dfe7ec", "#f3c9a0"];
const ROOFS = ["#8a9bb0", "#3a8f5c", "#b5442f", "#6b4a8a", "#2e6f9e", "#9c6b3f"];
const LEAVES = ["#2f6b3a", "#3f7d2f", "#4b8450", "#5e9a4f", "#2d5a27", "#6b8e23"];
const AWNINGS = [
  "#d7263d",
  "#1b998b",
  "#2e86ab",
  "#f49d37",
  "#8e44ad",
  "#e84a5f",
  "#f2c14e",
  "#ffffff",
  "#3d5a80",
];

const FOREGROUNDS: Record<SceneName, Draw> = {
  "farm-rows": (rand) => {
    const parts: string[] = [];
    const top = between(rand, 600, 680);
    const vx = between(rand, 300, 1300);
    const vy = 260;
    const [dark, light] = pick(rand, [
      ["#4f7a1f", "#6b8e23"],
      ["#7a5a2f", "#5e7a2a"],
      ["#3f6f2a", "#8aa83a"],
      ["#8a6a3a", "#a07a45"],
    ] as const);
    const width = between(rand, 60, 110);
    for (let i = -14; i <= 14; i++) {
      const bottom = vx + i * width * 2;
      const t = (top - vy) / (H - vy);
      const x1 = vx + (bottom - vx) * t;
      const x2 = vx + (bottom + width - vx) * t;
      parts.push(
        `<polygon points="${r(x1)},${r(top)} ${r(x2)},${r(top)} ${r(bottom + width)},${H} ${r(bottom)},${H}" fill="${i % 2 ? light : dark}"/>`,
      );
    }
    const maize = rand() < 0.5;
    for (let i = 0; i < 90; i++) {
      const y = top + 20 + rand() * (H - top - 20);
      const x = rand() * W;
      const s = 6 + ((y - top) / (H - top)) * 22;
      parts.push(
        maize
          ? `<path d="M${r(x)},${r(y)} l0,${r(-s * 3)} M${r(x)},${r(y - s)} q${r(s)},${r(-s)} ${r(s * 1.6)},${r(-s * 0.6)} M${r(x)},${r(y - s * 1.8)} q${r(-s)},${r(-s)} ${r(-s * 1.6)},${r(-s * 0.5)}" stroke="#9cc43f" stroke-width="${r(s * 0.3)}" fill="none"/>`
          : `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(s)}" ry="${r(s * 0.6)}" fill="#8cc63f"/>`,
      );
    }
    const workers = count(rand, 0, 4);
    for (let i = 0; i < workers; i++)
      parts.push(
        person(
          between(rand, 150, 1450),
          between(rand, 860, 960),
          between(rand, 1.3, 1.8),
          pick(rand, CLOTHES),
        ),
      );
    return parts.join("");
  },
  market: (rand) => {
    const ground = pick(rand, ["#c9a26b", "#b98e5a", "#d4b483"]);
    const parts: string[] = [`<rect x="0" y="700" width="${W}" height="300" fill="${ground}"/>`];
    const stalls = count(rand, 3, 6);
    const span = (W - 120) / stalls;
    const stallWidth = span - 40;
    const awningY = between(rand, 480, 540);
    for (let i = 0; i < stalls; i++) {
      const x = 60 + i * span;
      const a = pick(rand, AWNINGS);
      const b = pick(rand, AWNINGS);
      const stripes = Math.max(4, Math.round(stallWidth / 34));
      const stripe = stallWidth / stripes;
      parts.push(
        `<rect x="${r(x)}" y="${r(awningY + 40)}" width="12" height="${r(820 - awningY)}" fill="#5a3a22"/><rect x="${r(x + stallWidth - 12)}" y="${r(awningY + 40)}" width="12" height="${r(820 - awningY)}" fill="#5a3a22"/>`,
      );
      for (let s = 0; s < stripes; s++) {
        const color = s % 2 ? b : a;
        parts.push(
          `<rect x="${r(x + s * stripe)}" y="${r(awningY)}" width="${r(stripe + 0.5)}" height="70" fill="${color}"/><path d="M${r(x + s * stripe)},${r(awningY + 70)} q${r(stripe / 2)},24 ${r(stripe)},0" fill="${color}"/>`,
        );
      }
      parts.push(`<rect x="${r(x - 10)}" y="730" width="${r(stallWidth + 20)}" height="40" fill="#8b5a2b"/>`);
      const fruit = ["#f49d37", "#d7263d", "#8cc63f", "#f2c14e", "#6b8e23"];
      for (let f = 0; f < stallWidth / 18; f++) {
        parts.push(
          `<circle cx="${r(x + 10 + rand() * (stallWidth - 20))}" cy="${r(715 + rand() * 14)}" r="${r(12 + rand() * 6)}" fill="${pick(rand, fruit)}"/>`,
        );
      }
    }
    parts.push(crowd(rand, count(rand, 3, 9), 80, W - 80, 960, between(rand, 1.6, 2.1)));
    return parts.join("");
  },
  savanna: (rand) => {
    const parts: string[] = [];
    const trees = count(rand, 1, 4);
    for (let i = 0; i < trees; i++) {
      parts.push(acacia(between(rand, 150, 1450), between(rand, 700, 800), between(rand, 180, 440)));
    }
    for (let i = 0; i < 40; i++) {
      const x = rand() * W;
      const y = 800 + rand() * 200;
      parts.push(
        `<path d="M${r(x)},${r(y)} l-8,-30 M${r(x)},${r(y)} l6,-34 M${r(x)},${r(y)} l14,-24" stroke="#8a6a2f" stroke-width="4"/>`,
      );
    }
    // Cattle grazing, or a herder with goats: dark backs against the grass.
    const herd = count(rand, 0, 5);
    const hx = between(rand, 200, 1200);
    for (let i = 0; i < herd; i++) {
      const x = hx + i * between(rand, 70, 120);
      const y = between(rand, 860, 930);
      const coat = pick(rand, ["#5a3a26", "#2b2b2b", "#8a5a3a", "#e8e0d0"]);
      parts.push(
        `<ellipse cx="${r(x)}" cy="${r(y - 40)}" rx="48" ry="24" fill="${coat}"/><rect x="${r(x - 36)}" y="${r(y - 30)}" width="8" height="30" fill="${coat}"/><rect x="${r(x + 28)}" y="${r(y - 30)}" width="8" height="30" fill="${coat}"/><ellipse cx="${r(x + 54)}" cy="${r(y - 56)}" rx="16" ry="12" fill="${coat}"/>`,
      );
    }
    if (herd) parts.push(person(hx - 80, 930, 1.5, pick(rand, CLOTHES)));
    return parts.join("");
  },
  "city-tech": (rand) => {
    const parts: string[] = [];
    const body = pick(rand, ["#241a3f", "#1f2a44", "#2a1f3a", "#18303a"]);
    const lit = pick(rand, ["#ffd27a", "#9be7ff", "#ffe9a8"]);
    let x = 0;
    while (x < W) {
      const w = 90 + rand() * 120;
      const h = 220 + rand() * 380;
      parts.push(
        `<rect x="${r(x)}" y="${r(H - 160 - h)}" width="${r(w)}" height="${r(h + 160)}" fill="${body}"/>`,
      );
      for (let wy = H - 140 - h; wy < H - 180; wy += 42) {
        for (let wx = x + 14; wx < x + w - 24; wx += 30) {
          if (rand() > 0.45)
            parts.push(
              `<rect x="${r(wx)}" y="${r(wy)}" width="16" height="22" fill="${lit}" opacity="0.9"/>`,
            );
        }
      }
      x += w + 8;
    }
    parts.push(`<rect x="0" y="${H - 160}" width="${W}" height="160" fill="#1a1430"/>`);
    const desks = count(rand, 1, 3);
    for (let i = 0; i < desks; i++) {
      const dx = between(rand, 40, W - 520);
      parts.push(
        `<rect x="${r(dx)}" y="${H - 130}" width="480" height="110" rx="12" fill="#2b2250"/><rect x="${r(dx + 30)}" y="${H - 115}" width="180" height="80" rx="6" fill="${pick(rand, ["#4fc3f7", "#81c784", "#ffb74d", "#ba68c8"])}"/><rect x="${r(dx + 260)}" y="${H - 115}" width="180" height="80" rx="6" fill="${pick(rand, ["#4fc3f7", "#81c784", "#ffb74d", "#ba68c8"])}"/>`,
      );
    }
    return parts.join("");
  },
  gathering: (rand) => {
    const parts: string[] = [];
    const treeX = between(rand, 200, 1400);
    parts.push(tree(treeX, 700, between(rand, 340, 520), pick(rand, LEAVES)));
    if (rand() < 0.5)
      parts.push(tree(between(rand, 100, 1500), 720, between(rand, 200, 320), pick(rand, LEAVES)));
    const cx = between(rand, 500, 1100);
    const radius = between(rand, 380, 620);
    const people = count(rand, 7, 18);
    const sweep = between(rand, 0.5, 0.8);
    for (let i = 0; i < people; i++) {
      const angle = Math.PI * ((1 - sweep) / 2 + (sweep * i) / Math.max(1, people - 1));
      const x = cx - Math.cos(angle) * radius;
      const y = 760 + Math.sin(angle) * between(rand, 120, 180);
      parts.push(person(x, y, 1.3 + (y - 760) / 300, pick(rand, CLOTHES)));
    }
    if (rand() < 0.5) {
      parts.push(
        `<rect x="${r(cx - 120)}" y="650" width="240" height="70" rx="6" fill="${pick(rand, AWNINGS)}"/><rect x="${r(cx - 116)}" y="720" width="8" height="80" fill="#5a3a22"/><rect x="${r(cx + 108)}" y="720" width="8" height="80" fill="#5a3a22"/>`,
      );
    }
    parts.push(person(cx + between(rand, -30, 30), 800, 1.6, pick(rand, CLOTHES)));
    return parts.join("");
  },
  school: (rand) => {
    const parts: string[] = [];
    const blocks = count(rand, 1, 2);
    const width = blocks === 1 ? between(rand, 700, 1000) : between(rand, 420, 560);
    const wall = pick(rand, WALLS);
    const roof = pick(rand, ROOFS);
    let x = between(rand, 80, W - width * blocks - 280);
    for (let i = 0; i < blocks; i++) {
      parts.push(building(x, 780 - i * 20, width, between(rand, 220, 280), wall, roof));
      x += width + between(rand, 60, 120);
    }
    const pole = Math.min(W - 200, x + 40);
    parts.push(
      `<rect x="${r(pole)}" y="420" width="10" height="360" fill="#555"/>`,
      ...["#111", "#f2c500", "#d21034", "#111", "#f2c500", "#d21034"].map(
        (color, i) =>
          `<rect x="${r(pole + 10)}" y="${420 + i * 18}" width="150" height="18" fill="${color}"/>`,
      ),
    );
    const uniform = pick(rand, ["#2e86ab", "#1b998b", "#8e44ad", "#d7263d", "#f49d37"]);
    const pupils = count(rand, 4, 12);
    for (let i = 0; i < pupils; i++) {
      parts.push(
        person(
          between(rand, 120, 1480),
          between(rand, 900, 960),
          between(rand, 1, 1.25),
          rand() < 0.6 ? uniform : "#e9d8a6",
          "#4a2e1c",
        ),
      );
    }
    if (rand() < 0.5)
      parts.push(tree(between(rand, 60, 200), 800, between(rand, 220, 320), pick(rand, LEAVES)));
    return parts.join("");
  },
  water: (rand) => {
    const parts: string[] = [];
    const px = between(rand, 300, 1000);
    const metal = pick(rand, ["#4a6fa5", "#2e7d32", "#5c6bc0", "#607d8b"]);
    parts.push(
      `<rect x="${r(px - 180)}" y="760" width="360" height="40" fill="#9aa0a6"/>`,
      `<rect x="${r(px - 30)}" y="560" width="60" height="210" fill="${metal}"/>`,
      `<rect x="${r(px - 140)}" y="560" width="200" height="26" rx="10" fill="${metal}"/>`,
      `<path d="M${r(px + 30)},640 h60 v24 h-36 v40" stroke="${metal}" stroke-width="18" fill="none"/>`,
      `<path d="M${r(px + 72)},720 q8,18 0,26 q-8,-8 0,-26" fill="#5fb3e0"/>`,
    );
    if (rand() < 0.5) {
      // A raised tank that the pump fills.
      const tx = px + between(rand, 320, 520);
      parts.push(
        `<rect x="${r(tx)}" y="520" width="14" height="300" fill="#6d7280"/><rect x="${r(tx + 150)}" y="520" width="14" height="300" fill="#6d7280"/><rect x="${r(tx - 20)}" y="380" width="204" height="150" rx="16" fill="${pick(rand, ["#2f4f6f", "#1f6f8b", "#333"])}"/>`,
      );
    }
    const cans = count(rand, 3, 10);
    const cx = between(rand, 60, 700);
    for (let i = 0; i < cans; i++) {
      const x = cx + i * 56;
      parts.push(
        `<rect x="${r(x)}" y="${r(820 + (i % 2) * 30)}" width="46" height="60" rx="8" fill="${pick(rand, ["#f2c500", "#f49d37", "#2e86ab", "#d7263d"])}"/><rect x="${r(x + 14)}" y="${r(808 + (i % 2) * 30)}" width="16" height="14" fill="#333"/>`,
      );
    }
    parts.push(
      crowd(rand, count(rand, 1, 5), between(rand, 900, 1100), W - 60, 920, between(rand, 1.5, 1.9)),
    );
    return parts.join("");
  },
  lake: (rand) => {
    const shore = between(rand, 560, 680);
    const parts = [
      `<defs><linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pick(rand, ["#4a9cc7", "#5aa7b8", "#3f88b0"])}"/><stop offset="1" stop-color="#1f5f86"/></linearGradient></defs>`,
      `<rect x="0" y="${r(shore)}" width="${W}" height="${r(H - shore)}" fill="url(#lake)"/>`,
    ];
    for (let i = 0; i < 50; i++) {
      const x = rand() * W;
      const y = shore + 20 + rand() * (H - shore - 40);
      parts.push(
        `<path d="M${r(x)},${r(y)} q20,-8 40,0" stroke="#d8eef8" stroke-width="3" fill="none" opacity="0.8"/>`,
      );
    }
    const boats = count(rand, 1, 3);
    for (let i = 0; i < boats; i++) {
      const bx = between(rand, 100, 1000);
      const by = between(rand, shore + 80, 900);
      const s = 0.9 + (by - shore) / 300;
      parts.push(
        `<g transform="translate(${r(bx)},${r(by)}) scale(${r(s)})"><path d="M0,0 q140,40 280,0 l-30,30 q-110,20 -220,0 Z" fill="${pick(rand, ["#6b4226", "#8b5a2b", "#b5442f"])}"/></g>`,
        person(bx + 140 * s, by + 22 * s, 0.7 * s, pick(rand, CLOTHES)),
      );
    }
    const reedsFrom = rand() < 0.5 ? 0 : 1100;
    for (let i = 0; i < 26; i++) {
      const x = reedsFrom + rand() * 500;
      parts.push(
        `<path d="M${r(x)},1000 l${r(rand() * 30 - 15)},-${r(160 + rand() * 120)}" stroke="#4f7a1f" stroke-width="5"/><circle cx="${r(x)}" cy="${r(840 - rand() * 100)}" r="16" fill="#6b8e23"/>`,
      );
    }
    return parts.join("");
  },
  clinic: (rand) => {
    const width = between(rand, 600, 860);
    const x = between(rand, 200, W - width - 200);
    const mid = x + width / 2;
    const parts = [
      building(
        x,
        800,
        width,
        between(rand, 210, 260),
        pick(rand, ["#fbfbf8", "#eef4f0", "#f6efe2"]),
        pick(rand, ROOFS),
      ),
      `<rect x="${r(mid - 60)}" y="480" width="120" height="120" rx="12" fill="#ffffff" stroke="#c62828" stroke-width="6"/>`,
      `<rect x="${r(mid - 15)}" y="495" width="30" height="90" fill="#c62828"/><rect x="${r(mid - 45)}" y="525" width="90" height="30" fill="#c62828"/>`,
      `<path d="M${r(mid - 40)},800 L${r(mid - 160)},1000 L${r(mid + 160)},1000 L${r(mid + 40)},800 Z" fill="#d9c4a0"/>`,
    ];
    const trees = count(rand, 1, 3);
    for (let i = 0; i < trees; i++) {
      const tx = rand() < 0.5 ? between(rand, 40, x - 40) : between(rand, x + width + 40, W - 40);
      parts.push(tree(tx, 820, between(rand, 240, 340), pick(rand, LEAVES)));
    }
    parts.push(person(mid + between(rand, 180, 260), 930, 1.5, "#ffffff"));
    parts.push(crowd(rand, count(rand, 1, 4), mid + 280, Math.min(W - 40, mid + 700), 940, 1.5));
    return parts.join("");
  },
  solar: (rand) => {
    const parts: string[] = [];
    const huts = count(rand, 2, 5);
    const span = W / huts;
    for (let i = 0; i < huts; i++) {
      const size = between(rand, 170, 270);
      const x = span * (i + 0.5) + between(rand, -span * 0.2, span * 0.2);
      const y = between(rand, 790, 850);
      parts.push(hut(x, y, size));
      if (rand() < 0.6) parts.push(panel(x - size * 0.35, y - size * 1.0, size * 0.7, size * 0.28));
    }
    if (rand() < 0.6) parts.push(panel(between(rand, 200, 1300), 800, 200, 90));
    parts.push(crowd(rand, count(rand, 0, 3), 200, 1400, 950, 1.5));
    for (let i = 0; i < 20; i++) {
      parts.push(
        `<circle cx="${r(rand() * W)}" cy="${r(880 + rand() * 100)}" r="${r(8 + rand() * 10)}" fill="#6b8e23"/>`,
      );
    }
    return parts.join("");
  },
  forest: (rand) => {
    const parts: string[] = [];
    const trees = count(rand, 8, 20);
    for (let i = 0; i < trees; i++) {
      parts.push(tree(rand() * W, 760 + rand() * 40, 180 + rand() * 160, pick(rand, LEAVES)));
    }
    const rows = count(rand, 1, 3);
    const start = between(rand, 60, 400);
    const length = count(rand, 8, 18);
    for (let row = 0; row < rows; row++) {
      for (let i = 0; i < length; i++) {
        const x = start + i * 80 + row * 30;
        const y = 880 + row * 40;
        parts.push(
          `<rect x="${r(x)}" y="${y}" width="34" height="34" rx="4" fill="#222"/><path d="M${r(x + 17)},${y} q-16,-26 -4,-40 M${r(x + 17)},${y} q16,-22 6,-40" stroke="#7ac043" stroke-width="6" fill="none"/>`,
        );
      }
    }
    parts.push(crowd(rand, count(rand, 0, 3), start, start + length * 80, 990, 1.4));
    return parts.join("");
  },
  terraces: (rand) => {
    const parts: string[] = [];
    const [a, b] = pick(rand, [
      ["#6e9a45", "#88ad58"],
      ["#5e8d3a", "#a3b85a"],
      ["#7a9a3a", "#c2b25a"],
    ] as const);
    const bands = count(rand, 6, 10);
    const step = 480 / bands;
    for (let i = 0; i < bands; i++) {
      const y = 520 + i * step;
      const lift = between(rand, -30, 30);
      parts.push(
        `<path d="M0,${r(y + 40)} C400,${r(y - 10 + lift)} 1000,${r(y + 50 - lift)} ${W},${r(y)} L${W},${r(y + step)} C1000,${r(y + step + 50 - lift)} 400,${r(y + step - 10 + lift)} 0,${r(y + step + 40)} Z" fill="${i % 2 ? a : b}" stroke="#4f7a2f" stroke-width="3"/>`,
      );
    }
    if (rand() < 0.6)
      parts.push(
        `<ellipse cx="${r(between(rand, 300, 1300))}" cy="${r(between(rand, 560, 640))}" rx="${r(between(rand, 160, 280))}" ry="40" fill="#5aa0c8"/>`,
      );
    parts.push(crowd(rand, count(rand, 0, 3), 300, 1300, between(rand, 880, 960), 1.2));
    return parts.join("");
  },
  conference: (rand) => {
    const peaks = count(rand, 2, 5);
    const left = between(rand, 150, 400);
    const right = W - between(rand, 150, 400);
    const peak = (right - left) / peaks;
    const points = [`${r(left)},520`];
    for (let i = 0; i < peaks; i++)
      points.push(`${r(left + peak * (i + 0.5))},380`, `${r(left + peak * (i + 1))},520`);
    const banner = pick(rand, ["#166534", "#1f3f7a", "#7a1f4a", "#b45309"]);
    const parts = [
      `<polygon points="${points.join(" ")}" fill="${pick(rand, ["#ffffff", "#f5f0e1", "#e8f0f8"])}" stroke="#d0d7de" stroke-width="6"/>`,
      `<rect x="${r(left)}" y="520" width="${r(right - left)}" height="330" fill="#f7f9fb"/>`,
      `<rect x="${r((left + right) / 2 - 340)}" y="560" width="680" height="110" rx="8" fill="${banner}"/>`,
      `<rect x="${r((left + right) / 2 - 300)}" y="590" width="${r(between(rand, 300, 460))}" height="22" rx="6" fill="#facc15"/><rect x="${r((left + right) / 2 - 300)}" y="626" width="${r(between(rand, 180, 340))}" height="16" rx="6" fill="#ffffff" opacity="0.8"/>`,
    ];
    const rows = count(rand, 2, 4);
    for (let row = 0; row < rows; row++) {
      parts.push(crowd(rand, count(rand, 5, 9), left + 80, right - 80, 780 + row * 55, 0.9 + row * 0.15));
    }
    return parts.join("");
  },
};

/** Light of the day: a sky, a sun (none when overcast) and a tint the hills take from it. */
type Light = { sky: [string, string]; sun: string | null; tint: string; amount: number; cloud: string };

const LIGHTS: Light[] = [
  { sky: ["#8ec9ef", "#f6ecd4"], sun: "#ffe9a8", tint: "#f6ecd4", amount: 0.12, cloud: "#ffffff" },
  { sky: ["#f2a65a", "#fde3b0"], sun: "#fff1c1", tint: "#e89a4f", amount: 0.28, cloud: "#fff4e0" },
  { sky: ["#4b3f7e", "#f0a070"], sun: "#ffd08a", tint: "#5a3f6e", amount: 0.35, cloud: "#f6c7b0" },
  { sky: ["#9fb3c2", "#e3e8ec"], sun: null, tint: "#8a9aa6", amount: 0.25, cloud: "#f3f5f7" },
  { sky: ["#3f8fd8", "#cde8f8"], sun: "#fff3b0", tint: "#2f6fa8", amount: 0.08, cloud: "#ffffff" },
];

/** Mixes two #rrggbb colours: amount 0 is `a`, 1 is `b`. */
function mix(a: string, b: string, amount: number) {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const value = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - amount) + channel(b, i) * amount));
  return `#${value.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The SVG of one picture of a scene. The same variant number always draws the same picture; different ones
 * change the light, the land, the details, the side the subject faces and the framing.
 */
export function sceneSvg(name: SceneName, variant = 0): string {
  const base = PALETTES[name];
  const rand = seededRandom(hash(`${name}:${variant}`));
  // A third keep the scene's own light (city-tech's night sky among them); the rest take the light of a time.
  const light = rand() < 0.34 ? null : LIGHTS[Math.floor(rand() * LIGHTS.length)]!;
  const sky = light?.sky ?? base.sky;
  const sun = light ? light.sun : base.sun;
  const tint = (color: string) => (light ? mix(color, light.tint, light.amount) : color);
  const sunX = 160 + rand() * (W - 320);
  const sunY = 120 + rand() * 260;
  const sunSize = 60 + rand() * 60;

  const cloudCount = light?.sun === null ? 7 : Math.floor(rand() * 6);
  const clouds = Array.from({ length: cloudCount }, () => {
    const x = rand() * W;
    const y = 60 + rand() * 260;
    const s = 0.6 + rand() * 1.1;
    return `<g opacity="0.85" fill="${light?.cloud ?? "#ffffff"}" transform="translate(${r(x)},${r(y)}) scale(${r(s)})"><ellipse cx="0" cy="0" rx="90" ry="34"/><ellipse cx="60" cy="-18" rx="60" ry="34"/><ellipse cx="-55" cy="-10" rx="50" ry="28"/></g>`;
  }).join("");
  const [far, mid, near] = base.hills.map(tint) as [string, string, string];
  const land = [
    `<path d="${ridge(rand, 430 + rand() * 90, 120 + rand() * 120, 3 + Math.floor(rand() * 4))}" fill="${far}"/>`,
    rand() < 0.75
      ? `<path d="${ridge(rand, 560 + rand() * 60, 90 + rand() * 90, 2 + Math.floor(rand() * 4))}" fill="${mid}"/>`
      : "",
    `<path d="${ridge(rand, 680 + rand() * 40, 60 + rand() * 60, 2 + Math.floor(rand() * 3))}" fill="${near}"/>`,
  ].join("");

  // The framing: a crop of 70 to 96 % of the drawing, off-centre but not to the edge, and low enough to hold
  // the subject; maybe mirrored.
  const zoom = 0.7 + rand() * 0.26;
  const frameW = W * zoom;
  const frameH = H * zoom;
  const frameX = (W - frameW) * (0.15 + rand() * 0.7);
  const frameY = (H - frameH) * (0.45 + rand() * 0.55);
  const mirrored = rand() < 0.5;
  const foreground = FOREGROUNDS[name](rand, base);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="${r(frameX)} ${r(frameY)} ${r(frameW)} ${r(frameH)}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
    ${sun ? `<radialGradient id="glow"><stop offset="0" stop-color="${sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient>` : ""}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${sun ? `<circle cx="${r(sunX)}" cy="${r(sunY)}" r="${r(sunSize * 2.8)}" fill="url(#glow)"/><circle cx="${r(sunX)}" cy="${r(sunY)}" r="${r(sunSize)}" fill="${sun}"/>` : ""}
  ${clouds}
  <g${mirrored ? ` transform="translate(${W},0) scale(-1,1)"` : ""}>
  ${land}
  ${foreground}
  </g>
  ${light && light.amount > 0.2 ? `<rect width="${W}" height="${H}" fill="${light.tint}" opacity="${r(light.amount * 0.35 * 100) / 100}"/>` : ""}
</svg>`;
}

export async function renderScene(name: SceneName, variant = 0): Promise<Buffer> {
  // Plain libjpeg: mozjpeg's smaller files cost half again the seed's time for a few kilobytes each.
  return sharp(Buffer.from(sceneSvg(name, variant)))
    .jpeg({ quality: 80 })
    .toBuffer();
}
