import { type BetterAuthPlugin, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { getSessionCookie, setSessionCookie } from "better-auth/cookies";
import { type Database, getDb } from "~/db/client.server";
import { isAdminUser } from "~/db/queries/admins.server";
import { getMembership } from "~/db/queries/members.server";
import { countSignIn } from "~/db/queries/users.server";
import * as schema from "~/db/schema";
import type { HeaderUser } from "~/domain/auth";
import { LoginSchema, MAX_PASSWORD_LENGTH, RESET_PASSWORD_MIN } from "~/domain/auth";
import { panelPages } from "~/domain/authorization";
import { VERIFICATION_EXPIRES_IN_SECONDS, verificationMail } from "~/domain/email-verification";
import type { OrganizationRole } from "~/domain/membership";
import { isAppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { z } from "~/lib/zod";
import { getEnv } from "./env.server";
import { sendMail } from "./mail.server";
import { limitedPassword } from "./password-work.server";
import { getSessionSecret } from "./session-secret.server";
import { publicOrigin } from "./site-url.server";

/**
 * Accounts: better-auth (email and password, sessions in our database, password reset) on our Drizzle
 * tables. Forms post to our own route actions, which call better-auth's server API below; no auth HTTP
 * endpoints are mounted, and no client SDK runs in the browser.
 */

/** A remembered login lasts this long; without "Remember me" the cookie ends with the browser. */
const SESSION_EXPIRES_IN = 60 * 60 * 24 * 30;
/** A session is extended in the database at most once a day (the cookie keeps the login's Max-Age). */
const SESSION_UPDATE_AGE = 60 * 60 * 24;
/** Our cookies are ui.session_token and the like. */
const COOKIE_PREFIX = "ui";
/** Reset links work for one hour, once. */
export const RESET_TOKEN_EXPIRES_IN = 60 * 60;

/**
 * The sign-in of a just-proved address (the verification link, issue 36 item 6): a server-only endpoint (never
 * on an HTTP route) that opens the session as signInEmail does after its password check — the same
 * internalAdapter.createSession (so the session hook counts the sign-in) and setSessionCookie, with "Remember
 * me" as the caller says. Only a verified account is signed in this way.
 */
const verifiedAddressSignIn = {
  id: "verified-address-sign-in",
  endpoints: {
    signInVerifiedAddress: createAuthEndpoint.serverOnly(
      { method: "POST", body: z.object({ email: z.string(), rememberMe: z.boolean() }) },
      async (ctx) => {
        const found = await ctx.context.internalAdapter.findUserByEmail(ctx.body.email.toLowerCase());
        if (!found?.user.emailVerified) throw new APIError("UNAUTHORIZED", { code: "EMAIL_NOT_VERIFIED" });
        const dontRememberMe = !ctx.body.rememberMe;
        const session = await ctx.context.internalAdapter.createSession(found.user.id, dontRememberMe);
        if (!session) throw new APIError("UNAUTHORIZED", { code: "FAILED_TO_CREATE_SESSION" });
        await setSessionCookie(ctx, { session, user: found.user }, dontRememberMe);
        return ctx.json({ userId: found.user.id });
      },
    ),
  },
} satisfies BetterAuthPlugin;

function createAuth(db: Database) {
  const env = getEnv();
  // Reset links point here, never to the Host a request named (see publicOrigin).
  const baseURL = publicOrigin(env);
  return betterAuth({
    appName: "UgandaImpact",
    baseURL,
    basePath: "/api/auth",
    secret: getSessionSecret(),
    database: drizzleAdapter(db, { provider: "pg", usePlural: true, schema }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: RESET_PASSWORD_MIN,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_IN,
      revokeSessionsOnPasswordReset: true,
      // Hashes take turns so that a crowd of logins cannot stall the site (password-work.server.ts).
      password: limitedPassword,
      sendResetPassword: async ({ user, token }) => {
        const membership = await getMembership(user.id, db);
        await sendResetEmail(
          user.email,
          `${baseURL}/reset-password?token=${encodeURIComponent(token)}`,
          membership?.organizationName ?? null,
        );
      },
    },
    // Verification links (email-verification.server.ts) are signed tokens that work for 24 hours; an
    // unverified account still signs in (requireEmailVerification stays off), but cannot pay, publish or be
    // made an administrator. Registration mails the link itself (it writes the user in its own transaction).
    // Opening the link signs in through signInVerifiedAddress (our login's cookie rules), not better-auth's
    // autoSignInAfterVerification (which would remember the session for 30 days).
    emailVerification: {
      expiresIn: VERIFICATION_EXPIRES_IN_SECONDS,
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }) => {
        await sendVerificationMail(user.email, verificationLink(baseURL, token));
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN, updateAge: SESSION_UPDATE_AGE },
    // Each sign-in counts, so the dashboard can greet a first one differently from a return.
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await countSignIn(session.userId, db);
          },
        },
      },
    },
    // Reset tokens are stored hashed: a copy of the database does not hold working links.
    verification: { storeIdentifier: "hashed" },
    // Our own limiter (rate-limit.server.ts) counts attempts in the database for every instance.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // Secure cookies on an https deployment; plain http (local runs) keeps them usable.
      useSecureCookies: env.PUBLIC_URL?.startsWith("https:") ?? false,
    },
    plugins: [verifiedAddressSignIn],
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message) => {
        // Messages only: better-auth's extra arguments may carry request bodies.
        logger[level === "error" ? "error" : level === "warn" ? "warn" : "debug"](`better-auth: ${message}`);
      },
    },
  });
}

type Auth = ReturnType<typeof createAuth>;
/** One instance per database: tests open a database per file. */
const instances = new WeakMap<Database, Auth>();

export function getAuth(): Auth {
  const db = getDb();
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}

/** Only the cookies of a better-auth response travel on to ours. */
function cookieHeaders(headers: Headers | undefined | null): Headers {
  const result = new Headers();
  for (const cookie of headers?.getSetCookie() ?? []) result.append("Set-Cookie", cookie);
  return result;
}

// ── Sessions ────────────────────────────────────────────────────────────────────────────────────────────

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  isAdmin: boolean;
  /** Whether the account has opened its verification link (read with the session, from the database). */
  emailVerified: boolean;
  /**
   * The member's organization (its profile id: the id its projects carry) and role, read with every request,
   * so a change of role or a removal holds at the next request; null for an account in no organization.
   */
  organizationId: string | null;
  role: OrganizationRole | null;
};

/** The signed-in user of this request, or null. Throws when the session cannot be checked. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("Cookie")) return null;
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  const [isAdmin, membership] = await Promise.all([isAdminOrNot(user.id), getMembership(user.id)]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    createdAt: new Date(user.createdAt),
    isAdmin,
    emailVerified: user.emailVerified === true,
    organizationId: membership?.organizationId ?? null,
    role: membership?.role ?? null,
  };
}

/** Whether the request carries a session cookie (valid or not): its answer may be about that user. */
export function hasSessionCookie(request: Request): boolean {
  return getSessionCookie(request, { cookiePrefix: COOKIE_PREFIX }) !== null;
}

/** The signed-in user as the header shows it. */
export async function getHeaderUser(request: Request): Promise<HeaderUser> {
  try {
    const user = await getSessionUser(request);
    return user ? { name: user.name, email: user.email, isAdmin: user.isAdmin, may: panelPages(user) } : null;
  } catch (error) {
    logger.error({ err: error }, "session check failed");
    return null;
  }
}

/** Whether the account is an administrator; a failing check means not admin (spec §6). */
async function isAdminOrNot(userId: string): Promise<boolean> {
  try {
    return await isAdminUser(userId);
  } catch (error) {
    logger.error({ err: error }, "admin check failed");
    return false;
  }
}

/**
 * `isAdmin`: where the login lands (admins on /admin). `busy`: too many password checks at once; nothing was
 * checked, the user may try again shortly.
 */
export type SignInResult = { ok: true; headers: Headers; isAdmin: boolean } | { ok: false; busy?: string };

/** Checks the password and opens a session; `rememberMe` false makes the cookie end with the browser. */
export async function signIn(input: {
  email: string;
  password: string;
  rememberMe: boolean;
}): Promise<SignInResult> {
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      returnHeaders: true,
    });
    return { ok: true, headers: cookieHeaders(headers), isAdmin: await isAdminOrNot(response.user.id) };
  } catch (error) {
    if (error instanceof APIError) return { ok: false };
    // Too many password checks at once (password-work.server.ts): nothing was checked.
    if (isAppError(error, "RATE_LIMITED")) return { ok: false, busy: error.userMessage.title };
    throw error;
  }
}

/**
 * Opens a session for the verified account of `email` without its password: the verification link proved the
 * address (issue 36 item 6). Everything else is as at login: the same cookie, the login form's default of
 * "Remember me" (off: the cookie ends with the browser), the sign-in counted, an administrator sent to /admin.
 * `{ ok: false }` for an address with no verified account.
 */
export async function signInVerifiedAddress(email: string): Promise<SignInResult> {
  try {
    const { headers, response } = await getAuth().api.signInVerifiedAddress({
      body: { email, rememberMe: LoginSchema.shape.rememberMe.parse(undefined) },
      returnHeaders: true,
    });
    return { ok: true, headers: cookieHeaders(headers), isAdmin: await isAdminOrNot(response.userId) };
  } catch (error) {
    if (error instanceof APIError) return { ok: false };
    throw error;
  }
}

/** Ends every session of the request's user (all devices) and clears this browser's cookies. */
export async function signOutEverywhere(request: Request): Promise<Headers> {
  const auth = getAuth();
  const user = await getSessionUser(request).catch(() => null);
  if (user) await auth.api.revokeSessions({ headers: request.headers });
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return cookieHeaders(headers);
}

// ── Password reset ──────────────────────────────────────────────────────────────────────────────────────

async function sendResetEmail(to: string, link: string, organization: string | null) {
  await sendMail({
    to,
    subject: "Reset your UgandaImpact password",
    text: [
      "Hello,",
      "",
      organization?.trim()
        ? `We received a request to reset the password of your UgandaImpact account at ${organization}.`
        : "We received a request to reset the password of your UgandaImpact account.",
      "Open this link within one hour to choose a new password (it works once):",
      "",
      link,
      "",
      "If you did not ask for this, you can ignore this email; your password stays the same.",
      "",
      "UgandaImpact",
    ].join("\n"),
  });
}

/** Sends a one-time, expiring reset link when an account uses the email; says nothing either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  await getAuth().api.requestPasswordReset({ body: { email } });
}

/** Whether a reset token is still unused and unexpired (the reset page checks before showing its form). */
export async function isResetTokenValid(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const context = await getAuth().$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && new Date(verification.expiresAt) > new Date());
}

export type ResetResult = { ok: true } | { ok: false; reason: "invalid-token" | "failed" };

/** Sets the new password once per token; the user's sessions end everywhere. */
export async function resetPassword(token: string, newPassword: string): Promise<ResetResult> {
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (error) {
    if (isAppError(error, "RATE_LIMITED")) return { ok: false, reason: "failed" };
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code;
      return { ok: false, reason: code === "INVALID_TOKEN" ? "invalid-token" : "failed" };
    }
    throw error;
  }
}

// ── Email verification ──────────────────────────────────────────────────────────────────────────────────

/** The page a verification link opens (our route, never better-auth's unmounted endpoint). */
export function verificationLink(origin: string, token: string): string {
  return `${origin}/verify-email?token=${encodeURIComponent(token)}`;
}

/** The verification email: the link, what waits until it is opened. */
export async function sendVerificationMail(to: string, link: string) {
  await sendMail({ to, ...verificationMail(link, null) });
}
