import {
  ACTIONS_COLUMN,
  ActionsCell,
  AdminTable,
  Cell,
  ConfirmForm,
  RowHeader,
} from "~/components/admin/admin-table";
import { Badge } from "~/components/ui/badge";
import { Breakable } from "~/components/ui/breakable";
import { ADMIN_USERS_TEXT, type AdminUserRow, adminRowAction } from "~/domain/admin-users";
import { formatAdminDate } from "~/domain/dates";

/**
 * The administrators (spec §2 Settings): email and the day the rights were given, newest first. Remove (with
 * its confirmation) is offered on other people's rows given by hand; one's own row says "You", and rights from
 * ADMIN_EMAILS say so (they are changed in that setting). A card per admin on a phone; an email breaks only
 * where it reads well (Breakable), and shows whole at 1280.
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
      cardsOnPhone
      columns={["Email", "Added on", ACTIONS_COLUMN]}
      rows={rows}
    >
      {(row) => {
        const offer = adminRowAction(row, currentUserId);
        return (
          <>
            <RowHeader className="break-words">
              <span className="mr-2">
                <Breakable text={row.email} />
              </span>
              {offer === "self" ? (
                <Badge tone="blue" className="mr-2">
                  {ADMIN_USERS_TEXT.you}
                </Badge>
              ) : null}
              {row.source === "config" ? (
                <Badge tone="grey" className="mr-2">
                  {ADMIN_USERS_TEXT.configured}
                </Badge>
              ) : null}
            </RowHeader>
            <Cell label="Added on" className="md:whitespace-nowrap">
              {formatAdminDate(row.createdAt)}
            </Cell>
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
                // Nothing to do here: a dash in the table, what stands in the way on a phone's card.
                <span className="text-sm text-muted">
                  <span aria-hidden className="max-md:hidden">
                    —
                  </span>
                  <span className="md:sr-only">
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
