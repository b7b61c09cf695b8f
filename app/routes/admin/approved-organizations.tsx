import { data } from "react-router";
import {
  AdminPageHeader,
  cellClass,
  EmptyList,
  ListLoadError,
  ScrollTable,
  Th,
} from "~/components/admin/admin-table";
import {
  ProjectsPagination,
  RESULTS_ID,
  useScrollToResultsOnPageChange,
} from "~/components/projects/projects-pagination";
import { Badge } from "~/components/ui/badge";
import { getDb } from "~/db/client.server";
import { listApprovedOrganizations } from "~/db/queries/billing.server";
import { kampalaToday } from "~/db/queries/subscriptions.server";
import {
  expiryStatus,
  expiryStatusText,
  listPageHref,
  parseListPage,
  APPROVED_ORGANIZATIONS_TEXT as TEXT,
} from "~/domain/admin-billing";
import { formatAdminDate } from "~/domain/dates";
import { logger } from "~/services/logger.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/approved-organizations";

export const meta = () => [{ title: "Approved Organizations | UgandaImpact" }];

const PATH = "/admin/approved-organizations";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = parseListPage(new URL(request.url).searchParams);
  // The day the statuses are counted from (Kampala), the same for the server's and the browser's render.
  const today = kampalaToday();
  try {
    return { organizations: await listApprovedOrganizations(getDb(), { page }), today, loadError: false };
  } catch (error) {
    logger.error({ err: error }, "could not load approved organizations");
    return data({ organizations: null, today, loadError: true }, { status: 503 });
  }
}

/** A read-only screen: admins only, and nothing to write here. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return data({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "GET, HEAD" } });
}

const STATUS_TONE = { "no-expiry": "grey", expired: "red", active: "green" } as const;

export default function ApprovedOrganizationsPage({ loaderData }: Route.ComponentProps) {
  const { organizations, today, loadError } = loaderData;
  useScrollToResultsOnPageChange();
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={TEXT.title}
        lead={TEXT.lead}
        badge={
          organizations ? (
            <Badge tone="green">
              {organizations.total}
              <span className="sr-only"> approved organizations</span>
            </Badge>
          ) : null
        }
      />
      {loadError || !organizations ? (
        <ListLoadError message={TEXT.loadError} />
      ) : organizations.items.length === 0 ? (
        <EmptyList message={TEXT.empty} />
      ) : (
        <>
          <ScrollTable
            id={RESULTS_ID}
            label={TEXT.tableLabel}
            minWidth="min-w-[46rem]"
            head={
              <>
                <Th>Name</Th>
                <Th>Type</Th>
                <Th>Joined</Th>
                <Th>Expiry date</Th>
                <Th>Status</Th>
              </>
            }
          >
            {organizations.items.map((row) => {
              const status = expiryStatus(row.endDate, today);
              return (
                <tr key={row.id} className="border-t border-default">
                  <th scope="row" className={`${cellClass} font-medium`}>
                    {row.name}
                  </th>
                  <td className={cellClass}>
                    {row.organizationType || (
                      <span className="text-muted">
                        <span aria-hidden>—</span>
                        <span className="sr-only">Not specified</span>
                      </span>
                    )}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatAdminDate(row.createdAt)}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {row.endDate ? formatAdminDate(row.endDate) : TEXT.noExpiry}
                  </td>
                  <td className={cellClass}>
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge tone={STATUS_TONE[status.kind]}>{expiryStatusText(status)}</Badge>
                      {status.kind === "active" && status.expiringSoon ? (
                        <Badge tone="amber">{TEXT.expiringSoon}</Badge>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </ScrollTable>
          <ProjectsPagination
            page={organizations.page}
            pageCount={organizations.pageCount}
            hrefFor={(page) => listPageHref(PATH, page)}
          />
        </>
      )}
    </div>
  );
}
