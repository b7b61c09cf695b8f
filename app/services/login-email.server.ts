import { type Cookie, createCookie } from "react-router";
import { z } from "~/lib/zod";
import { type Env, getEnv } from "./env.server";
import { getSessionSecret } from "./session-secret.server";

/**
 * After registering, the login page shows the new address already filled in (issue 20, item 7), and the page
 * registration lands on says where the link went (issue 36 item 6). The address
 * travels in a short-lived cookie, not the URL: addresses in a query string end up in the history, in logs and
 * in a Referer. Signed (a forged cookie reads as none) and httpOnly; read once by the login page, which clears it.
 * Registration sets it for a new address and for one in use alike, so it tells nothing the person did not type.
 */
const LOGIN_EMAIL_SECONDS = 10 * 60;

const EmailSchema = z.email().max(254);

/** One cookie per configuration (tests change it between files). */
const cookies = new WeakMap<Env, Cookie>();

function loginEmailCookie(): Cookie {
  const env = getEnv();
  let cookie = cookies.get(env);
  if (!cookie) {
    cookie = createCookie("ui_login_email", {
      // "/" and not "/login": the login page's data request is /login.data, which a /login cookie misses.
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      maxAge: LOGIN_EMAIL_SECONDS,
      secure: env.PUBLIC_URL?.startsWith("https:") ?? false,
      secrets: [getSessionSecret()],
    });
    cookies.set(env, cookie);
  }
  return cookie;
}

/** The Set-Cookie header that makes the next login page start with `email`. */
export async function loginEmailHeaders(email: string): Promise<Headers> {
  return new Headers({ "Set-Cookie": await loginEmailCookie().serialize(email) });
}

/**
 * The address registration left, without using it up: the page registration lands on (/verify-email) names it,
 * and the login page still starts with it.
 */
export async function peekLoginEmail(request: Request): Promise<string | null> {
  const raw = await loginEmailCookie().parse(request.headers.get("Cookie"));
  const parsed = EmailSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The address left for the login page, if any, and the header that clears it. */
export async function takeLoginEmail(
  request: Request,
): Promise<{ email: string | null; headers: Headers | null }> {
  const raw = await loginEmailCookie().parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { email: null, headers: null };
  const parsed = EmailSchema.safeParse(raw);
  return {
    email: parsed.success ? parsed.data : null,
    headers: new Headers({ "Set-Cookie": await loginEmailCookie().serialize("", { maxAge: 0 }) }),
  };
}
