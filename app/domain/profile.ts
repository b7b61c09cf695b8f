import { z } from "~/lib/zod";
import { cleanName, mixesScripts } from "./clean-name";
import { toE164 } from "./phone";
import {
  briefField,
  checkLogoFile,
  type LogoProblem,
  logoField,
  organizationTypeField,
  PROFILE_LOGO_TYPES,
  REGISTRATION_MESSAGES,
  tooLongMessage,
  websiteField,
} from "./registration";
import { checkRegistrationPair, IatiSelfPublishedField, RegistrationFields } from "./registration-number";
import { NOT_A_PICTURE_PROFILE, UPLOAD_MESSAGES } from "./uploads";

/** Texts of the profile editor (spec §5 Profile, Logo upload; §8). */
export const PROFILE_MESSAGES = {
  briefHint: "Minimum 10 characters required",
  phonePlaceholder: "+256 700 000 000",
  updated: "Profile updated",
  updatedDetail: "Your organization profile has been saved.",
  updateFailed: "Update failed",
  updateFailedDetail: "Could not save your profile. Please try again.",
  fileTooLarge: "File too large",
  fileTooLargeDetail: "Please upload an image smaller than 5MB",
  invalidFileType: "Invalid file type",
  invalidFileTypeDetail: "Please upload a JPEG, PNG or GIF image",
  uploadError: "Error uploading logo",
  uploadErrorDetail: "There was an error uploading your logo. Please try again.",
  loadError: "Error loading profile",
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => value || null);

export const ProfileSchema = z
  .object({
    // Cleaned first (NFKC, invisible characters out): a name of only zero-width characters is no name.
    orgName: z
      .string({ error: REGISTRATION_MESSAGES.orgNameRequired })
      .transform(cleanName)
      .pipe(
        z
          .string({ error: REGISTRATION_MESSAGES.orgNameRequired })
          .min(1, { error: REGISTRATION_MESSAGES.orgNameRequired })
          .max(200, { error: tooLongMessage("Organization name", 200) }),
      )
      .refine((value) => !mixesScripts(value), { error: REGISTRATION_MESSAGES.orgNameMixedScripts })
      .transform((value) => value.toUpperCase()),
    orgBrief: briefField(),
    orgType: organizationTypeField(),
    // Free text (spaces, dashes, "+256 …" or "0772 …" for Uganda), stored in E.164; empty means none.
    phone: optionalText(40, "Phone number must be at most 40 characters").pipe(
      z
        .string()
        .nullable()
        .transform((value, ctx) => {
          if (value === null) return null;
          const number = toE164(value);
          if (number) return number;
          ctx.issues.push({ code: "custom", message: REGISTRATION_MESSAGES.phoneInvalid, input: value });
          return z.NEVER;
        }),
    ),
    address: optionalText(300, "Address must be at most 300 characters"),
    website: websiteField(),
    // The official registration (optional): a register and its number, both or neither.
    ...RegistrationFields,
    ...IatiSelfPublishedField,
    logo: logoField(),
  })
  .superRefine(checkRegistrationPair);
export type ProfileInput = z.infer<typeof ProfileSchema>;

/** The toast for a logo the profile editor refuses (title and description of spec §5). */
export function profileLogoToast(problem: LogoProblem): { title: string; description: string } {
  switch (problem.kind) {
    case "not-picture":
      return { title: PROFILE_MESSAGES.invalidFileType, description: NOT_A_PICTURE_PROFILE };
    case "size":
      return { title: PROFILE_MESSAGES.fileTooLarge, description: PROFILE_MESSAGES.fileTooLargeDetail };
    case "type":
      return { title: PROFILE_MESSAGES.invalidFileType, description: PROFILE_MESSAGES.invalidFileTypeDetail };
    case "pixels":
      return { title: UPLOAD_MESSAGES.pixelsTitle, description: UPLOAD_MESSAGES.pixels };
    case "unreadable":
      return { title: UPLOAD_MESSAGES.unreadableTitle, description: UPLOAD_MESSAGES.unreadable };
  }
}

export function checkProfileLogo(file: { name: string; type: string; size: number }): LogoProblem | null {
  return checkLogoFile(file, PROFILE_LOGO_TYPES);
}
