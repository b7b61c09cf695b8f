import {
  ACTIONS_COLUMN,
  ActionsCell,
  AdminTable,
  cellClass,
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
import { cn } from "~/lib/cn";

/**
 * Every project on the platform (spec §2 Admin Projects): name and sector, organization, location, status,
 * created; View, Edit (the project form, back to this list) and Delete (after its confirmation).
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
      columns={["Project", "Organization", "Location", "Status", "Created", ACTIONS_COLUMN]}
      rows={rows}
    >
      {(project) => (
        <>
          <RowTitle title={project.name}>
            <span className="block text-xs font-normal text-muted">{project.sector}</span>
          </RowTitle>
          <td className={cn(cellClass, "max-w-[12rem] break-words")}>
            {project.organizationName ?? <span className="text-muted">{TEXT.unknownOrganization}</span>}
          </td>
          <td className={cn(cellClass, "max-w-[10rem] break-words")}>{project.location}</td>
          <td className={cellClass}>
            <Badge tone={statusTone(project.status)}>{statusLabel(project.status)}</Badge>
          </td>
          <td className={cn(cellClass, "whitespace-nowrap")}>{formatAdminDate(project.createdAt)}</td>
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
