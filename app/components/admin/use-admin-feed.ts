import { useEffect, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { toast } from "~/components/toast";
import { ADMIN_FEED_EVENT, adminFeedToast, parseAdminFeedEvent } from "~/domain/admin-feed";

/** After the browser gives up on the stream (an error answer, say), how long before trying again. */
const REOPEN_MS = { first: 5_000, max: 60_000 };

/**
 * While an admin page is open: listens to /admin/live; each new organization, project or payment request
 * toasts (spec §7), and every announcement (the review queue's quiet ones too) reads the page's data again, so
 * the counts of what waits follow without a reload. EventSource reconnects by itself after a dropped connection; if the server
 * answered with an error instead, the stream is opened again after a growing pause.
 *
 * The reading waits until no navigation or form is under way: a revalidation interrupts a navigation's loads,
 * and one that had already taken the toast cookie (see toast.server.ts) would lose the admin's own toast.
 * Announcements that arrive meanwhile are read together, once.
 */
export function useAdminFeed() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const [stale, setStale] = useState(false);
  const { revalidate } = revalidator;

  useEffect(() => {
    if (!stale || busy) return;
    setStale(false);
    void revalidate();
  }, [stale, busy, revalidate]);

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: number | undefined;
    let pause = REOPEN_MS.first;
    let stopped = false;

    const onAnnouncement = (message: MessageEvent<string>) => {
      const event = parseAdminFeedEvent(message.data);
      if (!event) return;
      const text = adminFeedToast(event);
      if (text) toast.info(text.title, { description: text.description });
      setStale(true);
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
