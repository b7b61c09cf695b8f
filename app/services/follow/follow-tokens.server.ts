import crypto from "node:crypto";

/** A new random token (what the mail carries) and its SHA-256 (all the database keeps). */
export function newFollowToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashFollowToken(token) };
}

export function hashFollowToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A token as mailed: 43 base64url characters; anything else is looked up as nothing. */
export function isFollowToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
