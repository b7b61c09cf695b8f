import { checkLogoFile, MAX_LOGO_BYTES } from "~/domain/registration";
import type { UploadProblem } from "~/domain/uploads";
import { isAppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { deleteStoredFile } from "../storage.server";
import { storeLogo } from "../uploads.server";

/** A logo the write did not take: the file is refused (why), or storing it failed on our side (logged). */
export type LogoRefusal =
  | { ok: false; reason: "logo"; problem: UploadProblem }
  | { ok: false; reason: "logo-failed" };

/**
 * The logo step of every organization write (registration, profile save). The new logo is checked and stored
 * BEFORE the write's transaction, so image work never holds a database connection, and the write gets its URL
 * (undefined: no new logo). When the write refuses or fails, the new file is removed again; once it has
 * committed, the logo it replaced is removed. Busy image workers throw their UNAVAILABLE AppError, nothing stored.
 */
export async function writeWithLogo<Outcome extends { ok: boolean }>(
  logo: File | undefined,
  allowed: readonly string[],
  write: (logoUrl: string | undefined) => Promise<{ outcome: Outcome; replacedLogoUrl?: string | null }>,
): Promise<Outcome | LogoRefusal> {
  let logoUrl: string | undefined;
  if (logo) {
    const stored = await storeOrganizationLogo(logo, allowed);
    if (!stored.ok) return stored;
    logoUrl = stored.url;
  }
  let written: Awaited<ReturnType<typeof write>>;
  try {
    written = await write(logoUrl);
  } catch (error) {
    await deleteStoredFile(logoUrl);
    throw error;
  }
  // Neither ever throws: a file that cannot be removed is logged and left to the upload sweep.
  await deleteStoredFile(written.outcome.ok ? written.replacedLogoUrl : logoUrl);
  return written.outcome;
}

async function storeOrganizationLogo(
  logo: File,
  allowed: readonly string[],
): Promise<{ ok: true; url: string } | LogoRefusal> {
  // The size and the type the file claims first (as the browser checked them), then its bytes.
  const claimed = checkLogoFile(logo, allowed);
  if (claimed) return { ok: false, reason: "logo", problem: claimed.kind };
  try {
    const stored = await storeLogo(logo, { allowed, maxBytes: MAX_LOGO_BYTES, folder: "logos" });
    return stored.ok
      ? { ok: true, url: stored.upload.url }
      : { ok: false, reason: "logo", problem: stored.reason };
  } catch (error) {
    if (isAppError(error, "UNAVAILABLE")) throw error;
    logger.error({ err: error }, "logo upload failed");
    return { ok: false, reason: "logo-failed" };
  }
}
