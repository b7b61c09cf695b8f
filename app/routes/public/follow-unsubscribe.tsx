import { data } from "react-router";
import { FollowLinkPage } from "~/components/follow/follow-link-page";
import { FOLLOW_MESSAGES, followLinkText } from "~/domain/follow";
import { followLinkSubject } from "~/services/follow/follow-link-subject.server";
import { unsubscribe } from "~/services/follow/unsubscribe.server";
import { formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import type { Route } from "./+types/follow-unsubscribe";

export const meta = () => [{ title: "Unsubscribe | UgandaImpact" }, { name: "robots", content: "noindex" }];

/**
 * The unsubscribe link's page names what the mails are about (issue 36 item 8), read without using the link; a
 * link that is not valid any more says so at once, without a button.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const subject = await followLinkSubject(new URL(request.url).searchParams.get("token"), "unsubscribe");
  return {
    ...followLinkText("unsubscribe", subject),
    invalid: subject
      ? null
      : {
          ok: false,
          title: FOLLOW_MESSAGES.unsubscribeFailed,
          description: FOLLOW_MESSAGES.unsubscribeFailedDetail,
        },
  };
}

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

export default function FollowUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FollowLinkPage
      title={loaderData.title}
      intro={loaderData.intro}
      button="Unsubscribe"
      pendingLabel="Unsubscribing…"
      outcome={actionData ?? loaderData.invalid}
      back={{ to: "/", label: "Go to the home page" }}
    />
  );
}
