import { data, useRouteLoaderData } from "react-router";
import { AdminListBody, AdminPageHeader } from "~/components/admin/admin-table";
import { FilterTabs } from "~/components/admin/billing-review";
import { PaymentsTable } from "~/components/admin/payments-table";
import { PAYMENTS_TEXT } from "~/domain/admin-billing";
import { emptyQueueText, paymentsHref, REQUEST_STATUS_TABS } from "~/domain/billing-review";
import { loadPaymentQueue } from "~/services/payments/billing-review.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/payments";
import type { loader as adminLayoutLoader } from "./layout";

export const meta = () => [{ title: "Payment Requests | UgandaImpact" }];

/** The review queue (issue 34): the requests in one status (to review by default), a page at a time. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPaymentQueue(request);
}

/** A list only: requests are decided on their own panel (/admin/payments/:id). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return data({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function AdminPaymentsPage({ loaderData }: Route.ComponentProps) {
  const { list, status } = loaderData;
  // The counts per status are read once, by the admin layout (kept current by the live feed).
  const counts = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.reviewQueue?.requests;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  return (
    <div className="space-y-6">
      <AdminPageHeader title={PAYMENTS_TEXT.title} lead={PAYMENTS_TEXT.lead} />
      <FilterTabs
        label={PAYMENTS_TEXT.filterLabel}
        tabs={REQUEST_STATUS_TABS.map((tab) => ({
          href: paymentsHref(tab.value),
          label: tab.label,
          count: tab.value === "all" ? total : counts?.[tab.value],
          current: tab.value === status,
        }))}
      />
      <AdminListBody
        list={list}
        loadError={PAYMENTS_TEXT.loadError}
        empty={emptyQueueText(status)}
        hrefFor={(page) => paymentsHref(status, page)}
      >
        {(page) => <PaymentsTable rows={page.items} />}
      </AdminListBody>
    </div>
  );
}
