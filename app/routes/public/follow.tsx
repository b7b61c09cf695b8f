import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { FOLLOW_MESSAGES, FollowFormSchema, type FollowTarget, mailboxKey } from "~/domain/follow";
import { isUuid } from "~/domain/uuid";
import { requestFollow } from "~/services/follow/request-follow.server";
import { formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import { resourceNotFound } from "~/services/http.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/follow";

/**
 * POST /follow (the Follow form of a project or organization page): email, kind and id. Mails a confirmation
 * link (double opt-in) and goes back to the page with a toast that says the same whoever the address is.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    request,
    {
      read: async (request) => {
        const form = await requireFormBody(request);
        const target = followTarget(form);
        const back =
          target &&
          (target.kind === "project"
            ? `/projects/${target.id}`
            : `/organizations/${encodeURIComponent(target.id)}`);
        return { form, target, back };
      },
      title: FOLLOW_MESSAGES.error,
      answer: ({ toast, input }) => redirectWithToast(input?.back ?? "/", toast),
    },
    async ({ form, target, back }) => {
      if (!target || !back) return resourceNotFound();
      const submission = parseWithZod(form, { schema: FollowFormSchema });
      if (submission.status !== "success") {
        return redirectWithToast(back, {
          type: "error",
          title: FOLLOW_MESSAGES.error,
          description: FOLLOW_MESSAGES.email,
        });
      }
      const email = submission.value.email.toLowerCase();
      const limited =
        (await consumeRateLimit("follow-ip", context.clientIp)) ??
        (await consumeRateLimit("follow-email", mailboxKey(email)));
      if (limited) throw limited;
      const result = await requestFollow({ target, email });
      if (!result.ok) return resourceNotFound();
      return redirectWithToast(back, {
        type: "success",
        title: FOLLOW_MESSAGES.sent,
        description: FOLLOW_MESSAGES.sentDetail,
      });
    },
  );
}

/** What the form asks to follow: a project (its id) or an organization (its name); anything else is none. */
function followTarget(form: FormData): FollowTarget | null {
  const kind = String(form.get("kind") ?? "");
  const id = String(form.get("id") ?? "").trim();
  return kind === "project" && isUuid(id)
    ? { kind: "project", id: id.toLowerCase() }
    : kind === "organization" && id.length > 0 && id.length <= 64
      ? { kind: "organization", id }
      : null;
}

export function loader() {
  return redirect("/");
}
