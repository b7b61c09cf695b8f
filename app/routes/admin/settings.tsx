import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useState } from "react";
import { data, Link, useSearchParams } from "react-router";
import { AddAdminDialog, AddAdminForm } from "~/components/admin/add-admin-dialog";
import { AdminPageHeader, ConfirmDialog, EmptyList, ListLoadError } from "~/components/admin/admin-table";
import { AdminUsersTable } from "~/components/admin/admin-users-table";
import {
  ProjectsPagination,
  useScrollToResultsOnPageChange,
} from "~/components/projects/projects-pagination";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getDb } from "~/db/client.server";
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
import { addAdmin } from "~/services/admins/add-admin.server";
import { removeAdmin } from "~/services/admins/remove-admin.server";
import { requireFormBody } from "~/services/form-body.server";
import { logger } from "~/services/logger.server";
import { requireAdmin } from "~/services/permissions.server";
import { dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/settings";

export const meta = () => [{ title: "Admin Settings | UgandaImpact" }];

const PATH = "/admin/settings";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const page = parseListPage(new URL(request.url).searchParams);
  try {
    return { admins: await listAdminUsers(getDb(), { page }), currentUserId: admin.id, loadError: false };
  } catch (error) {
    logger.error({ err: error }, "could not fetch admin users");
    return data({ admins: null, currentUserId: admin.id, loadError: true }, { status: 503 });
  }
}

const failure = (description: string) => ({
  type: "error" as const,
  title: ADMIN_USERS_TEXT.errorTitle,
  description,
});

/**
 * Add Admin (an existing account's email) and Remove (a row); each refusal says why, and changes nothing.
 * Answers that carry a toast are 200 (React Router reads the toast cookie again only after a 2xx action);
 * the form's own validation errors, and malformed requests, are 400.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await requireFormBody(request);
  const submission = parseWithZod(formData, { schema: AdminSettingsIntentSchema });
  // Back to the page of the list the admin was on.
  const back = listPageHref(PATH, parseListPage(new URL(request.url).searchParams));
  if (submission.status !== "success") {
    // The Add Admin form's own mistakes go back beside its field; anything else is a malformed request.
    if (formData.get("intent") === "add") return data({ result: submission.reply() }, { status: 400 });
    return data({ result: null, error: "Bad request: unknown action or admin user" }, { status: 400 });
  }
  const value = submission.value;

  if (value.intent === "add") {
    try {
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
    } catch (error) {
      logger.error({ err: error }, "admin user not added");
      return dataWithToast(
        { result: submission.reply({ formErrors: [ADMIN_USERS_TEXT.addError] }) },
        failure(ADMIN_USERS_TEXT.addError),
      );
    }
  }

  try {
    const result = await removeAdmin({ actor: admin, adminId: value.id });
    if (result.ok) {
      return redirectWithToast(back, {
        type: "success",
        title: ADMIN_USERS_TEXT.removed,
        description: removedAdminText(result.email),
      });
    }
    return redirectWithToast(back, failure(removeAdminRefusalToast(result.reason, result.email)));
  } catch (error) {
    logger.error({ err: error }, "admin user not removed");
    return redirectWithToast(back, failure(ADMIN_USERS_TEXT.removeError));
  }
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { admins, currentUserId, loadError } = loaderData;
  const [searchParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminUserRow | null>(null);
  const closeRemove = useCallback(() => setRemoving(null), []);
  // Until script runs, Add Admin is a link to the form in the page; then it opens the dialog.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useScrollToResultsOnPageChange();
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

      {loadError || !admins ? (
        <ListLoadError message={ADMIN_USERS_TEXT.loadError} />
      ) : admins.items.length === 0 ? (
        <EmptyList message={ADMIN_USERS_TEXT.empty} />
      ) : (
        <>
          <AdminUsersTable rows={admins.items} currentUserId={currentUserId} onRemove={setRemoving} />
          <ProjectsPagination
            page={admins.page}
            pageCount={admins.pageCount}
            hrefFor={(page) => listPageHref(PATH, page)}
          />
        </>
      )}

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
