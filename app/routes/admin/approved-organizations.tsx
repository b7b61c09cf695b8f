import { data } from "react-router";
import { AdminListBody, AdminPageHeader } from "~/components/admin/admin-table";
import { ApprovedOrganizationsTable } from "~/components/admin/approved-organizations-table";
import { Badge } from "~/components/ui/badge";
import { listPageHref, APPROVED_ORGANIZATIONS_TEXT as TEXT } from "~/domain/admin-billing";
import { APPROVED_ORGANIZATIONS_PATH as PATH } from "~/domain/billing-review";
import { loadSubscribedOrganizations } from "~/services/payments/billing-review.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/approved-organizations";

export const meta = () => [{ title: "Approved Organizations | UgandaImpact" }];

/**
 * The organizations subscribed today: the Subscriptions query (the one SQL rule of the state) narrowed to
 * active and expiring, so an organization reads the same on both pages.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadSubscribedOrganizations(request, ["active", "expiring"]);
}

/** A read-only screen: admins only, and nothing to write here. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return data({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function ApprovedOrganizationsPage({ loaderData }: Route.ComponentProps) {
  const { list, today } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={TEXT.title}
        lead={TEXT.lead}
        badge={
          list ? (
            <Badge tone="green">
              {list.total}
              <span className="sr-only"> approved organizations</span>
            </Badge>
          ) : null
        }
      />
      <AdminListBody
        list={list}
        loadError={TEXT.loadError}
        empty={TEXT.empty}
        hrefFor={(page) => listPageHref(PATH, page)}
      >
        {(page) => <ApprovedOrganizationsTable rows={page.items} today={today} />}
      </AdminListBody>
    </div>
  );
}
