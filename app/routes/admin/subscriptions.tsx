import { data, useRouteLoaderData } from "react-router";
import { AdminListBody, AdminPageHeader } from "~/components/admin/admin-table";
import { FilterTabs } from "~/components/admin/billing-review";
import { SubscriptionsTable } from "~/components/admin/subscriptions-table";
import { SUBSCRIPTIONS_TEXT as TEXT } from "~/domain/admin-billing";
import { subscriptionsHref } from "~/domain/billing-review";
import { SUBSCRIPTION_STATE_LABELS, SUBSCRIPTION_STATES } from "~/domain/subscription-lifecycle";
import { loadSubscribedOrganizations } from "~/services/payments/billing-review.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/subscriptions";
import type { loader as adminLayoutLoader } from "./layout";

export const meta = () => [{ title: "Subscriptions | UgandaImpact" }];

/** Every organization ever approved, by its subscription state today (?state= narrows to one). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadSubscribedOrganizations(request, null);
}

/** A read-only screen: admins only, and nothing to write here (requests are decided on their own panel). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return data({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function AdminSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const { list, state, today } = loaderData;
  // The counts per state are read once, by the admin layout (the same query as /admin's).
  const counts =
    useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.reviewQueue?.organizations;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  return (
    <div className="space-y-6">
      <AdminPageHeader title={TEXT.title} lead={TEXT.lead} />
      <FilterTabs
        label={TEXT.filterLabel}
        tabs={[
          { href: subscriptionsHref(null), label: TEXT.all, count: total, current: state === null },
          ...SUBSCRIPTION_STATES.map((value) => ({
            href: subscriptionsHref(value),
            label: SUBSCRIPTION_STATE_LABELS[value],
            count: counts?.[value],
            current: state === value,
          })),
        ]}
      />
      <AdminListBody
        list={list}
        loadError={TEXT.loadError}
        empty={TEXT.empty}
        hrefFor={(page) => subscriptionsHref(state, page)}
      >
        {(page) => <SubscriptionsTable rows={page.items} today={today} />}
      </AdminListBody>
    </div>
  );
}
