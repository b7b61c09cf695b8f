import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useState } from "react";
import { data, Link } from "react-router";
import { z } from "zod";
import {
  AdminPageHeader,
  AdminSearchForm,
  ConfirmDialog,
  ConfirmForm,
  cellClass,
  EmptyList,
  ListLoadError,
  RowLink,
  ScrollTable,
  Th,
} from "~/components/admin/admin-table";
import { OrganizationLogo } from "~/components/organizations/organization-logo";
import {
  ProjectsPagination,
  RESULTS_ID,
  useScrollToResultsOnPageChange,
} from "~/components/projects/projects-pagination";
import { Trash2 } from "~/components/ui/app-icons";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Label, Select } from "~/components/ui/field";
import { Eye } from "~/components/ui/icons";
import { type AdminOrganizationRow, searchAdminOrganizations } from "~/db/queries/admin-organizations.server";
import {
  ADMIN_ORGANIZATIONS_TEXT,
  adminListHref,
  deleteOrganizationWarning,
  parseAdminListQuery,
} from "~/domain/admin-lists";
import { formatAdminDate } from "~/domain/dates";
import { ORGANIZATION_TYPES } from "~/domain/reference";
import { websiteHref, websiteText } from "~/domain/text";
import { cn } from "~/lib/cn";
import { requireFormBody } from "~/services/form-body.server";
import { logger } from "~/services/logger.server";
import { deleteOrganization } from "~/services/organizations/delete-organization.server";
import { requireAdmin } from "~/services/permissions.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/organizations";

export const meta = () => [{ title: "Organizations | Admin | UgandaImpact" }];

const PATH = "/admin/organizations";
const TEXT = ADMIN_ORGANIZATIONS_TEXT;

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const query = parseAdminListQuery(new URL(request.url).searchParams);
  try {
    return { query, organizations: await searchAdminOrganizations(query), me: admin.id, loadError: false };
  } catch (error) {
    logger.error({ err: error }, "could not load the admin organization list");
    return data({ query, organizations: null, me: admin.id, loadError: true }, { status: 503 });
  }
}

const OrganizationIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.string().trim().min(1).max(64) }),
]);

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await requireFormBody(request);
  const submission = parseWithZod(formData, { schema: OrganizationIntentSchema });
  const back = adminListHref(PATH, parseAdminListQuery(new URL(request.url).searchParams));
  if (submission.status !== "success") {
    return data({ error: "Bad request: unknown action or organization" }, { status: 400 });
  }
  let description: string = TEXT.deleteError;
  try {
    const result = await deleteOrganization({ actor: admin, profileId: submission.value.id });
    if (result.ok) {
      return redirectWithToast(back, {
        type: "success",
        title: TEXT.deleted,
        description: `${result.name} and all its data have been removed.`,
      });
    }
    if (result.reason === "self") description = TEXT.selfDelete;
    if (result.reason === "admin") description = TEXT.adminDelete;
  } catch (error) {
    logger.error({ err: error }, "admin organization delete failed");
  }
  return redirectWithToast(back, { type: "error", title: TEXT.deleteErrorTitle, description });
}

export default function AdminOrganizationsPage({ loaderData }: Route.ComponentProps) {
  const { query, organizations, me, loadError } = loaderData;
  const [deleting, setDeleting] = useState<AdminOrganizationRow | null>(null);
  const [adding, setAdding] = useState(false);
  const close = useCallback(() => setDeleting(null), []);
  useScrollToResultsOnPageChange();
  const filtered = Boolean(query.q || query.type);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <AdminPageHeader title={TEXT.title} lead={TEXT.lead} />
        <Button onClick={() => setAdding(true)} aria-haspopup="dialog">
          {TEXT.add}
        </Button>
      </div>
      <AdminSearchForm
        label={TEXT.searchLabel}
        placeholder={TEXT.searchPlaceholder}
        q={query.q}
        clearHref={PATH}
        active={filtered}
      >
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
      {loadError || !organizations ? (
        <ListLoadError message={TEXT.loadError} />
      ) : organizations.items.length === 0 ? (
        <EmptyList message={`${TEXT.emptyTitle}. ${filtered ? TEXT.emptySearch : TEXT.emptyAll}`} />
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {organizations.total.toLocaleString("en-US")}{" "}
            {organizations.total === 1 ? "organization" : "organizations"}
          </p>
          <ScrollTable
            id={RESULTS_ID}
            label={TEXT.tableLabel}
            minWidth="min-w-[56rem]"
            head={
              <>
                <Th>Organization</Th>
                <Th>Type</Th>
                <Th>Contact</Th>
                <Th className="text-right">Projects</Th>
                <Th>Registered</Th>
                <Th className="text-right">Actions</Th>
              </>
            }
          >
            {organizations.items.map((organization) => {
              const website = websiteHref(organization.website);
              return (
                <tr key={organization.id} className="border-t border-default">
                  <th scope="row" className={cn(cellClass, "font-medium")}>
                    <div className="flex max-w-[18rem] items-center gap-3">
                      <OrganizationLogo
                        name={organization.name}
                        logoUrl={organization.logoUrl}
                        size={40}
                        className="h-10 w-10"
                      />
                      <div className="min-w-0">
                        <span className="block break-words">{organization.name}</span>
                        {website ? (
                          <a
                            href={website}
                            target="_blank"
                            rel="noreferrer"
                            className="block truncate text-xs font-normal text-brand-700 underline underline-offset-2 dark:text-brand-200"
                          >
                            {websiteText(organization.website)}
                            <span className="sr-only"> (opens in a new tab)</span>
                          </a>
                        ) : (
                          <span className="block text-xs font-normal text-muted">{TEXT.noWebsite}</span>
                        )}
                      </div>
                    </div>
                  </th>
                  <td className={cellClass}>{organization.organizationType ?? "—"}</td>
                  <td className={cn(cellClass, "max-w-[14rem]")}>
                    <a href={`mailto:${organization.email}`} className="block break-all hover:underline">
                      {organization.email}
                    </a>
                    {organization.phone ? (
                      <span className="block text-xs text-muted">{organization.phone}</span>
                    ) : null}
                  </td>
                  <td className={cn(cellClass, "text-right tabular-nums")}>{organization.projectCount}</td>
                  <td className={cn(cellClass, "whitespace-nowrap")}>
                    {formatAdminDate(organization.createdAt)}
                  </td>
                  <td className={cellClass}>
                    <div className="flex justify-end gap-2">
                      <RowLink
                        to={`/organizations/${organization.id}`}
                        label={TEXT.view}
                        owner={organization.name}
                      >
                        <Eye aria-hidden className="h-4 w-4" />
                      </RowLink>
                      {organization.id === me ? null : (
                        <ConfirmForm
                          intent="delete"
                          id={organization.id}
                          label={TEXT.delete}
                          owner={organization.name}
                          onConfirm={() => setDeleting(organization)}
                        >
                          <Trash2 aria-hidden className="h-4 w-4" />
                        </ConfirmForm>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </ScrollTable>
          <ProjectsPagination
            page={organizations.page}
            pageCount={organizations.pageCount}
            hrefFor={(page) => adminListHref(PATH, { q: query.q, type: query.type, page })}
          />
        </>
      )}
      <ConfirmDialog
        intent="delete"
        target={deleting?.id ?? null}
        title={TEXT.deleteTitle}
        description={deleting ? deleteOrganizationWarning(deleting.name) : undefined}
        confirmLabel={TEXT.delete}
        pendingLabel={TEXT.deleting}
        onClose={close}
      />
      <Dialog open={adding} onOpenChange={setAdding} title={TEXT.addTitle} description={TEXT.addDescription}>
        <DialogActions>
          <Button variant="outline" onClick={() => setAdding(false)}>
            {TEXT.cancel}
          </Button>
          <Link to="/register" className={buttonClass("primary")}>
            {TEXT.goToRegistration}
          </Link>
        </DialogActions>
      </Dialog>
    </div>
  );
}
