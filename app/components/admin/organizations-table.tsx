import {
  ACTIONS_COLUMN,
  ActionsCell,
  AdminTable,
  Cell,
  DeleteForm,
  RowHeader,
  RowLink,
  ViewLink,
} from "~/components/admin/admin-table";
import { OrganizationLogo } from "~/components/organizations/organization-logo";
import { Breakable } from "~/components/ui/breakable";
import { Users } from "~/components/ui/icons";
import { type AdminOrganizationRow, ADMIN_ORGANIZATIONS_TEXT as TEXT } from "~/domain/admin-lists";
import { ADMIN_MEMBERS_TEXT, adminOrganizationHref } from "~/domain/admin-members";
import { formatAdminDate } from "~/domain/dates";
import { websiteHref, websiteText } from "~/domain/text";

/**
 * The registered organizations (spec §2 Admin Organizations): logo or initials with the website, type,
 * contact, project count, registered; Members (its page in the Admin area: the members, and removing one),
 * View, and Delete (after its confirmation; never on the signed-in admin's own organization, `me`). A card per
 * organization on a phone. The email and the website break only where they read well (Breakable); at 1280 the contact column is wide enough that an address takes two lines
 * at most, while the six columns still fit beside the side navigation.
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
      cardsOnPhone
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
            <RowHeader className="md:min-w-[14rem]">
              <div className="flex items-center gap-3 md:max-w-[18rem]">
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
                      className="block break-words text-xs font-normal text-brand-700 underline underline-offset-2 dark:text-brand-200"
                    >
                      <Breakable text={websiteText(organization.website) ?? website} />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <span className="block text-xs font-normal text-muted">{TEXT.noWebsite}</span>
                  )}
                </div>
              </div>
            </RowHeader>
            <Cell label="Type">{organization.organizationType ?? "—"}</Cell>
            <Cell label="Contact" className="break-words md:min-w-[14rem]">
              <a href={`mailto:${organization.email}`} className="hover:underline">
                <Breakable text={organization.email} />
              </a>
              {organization.phone ? (
                <span className="block text-xs text-muted">{organization.phone}</span>
              ) : null}
            </Cell>
            <Cell label="Projects" half className="tabular-nums md:text-right">
              {organization.projectCount}
            </Cell>
            <Cell label="Registered" half className="md:whitespace-nowrap">
              {formatAdminDate(organization.createdAt)}
            </Cell>
            <ActionsCell>
              <RowLink
                to={adminOrganizationHref(organization.id)}
                label={ADMIN_MEMBERS_TEXT.manage}
                owner={organization.name}
              >
                <Users aria-hidden className="h-4 w-4" />
              </RowLink>
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
