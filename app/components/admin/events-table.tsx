import {
  ACTIONS_COLUMN,
  ActionsCell,
  AdminTable,
  Cell,
  DeleteForm,
  RowActionForm,
  RowActionWord,
  RowTitle,
  ViewLink,
} from "~/components/admin/admin-table";
import { EventTimeBadge } from "~/components/events/event-time-badge";
import { Pencil } from "~/components/ui/app-icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { AdminEventRow } from "~/domain/admin-events";
import { EVENT_TEXT as TEXT } from "~/domain/event-form";

/**
 * The events (spec §2 Admin Events): title, location, status badges, date with its Until line; Edit (the
 * dialog), View, Pause or Activate, and Delete (after its confirmation). A card per event on a phone.
 */
export function EventsTable({
  rows,
  onEdit,
  onDelete,
}: {
  rows: AdminEventRow[];
  onEdit: (row: AdminEventRow) => void;
  onDelete: (row: AdminEventRow) => void;
}) {
  return (
    <AdminTable
      label={TEXT.tableLabel}
      minWidth="min-w-[54rem]"
      cardsOnPhone
      columns={["Event", "Location", "Status", "Date", ACTIONS_COLUMN]}
      rows={rows}
    >
      {(event) => (
        <>
          <RowTitle title={event.title} />
          <Cell label="Location" className="break-words md:max-w-[12rem]">
            {event.place}
          </Cell>
          <Cell label="Status" half>
            <div className="flex flex-wrap gap-1">
              <EventTimeBadge timing={event.timing} />
              {event.isActive ? null : <Badge tone="red">{TEXT.paused}</Badge>}
            </div>
          </Cell>
          <Cell label="Date" half className="md:whitespace-nowrap">
            {event.when}
            {event.until ? (
              <span className="block text-xs text-muted">
                {TEXT.until} {event.until}
              </span>
            ) : null}
          </Cell>
          <ActionsCell>
            <Button
              variant="outline"
              size="sm"
              className="min-h-11 sm:min-h-9"
              aria-haspopup="dialog"
              title={TEXT.edit}
              onClick={() => onEdit(event)}
            >
              <Pencil aria-hidden className="h-4 w-4" />
              <RowActionWord>{TEXT.edit}</RowActionWord>
              <span className="sr-only">
                {TEXT.edit} {event.title}
              </span>
            </Button>
            <ViewLink to={`/events/${event.id}`} label={TEXT.view} owner={event.title} />
            <RowActionForm
              intent={event.isActive ? "pause" : "activate"}
              id={event.id}
              label={event.isActive ? TEXT.pause : TEXT.activate}
              pendingLabel="..."
              owner={event.title}
              variant="outline"
            />
            <DeleteForm
              id={event.id}
              label={TEXT.delete}
              owner={event.title}
              onConfirm={() => onDelete(event)}
            />
          </ActionsCell>
        </>
      )}
    </AdminTable>
  );
}
