import { AUTH_MESSAGES, loginUrlFor } from "~/domain/auth";
import { mayActInOrganization, type OrganizationAction } from "~/domain/authorization";
import { AppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { throwAppError } from "~/services/http.server";
import { getSessionUser, type SessionUser } from "./auth.server";
import { redirectWithToast } from "./toast.server";

/**
 * The one permission module. Every loader and action under /dashboard and /admin opens with one of these
 * guards: a layout's loader alone protects nothing, since child loaders and actions run on their own.
 */

function originPath(request: Request): string {
  const url = new URL(request.url);
  // Single-fetch data requests end in .data; the page the visitor wanted is the path without it.
  const pathname = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
  url.searchParams.delete("_routes");
  const search = request.method === "GET" ? url.search : "";
  return `${pathname}${search}`;
}

/** The signed-in user, or a redirect to /login that remembers where the visitor was going. */
export async function requireUser(request: Request): Promise<SessionUser> {
  let user: SessionUser | null;
  try {
    user = await getSessionUser(request);
  } catch (error) {
    logger.error({ err: error }, "session check failed");
    throw await redirectWithToast(loginUrlFor(originPath(request)), {
      type: "error",
      title: AUTH_MESSAGES.authError,
      description: AUTH_MESSAGES.authErrorDetail,
    });
  }
  if (!user) {
    throw await redirectWithToast(loginUrlFor(originPath(request)), {
      type: "error",
      title: AUTH_MESSAGES.authRequired,
      description: AUTH_MESSAGES.authRequiredDetail,
    });
  }
  return user;
}

/**
 * An administrator, else: pages (GET) go to /dashboard with Access Denied; any other request (a crafted
 * POST to an admin action) is answered 403 before anything changes.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.isAdmin) return user;
  if (request.method === "GET" || request.method === "HEAD") {
    throw await redirectWithToast("/dashboard", {
      type: "error",
      title: AUTH_MESSAGES.accessDenied,
      description: AUTH_MESSAGES.accessDeniedDetail,
    });
  }
  throwAppError(new AppError("FORBIDDEN", AUTH_MESSAGES.accessDeniedDetail));
}

/** The signed-in member's user, narrowed to one who belongs to an organization. */
export type MemberUser = SessionUser & { organizationId: string; role: NonNullable<SessionUser["role"]> };

/**
 * A member of an organization whose role allows `action` there (domain/authorization.ts,
 * ORGANIZATION_PERMISSIONS), else: pages (GET) go to /dashboard with Access Denied; any other request is
 * answered 403 before anything changes. An administrator is held to the same rule in their own organization:
 * admin rights act through the admin area.
 */
export async function requireOrganizationAction(
  request: Request,
  action: OrganizationAction,
): Promise<MemberUser> {
  return assertOrganizationAction(request, await requireUser(request), action);
}

/** requireOrganizationAction for a user the route has already read (a page with an administrator's path). */
export async function assertOrganizationAction(
  request: Request,
  user: SessionUser,
  action: OrganizationAction,
): Promise<MemberUser> {
  if (mayActInOrganization(user, action)) return user as MemberUser;
  if (request.method === "GET" || request.method === "HEAD") {
    throw await redirectWithToast("/dashboard", {
      type: "error",
      title: AUTH_MESSAGES.accessDenied,
      description: AUTH_MESSAGES.accessDeniedDetail,
    });
  }
  throwAppError(new AppError("FORBIDDEN", AUTH_MESSAGES.accessDeniedDetail));
}

/** Null for visitors; the signed-in user otherwise (pages that work both ways). */
export async function getOptionalUser(request: Request): Promise<SessionUser | null> {
  try {
    return await getSessionUser(request);
  } catch (error) {
    logger.error({ err: error }, "session check failed");
    return null;
  }
}
