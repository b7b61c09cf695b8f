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
import {
  ProjectsPagination,
  RESULTS_ID,
  useScrollToResultsOnPageChange,
} from "~/components/projects/projects-pagination";
import { Pencil, Trash2 } from "~/components/ui/app-icons";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Eye } from "~/components/ui/icons";
import { type AdminProjectRow, searchAdminProjects } from "~/db/queries/admin-projects.server";
import {
  ADMIN_PROJECTS_TEXT,
  adminListHref,
  deleteProjectWarning,
  parseAdminListQuery,
} from "~/domain/admin-lists";
import { formatAdminDate } from "~/domain/dates";
import { statusLabel, statusTone } from "~/domain/project-status";
import { cn } from "~/lib/cn";
import { requireFormBody } from "~/services/form-body.server";
import { logger } from "~/services/logger.server";
import { requireAdmin } from "~/services/permissions.server";
import { deleteProject } from "~/services/projects/delete-project.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/projects";

export const meta = () => [{ title: "Projects | Admin | UgandaImpact" }];

const PATH = "/admin/projects";
const TEXT = ADMIN_PROJECTS_TEXT;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseAdminListQuery(new URL(request.url).searchParams);
  try {
    return { query, projects: await searchAdminProjects(query), loadError: false };
  } catch (error) {
    logger.error({ err: error }, "could not load the admin project list");
    return data({ query, projects: null, loadError: true }, { status: 503 });
  }
}

const ProjectIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
]);

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await requireFormBody(request);
  const submission = parseWithZod(formData, { schema: ProjectIntentSchema });
  // Back to the list as the admin saw it (search and page).
  const back = adminListHref(PATH, parseAdminListQuery(new URL(request.url).searchParams));
  if (submission.status !== "success") {
    return data({ error: "Bad request: unknown action or project" }, { status: 400 });
  }
  try {
    const result = await deleteProject({ actor: admin, projectId: submission.value.id });
    if (result.ok) {
      return redirectWithToast(back, {
        type: "success",
        title: TEXT.deleted,
        description: TEXT.deletedDetail,
      });
    }
  } catch (error) {
    logger.error({ err: error }, "admin project delete failed");
  }
  // Gone meanwhile, or a failure of ours: said, and nothing changed.
  return redirectWithToast(back, {
    type: "error",
    title: TEXT.deleteErrorTitle,
    description: TEXT.deleteError,
  });
}

export default function AdminProjectsPage({ loaderData }: Route.ComponentProps) {
  const { query, projects, loadError } = loaderData;
  const [deleting, setDeleting] = useState<AdminProjectRow | null>(null);
  const close = useCallback(() => setDeleting(null), []);
  useScrollToResultsOnPageChange();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <AdminPageHeader title={TEXT.title} lead={TEXT.lead} />
        <Link to="/dashboard/projects/add?from=admin" className={buttonClass("primary")}>
          {TEXT.add}
        </Link>
      </div>
      <AdminSearchForm
        label={TEXT.searchLabel}
        placeholder={TEXT.searchPlaceholder}
        q={query.q}
        clearHref={PATH}
        active={Boolean(query.q)}
      />
      {loadError || !projects ? (
        <ListLoadError message={TEXT.loadError} />
      ) : projects.items.length === 0 ? (
        <EmptyList message={query.q ? TEXT.emptySearch : TEXT.emptyAll} />
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {projects.total.toLocaleString("en-US")} {projects.total === 1 ? "project" : "projects"}
          </p>
          <ScrollTable
            id={RESULTS_ID}
            label={TEXT.tableLabel}
            minWidth="min-w-[52rem]"
            head={
              <>
                <Th>Project</Th>
                <Th>Organization</Th>
                <Th>Location</Th>
                <Th>Status</Th>
                <Th>Created</Th>
                <Th className="text-right">Actions</Th>
              </>
            }
          >
            {projects.items.map((project) => (
              <tr key={project.id} className="border-t border-default">
                <th scope="row" className={cn(cellClass, "max-w-[16rem] font-medium")}>
                  <span className="line-clamp-2 break-words">{project.name}</span>
                  <span className="block text-xs font-normal text-muted">{project.sector}</span>
                </th>
                <td className={cn(cellClass, "max-w-[12rem] break-words")}>
                  {project.organizationName ?? <span className="text-muted">{TEXT.unknownOrganization}</span>}
                </td>
                <td className={cn(cellClass, "max-w-[10rem] break-words")}>{project.location}</td>
                <td className={cellClass}>
                  <Badge tone={statusTone(project.status)}>{statusLabel(project.status)}</Badge>
                </td>
                <td className={cn(cellClass, "whitespace-nowrap")}>{formatAdminDate(project.createdAt)}</td>
                <td className={cellClass}>
                  <div className="flex justify-end gap-2">
                    <RowLink to={`/projects/${project.id}`} label={TEXT.view} owner={project.name}>
                      <Eye aria-hidden className="h-4 w-4" />
                    </RowLink>
                    <RowLink
                      to={`/dashboard/projects/edit/${project.id}?from=admin`}
                      label={TEXT.edit}
                      owner={project.name}
                    >
                      <Pencil aria-hidden className="h-4 w-4" />
                    </RowLink>
                    <ConfirmForm
                      intent="delete"
                      id={project.id}
                      label={TEXT.delete}
                      owner={project.name}
                      onConfirm={() => setDeleting(project)}
                    >
                      <Trash2 aria-hidden className="h-4 w-4" />
                    </ConfirmForm>
                  </div>
                </td>
              </tr>
            ))}
          </ScrollTable>
          <ProjectsPagination
            page={projects.page}
            pageCount={projects.pageCount}
            hrefFor={(page) => adminListHref(PATH, { q: query.q, page })}
          />
        </>
      )}
      <ConfirmDialog
        intent="delete"
        target={deleting?.id ?? null}
        title={TEXT.deleteTitle}
        description={deleting ? deleteProjectWarning(deleting.name) : undefined}
        confirmLabel={TEXT.delete}
        pendingLabel={TEXT.deleting}
        onClose={close}
      />
    </div>
  );
}
