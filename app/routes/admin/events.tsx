import { useEffect, useState } from "react";
import { data, useLocation } from "react-router";
import {
  AdminListBody,
  AdminPageHeader,
  AdminSearchForm,
  DeleteDialog,
  EmptyList,
  useConfirmRow,
} from "~/components/admin/admin-table";
import { EventFormDialog } from "~/components/admin/event-form-dialog";
import { EventsTable } from "~/components/admin/events-table";
import { Button } from "~/components/ui/button";
import { searchAdminEvents } from "~/db/queries/admin-events.server";
import {
  type AdminEventRow,
  EMPTY_EVENT_FORM,
  type EventFormDefaults,
  toAdminEventRow,
} from "~/domain/admin-events";
import { AdminEventIntentSchema, adminListHref } from "~/domain/admin-lists";
import { EVENT_TEXT, eventFormToast } from "~/domain/event-form";
import type { z } from "~/lib/zod";
import { adminListBack, loadAdminSearchList } from "~/services/admin-list.server";
import { deleteEvent } from "~/services/events/delete-event.server";
import { saveEvent } from "~/services/events/save-event.server";
import { setEventActive } from "~/services/events/set-event-active.server";
import { answerRefusal, formAction } from "~/services/form-action.server";
import { parseIntent } from "~/services/intent.server";
import { requireAdmin } from "~/services/permissions.server";
import { dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/events";

export const meta = () => [{ title: "Events | Admin | UgandaImpact" }];

const PATH = "/admin/events";
const TEXT = EVENT_TEXT;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  return loadAdminSearchList(request, "the admin event list", async (query) => {
    const page = await searchAdminEvents(query);
    return { ...page, items: page.items.map((event) => toAdminEventRow(event, now)) };
  });
}

const DONE = { pause: TEXT.pausedToast, activate: TEXT.activated, delete: TEXT.deleted } as const;

type EventIntent = z.output<typeof AdminEventIntentSchema>;

/** What a write that did not happen says: the event form's save, or a row's button. */
function failed(intent: EventIntent | undefined) {
  if (intent?.intent === "save") {
    return { title: TEXT.saveErrorTitle, description: intent.id ? TEXT.updateError : TEXT.saveError };
  }
  return {
    title: TEXT.unexpectedTitle,
    description: intent?.intent === "delete" ? TEXT.deleteError : TEXT.updateError,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const back = adminListBack(request, PATH);
  const intentOf = (parsed: Awaited<ReturnType<typeof readEventIntent>> | undefined) =>
    parsed?.ok ? parsed.intent : undefined;
  return formAction(
    request,
    {
      read: readEventIntent,
      name: (parsed) => `event ${intentOf(parsed)?.intent ?? "write"}`,
      failure: (parsed) => failed(intentOf(parsed)),
      // The event form stays open with what was typed; a row's button goes back to the list.
      answer: ({ toast, init, input }) =>
        intentOf(input)?.intent === "save"
          ? dataWithToast({ result: input?.submission.reply() ?? null }, toast, init)
          : redirectWithToast(back, toast),
    },
    async (parsed) => {
      if (!parsed.ok) {
        const { submission } = parsed;
        const toast = eventFormToast(submission.error ?? {});
        return dataWithToast({ result: submission.reply() }, { type: "error", ...toast }, { status: 400 });
      }
      const { intent, submission } = parsed;

      if (intent.intent === "save") {
        const { intent: _, id, ...values } = intent;
        const saved = await saveEvent({ actor: admin, id, values });
        if (saved.ok) {
          return redirectWithToast(back, {
            type: "success",
            title: saved.created ? TEXT.created : TEXT.updated,
          });
        }
        return answerRefusal(saved, {
          image: () =>
            data(
              { result: submission.reply({ fieldErrors: { imageUrl: [TEXT.imageRefused] } }) },
              { status: 400 },
            ),
          "not-found": () =>
            redirectWithToast(back, {
              type: "error",
              title: TEXT.saveErrorTitle,
              description: TEXT.updateError,
            }),
        });
      }

      const { id } = intent;
      const result =
        intent.intent === "delete"
          ? await deleteEvent({ actor: admin, id })
          : await setEventActive({ actor: admin, id, active: intent.intent === "activate" });
      if (result.ok) return redirectWithToast(back, { type: "success", title: DONE[intent.intent] });
      // Gone meanwhile: said, and nothing changed.
      return redirectWithToast(back, { type: "error", ...failed(intent) });
    },
  );
}

function readEventIntent(request: Request) {
  return parseIntent(request, AdminEventIntentSchema, "event", {
    multiline: ["description"],
    forms: ["save"],
  });
}

export default function AdminEventsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const [editing, setEditing] = useState<EventFormDefaults | null>(null);
  const [deleting, setDeleting, closeDelete] = useConfirmRow<AdminEventRow>();

  // A save that went through redirects back to the list (a new location): the dialog closes with it. A
  // refusal stays on the same location, and so does a live refresh of the list: the dialog stays open.
  const locationKey = useLocation().key;
  useEffect(() => {
    if (locationKey) setEditing(null);
  }, [locationKey]);

  const add = () => setEditing(EMPTY_EVENT_FORM);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={TEXT.title}
        lead={TEXT.lead}
        action={
          <Button onClick={add} aria-haspopup="dialog">
            {TEXT.add}
          </Button>
        }
      />
      <AdminSearchForm text={TEXT} q={query.q} clearHref={PATH} />
      <AdminListBody
        list={list}
        loadError={TEXT.loadError}
        empty={
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
        }
        hrefFor={(page) => adminListHref(PATH, { q: query.q, page })}
      >
        {(page) => (
          <EventsTable rows={page.items} onEdit={(row) => setEditing(row.form)} onDelete={setDeleting} />
        )}
      </AdminListBody>
      <EventFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        event={editing ?? EMPTY_EVENT_FORM}
        lastResult={actionData?.result ?? null}
      />
      <DeleteDialog row={deleting} text={TEXT} description={TEXT.deleteConfirm} onClose={closeDelete} />
    </div>
  );
}
