import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { ProjectCard } from "~/components/projects/project-card";
import {
  ProjectsPagination,
  RESULTS_ID,
  useScrollToResultsOnPageChange,
} from "~/components/projects/projects-pagination";
import { Pencil, Plus, Trash2 } from "~/components/ui/app-icons";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/field";
import { Eye, Search } from "~/components/ui/icons";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { countOwnProjects } from "~/db/queries/profiles.server";
import { type ProjectListItem, searchOwnProjects } from "~/db/queries/projects.server";
import {
  deleteProjectWarning,
  OWN_PROJECT_STATUS_FILTERS,
  OWN_PROJECTS_TEXT,
  type OwnProjectFilters,
  ownProjectsEmptyState,
  ownProjectsHref,
  parseOwnProjectFilters,
} from "~/domain/own-projects";
import { MAX_FILTER_LENGTH } from "~/domain/project-filters";
import { withProjectDefaults } from "~/domain/projects";
import { pluralize } from "~/domain/text";
import { cn } from "~/lib/cn";
import { requireFormBody } from "~/services/form-body.server";
import { logger } from "~/services/logger.server";
import { requireUser } from "~/services/permissions.server";
import { deleteProject } from "~/services/projects/delete-project.server";
import { dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/projects";

export const meta = () => [{ title: "My Projects | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Parsing never throws: junk in the URL reads as no filter.
  const filters = parseOwnProjectFilters(new URL(request.url).searchParams);
  try {
    const result = await searchOwnProjects(user.id, filters);
    // An empty filtered page needs to know whether there is anything at all to find.
    const ownsAnyProject = result.total > 0 || (await countOwnProjects(user.id)) > 0;
    return data({ filters, result, ownsAnyProject });
  } catch (error) {
    logger.error({ err: error }, "could not load the organization's projects");
    return data({ filters, result: null, ownsAnyProject: true }, { status: 503 });
  }
}

/** The page's one form of writes: an `intent` names what to do (only delete for now). */
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), projectId: z.uuid() }),
]);

const deleteFailed = {
  type: "error" as const,
  title: OWN_PROJECTS_TEXT.deleteError,
  description: OWN_PROJECTS_TEXT.deleteErrorDetail,
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await requireFormBody(request);
  const parsed = ActionSchema.safeParse(Object.fromEntries(form));
  // Only a forged or broken request is malformed (the page's own form always sends a project's id): 400.
  if (!parsed.success) return dataWithToast({ ok: false as const }, deleteFailed, { status: 400 });

  const result = await deleteProject({ actor: user, projectId: parsed.data.projectId });
  // Unknown, or another organization's: the same answer, and nothing changed.
  if (!result.ok) return dataWithToast({ ok: false as const }, deleteFailed, { status: 404 });
  // Back to the list the person was looking at: the same search, status and page (the pager shows the last
  // page if this one is now past the end).
  const shown = parseOwnProjectFilters(new URL(request.url).searchParams);
  const back = ownProjectsHref(shown, { page: shown.page });
  return redirectWithToast(back, {
    type: "success",
    title: OWN_PROJECTS_TEXT.deleted,
    description: OWN_PROJECTS_TEXT.deletedDetail,
  });
}

export default function OwnProjectsPage({ loaderData }: Route.ComponentProps) {
  const { filters, result, ownsAnyProject } = loaderData;
  const [toDelete, setToDelete] = useState<ProjectListItem | null>(null);
  useScrollToResultsOnPageChange();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/dashboard/projects";

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{OWN_PROJECTS_TEXT.title}</h1>
          <p className="mt-1 text-muted">{OWN_PROJECTS_TEXT.lead}</p>
        </div>
        <Link to="/dashboard/projects/add" className={cn(buttonClass("primary"), "shrink-0")}>
          <Plus aria-hidden className="size-4" />
          {OWN_PROJECTS_TEXT.addProject}
        </Link>
      </div>

      <SearchForm filters={filters} />
      <StatusFilters filters={filters} />

      {result === null ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950"
        >
          <h2 className="text-lg font-semibold text-red-900 dark:text-red-100">
            {OWN_PROJECTS_TEXT.loadError}
          </h2>
          <p className="mt-1 text-red-900 dark:text-red-100">{OWN_PROJECTS_TEXT.loadErrorDetail}</p>
        </div>
      ) : (
        <div
          id={RESULTS_ID}
          // A pager link lands here (#results); focus follows for keyboard users.
          tabIndex={-1}
          aria-busy={busy}
          className={cn("scroll-mt-20 focus:outline-none", busy && "opacity-60 transition-opacity")}
        >
          <p role="status" className="text-sm text-muted">
            {result.total > 0
              ? `${pluralize(result.total, "project")}${
                  result.pageCount > 1 ? ` · page ${result.page} of ${result.pageCount}` : ""
                }`
              : ""}
          </p>
          {result.projects.length === 0 ? (
            <EmptyState filters={filters} ownsAnyProject={ownsAnyProject} />
          ) : (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {result.projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    headingLevel="h2"
                    variant="owner"
                    actions={<CardActions project={project} onDelete={() => setToDelete(project)} />}
                  />
                </li>
              ))}
            </ul>
          )}
          <ProjectsPagination
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(page) => ownProjectsHref(filters, { page })}
          />
        </div>
      )}

      <DeleteProjectDialog project={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

/**
 * A GET form, so it works without script; the chosen status rides along, and a new search starts at page 1.
 */
function SearchForm({ filters }: { filters: OwnProjectFilters }) {
  return (
    <Form
      method="get"
      action="/dashboard/projects"
      role="search"
      aria-label="My projects"
      // Back/forward to another search resets the field to it.
      key={`${filters.q ?? ""}|${filters.status ?? ""}`}
      className="flex flex-col gap-3 rounded-lg border border-default bg-surface p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <Label htmlFor="own-projects-q">{OWN_PROJECTS_TEXT.searchLabel}</Label>
        <Input
          id="own-projects-q"
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
          placeholder={OWN_PROJECTS_TEXT.searchPlaceholder}
          maxLength={MAX_FILTER_LENGTH}
          enterKeyHint="search"
        />
      </div>
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      <Button type="submit" className="w-full sm:w-auto">
        <Search aria-hidden className="size-4" />
        Search
      </Button>
    </Form>
  );
}

/** All, Active, Completed, Planning as links that keep the search; the chosen one is marked. */
function StatusFilters({ filters }: { filters: OwnProjectFilters }) {
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {OWN_PROJECT_STATUS_FILTERS.map((option) => {
          const chosen = filters.status === option.value;
          return (
            <li key={option.label}>
              <Link
                to={ownProjectsHref(filters, { status: option.value })}
                aria-current={chosen ? "true" : undefined}
                className={cn(
                  "inline-flex h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm font-medium",
                  chosen
                    ? "border-brand-700 bg-brand-700 text-white dark:border-brand-200"
                    : "border-default bg-surface hover:bg-surface-muted",
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const actionClass =
  "inline-flex h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium underline-offset-4 hover:underline";

/** View, Edit and Delete, each saying which project for screen readers (the visible word comes first). */
function CardActions({ project, onDelete }: { project: ProjectListItem; onDelete: () => void }) {
  const name = withProjectDefaults(project).name;
  return (
    <div className="-mx-3 flex flex-wrap items-center gap-1">
      <Link to={`/projects/${project.id}`} className={cn(actionClass, "text-brand-700 dark:text-brand-200")}>
        <Eye aria-hidden className="size-4" />
        View<span className="sr-only"> {name}</span>
      </Link>
      <Link
        to={`/dashboard/projects/edit/${project.id}`}
        className={cn(actionClass, "text-brand-700 dark:text-brand-200")}
      >
        <Pencil aria-hidden className="size-4" />
        Edit<span className="sr-only"> {name}</span>
      </Link>
      <button
        type="button"
        onClick={onDelete}
        aria-haspopup="dialog"
        className={cn(actionClass, "ml-auto text-red-700 dark:text-red-400")}
      >
        <Trash2 aria-hidden className="size-4" />
        Delete<span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}

/**
 * The confirmation before a delete. Its form posts to this route at the current URL, so the list comes back
 * with the same search, status and page; it closes once the answer is in.
 */
function DeleteProjectDialog({ project, onClose }: { project: ProjectListItem | null; onClose: () => void }) {
  const pending = useIsPending();
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) onClose();
    wasPending.current = pending;
  }, [pending, onClose]);

  const name = project ? withProjectDefaults(project).name : "";
  return (
    <Dialog
      open={project !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={OWN_PROJECTS_TEXT.deleteTitle}
      description={project ? deleteProjectWarning(name) : undefined}
    >
      {project ? (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="projectId" value={project.id} />
          <DialogActions>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <StatusButton variant="destructive" pending={pending} pendingLabel="Deleting...">
              Delete
            </StatusButton>
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
}

function EmptyState({ filters, ownsAnyProject }: { filters: OwnProjectFilters; ownsAnyProject: boolean }) {
  const empty = ownProjectsEmptyState(filters, ownsAnyProject);
  return (
    <div className="mt-4 rounded-lg border border-dashed border-default px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">{empty.title}</h2>
      <p className="mt-2 text-muted">{empty.detail}</p>
      {empty.kind === "no-projects" ? (
        <Link to="/dashboard/projects/add" className={cn(buttonClass("primary"), "mt-6")}>
          <Plus aria-hidden className="size-4" />
          {OWN_PROJECTS_TEXT.addProject}
        </Link>
      ) : (
        <Link
          to="/dashboard/projects"
          className="mt-4 inline-flex h-11 items-center font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
        >
          Show all my projects
        </Link>
      )}
    </div>
  );
}
