import { redirect } from "react-router";
import { AUTH_MESSAGES } from "~/domain/auth";
import { signOutEverywhere } from "~/services/auth.server";
import { formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/logout";

/** A visit (GET) never logs out: links and prefetches must not end a session. */
export const loader = () => redirect("/");

/** Ends every session of the user (all devices, spec §7 "sign out (global)") and goes home. */
export async function action({ request }: Route.ActionArgs) {
  return formAction(
    request,
    {
      read: requireFormBody,
      name: "logout",
      failure: { title: AUTH_MESSAGES.logoutError, description: AUTH_MESSAGES.logoutErrorDetail },
      answer: ({ toast }) => redirectWithToast("/", toast),
    },
    async () => {
      const headers = await signOutEverywhere(request);
      return redirectWithToast("/", { type: "success", title: AUTH_MESSAGES.loggedOut }, { headers });
    },
  );
}
