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
import { getDb } from "~/db/client.server";
import { listPendingPaymentRequests } from "~/db/queries/billing.server";
import {
  activeUntilText,
  listPageHref,
  PAYMENTS_TEXT,
  type PendingPaymentRequestRow,
  parseListPage,
  rejectPaymentWarning,
} from "~/domain/admin-billing";
import { formatAdminDate } from "~/domain/dates";
import { requireFormBody } from "~/services/form-body.server";
import { logger } from "~/services/logger.server";
import { approvePayment } from "~/services/payments/approve-payment.server";
import { rejectPayment } from "~/services/payments/reject-payment.server";
import { requireAdmin } from "~/services/permissions.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/payments";

export const meta = () => [{ title: "Payment Requests | UgandaImpact" }];

const PATH = "/admin/payments";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = parseListPage(new URL(request.url).searchParams);
  try {
    return { requests: await listPendingPaymentRequests(getDb(), { page }), loadError: false };
  } catch (error) {
    logger.error({ err: error }, "could not load payment requests");
    return data({ requests: null, loadError: true }, { status: 503 });
  }
}

const PaymentIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: z.uuid() }),
  z.object({ intent: z.literal("reject"), id: z.uuid() }),
]);

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await requireFormBody(request);
  const submission = parseWithZod(formData, { schema: PaymentIntentSchema });
  // Back to the page the admin was on.
  const back = listPageHref(PATH, parseListPage(new URL(request.url).searchParams));
  if (submission.status !== "success") {
    return data({ error: "Bad request: unknown action or payment request" }, { status: 400 });
  }
  const { intent, id } = submission.value;
  const failure = intent === "approve" ? PAYMENTS_TEXT.approveError : PAYMENTS_TEXT.rejectError;
  try {
    if (intent === "approve") {
      const result = await approvePayment({ admin, paymentRequestId: id });
      if (result.ok) {
        return redirectWithToast(back, {
          type: "success",
          title: PAYMENTS_TEXT.approved,
          description: activeUntilText(result.activeUntil),
        });
      }
    } else {
      const result = await rejectPayment({ admin, paymentRequestId: id });
      if (result.ok) return redirectWithToast(back, { type: "success", title: PAYMENTS_TEXT.rejected });
    }
  } catch (error) {
    logger.error({ err: error, intent }, "payment request update failed");
  }
  // Gone meanwhile (another admin), nothing to activate, or a failure of ours: said, and nothing changed.
  return redirectWithToast(back, { type: "error", title: PAYMENTS_TEXT.errorTitle, description: failure });
}

export default function AdminPaymentsPage({ loaderData }: Route.ComponentProps) {
  const { requests, loadError } = loaderData;
  const [rejecting, setRejecting] = useState<PendingPaymentRequestRow | null>(null);
  const close = useCallback(() => setRejecting(null), []);
  useScrollToResultsOnPageChange();
  return (
    <div className="space-y-6">
      <AdminPageHeader title={PAYMENTS_TEXT.title} lead={PAYMENTS_TEXT.lead} />
      {loadError || !requests ? (
        <ListLoadError message={PAYMENTS_TEXT.loadError} />
      ) : requests.items.length === 0 ? (
        <EmptyList message={PAYMENTS_TEXT.empty} />
      ) : (
        <>
          <ScrollTable
            id={RESULTS_ID}
            label={PAYMENTS_TEXT.tableLabel}
            minWidth="min-w-[42rem]"
            head={
              <>
                <Th>Organization</Th>
                <Th>Reference code</Th>
                <Th>Submitted</Th>
                <Th>Proof</Th>
                <Th className="text-right">Actions</Th>
              </>
            }
          >
            {requests.items.map((row) => (
              <tr key={row.id} className="border-t border-default">
                <th scope="row" className={`${cellClass} font-medium`}>
                  {row.organizationName}
                </th>
                <td className={`${cellClass} break-all font-mono`}>{row.referenceCode}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatAdminDate(row.createdAt)}</td>
                <td className={cellClass}>
                  <ProofLink
                    url={row.paymentProofUrl}
                    owner={row.organizationName}
                    noProof={PAYMENTS_TEXT.noProof}
                    viewProof={PAYMENTS_TEXT.viewProof}
                  />
                </td>
                <td className={cellClass}>
                  <div className="flex justify-end gap-2">
                    <RowActionForm
                      intent="approve"
                      id={row.id}
                      label={PAYMENTS_TEXT.approve}
                      pendingLabel={PAYMENTS_TEXT.approving}
                      owner={row.organizationName}
                    />
                    <ConfirmForm
                      intent="reject"
                      id={row.id}
                      label={PAYMENTS_TEXT.reject}
                      owner={row.organizationName}
                      onConfirm={() => setRejecting(row)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </ScrollTable>
          <ProjectsPagination
            page={requests.page}
            pageCount={requests.pageCount}
            hrefFor={(page) => listPageHref(PATH, page)}
          />
        </>
      )}
      <ConfirmDialog
        intent="reject"
        target={rejecting?.id ?? null}
        title={PAYMENTS_TEXT.rejectTitle}
        description={
          rejecting ? rejectPaymentWarning(rejecting.organizationName, rejecting.referenceCode) : undefined
        }
        confirmLabel={PAYMENTS_TEXT.reject}
        pendingLabel={PAYMENTS_TEXT.rejecting}
        onClose={close}
      />
    </div>
  );
}
