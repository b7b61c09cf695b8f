import { vi } from "vitest";

/**
 * The factories' one password is hashed once per test process, and its check against that hash answered once.
 * scrypt costs about 0.2 s of CPU a call on CI's cores, and every factory account paid for a hash at its
 * registration and a check at its sign-in: a third of the payment tests' time. The hash stays real (better-auth's
 * own scrypt, a valid salted hash that every later check accepts) and every other password — a login test's, a
 * wrong one, the crowd of checks that loads the queue — goes through the real functions each time.
 */
vi.mock("better-auth/crypto", async (importOriginal) => {
  // tests/setup/factories.ts's FACTORY_PASSWORD (vi.mock is hoisted above imports, so it is spelled here).
  const FACTORY_PASSWORD = "factory-password-1";
  const crypto = await importOriginal<typeof import("better-auth/crypto")>();
  let factoryHash: Promise<string> | undefined;
  const factoryChecks = new Map<string, Promise<boolean>>();
  return {
    ...crypto,
    hashPassword: (password: string) => {
      if (password !== FACTORY_PASSWORD) return crypto.hashPassword(password);
      factoryHash ??= crypto.hashPassword(password);
      return factoryHash;
    },
    verifyPassword: (data: { hash: string; password: string }) => {
      if (data.password !== FACTORY_PASSWORD) return crypto.verifyPassword(data);
      let check = factoryChecks.get(data.hash);
      if (!check) {
        check = crypto.verifyPassword(data);
        factoryChecks.set(data.hash, check);
      }
      return check;
    },
  };
});
