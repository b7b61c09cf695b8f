/**
 * The key two organization names are compared by (issue 7 "Directory impersonation", issues 18 and 33
 * "Look-alike names"): names that look alike on screen share one key, and profiles.name_key keeps it unique.
 *
 * Server-side only (the table is large): forms check names with mixesScripts() of ./clean-name.
 *
 * The rule, for a name as cleanName() leaves it (NFKC, invisible and default-ignorable characters out,
 * whitespace as one space): Unicode NFD, each code point replaced by what it stands for in the prototypes table
 * (./organization-name-prototypes.json, made by scripts/name-prototypes.ts from Unicode's confusables of
 * UTS #39 and its small capitals: look-alike letters as one letter, in small letters; marks, punctuation,
 * symbols and spacing dropped), NFC. "GULU WATER TRUST", "Gulu-Water Trust.", "ɢᴜʟᴜ Water Trust" and
 * "Gụlu Water Trust" share the key "guluwatertrust". A name with no letter or digit at all keys as itself.
 *
 * The database reads names with the same table (organization_name_prototypes, organization_name_key(),
 * migration 0021) for rows written without a key; a test holds the two equal.
 */

import { cleanName } from "./clean-name";
import PROTOTYPES from "./organization-name-prototypes.json";

const prototypes = PROTOTYPES as Record<string, string>;

/** Organization names' comparison key; empty means no name. */
export function organizationNameKey(name: string | null | undefined): string {
  const cleaned = cleanName(name);
  let mapped = "";
  for (const codePoint of cleaned.normalize("NFD")) mapped += prototypes[codePoint] ?? codePoint;
  return mapped.normalize("NFC") || cleaned.normalize("NFC");
}

/** The table as a map: what each code point the rule changes stands for (the migration holds the same). */
export function prototypeTable(): Map<string, string> {
  return new Map(Object.entries(prototypes));
}
