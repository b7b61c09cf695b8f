/**
 * Prints the SQL that fills organization_name_prototypes: every code point that can stand in a cleaned name
 * (its own NFKD) and that prototypeOf() changes. A migration that updates the confusables table (a new
 * `unhomoglyph`) empties the table, inserts this output again and re-keys the names (see migration 0012 and
 * docs/decisions/0001-organization-name-skeleton.md). `npx tsx scripts/name-prototypes-sql.ts`
 */
import { prototypeTable } from "~/domain/organization-name-key";

const unicodeLiteral = (text: string) =>
  `U&'${Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code > 0xffff
      ? `\\+${code.toString(16).padStart(6, "0")}`
      : `\\${code.toString(16).padStart(4, "0")}`;
  }).join("")}'`;

const rows = [...prototypeTable()].map(
  ([source, prototype]) => `(${unicodeLiteral(source)},${unicodeLiteral(prototype)})`,
);
const lines: string[] = [];
for (let index = 0; index < rows.length; index += 8) lines.push(rows.slice(index, index + 8).join(","));
process.stdout.write(
  `INSERT INTO "organization_name_prototypes" ("source", "prototype") VALUES\n${lines.join(",\n")};`,
);
