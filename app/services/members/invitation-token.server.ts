import crypto from "node:crypto";

/**
 * An invitation's link holds a random token; only its SHA-256 is stored (organization_invitations.token_hash),
 * so a copy of the database does not hold working links.
 */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** The page an invitation's link opens (app/routes/auth/invitation.tsx). */
export function invitationPath(token: string): string {
  return `/invitations/${encodeURIComponent(token)}`;
}
