import { data } from "react-router";
import { FollowLinkPage } from "~/components/follow/follow-link-page";
import { FOLLOW_MESSAGES } from "~/domain/follow";
import { unsubscribe } from "~/services/follow/unsubscribe.server";
import { formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import type { Route } from "./+types/follow-unsubscribe";

export const meta = () => [{ title: "Unsubscribe | UgandaImpact" }, { name: "robots", content: "noindex" }];

/**
 * The unsubscribe link of a follower mail. A POST unsubscribes: the page's button, or a mail program's
 * one-click request (RFC 8058: `List-Unsubscribe=One-Click` posted to the same URL, no page needed).
 */
export async function action({ request }: Route.ActionArgs) {
  return formAction(
    request,
    {
      read: requireFormBody,
      answer: ({ toast, init }) =>
        data({ ok: false, title: toast.title, description: toast.description ?? "" }, init),
    },
    async () => {
      const token = new URL(request.url).searchParams.get("token");
      const result = await unsubscribe(token);
      if (!result.ok) {
        return data(
          {
            ok: false,
            title: FOLLOW_MESSAGES.unsubscribeFailed,
            description: FOLLOW_MESSAGES.unsubscribeFailedDetail,
          },
          { status: 400 },
        );
      }
      return {
        ok: true,
        title: FOLLOW_MESSAGES.unsubscribed,
        description: FOLLOW_MESSAGES.unsubscribedDetail,
      };
    },
  );
}

export default function FollowUnsubscribeRoute({ actionData }: Route.ComponentProps) {
  return (
    <FollowLinkPage
      title="Unsubscribe from these emails"
      intro="Press the button and we stop mailing you about it at once, and delete your address."
      button="Unsubscribe"
      pendingLabel="Unsubscribing…"
      outcome={actionData ?? null}
      back={{ to: "/", label: "Go to the home page" }}
    />
  );
}
