import { type ReactNode, useEffect, useRef, useState } from "react";
import { whenNearView } from "~/components/ui/when-near-view";

/**
 * The first page of a PDF proof of payment (issue 20 item 5; on the review panel since issue 34), beside the
 * link that opens the whole file. pdf.js and its worker are fetched only when the preview comes near the
 * screen (app/components/admin/pdf-first-page.ts), so the admin pages' first load does not carry them. Drawn
 * `width` CSS pixels wide at most (narrower where its column is); its box keeps an A4 page's proportions (1:√2)
 * until the page is drawn. If the file cannot be drawn (damaged, encrypted, not really a PDF) the preview gives
 * way to `fallback` (nothing by default: the link beside it remains).
 */
export function PdfProofPreview({
  href,
  organizationName,
  width = 96,
  fallback = null,
}: {
  href: string;
  organizationName: string;
  width?: number;
  fallback?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<"waiting" | "drawn" | "failed">("waiting");

  useEffect(() => {
    let cancelled = false;
    const stop = whenNearView(box.current, () => {
      import("./pdf-first-page")
        .then(({ drawFirstPage }) => {
          if (cancelled || !canvas.current) return;
          return drawFirstPage(href, canvas.current, width).then(() => {
            if (!cancelled) setState("drawn");
          });
        })
        .catch(() => {
          if (!cancelled) setState("failed");
        });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [href, width]);

  if (state === "failed") return <>{fallback}</>;
  return (
    <div
      ref={box}
      data-pdf-preview={state}
      className="overflow-hidden rounded-sm border border-default bg-white"
      style={{
        width: width + 2,
        maxWidth: "100%",
        aspectRatio: state === "drawn" ? undefined : `1 / ${Math.SQRT2}`,
      }}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={`First page of the proof of payment of ${organizationName}`}
        hidden={state !== "drawn"}
        className="block h-auto w-full"
      />
    </div>
  );
}
