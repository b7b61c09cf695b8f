/**
 * Makes the table organization names are keyed by (app/domain/organization-name-key.ts): for every code point
 * that can stand in a cleaned name (it is its own NFKD) and that the rule changes, what it stands for. From
 * Unicode's own data, shipped in reference/unicode/: the confusables of UTS #39 (confusables.txt) and the Latin small
 * capitals of UnicodeData.txt (small-capitals.txt). The rule for one code point:
 * 1. upper-cased (names are shown in capitals, so a look-alike is judged as shown: a Cyrillic "Н" is an "H"),
 *    NFD, each code point replaced by its confusable prototype (or, for a small capital, its letter), NFD again;
 *    read back in small letters (ASCII capitals lower-cased, the prototype "l" of I, 1 and | read as "i");
 *    repeated until nothing changes (a prototype may itself look like another letter: "ʜ" → "н" → "h");
 * 2. only letters and digits kept: punctuation, spacing and marks (a dot under or over a letter) are nothing
 *    from the start, a symbol is nothing unless it looks like a letter or digit ("|" is an "i"), so
 *    "Gulu-Water", "GULU WATER." and ".Gulu Water" are one name. Unassigned and private-use code points stay
 *    as they are.
 *
 * `npx tsx scripts/name-prototypes.ts` writes app/domain/organization-name-prototypes.json and prints the SQL
 * that fills the database's copy (organization_name_prototypes) for a migration: a new table needs both, and
 * the names keyed again (migration 0021; docs/decisions/0001-organization-name-skeleton.md).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PROTOTYPES_JSON = path.join(root, "app", "domain", "organization-name-prototypes.json");

const codePoints = (hex: string) =>
  hex
    .trim()
    .split(/\s+/)
    .map((code) => String.fromCodePoint(Number.parseInt(code, 16)))
    .join("");

/** source → prototype, from confusables.txt and small-capitals.txt (confusables first). */
export function readUnicodeData(dir = path.join(root, "reference", "unicode")): Map<string, string> {
  const mapping = new Map<string, string>();
  for (const line of fs.readFileSync(path.join(dir, "confusables.txt"), "utf8").split("\n")) {
    const [source, prototype] = line.split("#", 1)[0]!.split(";");
    if (source?.trim() && prototype?.trim()) mapping.set(codePoints(source), codePoints(prototype));
  }
  for (const line of fs.readFileSync(path.join(dir, "small-capitals.txt"), "utf8").split("\n")) {
    const [source, letter] = line.split("#", 1)[0]!.split(";");
    if (source?.trim() && letter?.trim() && !mapping.has(codePoints(source))) {
      mapping.set(codePoints(source), letter.trim());
    }
  }
  return mapping;
}

const NOTHING = /[\p{P}\p{Z}\p{M}\p{Cc}\p{Cf}]/u;
const KEPT = /[\p{L}\p{N}\p{Co}\p{Cn}]/u;

/** The prototypes of every code point the rule changes (see the module's comment). */
export function prototypeTable(mapping: Map<string, string>): Map<string, string> {
  const step = (text: string) => {
    let out = "";
    for (const codePoint of text) {
      for (const upper of codePoint.toUpperCase().normalize("NFD")) {
        for (const char of (mapping.get(upper) ?? upper).normalize("NFD")) {
          out += char === "l" ? "i" : char >= "A" && char <= "Z" ? char.toLowerCase() : char;
        }
      }
    }
    return out;
  };
  const table = new Map<string, string>();
  // From U+0001: PostgreSQL text cannot hold U+0000 (and no cleaned name does: cleanName drops controls).
  for (let code = 1; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    if (char.normalize("NFKD") !== char) continue;
    // Punctuation, spacing and marks are nothing, whatever they look like (an em dash is no "ー").
    if (NOTHING.test(char)) {
      table.set(char, "");
      continue;
    }
    let prototype = char;
    for (let round = 0; round < 8; round++) {
      const next = step(prototype);
      if (next === prototype) break;
      prototype = next;
    }
    prototype = Array.from(prototype)
      .filter((part) => KEPT.test(part))
      .join("");
    if (prototype !== char) table.set(char, prototype);
  }
  return table;
}

const unicodeLiteral = (text: string) =>
  `U&'${Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code > 0xffff
      ? `\\+${code.toString(16).padStart(6, "0")}`
      : `\\${code.toString(16).padStart(4, "0")}`;
  }).join("")}'`;

/** The INSERT that fills organization_name_prototypes with `table`. */
export function prototypesSql(table: Map<string, string>): string {
  const rows = [...table].map(
    ([source, prototype]) => `(${unicodeLiteral(source)},${unicodeLiteral(prototype)})`,
  );
  const lines: string[] = [];
  for (let index = 0; index < rows.length; index += 8) lines.push(rows.slice(index, index + 8).join(","));
  return `INSERT INTO "organization_name_prototypes" ("source", "prototype") VALUES\n${lines.join(",\n")};`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const table = prototypeTable(readUnicodeData());
  fs.writeFileSync(PROTOTYPES_JSON, `${JSON.stringify(Object.fromEntries(table), null, 2)}\n`);
  process.stdout.write(prototypesSql(table));
}
