import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useState } from "react";
import { data, useLocation } from "react-router";
import { z } from "zod";
import {
  AdminPageHeader,
  AdminSearchForm,
  ConfirmDialog,
  ConfirmForm,
  cellClass,
  EmptyList,
  ListLoadError,
  RowActionForm,
  RowLink,
  ScrollTable,
  Th,
} from "~/components/admin/admin-table";
import {
  EMPTY_EVENT_FORM,
  type EventFormDefaults,
  EventFormDialog,
} from "~/components/admin/event-form-dialog";
import { EventTimeBadge } from "~/components/events/event-time-badge";
import {
  ProjectsPagination,
  RESULTS_ID,
  useScrollToResultsOnPageChange,
} from "~/components/projects/projects-pagination";
import { Pencil, Trash2 } from "~/components/ui/app-icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Eye } from "~/components/ui/icons";
import { searchAdminEvents } from "~/db/queries/admin-events.server";
import type { EventRecord } from "~/db/queries/events.server";
import { adminListHref, parseAdminListQuery } from "~/domain/admin-lists";
import { formatDate, formatTime } from "~/domain/dates";
import { EVENT_TEXT, EventFormSchema, eventFormToast, kampalaDateAndTime } from "~/domain/event-form";
import { eventTimeBadge } from "~/domain/event-timing";
import { cn } from "~/lib/cn";
import { deleteEvent } from "~/services/events/delete-event.server";
import { saveEvent } from "~/services/events/save-event.server";
import { setEventActive } from "~/services/events/set-event-active.server";
import { readFormBody } from "~/services/form-body.server";
import { logger } from "~/services/logger.server";
import { requireAdmin } from "~/services/permissions.server";
import { dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/events";

export const meta = () => [{ title: "Events | Admin | UgandaImpact" }];

const PATH = "/admin/events";
const TEXT = EVENT_TEXT;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseAdminListQuery(new URL(request.url).searchParams);
  const now = new Date();
  try {
    const page = await searchAdminEvents(query);
    return {
      query,
      events: { ...page, items: page.items.map((event) => toRow(event, now)) },
      loadError: false,
    };
  } catch (error) {
    logger.error({ err: error }, "could not load the admin event list");
    return data({ query, events: null, loadError: true }, { status: 503 });
  }
}

function toRow(event: EventRecord, now: Date) {
  const start = kampalaDateAndTime(event.eventDate);
  const end = event.endDate ? kampalaDateAndTime(event.endDate) : null;
  const form: EventFormDefaults = {
    id: event.id,
    title: event.title,
    description: event.description ?? "",
    eventType: event.eventType === "online" ? "online" : "in-person",
    location: event.location ?? "",
    onlineLink: event.onlineLink ?? "",
    date: start.date,
    time: start.time,
    endDate: end?.date ?? "",
    endTime: end?.time ?? "",
    imageUrl: event.imageUrl ?? "",
  };
  return {
    id: event.id,
    title: event.title,
    place: event.eventType === "online" ? TEXT.online : (event.location ?? ""),
    isActive: event.isActive,
    timing: eventTimeBadge(event, now),
    when: `${formatDate(event.eventDate)}, ${formatTime(event.eventDate)}`,
    until: event.endDate ? `${formatDate(event.endDate)}, ${formatTime(event.endDate)}` : null,
    form,
  };
}
type EventRow = ReturnType<typeof toRow>;

const RowIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("pause"), id: z.uuid() }),
  z.object({ intent: z.literal("activate"), id: z.uuid() }),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
]);

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const body = await readFormBody(request, { multiline: ["description"] });
  if (!body.ok) return data({ result: null, error: body.message }, { status: body.status });
  const back = adminListHref(PATH, parseAdminListQuery(new URL(request.url).searchParams));

  if (body.formData.get("intent") === "save") {
    const id = String(body.formData.get("id") ?? "");
    const submission = parseWithZod(body.formData, { schema: EventFormSchema });
    if (submission.status !== "success") {
      return dataWithToast(
        { result: submission.reply(), error: null },
        { type: "error", ...eventFormToast(submission.error ?? {}) },
        { status: 400 },
      );
    }
    if (id && !z.uuid().safeParse(id).success) {
      return data({ result: null, error: "Bad request: unknown event" }, { status: 400 });
    }
    try {
      const saved = await saveEvent({ actor: admin, id: id || undefined, values: submission.value });
      if (saved.ok) {
        return redirectWithToast(back, {
          type: "success",
          title: saved.created ? TEXT.created : TEXT.updated,
        });
      }
      if (saved.reason === "image") {
        return data(
          { result: submission.reply({ fieldErrors: { imageUrl: [TEXT.imageRefused] } }), error: null },
          { status: 400 },
        );
      }
      return redirectWithToast(back, {
        type: "error",
        title: TEXT.saveErrorTitle,
        description: TEXT.updateError,
      });
    } catch (error) {
      logger.error({ err: error }, "event save failed");
      return dataWithToast(
        { result: submission.reply(), error: null },
        { type: "error", title: TEXT.saveErrorTitle, description: id ? TEXT.updateError : TEXT.saveError },
        { status: 500 },
      );
    }
  }

  const row = RowIntentSchema.safeParse(Object.fromEntries(body.formData));
  if (!row.success)
    return data({ result: null, error: "Bad request: unknown action or event" }, { status: 400 });
  const { intent, id } = row.data;
  try {
    if (intent === "delete") {
      if (await deleteEvent({ actor: admin, id }))
        return redirectWithToast(back, { type: "success", title: TEXT.deleted });
    } else if (await setEventActive({ actor: admin, id, active: intent === "activate" })) {
      return redirectWithToast(back, {
        type: "success",
        title: intent === "activate" ? TEXT.activated : TEXT.pausedToast,
      });
    }
  } catch (error) {
    logger.error({ err: error, intent }, "event update failed");
  }
  return redirectWithToast(back, {
    type: "error",
    title: TEXT.unexpectedTitle,
    description: intent === "delete" ? TEXT.deleteError : TEXT.updateError,
  });
}

export default function AdminEventsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, events, loadError } = loaderData;
  const [editing, setEditing] = useState<EventFormDefaults | null>(null);
  const [deleting, setDeleting] = useState<EventRow | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const result = actionData && "result" in actionData ? actionData.result : null;
  useScrollToResultsOnPageChange();

  // A save that went through redirects back to the list (a new location): the dialog closes with it. A
  // refusal stays on the same location, and so does a live refresh of the list: the dialog stays open.
  const locationKey = useLocation().key;
  useEffect(() => {
    if (locationKey) setEditing(null);
  }, [locationKey]);

  const add = () => setEditing(EMPTY_EVENT_FORM);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <AdminPageHeader title={TEXT.title} lead={TEXT.lead} />
        <Button onClick={add} aria-haspopup="dialog">
          {TEXT.add}
        </Button>
      </div>
      <AdminSearchForm
        label={TEXT.searchLabel}
        placeholder={TEXT.searchPlaceholder}
        q={query.q}
        clearHref={PATH}
        active={Boolean(query.q)}
      />
      {loadError || !events ? (
        <ListLoadError message={TEXT.loadError} />
      ) : events.items.length === 0 ? (
        <div className="space-y-4">
          <EmptyList message={query.q ? TEXT.emptySearch : TEXT.emptyAll} />
          {query.q ? null : (
            <div className="text-center">
              <Button onClick={add} aria-haspopup="dialog">
                {TEXT.addFirst}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <>
          <ScrollTable
            id={RESULTS_ID}
            label={TEXT.tableLabel}
            minWidth="min-w-[54rem]"
            head={
              <>
                <Th>Event</Th>
                <Th>Location</Th>
                <Th>Status</Th>
                <Th>Date</Th>
                <Th className="text-right">Actions</Th>
              </>
            }
          >
            {events.items.map((event) => (
              <tr key={event.id} className="border-t border-default">
                <th scope="row" className={cn(cellClass, "max-w-[16rem] font-medium")}>
                  <span className="line-clamp-2 break-words">{event.title}</span>
                </th>
                <td className={cn(cellClass, "max-w-[12rem] break-words")}>{event.place}</td>
                <td className={cellClass}>
                  <div className="flex flex-wrap gap-1">
                    <EventTimeBadge timing={event.timing} />
                    {event.isActive ? null : <Badge tone="red">{TEXT.paused}</Badge>}
                  </div>
                </td>
                <td className={cn(cellClass, "whitespace-nowrap")}>
                  {event.when}
                  {event.until ? (
                    <span className="block text-xs text-muted">
                      {TEXT.until} {event.until}
                    </span>
                  ) : null}
                </td>
                <td className={cellClass}>
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      className="min-h-11 sm:min-h-9"
                      aria-haspopup="dialog"
                      title={TEXT.edit}
                      onClick={() => setEditing(event.form)}
                    >
                      <Pencil aria-hidden className="h-4 w-4" />
                      <span className="sr-only">
                        {TEXT.edit} {event.title}
                      </span>
                    </Button>
                    <RowLink to={`/events/${event.id}`} label={TEXT.view} owner={event.title}>
                      <Eye aria-hidden className="h-4 w-4" />
                    </RowLink>
                    <RowActionForm
                      intent={event.isActive ? "pause" : "activate"}
                      id={event.id}
                      label={event.isActive ? TEXT.pause : TEXT.activate}
                      pendingLabel="..."
                      owner={event.title}
                      variant="outline"
                    />
                    <ConfirmForm
                      intent="delete"
                      id={event.id}
                      label={TEXT.delete}
                      owner={event.title}
                      onConfirm={() => setDeleting(event)}
                    >
                      <Trash2 aria-hidden className="h-4 w-4" />
                    </ConfirmForm>
                  </div>
                </td>
              </tr>
            ))}
          </ScrollTable>
          <ProjectsPagination
            page={events.page}
            pageCount={events.pageCount}
            hrefFor={(page) => adminListHref(PATH, { q: query.q, page })}
          />
        </>
      )}
      <EventFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        event={editing ?? EMPTY_EVENT_FORM}
        lastResult={result}
      />
      <ConfirmDialog
        intent="delete"
        target={deleting?.id ?? null}
        title={TEXT.deleteTitle}
        description={TEXT.deleteConfirm}
        confirmLabel={TEXT.delete}
        pendingLabel={TEXT.deleting}
        onClose={closeDelete}
      />
    </div>
  );
}
