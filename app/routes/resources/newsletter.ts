import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { NEWSLETTER_MESSAGES, NewsletterSchema } from "~/domain/newsletter";
import { formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import { subscribeToNewsletter } from "~/services/newsletter.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { dataWithToast } from "~/services/toast.server";
import type { Route } from "./+types/newsletter";

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    request,
    {
      read: async (request) => parseWithZod(await requireFormBody(request), { schema: NewsletterSchema }),
      answer: ({ toast, init }) => dataWithToast({ ok: false as const }, toast, init),
    },
    async (submission) => {
      if (submission.status !== "success") {
        // The message goes back for the field, shown under it; no toast repeats it.
        const error: string = submission.error?.email?.[0] ?? NEWSLETTER_MESSAGES.invalid;
        return data({ ok: false as const, error }, { status: 400 });
      }
      const limited = await consumeRateLimit("newsletter", context.clientIp);
      if (limited) throw limited;
      const { email } = submission.value;
      const added = await subscribeToNewsletter(email);
      return added
        ? dataWithToast(
            { ok: true as const },
            {
              type: "success",
              title: NEWSLETTER_MESSAGES.subscribed,
              description: NEWSLETTER_MESSAGES.subscribedDetail.replace("{email}", email),
            },
          )
        : dataWithToast(
            { ok: false as const },
            {
              type: "info",
              title: NEWSLETTER_MESSAGES.duplicate,
              description: NEWSLETTER_MESSAGES.duplicateDetail.replace("{email}", email),
            },
          );
    },
  );
}

export function loader() {
  return data(null, { status: 405 });
}
