import { useState } from "react";
import { copyText } from "~/components/clipboard";
import { toast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { icon } from "~/components/ui/icons";

// Icons only this page shows (see components/ui/icons.tsx).
const Share2 = icon("share-2");

export const LINK_COPIED = "Event link copied to clipboard!";

/**
 * Share Event (spec §2): the device's share sheet where there is one; otherwise (or when sharing fails) the
 * link is copied and a toast says "Event link copied to clipboard!".
 */
export function ShareEventButton({ title, url }: { title: string; url: string }) {
  const [busy, setBusy] = useState(false);
  async function share() {
    setBusy(true);
    try {
      if (typeof navigator.share === "function") {
        try {
          await navigator.share({ title, url });
          return;
        } catch (error) {
          // The person closed the share sheet: nothing to do.
          if (error instanceof DOMException && error.name === "AbortError") return;
        }
      }
      if (await copyText(url)) toast.success(LINK_COPIED);
      else toast.error("Could not copy the link", { description: url });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={share} disabled={busy}>
      <Share2 aria-hidden className="h-5 w-5" />
      Share Event
    </Button>
  );
}
