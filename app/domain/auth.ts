import { z } from "~/lib/zod";

/** Who the header greets: the signed-in account, or null for a visitor. */
/**
 * The signed-in user as the header shows them; `may`: the Project Panel's pages their menus offer (absent in a
 * page saved offline before roles: every page is offered, and refused by the server if need be).
 */
export type HeaderUser = {
  name: string;
  email: string;
  isAdmin: boolean;
  may?: { projects: boolean; profile: boolean };
} | null;

/** Texts of spec §5 (Login and password) and §8 (Auth), exactly as the product shows them. */
export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  useEmail: "Please use an email address to login",
  passwordRequired: "Password is required",
  loginSuccess: "Login Successful",
  loginSuccessDetail: "Welcome back!",
  loginFailed: "Login Failed",
  // The form already says "Invalid email or password": the toast says what to do about it (issue 20, item 7).
  loginFailedDetail:
    "Check for a typing mistake or Caps Lock, or choose Forgot your password? to set a new one.",
  invalidCredentials: "Invalid email or password",
  loggedOut: "Logged out successfully",
  logoutError: "Error logging out",
  logoutErrorDetail: "Please try again.",
  authRequired: "Authentication required",
  authRequiredDetail: "Please log in to access this area",
  authError: "Authentication error",
  authErrorDetail: "Please try logging in again",
  accessDenied: "Access Denied",
  accessDeniedDetail: "You do not have permission to access this page",
  forgotEmailRequired: "Please enter your email address",
  forgotEmailInvalid: "Please enter a valid email address to reset your password",
  resetEmailSent: "Password Reset Email Sent",
  resetEmailSentDetail: "If an account uses this address, a link to reset the password is on its way.",
  resetEmailFailed: "Failed to Send Reset Email",
  resetEmailFailedDetail: "Something went wrong. Please try again.",
  resetPasswordMin: "Password must be at least 6 characters long",
  passwordsDoNotMatch: "Passwords do not match",
  confirmRequired: "Please confirm your password",
  passwordUpdated: "Password Updated Successfully",
  passwordUpdatedDetail: "You can now log in with your new password.",
  passwordUpdateFailed: "Password Update Failed",
  passwordUpdateFailedDetail: "Something went wrong. Please try again.",
  invalidResetLink: "Invalid Reset Link",
  invalidResetLinkDetail: "This password reset link is invalid or has expired. Please request a new one.",
  passwordTooLong: "Password must be at most 128 characters",
  emailTooLong: "Email must be at most 254 characters",
} as const;

/** Passwords longer than this are refused (hashing cost); better-auth is configured with the same bound. */
export const MAX_PASSWORD_LENGTH = 128;
/** Spec §9: the reset form's minimum (registration asks for 8). */
export const RESET_PASSWORD_MIN = 6;

export const LoginSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .max(254, { error: AUTH_MESSAGES.emailTooLong })
    .refine((value) => value.includes("@"), { error: AUTH_MESSAGES.useEmail }),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .max(MAX_PASSWORD_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
  rememberMe: z.boolean().default(false),
  redirectTo: z.string().optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.forgotEmailRequired })
    .trim()
    .toLowerCase()
    .max(254, { error: AUTH_MESSAGES.emailTooLong })
    .pipe(z.email({ error: AUTH_MESSAGES.forgotEmailInvalid })),
});

export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ error: AUTH_MESSAGES.invalidResetLink })
      .min(1, { error: AUTH_MESSAGES.invalidResetLink })
      .max(512, { error: AUTH_MESSAGES.invalidResetLink }),
    password: z
      .string({ error: AUTH_MESSAGES.resetPasswordMin })
      .min(RESET_PASSWORD_MIN, { error: AUTH_MESSAGES.resetPasswordMin })
      .max(MAX_PASSWORD_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

/** Where a login goes when nothing (valid) was remembered. */
export const DEFAULT_LOGIN_REDIRECT = "/dashboard";

/** Pages that must never be the destination after login (they would loop or undo it). */
const AUTH_PAGES = ["/login", "/logout", "/register", "/forgot-password", "/reset-password", "/verify-email"];

/** Longer remembered paths are not worth the risk; the login falls back instead. */
const MAX_REDIRECT_LENGTH = 2000;

/**
 * A remembered origin, only if it is a path on this site, not an auth page. Checked on the way in (a single
 * leading "/", no backslash or control character, even percent-encoded) and again on what comes out: URL
 * normalization turns "/.//evil.example" into "//evil.example", which a browser reads as another host.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = DEFAULT_LOGIN_REDIRECT,
): string {
  if (typeof to !== "string" || to.length > MAX_REDIRECT_LENGTH) return fallback;
  const value = to.trim();
  if (!isSameSitePath(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://localhost");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://localhost" || !isSameSitePath(url.pathname)) return fallback;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`)))
    return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * One leading "/" and then nothing a browser, proxy or decoding hop could turn into a host: no second "/"
 * right after it, no backslash or control character, and none of "/", backslash or a control character
 * percent-encoded in the path (the query may carry them: it never becomes a host).
 */
function isSameSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? "";
  return !/%(2f|5c|[01][0-9a-f]|7f)/i.test(path);
}

/** The login page URL that remembers where the visitor was going. */
export function loginUrlFor(path: string): string {
  const target = safeRedirect(path, "");
  return target ? `/login?${new URLSearchParams({ redirectTo: target })}` : "/login";
}
