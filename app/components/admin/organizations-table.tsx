import {
  ACTIONS_COLUMN,
  ActionsCell,
  AdminTable,
  cellClass,
  DeleteForm,
  RowHeader,
  ViewLink,
} from "~/components/admin/admin-table";
import { OrganizationLogo } from "~/components/organizations/organization-logo";
import { type AdminOrganizationRow, ADMIN_ORGANIZATIONS_TEXT as TEXT } from "~/domain/admin-lists";
import { formatAdminDate } from "~/domain/dates";
import { websiteHref, websiteText } from "~/domain/text";
import { cn } from "~/lib/cn";

/**
 * The registered organizations (spec §2 Admin Organizations): logo or initials with the website, type,
 * contact, project count, registered; View and Delete (after its confirmation), never on the signed-in
 * admin's own organization (`me`).
 */
export function OrganizationsTable({
  rows,
  me,
  onDelete,
}: {
  rows: AdminOrganizationRow[];
  me: string;
  onDelete: (row: AdminOrganizationRow) => void;
}) {
  return (
    <AdminTable
      label={TEXT.tableLabel}
      minWidth="min-w-[56rem]"
      columns={[
        "Organization",
        "Type",
        "Contact",
        { label: "Projects", align: "right" },
        "Registered",
        ACTIONS_COLUMN,
      ]}
      rows={rows}
    >
      {(organization) => {
        const website = websiteHref(organization.website);
        return (
          <>
            <RowHeader>
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
            </RowHeader>
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
            <td className={cn(cellClass, "whitespace-nowrap")}>{formatAdminDate(organization.createdAt)}</td>
            <ActionsCell>
              <ViewLink
                to={`/organizations/${organization.id}`}
                label={TEXT.view}
                owner={organization.name}
              />
              {organization.id === me ? null : (
                <DeleteForm
                  id={organization.id}
                  label={TEXT.delete}
                  owner={organization.name}
                  onConfirm={() => onDelete(organization)}
                />
              )}
            </ActionsCell>
          </>
        );
      }}
    </AdminTable>
  );
}
