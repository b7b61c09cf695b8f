import { useCallback, useEffect, useState } from "react";
import { data, Link, useSearchParams } from "react-router";
import { AddAdminDialog, AddAdminForm } from "~/components/admin/add-admin-dialog";
import { AdminListBody, AdminPageHeader, ConfirmDialog } from "~/components/admin/admin-table";
import { AdminUsersTable } from "~/components/admin/admin-users-table";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { listAdminUsers } from "~/db/queries/admins.server";
import { listPageHref, parseListPage } from "~/domain/admin-billing";
import {
  ADMIN_USERS_TEXT,
  AdminSettingsIntentSchema,
  type AdminUserRow,
  addAdminRefusalText,
  addAdminRefusalToast,
  addedAdminText,
  removeAdminRefusalToast,
  removeAdminWarning,
  removedAdminText,
} from "~/domain/admin-users";
import { loadAdminList } from "~/services/admin-list.server";
import { addAdmin } from "~/services/admins/add-admin.server";
import { removeAdmin } from "~/services/admins/remove-admin.server";
import { formAction } from "~/services/form-action.server";
import { parseIntent } from "~/services/intent.server";
import { requireAdmin } from "~/services/permissions.server";
import { dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/settings";

export const meta = () => [{ title: "Admin Settings | UgandaImpact" }];

const PATH = "/admin/settings";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const page = parseListPage(new URL(request.url).searchParams);
  return loadAdminList("admin users", () => listAdminUsers({ page }), { currentUserId: admin.id });
}

const failure = (description: string) => ({
  type: "error" as const,
  title: ADMIN_USERS_TEXT.errorTitle,
  description,
});

/**
 * Add Admin (an existing account's email) and Remove (a row); each refusal says why, and changes nothing.
 * Answers that carry a toast are 200 (React Router reads the toast cookie again only after a 2xx action);
 * the form's own validation errors are 400, and so is a malformed request (parseIntent's one answer).
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  // Back to the page of the list the admin was on.
  const back = listPageHref(PATH, parseListPage(new URL(request.url).searchParams));
  return formAction(
    request,
    {
      read: (request) => parseIntent(request, AdminSettingsIntentSchema, "admin user", { forms: ["add"] }),
      name: (parsed) =>
        parsed?.ok && parsed.intent.intent === "add" ? "admin user add" : "admin user removal",
      failure: (parsed) =>
        parsed?.ok && parsed.intent.intent === "add"
          ? { title: ADMIN_USERS_TEXT.errorTitle, description: ADMIN_USERS_TEXT.addError, status: 200 }
          : { title: ADMIN_USERS_TEXT.errorTitle, description: ADMIN_USERS_TEXT.removeError },
      // The Add Admin form keeps what was typed, the message above its field; a row's Remove goes back.
      answer: ({ toast, init, input }) =>
        input?.ok && input.intent.intent === "add"
          ? dataWithToast(
              { result: input.submission.reply({ formErrors: [toast.description ?? toast.title] }) },
              toast,
              init,
            )
          : redirectWithToast(back, toast),
    },
    async (parsed) => {
      // The Add Admin form's own mistakes go back beside its field.
      if (!parsed.ok) return data({ result: parsed.submission.reply() }, { status: 400 });
      const { intent: value, submission } = parsed;

      if (value.intent === "add") {
        const result = await addAdmin({ actor: admin, email: value.email });
        if (result.ok) {
          return redirectWithToast(PATH, {
            type: "success",
            title: ADMIN_USERS_TEXT.added,
            description: addedAdminText(result.email),
          });
        }
        return dataWithToast(
          { result: submission.reply({ fieldErrors: { email: [addAdminRefusalText(result.reason)] } }) },
          failure(addAdminRefusalToast(result.reason)),
        );
      }

      const result = await removeAdmin({ actor: admin, adminId: value.id });
      if (result.ok) {
        return redirectWithToast(back, {
          type: "success",
          title: ADMIN_USERS_TEXT.removed,
          description: removedAdminText(result.email),
        });
      }
      return redirectWithToast(back, failure(removeAdminRefusalToast(result.reason, result.email)));
    },
  );
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, currentUserId } = loaderData;
  const [searchParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminUserRow | null>(null);
  const closeRemove = useCallback(() => setRemoving(null), []);
  // Until script runs, Add Admin is a link to the form in the page; then it opens the dialog.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const refused = actionData && "result" in actionData ? actionData.result : null;
  const inlineForm = searchParams.has("add") || Boolean(refused);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <AdminPageHeader title={ADMIN_USERS_TEXT.title} lead={ADMIN_USERS_TEXT.lead} />
        {hydrated ? (
          <Button aria-haspopup="dialog" onClick={() => setAdding(true)}>
            {ADMIN_USERS_TEXT.addAdmin}
          </Button>
        ) : (
          <Link to={`${PATH}?add`} className={buttonClass()}>
            {ADMIN_USERS_TEXT.addAdmin}
          </Link>
        )}
      </div>

      {inlineForm ? (
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold">{ADMIN_USERS_TEXT.addTitle}</h2>
          <p className="mt-1 mb-4 text-sm text-muted">{ADMIN_USERS_TEXT.addDescription}</p>
          <AddAdminForm id="add-admin" lastResult={refused} />
        </Card>
      ) : null}

      <AdminListBody
        list={list}
        loadError={ADMIN_USERS_TEXT.loadError}
        empty={ADMIN_USERS_TEXT.empty}
        hrefFor={(page) => listPageHref(PATH, page)}
      >
        {(page) => <AdminUsersTable rows={page.items} currentUserId={currentUserId} onRemove={setRemoving} />}
      </AdminListBody>

      <AddAdminDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        intent="remove"
        target={removing?.id ?? null}
        title={ADMIN_USERS_TEXT.removeTitle}
        description={removing ? removeAdminWarning(removing.email) : undefined}
        confirmLabel={ADMIN_USERS_TEXT.removeConfirm}
        pendingLabel={ADMIN_USERS_TEXT.removing}
        onClose={closeRemove}
      />
    </div>
  );
}
