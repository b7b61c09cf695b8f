import {
  ACTIONS_COLUMN,
  ActionsCell,
  AdminTable,
  Cell,
  DeleteForm,
  RowLink,
  RowTitle,
  ViewLink,
} from "~/components/admin/admin-table";
import { Pencil } from "~/components/ui/app-icons";
import { Badge } from "~/components/ui/badge";
import { type AdminProjectRow, ADMIN_PROJECTS_TEXT as TEXT } from "~/domain/admin-lists";
import { formatAdminDate } from "~/domain/dates";
import { statusLabel, statusTone } from "~/domain/project-status";

/**
 * Every project on the platform (spec §2 Admin Projects): name and sector, organization, location, status,
 * created; View, Edit (the project form, back to this list) and Delete (after its confirmation). A card per
 * project on a phone.
 */
export function ProjectsTable({
  rows,
  onDelete,
}: {
  rows: AdminProjectRow[];
  onDelete: (row: AdminProjectRow) => void;
}) {
  return (
    <AdminTable
      label={TEXT.tableLabel}
      minWidth="min-w-[52rem]"
      cardsOnPhone
      columns={["Project", "Organization", "Location", "Status", "Created", ACTIONS_COLUMN]}
      rows={rows}
    >
      {(project) => (
        <>
          <RowTitle title={project.name}>
            <span className="block text-xs font-normal text-muted">{project.sector}</span>
          </RowTitle>
          <Cell label="Organization" className="break-words md:max-w-[12rem]">
            {project.organizationName ?? <span className="text-muted">{TEXT.unknownOrganization}</span>}
          </Cell>
          <Cell label="Location" className="break-words md:max-w-[10rem]">
            {project.location}
          </Cell>
          <Cell label="Status" half>
            <Badge tone={statusTone(project.status)}>{statusLabel(project.status)}</Badge>
          </Cell>
          <Cell label="Created" half className="md:whitespace-nowrap">
            {formatAdminDate(project.createdAt)}
          </Cell>
          <ActionsCell>
            <ViewLink to={`/projects/${project.id}`} label={TEXT.view} owner={project.name} />
            <RowLink
              to={`/dashboard/projects/edit/${project.id}?from=admin`}
              label={TEXT.edit}
              owner={project.name}
            >
              <Pencil aria-hidden className="h-4 w-4" />
            </RowLink>
            <DeleteForm
              id={project.id}
              label={TEXT.delete}
              owner={project.name}
              onConfirm={() => onDelete(project)}
            />
          </ActionsCell>
        </>
      )}
    </AdminTable>
  );
}
