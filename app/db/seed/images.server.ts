import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * Demo pictures drawn at seed time: SVG scenes (sky, sun, hills, and a foreground that fits the subject)
 * rendered to JPEG with sharp. A few distinct scenes are rendered once and each row that uses one gets its
 * own file name (a hard link where the file system allows), so deleting one row's files never breaks another.
 */

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1000;
export const LOGO_SIZE = 512;

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
  sunX: number;
  sunY: number;
};

const PALETTES: Record<SceneName, Palette> = {
  "farm-rows": {
    sky: ["#7cc4f0", "#e4f4fb"],
    sun: "#ffd95a",
    hills: ["#8fb98b", "#5e9a4f", "#3f7d2f"],
    sunX: 1250,
    sunY: 190,
  },
  market: {
    sky: ["#f6b26b", "#fde7c4"],
    sun: "#fff1b8",
    hills: ["#b7a27a", "#9c8457", "#c9a26b"],
    sunX: 300,
    sunY: 230,
  },
  savanna: {
    sky: ["#f08a4b", "#ffd89b"],
    sun: "#fff4c2",
    hills: ["#c48a55", "#a8733f", "#d9a55f"],
    sunX: 820,
    sunY: 420,
  },
  "city-tech": {
    sky: ["#3b2a6b", "#c07ab8"],
    sun: "#ffcf7a",
    hills: ["#4a3a7a", "#35295c", "#2a2147"],
    sunX: 1180,
    sunY: 430,
  },
  gathering: {
    sky: ["#8ecae6", "#f1f9fd"],
    sun: "#ffe070",
    hills: ["#9dc183", "#78a85a", "#5c8f3e"],
    sunX: 260,
    sunY: 170,
  },
  school: {
    sky: ["#6fb7e8", "#dff1fb"],
    sun: "#ffd54f",
    hills: ["#a3c98f", "#7fb06a", "#b88a5a"],
    sunX: 1350,
    sunY: 160,
  },
  water: {
    sky: ["#5fb3e0", "#d9f0fa"],
    sun: "#ffe27a",
    hills: ["#86b8a0", "#5f9b7d", "#a67c52"],
    sunX: 320,
    sunY: 200,
  },
  lake: {
    sky: ["#86c5ea", "#eef8fc"],
    sun: "#fff0a8",
    hills: ["#7aa7b8", "#5d8f6f", "#3f7a4a"],
    sunX: 1240,
    sunY: 250,
  },
  clinic: {
    sky: ["#9dd3f0", "#f2fafd"],
    sun: "#ffe38a",
    hills: ["#8fc2a0", "#6aa982", "#4f8f5f"],
    sunX: 300,
    sunY: 180,
  },
  solar: {
    sky: ["#4fa8e8", "#d3ecfb"],
    sun: "#ffd23f",
    hills: ["#a9c77f", "#8cb060", "#c99a5e"],
    sunX: 1280,
    sunY: 170,
  },
  forest: {
    sky: ["#a0d2e8", "#eef7ea"],
    sun: "#fff2a0",
    hills: ["#6c9f6a", "#4b8450", "#2f6b3a"],
    sunX: 1100,
    sunY: 200,
  },
  terraces: {
    sky: ["#9cc9e9", "#eaf4f8"],
    sun: "#fff1a6",
    hills: ["#7ea27a", "#5e8d55", "#497a3f"],
    sunX: 380,
    sunY: 190,
  },
  conference: {
    sky: ["#74b9e6", "#e8f5fc"],
    sun: "#ffe27a",
    hills: ["#95c285", "#6fa85d", "#5a9448"],
    sunX: 1320,
    sunY: 180,
  },
};

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

/** A small seeded generator, so every seed run draws the same pictures. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

const r = (value: number) => Math.round(value * 10) / 10;

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

const FOREGROUNDS: Record<SceneName, Draw> = {
  "farm-rows": (rand) => {
    const parts: string[] = [];
    const top = 640;
    const vx = 800;
    const vy = 260;
    for (let i = -12; i <= 12; i++) {
      const bottom = 800 + i * 150;
      const t = (top - vy) / (H - vy);
      const x1 = vx + (bottom - vx) * t;
      const x2 = vx + (bottom + 75 - vx) * t;
      parts.push(
        `<polygon points="${r(x1)},${top} ${r(x2)},${top} ${r(bottom + 75)},${H} ${r(bottom)},${H}" fill="${i % 2 ? "#6b8e23" : "#4f7a1f"}"/>`,
      );
    }
    for (let i = 0; i < 90; i++) {
      const y = top + 20 + rand() * (H - top - 20);
      const x = rand() * W;
      const s = 6 + ((y - top) / (H - top)) * 22;
      parts.push(`<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(s)}" ry="${r(s * 0.6)}" fill="#8cc63f"/>`);
    }
    parts.push(person(1150, 900, 1.6, "#d7263d"), person(1260, 880, 1.4, "#f2c14e"));
    return parts.join("");
  },
  market: (rand) => {
    const parts: string[] = [`<rect x="0" y="700" width="${W}" height="300" fill="#c9a26b"/>`];
    const awnings = [
      ["#d7263d", "#ffffff"],
      ["#1b998b", "#f2c14e"],
      ["#2e86ab", "#ffffff"],
      ["#f49d37", "#8e44ad"],
      ["#e84a5f", "#f2c14e"],
    ];
    awnings.forEach(([a, b], i) => {
      const x = 60 + i * 310;
      parts.push(
        `<rect x="${x}" y="560" width="12" height="260" fill="#5a3a22"/><rect x="${x + 256}" y="560" width="12" height="260" fill="#5a3a22"/>`,
      );
      for (let s = 0; s < 8; s++) {
        parts.push(
          `<rect x="${x + s * 34}" y="520" width="34" height="70" fill="${s % 2 ? b : a}"/><path d="M${x + s * 34},590 q17,24 34,0" fill="${s % 2 ? b : a}"/>`,
        );
      }
      parts.push(`<rect x="${x - 10}" y="730" width="290" height="40" fill="#8b5a2b"/>`);
      for (let f = 0; f < 14; f++) {
        const colors = ["#f49d37", "#d7263d", "#8cc63f", "#f2c14e", "#6b8e23"];
        parts.push(
          `<circle cx="${r(x + 10 + rand() * 250)}" cy="${r(715 + rand() * 14)}" r="${r(12 + rand() * 6)}" fill="${colors[f % colors.length]}"/>`,
        );
      }
    });
    for (let i = 0; i < 7; i++) {
      parts.push(
        person(
          120 + i * 220 + rand() * 60,
          960 + rand() * 20,
          1.8 + rand() * 0.3,
          CLOTHES[i % CLOTHES.length]!,
        ),
      );
    }
    return parts.join("");
  },
  savanna: (rand) => {
    const parts = [acacia(350, 780, 420), acacia(1200, 720, 300), acacia(1450, 760, 200)];
    for (let i = 0; i < 40; i++) {
      const x = rand() * W;
      const y = 800 + rand() * 200;
      parts.push(
        `<path d="M${r(x)},${r(y)} l-8,-30 M${r(x)},${r(y)} l6,-34 M${r(x)},${r(y)} l14,-24" stroke="#8a6a2f" stroke-width="4"/>`,
      );
    }
    return parts.join("");
  },
  "city-tech": (rand) => {
    const parts: string[] = [];
    let x = 0;
    while (x < W) {
      const w = 90 + rand() * 120;
      const h = 220 + rand() * 380;
      parts.push(
        `<rect x="${r(x)}" y="${r(H - 160 - h)}" width="${r(w)}" height="${r(h + 160)}" fill="#241a3f"/>`,
      );
      for (let wy = H - 140 - h; wy < H - 180; wy += 42) {
        for (let wx = x + 14; wx < x + w - 24; wx += 30) {
          if (rand() > 0.45)
            parts.push(
              `<rect x="${r(wx)}" y="${r(wy)}" width="16" height="22" fill="#ffd27a" opacity="0.9"/>`,
            );
        }
      }
      x += w + 8;
    }
    parts.push(`<rect x="0" y="${H - 160}" width="${W}" height="160" fill="#1a1430"/>`);
    parts.push(
      `<rect x="560" y="${H - 130}" width="480" height="110" rx="12" fill="#2b2250"/><rect x="590" y="${H - 115}" width="180" height="80" rx="6" fill="#4fc3f7"/><rect x="820" y="${H - 115}" width="180" height="80" rx="6" fill="#81c784"/>`,
    );
    return parts.join("");
  },
  gathering: (rand) => {
    const parts = [tree(1300, 700, 460, "#3f7d2f")];
    for (let i = 0; i < 14; i++) {
      const angle = Math.PI * (0.15 + (0.7 * i) / 13);
      const x = 800 - Math.cos(angle) * 560;
      const y = 760 + Math.sin(angle) * 160;
      parts.push(person(x, y, 1.3 + (y - 760) / 300, CLOTHES[i % CLOTHES.length]!));
    }
    parts.push(person(800 + rand() * 20, 800, 1.6, "#2e86ab"));
    return parts.join("");
  },
  school: (rand) => {
    const parts = [
      building(260, 780, 900, 260, "#f2e2c4", "#8a9bb0"),
      `<rect x="1300" y="420" width="10" height="360" fill="#555"/>`,
      `<rect x="1310" y="420" width="150" height="18" fill="#111"/><rect x="1310" y="438" width="150" height="18" fill="#f2c500"/><rect x="1310" y="456" width="150" height="18" fill="#d21034"/>`,
      `<rect x="1310" y="474" width="150" height="18" fill="#111"/><rect x="1310" y="492" width="150" height="18" fill="#f2c500"/><rect x="1310" y="510" width="150" height="18" fill="#d21034"/>`,
    ];
    for (let i = 0; i < 9; i++) {
      parts.push(person(180 + i * 150 + rand() * 40, 930, 1.1, i % 2 ? "#2e86ab" : "#e9d8a6", "#4a2e1c"));
    }
    return parts.join("");
  },
  water: (rand) => {
    const parts = [
      `<rect x="620" y="760" width="360" height="40" fill="#9aa0a6"/>`,
      `<rect x="770" y="560" width="60" height="210" fill="#4a6fa5"/>`,
      `<rect x="660" y="560" width="200" height="26" rx="10" fill="#4a6fa5"/>`,
      `<path d="M830,640 h60 v24 h-36 v40" stroke="#4a6fa5" stroke-width="18" fill="none"/>`,
      `<path d="M872,720 q8,18 0,26 q-8,-8 0,-26" fill="#5fb3e0"/>`,
    ];
    for (let i = 0; i < 8; i++) {
      const x = 120 + i * 60 + rand() * 10;
      parts.push(
        `<rect x="${r(x)}" y="820" width="46" height="60" rx="8" fill="${i % 3 ? "#f2c500" : "#f49d37"}"/><rect x="${r(x + 14)}" y="808" width="16" height="14" fill="#333"/>`,
      );
    }
    parts.push(
      person(1120, 900, 1.9, "#d7263d"),
      person(1250, 920, 1.7, "#1b998b"),
      person(1370, 905, 1.5, "#8e44ad"),
    );
    return parts.join("");
  },
  lake: (rand) => {
    const parts = [
      `<defs><linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a9cc7"/><stop offset="1" stop-color="#1f5f86"/></linearGradient></defs>`,
      `<rect x="0" y="600" width="${W}" height="400" fill="url(#lake)"/>`,
    ];
    for (let i = 0; i < 50; i++) {
      const x = rand() * W;
      const y = 620 + rand() * 360;
      parts.push(
        `<path d="M${r(x)},${r(y)} q20,-8 40,0" stroke="#d8eef8" stroke-width="3" fill="none" opacity="0.8"/>`,
      );
    }
    parts.push(
      `<path d="M560,800 q140,40 280,0 l-30,30 q-110,20 -220,0 Z" fill="#6b4226"/>`,
      person(700, 808, 0.9, "#f2c14e"),
    );
    for (let i = 0; i < 26; i++) {
      const x = 1100 + rand() * 500;
      parts.push(
        `<path d="M${r(x)},1000 l${r(rand() * 30 - 15)},-${r(160 + rand() * 120)}" stroke="#4f7a1f" stroke-width="5"/><circle cx="${r(x)}" cy="${r(840 - rand() * 100)}" r="16" fill="#6b8e23"/>`,
      );
    }
    return parts.join("");
  },
  clinic: (rand) => {
    const parts = [
      building(420, 800, 760, 240, "#fbfbf8", "#3a8f5c"),
      `<rect x="740" y="480" width="120" height="120" rx="12" fill="#ffffff" stroke="#c62828" stroke-width="6"/>`,
      `<rect x="785" y="495" width="30" height="90" fill="#c62828"/><rect x="755" y="525" width="90" height="30" fill="#c62828"/>`,
      `<path d="M760,800 L640,1000 L960,1000 L840,800 Z" fill="#d9c4a0"/>`,
      tree(200, 820, 300, "#3f7d2f"),
      tree(1400, 820, 320, "#4b8450"),
    ];
    parts.push(person(980 + rand() * 20, 930, 1.5, "#ffffff"), person(1080, 940, 1.5, "#f49d37"));
    return parts.join("");
  },
  solar: (rand) => {
    const parts = [hut(300, 820, 240), hut(720, 800, 200), hut(1100, 830, 260)];
    parts.push(panel(230, 560, 170, 70), panel(1030, 560, 190, 76), panel(1350, 780, 200, 90));
    for (let i = 0; i < 20; i++) {
      parts.push(
        `<circle cx="${r(rand() * W)}" cy="${r(880 + rand() * 100)}" r="${r(8 + rand() * 10)}" fill="#6b8e23"/>`,
      );
    }
    return parts.join("");
  },
  forest: (rand) => {
    const parts: string[] = [];
    const greens = ["#2f6b3a", "#3f7d2f", "#4b8450", "#5e9a4f", "#2d5a27"];
    for (let i = 0; i < 16; i++) {
      const x = rand() * W;
      parts.push(tree(x, 760 + rand() * 40, 180 + rand() * 160, greens[i % greens.length]!));
    }
    for (let row = 0; row < 3; row++) {
      for (let i = 0; i < 18; i++) {
        const x = 120 + i * 80 + row * 30;
        const y = 880 + row * 40;
        parts.push(
          `<rect x="${x}" y="${y}" width="34" height="34" rx="4" fill="#222"/><path d="M${x + 17},${y} q-16,-26 -4,-40 M${x + 17},${y} q16,-22 6,-40" stroke="#7ac043" stroke-width="6" fill="none"/>`,
        );
      }
    }
    return parts.join("");
  },
  terraces: (rand) => {
    const parts: string[] = [];
    for (let i = 0; i < 9; i++) {
      const y = 520 + i * 56;
      parts.push(
        `<path d="M0,${y + 40} C400,${y - 10 + rand() * 20} 1000,${y + 50} ${W},${y} L${W},${y + 40} C1000,${y + 90} 400,${y + 30} 0,${y + 80} Z" fill="${i % 2 ? "#6e9a45" : "#88ad58"}" stroke="#4f7a2f" stroke-width="3"/>`,
      );
    }
    parts.push(`<ellipse cx="1240" cy="600" rx="260" ry="40" fill="#5aa0c8"/>`);
    return parts.join("");
  },
  conference: (rand) => {
    const parts = [
      `<polygon points="300,520 500,380 700,520 900,380 1100,520 1300,380 1500,520" fill="#ffffff" stroke="#d0d7de" stroke-width="6"/>`,
      `<rect x="300" y="520" width="1200" height="330" fill="#f7f9fb"/>`,
      `<rect x="560" y="560" width="680" height="110" rx="8" fill="#166534"/>`,
      `<rect x="600" y="590" width="420" height="22" rx="6" fill="#facc15"/><rect x="600" y="626" width="280" height="16" rx="6" fill="#d1fadf"/>`,
    ];
    for (let row = 0; row < 3; row++) {
      for (let i = 0; i < 8; i++) {
        parts.push(
          person(
            420 + i * 140 + row * 40,
            800 + row * 60,
            0.9 + row * 0.15,
            CLOTHES[(i + row) % CLOTHES.length]!,
          ),
        );
      }
    }
    parts.push(`<rect x="${r(rand() * 10)}" y="${H - 40}" width="${W}" height="40" fill="#5a9448"/>`);
    return parts.join("");
  },
};

/** The SVG of one scene. */
export function sceneSvg(name: SceneName): string {
  const palette = PALETTES[name];
  const rand = random(hash(name));
  const clouds = Array.from({ length: 4 }, () => {
    const x = rand() * W;
    const y = 80 + rand() * 200;
    const s = 0.6 + rand() * 0.8;
    return `<g opacity="0.85" fill="#ffffff" transform="translate(${r(x)},${r(y)}) scale(${r(s)})"><ellipse cx="0" cy="0" rx="90" ry="34"/><ellipse cx="60" cy="-18" rx="60" ry="34"/><ellipse cx="-55" cy="-10" rx="50" ry="28"/></g>`;
  }).join("");
  const [far, mid, near] = palette.hills;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${palette.sunX}" cy="${palette.sunY}" r="260" fill="url(#glow)"/>
  <circle cx="${palette.sunX}" cy="${palette.sunY}" r="90" fill="${palette.sun}"/>
  ${clouds}
  <path d="${ridge(rand, 470, 160, 5)}" fill="${far}"/>
  <path d="${ridge(rand, 590, 130, 4)}" fill="${mid}"/>
  <path d="${ridge(rand, 700, 90, 3)}" fill="${near}"/>
  ${FOREGROUNDS[name](rand, palette)}
</svg>`;
}

export async function renderScene(name: SceneName): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(name)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

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

/** A mobile-money receipt as a phone screenshot might show it: the proof attached to a payment request. */
export function receiptSvg(lines: string[]): string {
  const text = lines
    .map(
      (line, i) =>
        `<text x="120" y="${300 + i * 64}" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#1f2937">${escapeXml(line)}</text>`,
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

function escapeXml(value: string) {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** The folder inside DATA_DIR/uploads and the URL prefix Express serves it under. */
export const SEED_UPLOAD_FOLDER = "seed";
export const seedUrl = (fileName: string) => `/uploads/${SEED_UPLOAD_FOLDER}/${fileName}`;

/**
 * Writes the demo images: every distinct scene is rendered once, in parallel, and then placed under each
 * file name that uses it. Returns the public URL of every file name.
 */
export async function writeSeedImages(
  dataDir: string,
  plan: {
    scenes: { fileName: string; scene: SceneName }[];
    logos: { fileName: string; logo: LogoSpec }[];
    receipts: { fileName: string; lines: string[] }[];
  },
): Promise<Map<string, string>> {
  const folder = path.resolve(dataDir, "uploads", SEED_UPLOAD_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  const distinct = [...new Set(plan.scenes.map((item) => item.scene))];
  const [sceneBuffers, logoBuffers, receiptBuffers] = await Promise.all([
    Promise.all(distinct.map(async (scene) => [scene, await renderScene(scene)] as const)),
    Promise.all(plan.logos.map((item) => renderLogo(item.logo))),
    Promise.all(plan.receipts.map((item) => renderReceipt(item.lines))),
  ]);
  const rendered = new Map(sceneBuffers);
  const firstFile = new Map<SceneName, string>();
  const urls = new Map<string, string>();

  for (const { fileName, scene } of plan.scenes) {
    const target = path.join(folder, fileName);
    fs.rmSync(target, { force: true });
    const first = firstFile.get(scene);
    if (first) {
      try {
        fs.linkSync(first, target);
      } catch {
        fs.copyFileSync(first, target);
      }
    } else {
      fs.writeFileSync(target, rendered.get(scene)!);
      firstFile.set(scene, target);
    }
    urls.set(fileName, seedUrl(fileName));
  }
  plan.logos.forEach(({ fileName }, i) => {
    fs.writeFileSync(path.join(folder, fileName), logoBuffers[i]!);
    urls.set(fileName, seedUrl(fileName));
  });
  plan.receipts.forEach(({ fileName }, i) => {
    fs.writeFileSync(path.join(folder, fileName), receiptBuffers[i]!);
    urls.set(fileName, seedUrl(fileName));
  });
  return urls;
}
