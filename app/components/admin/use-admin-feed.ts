import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/toast";
import { ADMIN_FEED_EVENT, ADMIN_FEED_TOASTS, parseAdminFeedEvent } from "~/domain/admin-feed";

/** After the browser gives up on the stream (an error answer, say), how long before trying again. */
const REOPEN_MS = { first: 5_000, max: 60_000 };

/**
 * While an admin page is open: listens to /admin/live; each new organization or project toasts (spec §7) and
 * reads the page's data again. EventSource reconnects by itself after a dropped connection; if the server
 * answered with an error instead, the stream is opened again after a growing pause.
 */
export function useAdminFeed() {
  const revalidator = useRevalidator();
  // The latest revalidate, without reopening the stream whenever its identity changes.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: number | undefined;
    let pause = REOPEN_MS.first;
    let stopped = false;

    const onAnnouncement = (message: MessageEvent<string>) => {
      const event = parseAdminFeedEvent(message.data);
      if (!event) return;
      const text = ADMIN_FEED_TOASTS[event.kind];
      toast.info(text.title, { description: text.description });
      void revalidate.current();
    };
    const open = () => {
      source = new EventSource("/admin/live");
      source.addEventListener(ADMIN_FEED_EVENT, onAnnouncement);
      source.addEventListener("open", () => {
        pause = REOPEN_MS.first;
      });
      source.addEventListener("error", () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        source.close();
        reopen = window.setTimeout(open, pause);
        pause = Math.min(pause * 2, REOPEN_MS.max);
      });
    };
    open();
    return () => {
      stopped = true;
      window.clearTimeout(reopen);
      source?.close();
    };
  }, []);
}
