/**
 * The characters a text export carries (CSV, the JSON API, iCalendar), whatever wrote the data (a form, the
 * seed, an import, SQL): everything but the control characters (tab, line feed and carriage return excepted;
 * U+0085 goes too, a line break to some readers), the noncharacters (U+FFFE, U+FFFF, U+FDD0–U+FDEF…) and lone
 * surrogates. No reader can show them, and one of them can end a line or a value early. XML keeps its own,
 * slightly different set (xml-text.ts).
 */
const NOT_EXPORTED = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/gu;

export function exportChars(value: string): string {
  return value.replace(NOT_EXPORTED, "");
}
