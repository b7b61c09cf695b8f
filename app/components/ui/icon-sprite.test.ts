import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NODES } from "./icon-nodes";
import { spriteMarkup } from "./icon-sprite";

const sprite = fs.readFileSync(path.join(import.meta.dirname, "icons.svg"), "utf8");

describe("the icon sprite", () => {
  it("is what scripts/build-icon-sprite.ts writes from the icon list (run it after changing icon-nodes.ts)", () => {
    expect(sprite).toBe(spriteMarkup(ICON_NODES));
  });

  it("has one symbol per icon, named as the code names it, each with lucide's view box and shapes", () => {
    const ids = [...sprite.matchAll(/<symbol id="([a-z0-9-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((match) => match[1])).toEqual(Object.keys(ICON_NODES).sort());
    for (const [, name, shapes] of ids) {
      expect(shapes, name).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]*\/>)+$/);
    }
    // An attribute cannot end early and open a tag of its own.
    expect(spriteMarkup({ quote: [["path", { d: 'M0 0"/><script>' }]] })).toContain(
      '<path d="M0 0&quot;/>&lt;script>"/>',
    );
  });

  it("every icon the code draws is in the list", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const named = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name)) {
          for (const match of fs.readFileSync(full, "utf8").matchAll(/\bicon\("([a-z0-9-]+)"\)/g)) {
            named.add(match[1]!);
          }
        }
      }
    };
    walk(root);
    expect(named.size).toBeGreaterThan(40);
    for (const name of named) expect(Object.keys(ICON_NODES), name).toContain(name);
  });
});
