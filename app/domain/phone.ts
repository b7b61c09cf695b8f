/**
 * Phone numbers: checked with libphonenumber-js (Google's numbering plans), stored in E.164
 * ("+256772123456"), shown in international format ("+256 772 123456").
 *
 * The "min" metadata: every country's lengths, leading digits and formats, about half of "max" (which adds
 * per-type patterns, mobile or fixed line, that no rule here needs). Only the registration and profile forms
 * load it in the browser; pages that show a number get it formatted by their loader (`displayPhoneNumber`).
 */
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { countryByIso, DEFAULT_COUNTRY_ISO } from "./countries";

/** A number the forms accept: valid in its country's plan, and of a country the forms offer. */
function parseOfferedNumber(text: string, defaultIso: string) {
  const parsed = parsePhoneNumberFromString(text, defaultIso as CountryCode);
  if (!parsed?.isValid() || !countryByIso(parsed.country)) return null;
  return parsed;
}

/**
 * The E.164 form of a number typed in the given country (national digits, with or without the trunk 0,
 * or an international "+…" number), or null when it is not a valid number there.
 */
export function toE164(text: string, defaultIso: string = DEFAULT_COUNTRY_ISO): string | null {
  return parseOfferedNumber(text, defaultIso)?.number ?? null;
}

/** The number registration stores: the national digits typed after the chosen country code, in E.164. */
export function fullPhoneNumber(iso: string, digits: string): string {
  const number = toE164(digits, iso);
  // The registration schema has checked the number already: reaching here without one is a bug.
  if (!number) throw new Error("fullPhoneNumber: the number was not validated");
  return number;
}

export function isValidPhoneNumber(text: string, defaultIso: string = DEFAULT_COUNTRY_ISO): boolean {
  return toE164(text, defaultIso) !== null;
}

/**
 * A stored number as the pages show it: international format when it parses (stored values before E.164,
 * like "+256 772 418 305", too), otherwise exactly as stored.
 */
export function displayPhoneNumber(stored: string): string;
export function displayPhoneNumber(stored: string | null): string | null;
export function displayPhoneNumber(stored: string | null): string | null {
  if (!stored) return stored;
  const parsed = /^\s*\+/.test(stored) ? parsePhoneNumberFromString(stored) : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}
