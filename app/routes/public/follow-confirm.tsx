import { data } from "react-router";
import { FollowLinkPage } from "~/components/follow/follow-link-page";
import { FOLLOW_MESSAGES } from "~/domain/follow";
import { confirmFollow } from "~/services/follow/confirm-follow.server";
import { formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import type { Route } from "./+types/follow-confirm";

export const meta = () => [
  { title: "Confirm follow | UgandaImpact" },
  { name: "robots", content: "noindex" },
];

/** The double opt-in link's page: the button confirms (a POST with the link's token). */
export async function action({ request }: Route.ActionArgs) {
  const home = { to: "/", label: "Go to the home page" };
  return formAction(
    request,
    {
      read: requireFormBody,
      answer: ({ toast, init }) =>
        data({ ok: false, title: toast.title, description: toast.description ?? "", back: home }, init),
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
            back: home,
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

export default function FollowConfirmRoute({ actionData }: Route.ComponentProps) {
  return (
    <FollowLinkPage
      title="Confirm that you want to follow"
      intro="Press the button to confirm. We then email you when a new update is posted; every mail has a one-click unsubscribe link."
      button="Confirm and follow"
      pendingLabel="Confirming…"
      outcome={actionData ?? null}
      back={actionData?.back ?? { to: "/", label: "Go to the home page" }}
    />
  );
}
