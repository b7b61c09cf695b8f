import { describe, expect, it } from "vitest";
import { INVITATION_VALID_MS, invitationState } from "./membership";

describe("invitationState", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  const sent = (overrides: Partial<Parameters<typeof invitationState>[0]> = {}) => ({
    acceptedAt: null,
    revokedAt: null,
    expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
    ...overrides,
  });

  it("is pending while it is neither used, withdrawn nor past its end", () => {
    expect(invitationState(sent(), now)).toBe("pending");
    expect(invitationState(sent({ expiresAt: new Date(now.getTime() + 1) }), now)).toBe("pending");
  });

  it("expires at its end, to the millisecond", () => {
    expect(invitationState(sent({ expiresAt: now }), now)).toBe("expired");
    expect(invitationState(sent({ expiresAt: new Date(now.getTime() - 1) }), now)).toBe("expired");
  });

  it("is accepted once used, even after its end or a later withdrawal", () => {
    const acceptedAt = new Date(now.getTime() - 60_000);
    expect(invitationState(sent({ acceptedAt }), now)).toBe("accepted");
    expect(invitationState(sent({ acceptedAt, expiresAt: new Date(now.getTime() - 1) }), now)).toBe(
      "accepted",
    );
    expect(invitationState(sent({ acceptedAt, revokedAt: now }), now)).toBe("accepted");
  });

  it("is revoked once withdrawn, even after its end", () => {
    const revokedAt = new Date(now.getTime() - 60_000);
    expect(invitationState(sent({ revokedAt }), now)).toBe("revoked");
    expect(invitationState(sent({ revokedAt, expiresAt: new Date(now.getTime() - 1) }), now)).toBe("revoked");
  });

  it("lasts INVITATION_VALID_DAYS from its sending", () => {
    const sentAt = now;
    const expiresAt = new Date(sentAt.getTime() + INVITATION_VALID_MS);
    const day = 24 * 60 * 60 * 1000;
    expect(invitationState(sent({ expiresAt }), new Date(sentAt.getTime() + 7 * day - 1))).toBe("pending");
    expect(invitationState(sent({ expiresAt }), new Date(sentAt.getTime() + 7 * day))).toBe("expired");
  });
});
