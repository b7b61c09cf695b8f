import { BillingReviewPage } from "~/components/admin/billing-review";
import { SubscriptionsTable } from "~/components/admin/subscriptions-table";
import { listSubscriptions } from "~/db/queries/billing.server";
import { rejectSubscriptionWarning, SUBSCRIPTIONS_TEXT, type SubscriptionRow } from "~/domain/admin-billing";
import { APPROVE_CONFIRM_TEXT, approveWarning } from "~/domain/billing-review";
import { approveSubscription } from "~/services/payments/approve-subscription.server";
import {
  type BillingReview,
  type FlaggedRow,
  flagSharedReferences,
  loadBillingReview,
  reviewBilling,
} from "~/services/payments/billing-review.server";
import { rejectSubscription } from "~/services/payments/reject-subscription.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/subscriptions";

export const meta = () => [{ title: "Subscriptions | UgandaImpact" }];

const PATH = "/admin/subscriptions";

const SUBSCRIPTION_REVIEW: BillingReview<FlaggedRow<SubscriptionRow>> = {
  path: PATH,
  what: "subscription requests",
  subject: "subscription",
  list: async (page) =>
    flagSharedReferences(await listSubscriptions({ page }), (row) => ({
      organizationId: row.organizationId,
      reference: row.paymentReference,
    })),
  approve: (admin, id) => approveSubscription({ admin, subscriptionId: id }),
  reject: (admin, id) => rejectSubscription({ admin, subscriptionId: id }),
  text: SUBSCRIPTIONS_TEXT,
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadBillingReview(request, SUBSCRIPTION_REVIEW);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return reviewBilling(request, admin, SUBSCRIPTION_REVIEW);
}

export default function AdminSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <BillingReviewPage
      path={PATH}
      text={SUBSCRIPTIONS_TEXT}
      list={loaderData.list}
      approveTitle={APPROVE_CONFIRM_TEXT.subscriptionTitle}
      approveWarning={(row) => approveWarning(row.organizationName, row.paymentReference)}
      rejectWarning={(row) => rejectSubscriptionWarning(row.organizationName, row.paymentReference)}
      table={(rows, confirm) => <SubscriptionsTable rows={rows} confirm={confirm} />}
    />
  );
}
