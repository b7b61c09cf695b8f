import { ConfirmForm, cellClass, ScrollTable, Th } from "~/components/admin/admin-table";
import { RESULTS_ID } from "~/components/projects/projects-pagination";
import { Badge } from "~/components/ui/badge";
import { ADMIN_USERS_TEXT, type AdminUserRow, adminRowAction } from "~/domain/admin-users";
import { formatAdminDate } from "~/domain/dates";

/**
 * The administrators (spec §2 Settings): email and the day the rights were given, newest first. Remove (with
 * its confirmation) is offered on other people's rows given by hand; one's own row says "You", and rights from
 * ADMIN_EMAILS say so (they are changed in that setting).
 */
export function AdminUsersTable({
  rows,
  currentUserId,
  onRemove,
}: {
  rows: AdminUserRow[];
  currentUserId: string;
  onRemove: (row: AdminUserRow) => void;
}) {
  return (
    <ScrollTable
      id={RESULTS_ID}
      label={ADMIN_USERS_TEXT.tableLabel}
      minWidth="min-w-[34rem]"
      head={
        <>
          <Th>Email</Th>
          <Th>Added on</Th>
          <Th className="text-right">Actions</Th>
        </>
      }
    >
      {rows.map((row) => {
        const offer = adminRowAction(row, currentUserId);
        return (
          <tr key={row.id} className="border-t border-default">
            <th scope="row" className={`${cellClass} font-medium`}>
              <span className="break-all">{row.email}</span>
              {offer === "self" ? (
                <Badge tone="blue" className="ml-2">
                  {ADMIN_USERS_TEXT.you}
                </Badge>
              ) : null}
              {row.source === "config" ? (
                <Badge tone="grey" className="ml-2">
                  {ADMIN_USERS_TEXT.configured}
                </Badge>
              ) : null}
            </th>
            <td className={`${cellClass} whitespace-nowrap`}>{formatAdminDate(row.createdAt)}</td>
            <td className={cellClass}>
              <div className="flex justify-end">
                {offer === "remove" ? (
                  <ConfirmForm
                    intent="remove"
                    id={row.id}
                    label={ADMIN_USERS_TEXT.remove}
                    owner={row.email}
                    onConfirm={() => onRemove(row)}
                  />
                ) : (
                  <span className="text-muted">
                    <span aria-hidden>—</span>
                    <span className="sr-only">
                      {offer === "self" ? "Your own access cannot be removed" : "Managed in ADMIN_EMAILS"}
                    </span>
                  </span>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
