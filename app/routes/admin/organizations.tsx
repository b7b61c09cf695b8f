import { useState } from "react";
import { AddOrganizationDialog } from "~/components/admin/add-organization-dialog";
import {
  AdminListBody,
  AdminPageHeader,
  AdminSearchForm,
  DeleteDialog,
  ListCount,
  useConfirmRow,
} from "~/components/admin/admin-table";
import { OrganizationsTable } from "~/components/admin/organizations-table";
import { Button } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/field";
import { searchAdminOrganizations } from "~/db/queries/admin-organizations.server";
import {
  ADMIN_ORGANIZATIONS_TEXT,
  type AdminListQuery,
  AdminOrganizationIntentSchema,
  type AdminOrganizationRow,
  adminListHref,
  deleteOrganizationWarning,
} from "~/domain/admin-lists";
import { displayPhoneNumber } from "~/domain/phone";
import { ORGANIZATION_TYPES } from "~/domain/reference";
import { adminListBack, loadAdminSearchList } from "~/services/admin-list.server";
import { formAction } from "~/services/form-action.server";
import { parseIntent } from "~/services/intent.server";
import {
  type DeleteOrganizationResult,
  deleteOrganization,
} from "~/services/organizations/delete-organization.server";
import { requireAdmin } from "~/services/permissions.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/organizations";

export const meta = () => [{ title: "Organizations | Admin | UgandaImpact" }];

const PATH = "/admin/organizations";
const TEXT = ADMIN_ORGANIZATIONS_TEXT;

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // Phone numbers formatted here: the phone library stays out of the admin pages' scripts.
  const search = async (query: AdminListQuery) => {
    const page = await searchAdminOrganizations(query);
    return { ...page, items: page.items.map((row) => ({ ...row, phone: displayPhoneNumber(row.phone) })) };
  };
  return loadAdminSearchList(request, "the admin organization list", search, { me: admin.id });
}

/** What a refused Delete says: one text per reason (a new reason does not build until it has one). */
const DELETE_REFUSED = {
  "not-found": TEXT.deleteError,
  self: TEXT.selfDelete,
  admin: TEXT.adminDelete,
} as const satisfies Record<Extract<DeleteOrganizationResult, { ok: false }>["reason"], string>;

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const back = adminListBack(request, PATH);
  const failed = (description: string) =>
    redirectWithToast(back, { type: "error", title: TEXT.deleteErrorTitle, description });
  return formAction(
    request,
    {
      read: async (request) =>
        (await parseIntent(request, AdminOrganizationIntentSchema, "organization")).intent,
      name: "admin organization delete",
      failure: { title: TEXT.deleteErrorTitle, description: TEXT.deleteError },
      answer: ({ toast }) => redirectWithToast(back, toast),
    },
    async ({ id }) => {
      const result = await deleteOrganization({ actor: admin, profileId: id });
      if (!result.ok) return failed(DELETE_REFUSED[result.reason]);
      return redirectWithToast(back, {
        type: "success",
        title: TEXT.deleted,
        description: `${result.name} and all its data have been removed.`,
      });
    },
  );
}

export default function AdminOrganizationsPage({ loaderData }: Route.ComponentProps) {
  const { query, list, me } = loaderData;
  const [deleting, setDeleting, close] = useConfirmRow<AdminOrganizationRow>();
  const [adding, setAdding] = useState(false);
  const filtered = Boolean(query.q || query.type);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={TEXT.title}
        lead={TEXT.lead}
        action={
          <Button onClick={() => setAdding(true)} aria-haspopup="dialog">
            {TEXT.add}
          </Button>
        }
      />
      <AdminSearchForm text={TEXT} q={query.q} clearHref={PATH} active={filtered}>
        <div className="sm:w-52">
          <Label htmlFor="admin-type">{TEXT.typeLabel}</Label>
          <Select id="admin-type" name="type" defaultValue={query.type} key={query.type} className="mt-1">
            <option value="">{TEXT.allTypes}</option>
            {ORGANIZATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        </div>
      </AdminSearchForm>
      <AdminListBody
        list={list}
        loadError={TEXT.loadError}
        empty={`${TEXT.emptyTitle}. ${filtered ? TEXT.emptySearch : TEXT.emptyAll}`}
        hrefFor={(page) => adminListHref(PATH, { q: query.q, type: query.type, page })}
      >
        {(page) => (
          <>
            <ListCount total={page.total} one="organization" many="organizations" />
            <OrganizationsTable rows={page.items} me={me} onDelete={setDeleting} />
          </>
        )}
      </AdminListBody>
      <DeleteDialog
        row={deleting}
        text={TEXT}
        description={(row) => deleteOrganizationWarning(row.name)}
        onClose={close}
      />
      <AddOrganizationDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
