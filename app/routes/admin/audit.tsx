import { data } from "react-router";
import { AdminListBody, AdminPageHeader } from "~/components/admin/admin-table";
import { AuditTable } from "~/components/admin/audit-table";
import { listAuditLog } from "~/db/queries/audit.server";
import { listPageHref, parseListPage } from "~/domain/admin-billing";
import { AUDIT_LOG_TEXT } from "~/domain/audit-log";
import { loadAdminList } from "~/services/admin-list.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/audit";

export const meta = () => [{ title: "Audit Log | UgandaImpact" }];

const PATH = "/admin/audit";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = parseListPage(new URL(request.url).searchParams);
  return loadAdminList("the audit log", () => listAuditLog({ page }));
}

/** The log is only read: admins get 405, anyone else the guard's answer. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return data({ error: "The audit log cannot be changed" }, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <AdminPageHeader title={AUDIT_LOG_TEXT.title} lead={AUDIT_LOG_TEXT.lead} />
      <AdminListBody
        list={loaderData.list}
        loadError={AUDIT_LOG_TEXT.loadError}
        empty={AUDIT_LOG_TEXT.empty}
        hrefFor={(page) => listPageHref(PATH, page)}
      >
        {(page) => <AuditTable rows={page.items} />}
      </AdminListBody>
    </div>
  );
}
