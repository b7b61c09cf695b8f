/** What a project write may answer besides success: each maps to one message and status in the action. */
export type ProjectWriteRefusal =
  /** No active subscription (admins never get this). */
  | { ok: false; reason: "subscription" }
  /** The actor has not verified their email address (admins never get this). */
  | { ok: false; reason: "unverified" }
  /** The actor has no organization profile to publish under (or an admin chose an owner that has none). */
  | { ok: false; reason: "no-profile" }
  /** Unknown project, or another organization's: the same answer, so nobody learns which. */
  | { ok: false; reason: "not-found" }
  /** Images that are neither the project's own nor the actor's fresh uploads. */
  | { ok: false; reason: "images"; refused: string[] };

/** Who is writing: the signed-in user, and whether admin rights apply (an admin's writes are audited). */
export type ProjectActor = { id: string; email: string; isAdmin: boolean };
