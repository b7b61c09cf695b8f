import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { FOLLOW_MESSAGES, FollowFormSchema, type FollowTarget, mailboxKey } from "~/domain/follow";
import { isUuid } from "~/domain/uuid";
import { requestFollow } from "~/services/follow/request-follow.server";
import { formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import { resourceNotFound } from "~/services/http.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/follow";

/**
 * POST /follow (the Follow form of a project or organization page): email, kind and id. Mails a confirmation
 * link (double opt-in) with a toast that says the same whoever the address is. The form's script (a fetcher)
 * gets its answer in place: a bad address as the field's message, to show under the field (issue 36 item 8);
 * a form sent without script goes back to the page with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const script = fromScript(request);
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
      answer: ({ toast, init, input }) =>
        script
          ? dataWithToast({ ok: false as const }, toast, init)
          : redirectWithToast(input?.back ?? "/", toast),
    },
    async ({ form, target, back }) => {
      if (!target || !back) return resourceNotFound();
      const submission = parseWithZod(form, { schema: FollowFormSchema });
      if (submission.status !== "success") {
        // Said under the field; no toast repeats it.
        if (script) return data({ ok: false as const, error: FOLLOW_MESSAGES.email }, { status: 400 });
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
      const sent = {
        type: "success" as const,
        title: FOLLOW_MESSAGES.sent,
        description: FOLLOW_MESSAGES.sentDetail,
      };
      return script ? dataWithToast({ ok: true as const }, sent) : redirectWithToast(back, sent);
    },
  );
}

/**
 * Whether the form's script sent the request (its fetcher), not the browser's own form post: browsers say
 * which in Sec-Fetch-Mode ("navigate" for a form post); without the header it is read as a form post.
 */
function fromScript(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  return mode !== null && mode !== "navigate";
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
