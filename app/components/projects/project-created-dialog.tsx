import { type RefObject, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { copyText } from "~/components/clipboard";
import { Pencil } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Input } from "~/components/ui/field";
import { ChevronRight, type IconComponent, Target } from "~/components/ui/icons";

export const PROJECT_CREATED_TEXTS = {
  title: "Project created",
  description: "Your project is now on UgandaImpact. What would you like to do next?",
  nextSteps: "Next steps",
  addResults: "Add results",
  addResultsDetail: "What the project works toward, how you measure it, its budget and funders.",
  postUpdate: "Post an update",
  postUpdateDetail: "Tell followers what happened, with up to three photos.",
  share: "Share the page",
  address: "Public page address",
  copy: "Copy link",
  shareButton: "Share…",
  copied: "Link copied. Paste it in a message or a post.",
  copyFailed: "Could not copy the link: select the address and copy it.",
  addAnother: "Add Another Project",
  view: "View Project",
} as const;

const TEXTS = PROJECT_CREATED_TEXTS;

/**
 * "Project created" (spec §4): shown once a new project is saved, with the way to add another or to see it, and
 * the next useful steps (issue 36 item 5): its results, its first update, and its public address to share (a
 * copy button; the device's share sheet too where there is one, only on a press). Whoever may add a project may
 * also write its results and updates (domain/authorization.ts: the same relations), so all are offered.
 * Its own module, loaded when it opens: the dialog library stays out of the project form's first load.
 */
export function ProjectCreatedDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const pagePath = `/projects/${projectId}`;
  // Drawn only in the browser (it opens after a save), so the page's own address is at hand.
  const pageUrl = new URL(pagePath, window.location.origin).href;
  // The first next step takes the focus (Radix would pick the address field, the first control not a link).
  const firstStep = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXTS.title}
      description={TEXTS.description}
      initialFocus={firstStep}
    >
      <h3 className="text-sm font-semibold">{TEXTS.nextSteps}</h3>
      <ul className="mt-2 space-y-2">
        <StepLink
          linkRef={firstStep}
          to={`/dashboard/projects/${projectId}/results`}
          icon={Target}
          title={TEXTS.addResults}
          detail={TEXTS.addResultsDetail}
        />
        <StepLink
          to={`/dashboard/projects/${projectId}/updates`}
          icon={Pencil}
          title={TEXTS.postUpdate}
          detail={TEXTS.postUpdateDetail}
        />
      </ul>
      <SharePage url={pageUrl} />
      <DialogActions>
        <button type="button" className={buttonClass("outline")} onClick={onClose}>
          {TEXTS.addAnother}
        </button>
        <Link to={pagePath} className={buttonClass("primary")}>
          {TEXTS.view}
        </Link>
      </DialogActions>
    </Dialog>
  );
}

function StepLink({
  linkRef,
  to,
  icon: Icon,
  title,
  detail,
}: {
  linkRef?: RefObject<HTMLAnchorElement | null>;
  to: string;
  icon: IconComponent;
  title: string;
  detail: string;
}) {
  return (
    <li>
      <Link
        ref={linkRef}
        to={to}
        className="flex items-center gap-3 rounded-md border border-default p-3 transition-colors hover:border-brand-600 hover:bg-surface-muted"
      >
        <Icon aria-hidden className="h-5 w-5 shrink-0 text-brand-700 dark:text-brand-200" />
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-brand-700 dark:text-brand-200">{title}</span>
          <span className="block text-sm text-muted">{detail}</span>
        </span>
        <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

/** The public address, selectable, with Copy link (feedback in the dialog) and the share sheet where there is one. */
function SharePage({ url }: { url: string }) {
  const id = useId();
  const [feedback, setFeedback] = useState<"copied" | "failed" | null>(null);
  const canShare = typeof navigator.share === "function";
  async function copy() {
    setFeedback((await copyText(url)) ? "copied" : "failed");
  }
  async function share() {
    try {
      await navigator.share({ url });
    } catch (error) {
      // Closed without sharing: nothing to say. Any other failure: the link is copied instead.
      if (!(error instanceof DOMException && error.name === "AbortError")) await copy();
    }
  }
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{TEXTS.share}</h3>
      <label htmlFor={id} className="mt-1 block text-sm text-muted">
        {TEXTS.address}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 text-sm"
        />
        <button type="button" className={buttonClass("outline")} onClick={copy}>
          {TEXTS.copy}
        </button>
        {canShare ? (
          <button type="button" className={buttonClass("outline")} onClick={share}>
            {TEXTS.shareButton}
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm">
        {feedback === "copied" ? TEXTS.copied : feedback === "failed" ? TEXTS.copyFailed : ""}
      </p>
    </div>
  );
}
