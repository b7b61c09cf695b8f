import { listReferenceUses } from "~/db/queries/billing.server";
import { activeUntilText, listPageHref, parseListPage } from "~/domain/admin-billing";
import { otherOrganizationsUsing } from "~/domain/billing-review";
import type { ListPage } from "~/domain/paging";
import { z } from "~/lib/zod";
import { loadAdminList } from "../admin-list.server";
import { formAction } from "../form-action.server";
import { parseIntent } from "../intent.server";
import { redirectWithToast } from "../toast.server";
import type { BillingAdmin } from "./admin-billing.server";

/**
 * The two review screens, Payment Requests and Subscriptions (spec §2), are one shape: a page of requests, and
 * Approve or Reject on a row, answered with a toast back on the same page. Each route supplies what differs:
 * its list, its two writes and its texts.
 */
export type BillingReview<Row> = {
  path: string;
  /** What the list holds, for the logs ("payment requests"). */
  what: string;
  /** One row, for the answer to a malformed request ("payment request"). */
  subject: string;
  list: (page: number) => Promise<ListPage<Row>>;
  approve: (admin: BillingAdmin, id: string) => Promise<{ ok: true; activeUntil: string } | { ok: false }>;
  reject: (admin: BillingAdmin, id: string) => Promise<{ ok: boolean }>;
  text: {
    approved: string;
    rejected: string;
    errorTitle: string;
    approveError: string;
    rejectError: string;
  };
};

const ReviewIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: z.uuid() }),
  z.object({ intent: z.literal("reject"), id: z.uuid() }),
]);

/** A row under review, with the other organizations that have used its reference too (none: empty). */
export type FlaggedRow<Row> = Row & { referenceAlsoUsedBy: string[] };

/**
 * The page's rows flagged where their reference was used by another organization too (a transfer claimed
 * twice), read for the whole page in one query.
 */
export async function flagSharedReferences<Row>(
  list: ListPage<Row>,
  referenceOf: (row: Row) => { organizationId: string; reference: string },
): Promise<ListPage<FlaggedRow<Row>>> {
  const uses = await listReferenceUses(list.items.map((row) => referenceOf(row).reference));
  return {
    ...list,
    items: list.items.map((row) => ({
      ...row,
      referenceAlsoUsedBy: otherOrganizationsUsing(referenceOf(row), uses),
    })),
  };
}

/** The page of the list the address asks for (the admin is checked by the route first). */
export function loadBillingReview<Row>(request: Request, review: BillingReview<Row>) {
  const page = parseListPage(new URL(request.url).searchParams);
  return loadAdminList(review.what, () => review.list(page));
}

/**
 * Approve or Reject a row, then back to the page the admin was on with a toast. Gone or reviewed meanwhile
 * (another admin), nothing to activate, or a failure of ours: said, and nothing changed.
 */
export async function reviewBilling<Row>(request: Request, admin: BillingAdmin, review: BillingReview<Row>) {
  const back = listPageHref(review.path, parseListPage(new URL(request.url).searchParams));
  const failed = (intent: "approve" | "reject" | undefined) => ({
    title: review.text.errorTitle,
    description: intent === "approve" ? review.text.approveError : review.text.rejectError,
  });
  return formAction(
    request,
    {
      read: async (request) => (await parseIntent(request, ReviewIntentSchema, review.subject)).intent,
      name: (parsed) => `${review.what}: ${parsed?.intent ?? "review"}`,
      failure: (parsed) => failed(parsed?.intent),
      answer: ({ toast }) => redirectWithToast(back, toast),
    },
    async ({ intent, id }) => {
      if (intent === "approve") {
        const result = await review.approve(admin, id);
        if (result.ok) {
          return redirectWithToast(back, {
            type: "success",
            title: review.text.approved,
            description: activeUntilText(result.activeUntil),
          });
        }
      } else if ((await review.reject(admin, id)).ok) {
        return redirectWithToast(back, { type: "success", title: review.text.rejected });
      }
      return redirectWithToast(back, { type: "error", ...failed(intent) });
    },
  );
}
