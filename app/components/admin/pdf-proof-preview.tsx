import { useEffect, useRef, useState } from "react";
import { whenNearView } from "~/components/ui/when-near-view";

/** The preview's width in CSS pixels; its box keeps an A4 page's proportions (1:√2) until the page is drawn. */
const WIDTH = 96;

/**
 * The first page of a PDF proof of payment, drawn inline in the review row (issue 20 item 5), beside the
 * "View proof (PDF)" link that opens the whole file. pdf.js and its worker are fetched only when such a row
 * comes near the screen (app/components/admin/pdf-first-page.ts), so the admin pages' first load does not
 * carry them. If the file cannot be drawn (damaged, encrypted, not really a PDF) nothing is shown but the link.
 */
export function PdfProofPreview({ href, organizationName }: { href: string; organizationName: string }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<"waiting" | "drawn" | "failed">("waiting");

  useEffect(() => {
    let cancelled = false;
    const stop = whenNearView(box.current, () => {
      import("./pdf-first-page")
        .then(({ drawFirstPage }) => {
          if (cancelled || !canvas.current) return;
          return drawFirstPage(href, canvas.current, WIDTH).then(() => {
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
  }, [href]);

  if (state === "failed") return null;
  return (
    <div
      ref={box}
      data-pdf-preview={state}
      className="overflow-hidden rounded-sm border border-default bg-white"
      style={{
        width: WIDTH + 2,
        minHeight: state === "drawn" ? undefined : Math.round(WIDTH * Math.SQRT2) + 2,
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
