import { data } from "react-router";
import { AdminPageHeader, EmptyList, ListLoadError } from "~/components/admin/admin-table";
import { AuditTable } from "~/components/admin/audit-table";
import {
  ProjectsPagination,
  useScrollToResultsOnPageChange,
} from "~/components/projects/projects-pagination";
import { getDb } from "~/db/client.server";
import { listAuditLog } from "~/db/queries/audit.server";
import { listPageHref, parseListPage } from "~/domain/admin-billing";
import { AUDIT_LOG_TEXT } from "~/domain/audit-log";
import { logger } from "~/services/logger.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/audit";

export const meta = () => [{ title: "Audit Log | UgandaImpact" }];

const PATH = "/admin/audit";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = parseListPage(new URL(request.url).searchParams);
  try {
    return { entries: await listAuditLog(getDb(), { page }), loadError: false };
  } catch (error) {
    logger.error({ err: error }, "could not load the audit log");
    return data({ entries: null, loadError: true }, { status: 503 });
  }
}

/** The log is only read: admins get 405, anyone else the guard's answer. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return data({ error: "The audit log cannot be changed" }, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { entries, loadError } = loaderData;
  useScrollToResultsOnPageChange();
  return (
    <div className="space-y-6">
      <AdminPageHeader title={AUDIT_LOG_TEXT.title} lead={AUDIT_LOG_TEXT.lead} />
      {loadError || !entries ? (
        <ListLoadError message={AUDIT_LOG_TEXT.loadError} />
      ) : entries.items.length === 0 ? (
        <EmptyList message={AUDIT_LOG_TEXT.empty} />
      ) : (
        <>
          <AuditTable rows={entries.items} />
          <ProjectsPagination
            page={entries.page}
            pageCount={entries.pageCount}
            hrefFor={(page) => listPageHref(PATH, page)}
          />
        </>
      )}
    </div>
  );
}
