import { useState } from "react";
import { data, Link, useNavigation } from "react-router";
import {
  CardActions,
  DeleteProjectDialog,
  EmptyState,
  SearchForm,
  StatusFilters,
} from "~/components/projects/own-projects";
import { ProjectCard } from "~/components/projects/project-card";
import { ProjectsPagination, RESULTS_ID, useResultsInView } from "~/components/projects/projects-pagination";
import { Alert } from "~/components/ui/alert";
import { Plus } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { countOwnProjects } from "~/db/queries/profiles.server";
import { type ProjectListItem, searchOwnProjects } from "~/db/queries/projects.server";
import { OWN_PROJECTS_TEXT, ownProjectsHref, parseOwnProjectFilters } from "~/domain/own-projects";
import { pluralize } from "~/domain/text";
import { cn } from "~/lib/cn";
import { logger } from "~/lib/logger.server";
import { z } from "~/lib/zod";
import { parseIntent } from "~/services/intent.server";
import { assertOrganizationAction, requireUser } from "~/services/permissions.server";
import { deleteProjectAndAnswer } from "~/services/projects/delete-project-answer.server";
import type { Route } from "./+types/projects";

export const meta = () => [{ title: "My Projects | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // An administrator in no organization has an empty list here (their work is in the admin area).
  const organizationId =
    user.isAdmin && user.organizationId === null
      ? user.id
      : (await assertOrganizationAction(request, user, "organization.projects")).organizationId;
  // Parsing never throws: junk in the URL reads as no filter.
  const filters = parseOwnProjectFilters(new URL(request.url).searchParams);
  try {
    const result = await searchOwnProjects(organizationId, filters);
    // An empty filtered page needs to know whether there is anything at all to find.
    const ownsAnyProject = result.total > 0 || (await countOwnProjects(organizationId)) > 0;
    return data({ filters, result, ownsAnyProject });
  } catch (error) {
    logger.error({ err: error }, "could not load the organization's projects");
    return data({ filters, result: null, ownsAnyProject: true }, { status: 503 });
  }
}

/** The page's one form of writes: an `intent` names what to do (only delete for now). */
const OwnProjectIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), projectId: z.uuid() }),
]);

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  // Back to the list the person was looking at: the same search, status and page (the pager shows the last
  // page if this one is now past the end). Another organization's project is answered as an unknown one.
  const shown = parseOwnProjectFilters(new URL(request.url).searchParams);
  return deleteProjectAndAnswer(request, {
    actor: user,
    read: async (request) => (await parseIntent(request, OwnProjectIntentSchema, "project")).intent.projectId,
    back: ownProjectsHref(shown, { page: shown.page }),
  });
}

export default function OwnProjectsPage({ loaderData }: Route.ComponentProps) {
  const { filters, result, ownsAnyProject } = loaderData;
  const [toDelete, setToDelete] = useState<ProjectListItem | null>(null);
  useResultsInView();
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

      {/* With no project at all there is nothing to search: the empty state and its Add Project only. */}
      {ownsAnyProject ? (
        <>
          <SearchForm filters={filters} />
          <StatusFilters filters={filters} />
        </>
      ) : null}

      {result === null ? (
        <Alert title={OWN_PROJECTS_TEXT.loadError}>{OWN_PROJECTS_TEXT.loadErrorDetail}</Alert>
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
