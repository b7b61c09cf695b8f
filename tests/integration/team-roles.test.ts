import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { projects } from "~/db/schema";
import { loader as accountLoader } from "~/routes/dashboard/account";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { action as paymentAction, loader as paymentLoader } from "~/routes/dashboard/payment";
import { action as profileAction, loader as profileLoader } from "~/routes/dashboard/profile";
import { action as projectEditAction, loader as projectEditLoader } from "~/routes/dashboard/project-edit";
import { loader as projectNewLoader } from "~/routes/dashboard/project-new";
import { loader as projectResultsLoader } from "~/routes/dashboard/project-results";
import { loader as projectUpdatesLoader } from "~/routes/dashboard/project-updates";
import { action as projectsAction, loader as projectsLoader } from "~/routes/dashboard/projects";
import { loadContext, useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  addMember,
  createOrganizationUser,
  createProject,
  createUserWithoutProfile,
  isoDay,
} from "../setup/factories";
import { count, getRequest, type Outcome, postRequest, toOutcome } from "../setup/routes";
import { describeEachDatabase } from "../setup/test-database";

/**
 * Every role against every page and write of the Project Panel, through the routes themselves (issue 35): an
 * owner everything, an editor projects and not billing nor the profile, a finance member billing and not
 * projects; a member of another organization nothing of this one; an account in no organization nothing.
 */

useTempDataDir();

// biome-ignore lint/suspicious/noExplicitAny: route modules' own argument types differ per route
type Handler = (args: any) => unknown;

async function run(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
): Promise<Outcome> {
  try {
    return toOutcome(await handler({ request, params, context: loadContext() }));
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string })?.type === "DataWithResponseInit") {
      return toOutcome(thrown);
    }
    throw thrown;
  }
}

/** Shown (200), or sent away: to /dashboard (Access Denied), the project list (not found) or /login. */
function answered(outcome: Outcome): "page" | "refused" | "login" {
  if (outcome.status === 200) return "page";
  if (outcome.location?.startsWith("/login")) return "login";
  expect([302, 403, 404]).toContain(outcome.status);
  return "refused";
}

type Role = "owner" | "editor" | "finance" | "other" | "alone";
const ROLES: Role[] = ["owner", "editor", "finance", "other", "alone"];

describeEachDatabase("team roles", () => {
  const cookies = {} as Record<Role, string>;
  let projectId: string;

  beforeAll(async () => {
    const owner = await createOrganizationUser();
    await activateSubscription(owner.organizationId);
    cookies.owner = owner.cookie;
    cookies.editor = (await addMember(owner, "editor")).cookie;
    cookies.finance = (await addMember(owner, "finance")).cookie;
    cookies.other = (await createOrganizationUser()).cookie;
    cookies.alone = (await createUserWithoutProfile()).cookie;
    projectId = (await createProject(owner.userId)).id;
  });

  /** Each page, and who sees it: the cells of the table that a browser meets. */
  const PAGES: {
    name: string;
    handler: Handler;
    path: string;
    params?: () => Record<string, string>;
    shown: Role[];
  }[] = [
    {
      name: "Dashboard",
      handler: dashboardLoader,
      path: "/dashboard",
      shown: ["owner", "editor", "finance", "other", "alone"],
    },
    {
      name: "My Account",
      handler: accountLoader,
      path: "/dashboard/account",
      shown: ["owner", "editor", "finance", "other", "alone"],
    },
    {
      name: "My Projects",
      handler: projectsLoader,
      path: "/dashboard/projects",
      shown: ["owner", "editor", "other"],
    },
    {
      name: "Add Project",
      handler: projectNewLoader,
      path: "/dashboard/projects/add",
      shown: ["owner", "editor", "other"],
    },
    { name: "Edit Profile", handler: profileLoader, path: "/dashboard/profile", shown: ["owner", "other"] },
    {
      name: "Payment",
      handler: paymentLoader,
      path: "/payment",
      shown: ["owner", "finance", "other", "alone"],
    },
    {
      name: "the project's form",
      handler: projectEditLoader,
      path: "/dashboard/projects/edit/x",
      params: () => ({ id: projectId }),
      shown: ["owner", "editor"],
    },
    {
      name: "the project's results",
      handler: projectResultsLoader,
      path: "/dashboard/projects/x/results",
      params: () => ({ id: projectId }),
      shown: ["owner", "editor"],
    },
    {
      name: "the project's updates",
      handler: projectUpdatesLoader,
      path: "/dashboard/projects/x/updates",
      params: () => ({ id: projectId }),
      shown: ["owner", "editor"],
    },
  ];

  const pageCells = PAGES.flatMap((page) =>
    ROLES.map((role) => ({ ...page, role, shows: page.shown.includes(role) })),
  );

  it("has a cell for every page and role (9 × 5)", () => {
    expect(pageCells).toHaveLength(45);
  });

  it.each(pageCells)("$name as $role: shown $shows", async ({ handler, path, params, role, shows }) => {
    const outcome = await run(handler, getRequest(path, cookies[role]), params?.() ?? {});
    expect(answered(outcome)).toBe(shows ? "page" : "refused");
  });

  it("a finance member cannot edit or delete a project; an editor can edit it", async () => {
    const before = await getDb().select().from(projects).where(eq(projects.id, projectId));
    const edit = await run(
      projectEditAction,
      postRequest(`/dashboard/projects/edit/${projectId}`, { name: "Renamed by finance" }, cookies.finance),
      { id: projectId },
    );
    expect(edit.status).not.toBe(200);
    const remove = await run(
      projectsAction,
      postRequest("/dashboard/projects", { intent: "delete", projectId }, cookies.finance),
    );
    expect(remove.status).toBe(404);
    expect(await getDb().select().from(projects).where(eq(projects.id, projectId))).toEqual(before);
  });

  it("an editor cannot pay, nor change the profile; a finance member can pay", async () => {
    const payment = (transactionId: string) => ({
      intent: "submit",
      method: "mtn",
      transactionId,
      currency: "UGX",
      paidOn: isoDay(-1),
    });
    const requests = await count("subscription_requests");
    const byEditor = await run(paymentAction, postRequest("/payment", payment("7845123001"), cookies.editor));
    expect(byEditor.status).toBe(403);
    const profile = await run(
      profileAction,
      postRequest("/dashboard/profile", { orgName: "Taken Over" }, cookies.editor),
    );
    expect(profile.status).toBe(403);
    expect(await count("subscription_requests")).toBe(requests);

    // The organization's subscription is active: a finance member renews only in its last 30 days, and is
    // answered as the owner would be (a conflict), not refused as someone who may not pay.
    const byFinance = await run(
      paymentAction,
      postRequest("/payment", payment("7845123002"), cookies.finance),
    );
    expect(byFinance.status).toBe(409);
  });
});
