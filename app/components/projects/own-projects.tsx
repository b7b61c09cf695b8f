import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { History, Pencil, Plus, Trash2 } from "~/components/ui/app-icons";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/field";
import { Eye, Search, Target } from "~/components/ui/icons";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import {
  deleteProjectWarning,
  OWN_PROJECT_STATUS_FILTERS,
  OWN_PROJECTS_TEXT,
  type OwnProjectFilters,
  ownProjectsEmptyState,
  ownProjectsHref,
} from "~/domain/own-projects";
import type { ProjectCardData } from "~/domain/project-card-data";
import { MAX_FILTER_LENGTH } from "~/domain/project-filters";
import { withProjectDefaults } from "~/domain/projects";
import { cn } from "~/lib/cn";

/** The pieces of the Project Panel's own-projects list, /dashboard/projects (spec §2 Organization dashboard). */

/**
 * A GET form, so it works without script; the chosen status rides along, and a new search starts at page 1.
 */
export function SearchForm({ filters }: { filters: OwnProjectFilters }) {
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
export function StatusFilters({ filters }: { filters: OwnProjectFilters }) {
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

/** View, Edit, Updates and Delete, each saying which project for screen readers (the visible word comes first). */
export function CardActions({ project, onDelete }: { project: ProjectCardData; onDelete: () => void }) {
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
      <Link
        to={`/dashboard/projects/${project.id}/results`}
        className={cn(actionClass, "text-brand-700 dark:text-brand-200")}
      >
        <Target aria-hidden className="size-4" />
        Results<span className="sr-only"> of {name}</span>
      </Link>
      <Link
        to={`/dashboard/projects/${project.id}/updates`}
        className={cn(actionClass, "text-brand-700 dark:text-brand-200")}
      >
        <History aria-hidden className="size-4" />
        Updates<span className="sr-only"> of {name}</span>
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
export function DeleteProjectDialog({
  project,
  onClose,
}: {
  project: ProjectCardData | null;
  onClose: () => void;
}) {
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

export function EmptyState({
  filters,
  ownsAnyProject,
}: {
  filters: OwnProjectFilters;
  ownsAnyProject: boolean;
}) {
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
