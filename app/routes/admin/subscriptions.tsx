import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useState } from "react";
import { data } from "react-router";
import { z } from "zod";
import {
  AdminPageHeader,
  ConfirmDialog,
  ConfirmForm,
  cellClass,
  EmptyList,
  ListLoadError,
  ProofLink,
  RowActionForm,
  ScrollTable,
  Th,
} from "~/components/admin/admin-table";
import {
  ProjectsPagination,
  RESULTS_ID,
  useScrollToResultsOnPageChange,
} from "~/components/projects/projects-pagination";
import { Badge } from "~/components/ui/badge";
import { getDb } from "~/db/client.server";
import { listSubscriptions } from "~/db/queries/billing.server";
import {
  activeUntilText,
  approvedByText,
  listPageHref,
  parseListPage,
  rejectSubscriptionWarning,
  SUBSCRIPTIONS_TEXT,
  type SubscriptionRow,
} from "~/domain/admin-billing";
import { formatAdminDate } from "~/domain/dates";
import { requireFormBody } from "~/services/form-body.server";
import { logger } from "~/services/logger.server";
import { approveSubscription } from "~/services/payments/approve-subscription.server";
import { rejectSubscription } from "~/services/payments/reject-subscription.server";
import { requireAdmin } from "~/services/permissions.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/subscriptions";

export const meta = () => [{ title: "Subscriptions | UgandaImpact" }];

const PATH = "/admin/subscriptions";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = parseListPage(new URL(request.url).searchParams);
  try {
    return { subscriptions: await listSubscriptions(getDb(), { page }), loadError: false };
  } catch (error) {
    logger.error({ err: error }, "could not load subscription requests");
    return data({ subscriptions: null, loadError: true }, { status: 503 });
  }
}

const SubscriptionIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: z.uuid() }),
  z.object({ intent: z.literal("reject"), id: z.uuid() }),
]);

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await requireFormBody(request);
  const submission = parseWithZod(formData, { schema: SubscriptionIntentSchema });
  // Back to the page the admin was on.
  const back = listPageHref(PATH, parseListPage(new URL(request.url).searchParams));
  if (submission.status !== "success") {
    return data({ error: "Bad request: unknown action or subscription" }, { status: 400 });
  }
  const { intent, id } = submission.value;
  const failure = intent === "approve" ? SUBSCRIPTIONS_TEXT.approveError : SUBSCRIPTIONS_TEXT.rejectError;
  try {
    if (intent === "approve") {
      const result = await approveSubscription({ admin, subscriptionId: id });
      if (result.ok) {
        return redirectWithToast(back, {
          type: "success",
          title: SUBSCRIPTIONS_TEXT.approved,
          description: activeUntilText(result.activeUntil),
        });
      }
    } else {
      const result = await rejectSubscription({ admin, subscriptionId: id });
      if (result.ok) return redirectWithToast(back, { type: "success", title: SUBSCRIPTIONS_TEXT.rejected });
    }
  } catch (error) {
    logger.error({ err: error, intent }, "subscription update failed");
  }
  // Gone or approved meanwhile (another admin), or a failure of ours: said, and nothing changed.
  return redirectWithToast(back, {
    type: "error",
    title: SUBSCRIPTIONS_TEXT.errorTitle,
    description: failure,
  });
}

export default function AdminSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const { subscriptions, loadError } = loaderData;
  const [rejecting, setRejecting] = useState<SubscriptionRow | null>(null);
  const close = useCallback(() => setRejecting(null), []);
  useScrollToResultsOnPageChange();
  return (
    <div className="space-y-6">
      <AdminPageHeader title={SUBSCRIPTIONS_TEXT.title} lead={SUBSCRIPTIONS_TEXT.lead} />
      {loadError || !subscriptions ? (
        <ListLoadError message={SUBSCRIPTIONS_TEXT.loadError} />
      ) : subscriptions.items.length === 0 ? (
        <EmptyList message={SUBSCRIPTIONS_TEXT.empty} />
      ) : (
        <>
          <ScrollTable
            id={RESULTS_ID}
            label={SUBSCRIPTIONS_TEXT.tableLabel}
            minWidth="min-w-[64rem]"
            head={
              <>
                <Th>Organization</Th>
                <Th>Status</Th>
                <Th>Payment reference</Th>
                <Th>Start date</Th>
                <Th>End date</Th>
                <Th>Submitted</Th>
                <Th>Proof</Th>
                <Th className="text-right">Actions</Th>
              </>
            }
          >
            {subscriptions.items.map((row) => (
              <tr key={row.id} className="border-t border-default">
                <th scope="row" className={`${cellClass} font-medium`}>
                  {row.organizationName}
                </th>
                <td className={cellClass}>
                  {row.isActive ? (
                    <Badge tone="green">{SUBSCRIPTIONS_TEXT.active}</Badge>
                  ) : (
                    <Badge tone="amber">{SUBSCRIPTIONS_TEXT.pending}</Badge>
                  )}
                </td>
                <td className={`${cellClass} break-all font-mono`}>{row.paymentReference}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatAdminDate(row.startDate)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatAdminDate(row.endDate)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatAdminDate(row.createdAt)}</td>
                <td className={cellClass}>
                  <ProofLink
                    url={row.paymentProofUrl}
                    owner={row.organizationName}
                    noProof={SUBSCRIPTIONS_TEXT.noProof}
                    viewProof={SUBSCRIPTIONS_TEXT.viewProof}
                  />
                </td>
                <td className={cellClass}>
                  {row.isActive ? (
                    <p className="text-right text-muted">{approvedByText(row.approvedBy)}</p>
                  ) : (
                    <div className="flex justify-end gap-2">
                      <RowActionForm
                        intent="approve"
                        id={row.id}
                        label={SUBSCRIPTIONS_TEXT.approve}
                        pendingLabel={SUBSCRIPTIONS_TEXT.approving}
                        owner={row.organizationName}
                      />
                      <ConfirmForm
                        intent="reject"
                        id={row.id}
                        label={SUBSCRIPTIONS_TEXT.reject}
                        owner={row.organizationName}
                        onConfirm={() => setRejecting(row)}
                      />
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </ScrollTable>
          <ProjectsPagination
            page={subscriptions.page}
            pageCount={subscriptions.pageCount}
            hrefFor={(page) => listPageHref(PATH, page)}
          />
        </>
      )}
      <ConfirmDialog
        intent="reject"
        target={rejecting?.id ?? null}
        title={SUBSCRIPTIONS_TEXT.rejectTitle}
        description={
          rejecting
            ? rejectSubscriptionWarning(rejecting.organizationName, rejecting.paymentReference)
            : undefined
        }
        confirmLabel={SUBSCRIPTIONS_TEXT.reject}
        pendingLabel={SUBSCRIPTIONS_TEXT.rejecting}
        onClose={close}
      />
    </div>
  );
}
