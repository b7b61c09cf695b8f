import sharp from "sharp";
import type { ClaimOutcome } from "~/db/queries/profiles.server";
import { findUserByEmail, markEmailVerified } from "~/db/queries/users.server";
import { showVerifiedOrganization } from "~/services/organizations/show-verified-organization.server";
import { cookiesFrom } from "../setup/routes";

// The route-calling helpers are shared by every integration test; the auth tests import them from here too.
export * from "../setup/routes";

/** The session cookies only (what the browser keeps between requests). */
export function sessionCookie(headers: Headers): string {
  return cookiesFrom(headers, (name) => name.startsWith("ui."));
}

/** A complete, valid registration form. */
export function registrationFields(
  overrides: Record<string, string | File> = {},
): Record<string, string | File> {
  return {
    email: "amina@greenhills.org",
    fullName: "Amina Nakato",
    orgName: "Green Hills Trust",
    orgBrief: "Clean water and school gardens for rural communities in northern Uganda.",
    orgType: "NGO/Non-Profit",
    countryCode: "UG",
    phone: "772123456",
    address: "Plot 4, Gulu Road, Gulu",
    website: "greenhills.org",
    password: "correct-horse-1",
    confirmPassword: "correct-horse-1",
    acceptTerms: "on",
    ...overrides,
  };
}

/** A real image of the given format, made by sharp (with EXIF metadata, to see it stripped). */
export async function imageFile(format: "png" | "jpeg" | "gif" | "webp" | "avif", name = `logo.${format}`) {
  const bytes = await sharp({
    create: { width: 32, height: 32, channels: 3, background: { r: 20, g: 120, b: 60 } },
  })
    .withMetadata({ exif: { IFD0: { Copyright: "secret-camera-owner" } } })
    .toFormat(format)
    .toBuffer();
  const type = format === "jpeg" ? "image/jpeg" : `image/${format}`;
  return new File([new Uint8Array(bytes)], name, { type });
}

export const SVG_LOGO = new File(
  [
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="green"/></svg>\n',
  ],
  "logo.svg",
  { type: "image/svg+xml" },
);

/**
 * The address is proved, as opening the verification link does: the account is verified and its organization
 * shown under its name if no shown organization holds it (a registration is hidden until then).
 */
export async function verifyAddress(email: string): Promise<ClaimOutcome> {
  const user = await findUserByEmail(email);
  if (!user) throw new Error(`no account for ${email}`);
  await markEmailVerified(user.id);
  return showVerifiedOrganization(user.id);
}
