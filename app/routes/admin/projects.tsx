import { Link } from "react-router";
import {
  AdminListBody,
  AdminPageHeader,
  AdminSearchForm,
  DeleteDialog,
  ListCount,
  useConfirmRow,
} from "~/components/admin/admin-table";
import { ProjectsTable } from "~/components/admin/projects-table";
import { buttonClass } from "~/components/ui/button";
import { searchAdminProjects } from "~/db/queries/admin-projects.server";
import {
  ADMIN_PROJECTS_TEXT,
  AdminProjectIntentSchema,
  type AdminProjectRow,
  adminListHref,
  deleteProjectWarning,
} from "~/domain/admin-lists";
import { adminListBack, loadAdminSearchList } from "~/services/admin-list.server";
import { parseIntent } from "~/services/intent.server";
import { requireAdmin } from "~/services/permissions.server";
import { deleteProjectAndAnswer } from "~/services/projects/delete-project-answer.server";
import type { Route } from "./+types/projects";

export const meta = () => [{ title: "Projects | Admin | UgandaImpact" }];

const PATH = "/admin/projects";
const TEXT = ADMIN_PROJECTS_TEXT;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminSearchList(request, "the admin project list", searchAdminProjects);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return deleteProjectAndAnswer(request, {
    actor: admin,
    read: async (request) => (await parseIntent(request, AdminProjectIntentSchema, "project")).intent.id,
    back: adminListBack(request, PATH),
  });
}

export default function AdminProjectsPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const [deleting, setDeleting, close] = useConfirmRow<AdminProjectRow>();
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={TEXT.title}
        lead={TEXT.lead}
        action={
          <Link to="/dashboard/projects/add?from=admin" className={buttonClass("primary")}>
            {TEXT.add}
          </Link>
        }
      />
      <AdminSearchForm text={TEXT} q={query.q} clearHref={PATH} />
      <AdminListBody
        list={list}
        loadError={TEXT.loadError}
        empty={query.q ? TEXT.emptySearch : TEXT.emptyAll}
        hrefFor={(page) => adminListHref(PATH, { q: query.q, page })}
      >
        {(page) => (
          <>
            <ListCount total={page.total} one="project" many="projects" />
            <ProjectsTable rows={page.items} onDelete={setDeleting} />
          </>
        )}
      </AdminListBody>
      <DeleteDialog
        row={deleting}
        text={TEXT}
        description={(row) => deleteProjectWarning(row.name)}
        onClose={close}
      />
    </div>
  );
}
