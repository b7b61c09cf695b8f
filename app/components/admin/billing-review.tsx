import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PdfProofPreview } from "~/components/admin/pdf-proof-preview";
import { AlertTriangle } from "~/components/ui/app-icons";
import { Badge } from "~/components/ui/badge";
import { Breakable } from "~/components/ui/breakable";
import { PAYMENT_REVIEW_TEXT, proofHref } from "~/domain/admin-billing";
import { proofPreview, REQUEST_STATUS_TONES, SUBSCRIPTION_STATE_TONES } from "~/domain/billing-review";
import { formatNumber } from "~/domain/numbers";
import {
  REQUEST_STATUS_LABELS,
  type RequestStatus,
  SUBSCRIPTION_STATE_LABELS,
  type SubscribedState,
} from "~/domain/subscription-lifecycle";
import { cn } from "~/lib/cn";

/**
 * The pieces the billing screens share (issue 34): the filter tabs of a list, the status and state badges (the
 * same words on every admin page), a code split where it reads well, the "used before" mark, and the proof of
 * payment shown large on the review panel.
 */

/** A transaction ID (or any code) in monospace, split at its separators when its column is narrow. */
export function Code({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn("font-mono [overflow-wrap:anywhere]", className)}>
      <Breakable text={text} />
    </span>
  );
}

/** A value not given (a date from before it was asked): a dash, "Not given" to screen readers. */
export function NotGiven() {
  return (
    <span className="text-muted">
      <span aria-hidden>—</span>
      <span className="sr-only">{PAYMENT_REVIEW_TEXT.notGiven}</span>
    </span>
  );
}

/** The mark beside a transaction ID that another request gave too. */
export function UsedBeforeMark({ text }: { text: string }) {
  return (
    <span className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-800 dark:text-amber-200">
      <AlertTriangle aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0" />
      <span>{text}</span>
    </span>
  );
}

/** A request's status: Waiting for review, Approved, Rejected, Withdrawn. */
export function RequestStatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  return (
    <Badge tone={REQUEST_STATUS_TONES[status]} className={className}>
      {REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

/** An organization's subscription state: Active, Expiring, Expired (from the one SQL rule). */
export function StateBadge({ state, className }: { state: SubscribedState; className?: string }) {
  return (
    <Badge tone={SUBSCRIPTION_STATE_TONES[state]} className={className}>
      {SUBSCRIPTION_STATE_LABELS[state]}
    </Badge>
  );
}

export type FilterTab = { href: string; label: string; count?: number; current: boolean };

/**
 * A list's filter as links (works without script, each a page of its own address): the current one marked
 * (aria-current), each with its count when known. They wrap on a phone, never scroll sideways.
 */
export function FilterTabs({ label, tabs }: { label: string; tabs: readonly FilterTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              to={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors sm:min-h-9",
                tab.current
                  ? "border-brand-700 bg-brand-700 text-white dark:border-brand-200 dark:bg-brand-200 dark:text-gray-950"
                  : "border-default bg-surface hover:bg-surface-muted",
              )}
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs font-semibold tabular-nums",
                    tab.current ? "bg-white/20" : "bg-surface-muted",
                  )}
                >
                  {formatNumber(tab.count)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200";

/** "This proof cannot be shown; open it to check it", with the link that opens it (`children`). */
function ProofNotShown({ children }: { children?: ReactNode }) {
  return (
    <div data-proof-unreadable className="rounded-md border border-dashed border-default p-4">
      <p>{PAYMENT_REVIEW_TEXT.proofCannotShow}</p>
      {children}
    </div>
  );
}

function ProofLink({ href, organizationName }: { href: string; organizationName: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={linkClass}>
      {PAYMENT_REVIEW_TEXT.openProof}
      <span className="sr-only"> of {organizationName} (opens in a new tab)</span>
    </a>
  );
}

/**
 * An image proof, large, linking to its full size. One that cannot be drawn (a damaged file; the browser's
 * error may come before the script, so it is checked again once mounted) is said so, with the link.
 */
function ImageProof({ href, organizationName }: { href: string; organizationName: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const shown = image.current;
    if (shown?.complete && shown.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <ProofNotShown>
        <ProofLink href={href} organizationName={organizationName} />
      </ProofNotShown>
    );
  }
  return (
    <div className="space-y-2">
      <a
        href={href}
        target="_blank"
        rel="noreferrer"
        className="block rounded-md border border-default bg-white p-1 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:focus-visible:outline-brand-200"
      >
        <img
          ref={image}
          src={href}
          alt={`Proof of payment of ${organizationName} (opens full size in a new tab)`}
          decoding="async"
          onError={() => setFailed(true)}
          className="mx-auto block h-auto max-h-[75vh] w-auto max-w-full object-contain"
        />
      </a>
      <ProofLink href={href} organizationName={organizationName} />
    </div>
  );
}

/** The width the review panel draws a PDF proof's first page at (CSS pixels; narrower screens scale it). */
const PDF_WIDTH = 560;

/**
 * The proof of payment, large enough to check against the money received: an image as it is; a PDF as its
 * first page drawn by pdf.js in the browser (nothing in the file runs), with the link to the whole file; a file
 * no browser draws (BMP, TIFF), or one that cannot be read, is said so with the link that opens it. The proof
 * route sends those under a sandboxing policy, so they are never embedded as documents.
 */
export function ProofView({ url, organizationName }: { url: string | null; organizationName: string }) {
  const href = proofHref(url);
  if (!href) return <p className="text-muted">{PAYMENT_REVIEW_TEXT.noProof}</p>;
  const preview = proofPreview(href);
  if (preview.kind === "image") return <ImageProof href={href} organizationName={organizationName} />;
  if (preview.kind === "pdf") {
    return (
      <div className="space-y-2">
        <PdfProofPreview
          href={href}
          organizationName={organizationName}
          width={PDF_WIDTH}
          fallback={<ProofNotShown />}
        />
        <PdfLink href={href} organizationName={organizationName} />
      </div>
    );
  }
  return (
    <ProofNotShown>
      <ProofLink href={href} organizationName={organizationName} />
    </ProofNotShown>
  );
}

function PdfLink({ href, organizationName }: { href: string; organizationName: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={linkClass} data-pdf-link>
      {PAYMENT_REVIEW_TEXT.openProof} (PDF)
      <span className="sr-only"> of {organizationName} (opens in a new tab)</span>
    </a>
  );
}
