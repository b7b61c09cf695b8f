import crypto from "node:crypto";
import { type Cookie, createCookie, data, redirect } from "react-router";
import { PROJECT_FORM_MESSAGES } from "~/domain/project-form";
import type { AppError } from "~/lib/app-error";
import { z } from "~/lib/zod";
import { type Env, getEnv } from "./env.server";
import { getSessionSecret } from "./session-secret.server";

/**
 * The one toast path: an action puts a toast in a short-lived cookie; the root loader, which runs again after
 * every action and redirect, reads it, clears it and the root shows it.
 */
export const ToastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string(),
  description: z.string().optional(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

/** One cookie per configuration (tests change it between files). */
const cookies = new WeakMap<Env, Cookie>();

/**
 * Signed with the session secret, so a toast in the page is always one of ours (a forged or unsigned cookie
 * reads as none), and Secure on an https deployment.
 */
function toastCookie(): Cookie {
  const env = getEnv();
  let cookie = cookies.get(env);
  if (!cookie) {
    cookie = createCookie("ui_toast", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      maxAge: 60,
      secure: env.PUBLIC_URL?.startsWith("https:") ?? false,
      secrets: [getSessionSecret()],
    });
    cookies.set(env, cookie);
  }
  return cookie;
}

export async function toastHeaders(toast: ToastInput): Promise<Headers> {
  return new Headers({ "Set-Cookie": await toastCookie().serialize(ToastSchema.parse(toast)) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = mergeHeaders(init?.headers, await toastHeaders(toast));
  return redirect(url, { ...init, headers });
}

export async function dataWithToast<T>(value: T, toast: ToastInput, init?: ResponseInit) {
  const headers = mergeHeaders(init?.headers, await toastHeaders(toast));
  return data(value, { ...init, headers });
}

/**
 * The refusal of something new published without an active subscription (a project, a progress update, a
 * result): one message wherever it happens (403); `needsSubscription` lets the page open the payment dialog.
 */
export function subscriptionRequiredAnswer<T extends object>(value: T) {
  return dataWithToast(
    { ...value, needsSubscription: true as const },
    {
      type: "error",
      title: PROJECT_FORM_MESSAGES.subscriptionRequired,
      description: PROJECT_FORM_MESSAGES.subscriptionRequiredDetail,
    },
    { status: 403 },
  );
}

/** The toast of a refused or failed write. */
export type ErrorToast = { type: "error"; title: string; description?: string };

/**
 * An AppError as a toast: its message as the description under the action's own title (e.g. "Failed to update
 * profile"), or as the title when the action has none.
 */
export function errorToast(error: AppError, title?: string): ErrorToast {
  const { title: message, description } = error.userMessage;
  return title
    ? { type: "error", title, description: description ? `${message} ${description}` : message }
    : { type: "error", title: message, description };
}

/** A refusal as a toast (errorToast), with the AppError's status and headers (Retry-After). */
export async function dataWithErrorToast<T>(value: T, error: AppError, title?: string) {
  return dataWithToast(value, errorToast(error, title), { status: error.status, headers: error.headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const raw = await toastCookie().parse(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(raw);
  if (!parsed.success) return { toast: null, headers: null };
  return {
    toast: parsed.data,
    headers: new Headers({ "Set-Cookie": await toastCookie().serialize("", { maxAge: 0 }) }),
  };
}

export function mergeHeaders(...sources: Array<HeadersInit | null | undefined>): Headers {
  const merged = new Headers();
  for (const source of sources) {
    if (!source) continue;
    for (const [key, value] of new Headers(source).entries()) merged.append(key, value);
  }
  return merged;
}
