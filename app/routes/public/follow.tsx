import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { FOLLOW_MESSAGES, FollowFormSchema, type FollowTarget } from "~/domain/follow";
import { isUuid } from "~/domain/uuid";
import { requestFollow } from "~/services/follow/request-follow.server";
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
  const form = await requireFormBody(request);
  const kind = String(form.get("kind") ?? "");
  const id = String(form.get("id") ?? "").trim();
  const target: FollowTarget | null =
    kind === "project" && isUuid(id)
      ? { kind: "project", id: id.toLowerCase() }
      : kind === "organization" && id.length > 0 && id.length <= 64
        ? { kind: "organization", id }
        : null;
  if (!target) return resourceNotFound();
  const back =
    target.kind === "project" ? `/projects/${target.id}` : `/organizations/${encodeURIComponent(target.id)}`;

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
    (await consumeRateLimit("follow-email", email));
  if (limited) {
    const { title, description } = limited.userMessage;
    return redirectWithToast(back, {
      type: "error",
      title: FOLLOW_MESSAGES.error,
      description: description ? `${title} ${description}` : title,
    });
  }
  const result = await requestFollow({ target, email });
  if (!result.ok) return resourceNotFound();
  return redirectWithToast(back, {
    type: "success",
    title: FOLLOW_MESSAGES.sent,
    description: FOLLOW_MESSAGES.sentDetail,
  });
}

export function loader() {
  return redirect("/");
}
