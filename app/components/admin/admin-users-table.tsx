import {
  ACTIONS_COLUMN,
  ActionsCell,
  AdminTable,
  ConfirmForm,
  cellClass,
  RowHeader,
} from "~/components/admin/admin-table";
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
    <AdminTable
      label={ADMIN_USERS_TEXT.tableLabel}
      minWidth="min-w-[34rem]"
      columns={["Email", "Added on", ACTIONS_COLUMN]}
      rows={rows}
    >
      {(row) => {
        const offer = adminRowAction(row, currentUserId);
        return (
          <>
            <RowHeader>
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
            </RowHeader>
            <td className={`${cellClass} whitespace-nowrap`}>{formatAdminDate(row.createdAt)}</td>
            <ActionsCell>
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
            </ActionsCell>
          </>
        );
      }}
    </AdminTable>
  );
}
