import { data } from "react-router";
import { FollowLinkPage } from "~/components/follow/follow-link-page";
import { FOLLOW_MESSAGES, followLinkText } from "~/domain/follow";
import { confirmFollow } from "~/services/follow/confirm-follow.server";
import { followLinkSubject } from "~/services/follow/follow-link-subject.server";
import { formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import type { Route } from "./+types/follow-confirm";

export const meta = () => [
  { title: "Confirm follow | UgandaImpact" },
  { name: "robots", content: "noindex" },
];

const HOME = { to: "/", label: "Go to the home page" };

/**
 * The double opt-in link's page names what is followed (issue 36 item 8), read without using the link; a link
 * that is not valid any more says so at once, without a button.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const subject = await followLinkSubject(new URL(request.url).searchParams.get("token"), "confirm");
  return {
    ...followLinkText("confirm", subject),
    invalid: subject
      ? null
      : { ok: false, title: FOLLOW_MESSAGES.confirmFailed, description: FOLLOW_MESSAGES.confirmFailedDetail },
  };
}

/** The button confirms (a POST with the link's token). */
export async function action({ request }: Route.ActionArgs) {
  return formAction(
    request,
    {
      read: requireFormBody,
      answer: ({ toast, init }) =>
        data({ ok: false, title: toast.title, description: toast.description ?? "", back: HOME }, init),
    },
    async () => {
      const token = new URL(request.url).searchParams.get("token");
      const result = await confirmFollow(token);
      if (!result.ok) {
        return data(
          {
            ok: false,
            title: FOLLOW_MESSAGES.confirmFailed,
            description: FOLLOW_MESSAGES.confirmFailedDetail,
            back: HOME,
          },
          { status: 400 },
        );
      }
      const back =
        result.target.kind === "project"
          ? { to: `/projects/${result.target.id}`, label: "Back to the project" }
          : {
              to: `/organizations/${encodeURIComponent(result.target.id)}`,
              label: "Back to the organization",
            };
      return {
        ok: true,
        title: FOLLOW_MESSAGES.confirmed,
        description: `You will get an email when ${result.name} posts a new update. Every mail has a link to unsubscribe.`,
        back,
      };
    },
  );
}

export default function FollowConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FollowLinkPage
      title={loaderData.title}
      intro={loaderData.intro}
      button="Confirm and follow"
      pendingLabel="Confirming…"
      outcome={actionData ?? loaderData.invalid}
      back={actionData?.back ?? HOME}
    />
  );
}
