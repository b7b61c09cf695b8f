import { Fragment, type ReactNode } from "react";
import {
  ActionsCell,
  AdminListBody,
  AdminPageHeader,
  Cell,
  ConfirmDialog,
  ConfirmForm,
  RowHeader,
  useConfirmRow,
} from "~/components/admin/admin-table";
import { PdfProofPreview } from "~/components/admin/pdf-proof-preview";
import { AlertTriangle } from "~/components/ui/app-icons";
import { listPageHref, proofHref } from "~/domain/admin-billing";
import { breakPoints, proofPreview, sharedReferenceText } from "~/domain/billing-review";
import type { ListPage } from "~/domain/paging";

/** The texts both review screens have (PAYMENTS_TEXT, SUBSCRIPTIONS_TEXT). */
type ReviewText = {
  title: string;
  lead: string;
  empty: string;
  loadError: string;
  approve: string;
  approving: string;
  reject: string;
  rejecting: string;
  rejectTitle: string;
  noProof: string;
  viewProof: string;
};

type ReviewRow = { id: string; organizationName: string };

/** Which confirmation a row's button opens. */
export type ReviewConfirm<Row> = { approve: (row: Row) => void; reject: (row: Row) => void };

/**
 * The review screens, Payment Requests and Subscriptions (spec §2), are one page: the list, Approve and Reject
 * on a row, and the confirmation before either. Each screen supplies its table and what the confirmations say.
 */
export function BillingReviewPage<Row extends ReviewRow>({
  path,
  text,
  list,
  approveTitle,
  approveWarning,
  rejectWarning,
  table,
}: {
  path: string;
  text: ReviewText;
  list: ListPage<Row> | null;
  approveTitle: string;
  approveWarning: (row: Row) => string;
  rejectWarning: (row: Row) => string;
  table: (rows: Row[], confirm: ReviewConfirm<Row>) => ReactNode;
}) {
  const [approving, setApproving, closeApprove] = useConfirmRow<Row>();
  const [rejecting, setRejecting, closeReject] = useConfirmRow<Row>();
  return (
    <div className="space-y-6">
      <AdminPageHeader title={text.title} lead={text.lead} />
      <AdminListBody
        list={list}
        loadError={text.loadError}
        empty={text.empty}
        hrefFor={(page) => listPageHref(path, page)}
      >
        {(page) => table(page.items, { approve: setApproving, reject: setRejecting })}
      </AdminListBody>
      <ConfirmDialog
        intent="approve"
        target={approving?.id ?? null}
        title={approveTitle}
        description={approving ? approveWarning(approving) : undefined}
        confirmLabel={text.approve}
        pendingLabel={text.approving}
        confirmVariant="primary"
        onClose={closeApprove}
      />
      <ConfirmDialog
        intent="reject"
        target={rejecting?.id ?? null}
        title={text.rejectTitle}
        description={rejecting ? rejectWarning(rejecting) : undefined}
        confirmLabel={text.reject}
        pendingLabel={text.rejecting}
        onClose={closeReject}
      />
    </div>
  );
}

/** The first cell of a row under review: the organization that asks (it heads the card on a phone). */
export function OrganizationCell({ row }: { row: ReviewRow }) {
  return (
    <RowHeader className="break-words text-base md:min-w-[7rem] md:text-sm">{row.organizationName}</RowHeader>
  );
}

/**
 * `text` with line-break opportunities where a code or an address reads well split (`breakPoints`). Pair it
 * with overflow-wrap:anywhere, which breaks a piece still too long for its column, and only then.
 */
export function Breakable({ text }: { text: string }) {
  return breakPoints(text).map((piece, index) => (
    // The pieces of one fixed text, never reordered: their place is their key.
    <Fragment key={`${index}:${piece}`}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}

/**
 * The reference, in monospace, split at its separators when its column is narrow, flagged when another organization
 * has used it too (a transfer claimed twice).
 */
export function ReferenceCell({
  label,
  reference,
  alsoUsedBy,
}: {
  label: string;
  reference: string;
  alsoUsedBy: readonly string[];
}) {
  return (
    // Wide enough from 768px that a code breaks once at most, not every few characters.
    <Cell label={label} className="md:min-w-[9rem]">
      <span className="font-mono [overflow-wrap:anywhere]">
        <Breakable text={reference} />
      </span>
      {alsoUsedBy.length > 0 ? (
        <span className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-800 dark:text-amber-200">
          <AlertTriangle aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0" />
          <span className="[overflow-wrap:anywhere]">{sharedReferenceText(alsoUsedBy)}</span>
        </span>
      ) : null}
    </Cell>
  );
}

/**
 * The proof of payment, seen without leaving the row: an image as a thumbnail that opens full size in a new
 * tab; a PDF as its first page drawn by pdf.js in the browser (PdfProofPreview: no plugin, nothing in the file
 * runs) above "View proof (PDF)", a BMP or TIFF as "View proof", links that open it. The proof route sends
 * those as downloads under a sandboxing policy (nothing in them may run in our origin, and object-src is
 * 'none'), so they are never embedded as documents.
 */
export function ProofCell({
  row,
  text,
}: {
  row: ReviewRow & { paymentProofUrl: string | null };
  text: Pick<ReviewText, "noProof" | "viewProof">;
}) {
  const href = proofHref(row.paymentProofUrl);
  const preview = href ? proofPreview(href) : null;
  const linkClass =
    "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200";
  return (
    <Cell label="Proof">
      {!href || !preview ? (
        <span className="text-muted">{text.noProof}</span>
      ) : preview.kind === "image" ? (
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className="inline-block rounded border border-default p-0.5 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:focus-visible:outline-brand-200"
        >
          <img
            src={href}
            alt={`Proof of payment of ${row.organizationName} (opens full size in a new tab)`}
            loading="lazy"
            decoding="async"
            className="h-16 w-16 rounded-sm object-cover"
          />
        </a>
      ) : (
        <div className="flex flex-col items-start gap-1">
          {preview.kind === "pdf" ? (
            <PdfProofPreview href={href} organizationName={row.organizationName} />
          ) : null}
          <a href={href} target="_blank" rel="noreferrer" className={linkClass}>
            {text.viewProof}
            {preview.kind === "pdf" ? " (PDF)" : null}
            <span className="sr-only"> of {row.organizationName} (opens in a new tab)</span>
          </a>
        </div>
      )}
    </Cell>
  );
}

/**
 * The actions cell of a row under review: Approve and Reject, each after its confirmation; one above the other
 * in the table (a narrow column), side by side on a phone's card.
 */
export function ReviewActions<Row extends ReviewRow>({
  row,
  text,
  confirm,
}: {
  row: Row;
  text: Pick<ReviewText, "approve" | "reject">;
  confirm: ReviewConfirm<Row>;
}) {
  return (
    <ActionsCell stack>
      <ConfirmForm
        intent="approve"
        id={row.id}
        label={text.approve}
        owner={row.organizationName}
        tone="primary"
        onConfirm={() => confirm.approve(row)}
      />
      <ConfirmForm
        intent="reject"
        id={row.id}
        label={text.reject}
        owner={row.organizationName}
        onConfirm={() => confirm.reject(row)}
      />
    </ActionsCell>
  );
}
