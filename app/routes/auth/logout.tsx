import { redirect } from "react-router";
import { AUTH_MESSAGES } from "~/domain/auth";
import { logger } from "~/lib/logger.server";
import { signOutEverywhere } from "~/services/auth.server";
import { requireFormBody } from "~/services/form-body.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/logout";

/** A visit (GET) never logs out: links and prefetches must not end a session. */
export const loader = () => redirect("/");

/** Ends every session of the user (all devices, spec §7 "sign out (global)") and goes home. */
export async function action({ request }: Route.ActionArgs) {
  await requireFormBody(request);
  try {
    const headers = await signOutEverywhere(request);
    return redirectWithToast("/", { type: "success", title: AUTH_MESSAGES.loggedOut }, { headers });
  } catch (error) {
    logger.error({ err: error }, "logout failed");
    return redirectWithToast("/", {
      type: "error",
      title: AUTH_MESSAGES.logoutError,
      description: AUTH_MESSAGES.logoutErrorDetail,
    });
  }
}
