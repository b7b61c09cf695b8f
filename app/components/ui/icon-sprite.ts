import type { IconNode } from "lucide";

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The sprite's markup: one <symbol> per icon, its id the icon's name and lucide's 24×24 view box. The stroke,
 * its width and the caps come from the <svg> that uses it (they are inherited into the symbol), so the colour
 * follows the text as before.
 */
export function spriteMarkup(nodes: Record<string, IconNode>): string {
  const symbols = Object.keys(nodes)
    .sort()
    .map((name) => {
      const shapes = nodes[name]!.map(([tag, attributes]) => {
        const written = Object.entries(attributes)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => ` ${key}="${escapeAttribute(value as string | number)}"`)
          .join("");
        return `<${tag}${written}/>`;
      }).join("");
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
