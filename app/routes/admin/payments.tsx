import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { data, Form, useLocation } from "react-router";
import { z } from "zod";
import { ProjectsPagination } from "~/components/projects/projects-pagination";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { getDb } from "~/db/client.server";
import { listPendingPaymentRequests, type PendingPaymentRequestRow } from "~/db/queries/billing.server";
import {
  activeUntilText,
  listPageHref,
  PAYMENTS_TEXT,
  parseListPage,
  proofHref,
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
  const location = useLocation();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{PAYMENTS_TEXT.title}</h1>
        <p className="mt-1 text-muted">{PAYMENTS_TEXT.lead}</p>
      </div>
      {loadError || !requests ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {PAYMENTS_TEXT.loadError}
        </p>
      ) : requests.items.length === 0 ? (
        <Card className="p-8 text-center text-muted">{PAYMENTS_TEXT.empty}</Card>
      ) : (
        <>
          <section
            aria-label={PAYMENTS_TEXT.tableLabel}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            className="overflow-x-auto rounded-lg border border-default bg-surface"
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-surface-muted text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Organization
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Reference code
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Submitted
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Proof
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {requests.items.map((row) => {
                  const proof = proofHref(row.paymentProofUrl);
                  return (
                    <tr key={row.id} className="border-t border-default">
                      <th scope="row" className="px-4 py-3 font-medium">
                        {row.organizationName}
                      </th>
                      <td className="px-4 py-3 font-mono">{row.referenceCode}</td>
                      <td className="px-4 py-3 whitespace-nowrap">{formatAdminDate(row.createdAt)}</td>
                      <td className="px-4 py-3">
                        {proof ? (
                          <a
                            href={proof}
                            target="_blank"
                            rel="noreferrer"
                            className="text-brand-700 underline dark:text-brand-200"
                          >
                            {PAYMENTS_TEXT.viewProof}
                            <span className="sr-only"> of {row.organizationName} (opens in a new tab)</span>
                          </a>
                        ) : (
                          <span className="text-muted">{PAYMENTS_TEXT.noProof}</span>
                        )}
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-2">
                          <ApproveButton id={row.id} />
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => setRejecting(row)}
                            aria-haspopup="dialog"
                          >
                            {PAYMENTS_TEXT.reject}
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
          <ProjectsPagination
            page={requests.page}
            pageCount={requests.pageCount}
            hrefFor={(page) => listPageHref(PATH, page)}
          />
        </>
      )}
      <RejectDialog
        row={rejecting}
        action={`${location.pathname}${location.search}`}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}

/** Approve is one press (the admin has checked the reference against the statement); it works without script. */
function ApproveButton({ id }: { id: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm">
        {PAYMENTS_TEXT.approve}
      </Button>
    </Form>
  );
}

function RejectDialog({
  row,
  action,
  onClose,
}: {
  row: PendingPaymentRequestRow | null;
  action: string;
  onClose: () => void;
}) {
  const pending = useIsPending({ formAction: action });
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) onClose();
    wasPending.current = pending;
  }, [pending, onClose]);
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={PAYMENTS_TEXT.rejectTitle}
      description={row ? rejectPaymentWarning(row.organizationName, row.referenceCode) : undefined}
    >
      {row ? (
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="id" value={row.id} />
          <DialogActions>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <StatusButton variant="destructive" pending={pending} pendingLabel={PAYMENTS_TEXT.rejecting}>
              {PAYMENTS_TEXT.reject}
            </StatusButton>
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
}
