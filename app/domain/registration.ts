import { z } from "~/lib/zod";
import { ORGANIZATION_TYPES } from "./reference";
import {
  claimedFileType,
  claimsPicture,
  NOT_A_PICTURE,
  UPLOAD_MESSAGES,
  type UploadProblem,
} from "./uploads";

/** Texts of spec §5 (Registration) and §8 (Auth and registration), exactly as the product shows them. */
export const REGISTRATION_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  fullNameRequired: "Full name is required",
  orgNameRequired: "Organization name is required",
  briefRequired: "Organization brief is required",
  briefMin: "Brief must be at least 10 characters",
  briefMax: "Brief must not exceed 200 characters",
  orgTypeRequired: "Organization type is required",
  phoneRequired: "Phone number is required",
  phoneDigits: "Phone number must contain digits only",
  phoneLength: "Phone number must have at most 15 digits",
  phoneInvalid: "Please enter a valid phone number",
  countryInvalid: "Please select a country code",
  addressRequired: "Address is required",
  websiteInvalid: "Please enter a valid website address",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 8 characters",
  passwordMax: "Password must be at most 128 characters",
  confirmRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  termsRequired: "You must accept the terms and conditions",
  success: "Registration successful!",
  successDetail: "Your organization is registered. Please log in.",
  failed: "Registration failed",
  organizationFailed: "Organization creation failed: {msg}",
  userFailed: "User account creation failed: {msg}",
  profileFailed: "Profile update failed: {msg}",
  duplicateEmail: "An account with this email already exists",
  orgNameTaken: "An organization with this name is already registered",
  orgNameMixedScripts: "Organization name mixes letters of different alphabets",
  tryAgain: "Something went wrong. Please try again.",
  alreadyLoggedIn: "You're already logged in",
} as const;

/** Spec §9: organization brief 10 to 200 characters. */
export const BRIEF_MIN = 10;
export const BRIEF_MAX = 200;
/** Registration passwords: at least 8 characters. */
export const REGISTRATION_PASSWORD_MIN = 8;
/** E.164 allows at most 15 digits in a phone number. */
export const PHONE_MAX_DIGITS = 15;

/** The brief counter turns orange past 90 percent of the limit (over 180 of 200). */
export function briefCounterWarning(length: number, max = BRIEF_MAX): boolean {
  return length > max * 0.9;
}

/** Website: optional; a bare domain or an http(s) address with a dotted host. */
export function isWebsiteLike(value: string): boolean {
  const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(candidate);
    return (url.protocol === "http:" || url.protocol === "https:") && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** The honest message for a text past its limit (not "required": the field was filled, too long). */
export const tooLongMessage = (field: string, max: number) => `${field} must be at most ${max} characters`;

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (message: string, max: number, field: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(field, max) });

/** The organization brief of registration and profile: 10 to 200 characters after trimming. */
export const briefField = () =>
  z
    .string({ error: REGISTRATION_MESSAGES.briefRequired })
    .trim()
    .min(1, { error: REGISTRATION_MESSAGES.briefRequired })
    .min(BRIEF_MIN, { error: REGISTRATION_MESSAGES.briefMin })
    .max(BRIEF_MAX, { error: REGISTRATION_MESSAGES.briefMax });

export const organizationTypeField = () =>
  z.enum(ORGANIZATION_TYPES, { error: REGISTRATION_MESSAGES.orgTypeRequired });

/** Optional website: empty means none (null), anything else must look like a web address. */
export const websiteField = () =>
  z
    .string()
    .trim()
    .max(2048, { error: REGISTRATION_MESSAGES.websiteInvalid })
    .refine(isWebsiteLike, { error: REGISTRATION_MESSAGES.websiteInvalid })
    .optional()
    .transform((value) => value || null);

/** Logo: optional, any image file the browser offers; the server checks the real content (magic bytes). */
export const logoField = () => z.instanceof(File).optional();

/** The step of registration that failed, as spec §8 names it in the toast. */
export type RegistrationStep = "organization" | "user" | "profile";

export function registrationFailureMessage(step: RegistrationStep, message: string): string {
  const template =
    step === "organization"
      ? REGISTRATION_MESSAGES.organizationFailed
      : step === "user"
        ? REGISTRATION_MESSAGES.userFailed
        : REGISTRATION_MESSAGES.profileFailed;
  return template.replace("{msg}", message);
}

// ── Logo files ─────────────────────────────────────────────────────────────────────────────────────────

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/** Registration reading of spec §5: jpeg, jpg, png, gif, webp, avif, svg. */
export const REGISTRATION_LOGO_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/svg+xml",
] as const;
export const REGISTRATION_LOGO_ACCEPT = ".jpg,.jpeg,.png,.gif,.webp,.avif,.svg";
export const REGISTRATION_LOGO_LABEL = "JPEG, JPG, PNG, GIF, WebP, AVIF, SVG";

/**
 * Profile editing reading of spec §5: only jpeg, jpg, png or gif ("Please upload a JPEG, PNG or GIF image"); a
 * file that is no picture at all is told so in the same terms (NOT_A_PICTURE_PROFILE).
 */
export const PROFILE_LOGO_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const PROFILE_LOGO_ACCEPT = ".jpg,.jpeg,.png,.gif";

export type LogoProblem = { kind: UploadProblem; sizeMb: string };

/** The type a file claims (browser MIME type, else its extension); the server checks the bytes later. */
export const claimedImageType = claimedFileType;

/**
 * Claimed type and size checks, in the browser before upload and again on the server: a file that is no
 * picture at all first (whatever its size), then its size, then a picture of a type the field does not take.
 */
export function checkLogoFile(
  file: { name: string; type: string; size: number },
  allowed: readonly string[],
): LogoProblem | null {
  const sizeMb = (file.size / (1024 * 1024)).toFixed(2);
  if (!claimsPicture(file)) return { kind: "not-picture", sizeMb };
  if (file.size > MAX_LOGO_BYTES) return { kind: "size", sizeMb };
  if (!allowed.includes(claimedImageType(file))) return { kind: "type", sizeMb };
  return null;
}

/** The generic uploader's texts (spec §5), used for the registration logo. */
export function registrationLogoMessage(problem: LogoProblem): string {
  switch (problem.kind) {
    case "not-picture":
      return NOT_A_PICTURE;
    case "size":
      return `File size exceeds 5MB limit. Current size: ${problem.sizeMb}MB`;
    case "type":
      return `File type not supported. Allowed types: ${REGISTRATION_LOGO_LABEL}`;
    case "pixels":
      return UPLOAD_MESSAGES.pixels;
    case "unreadable":
      return UPLOAD_MESSAGES.unreadable;
  }
}

/**
 * Whether text is an SVG document: optional BOM, XML declaration, comments and doctype, then an <svg> root.
 * file-type cannot see SVG (it is text), so the server sniffs the content with this.
 */
export function looksLikeSvg(text: string): boolean {
  const head = text
    .replace(/^\uFEFF/, "")
    .replace(/^\s*<\?xml[\s\S]*?\?>/, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "")
    .replace(/^\s*<!DOCTYPE\s+svg[^>]*>/i, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "")
    .trimStart();
  return /^<svg[\s>]/i.test(head) && /<\/svg>\s*$|\/>\s*$/i.test(text.trimEnd());
}
