import { ADMIN_FEED_EVENT } from "~/domain/admin-feed";
import { logger } from "~/lib/logger.server";
import { getSessionUser } from "~/services/auth.server";
import { shutdownSignal } from "~/services/lifecycle.server";
import { requireAdmin } from "~/services/permissions.server";
import { subscribeAdminFeed } from "~/services/realtime.server";

/** How long the browser waits before reconnecting after the stream ends. */
const RETRY_MS = 3_000;
/** A comment line this often keeps proxies and mobile networks from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** Whether the request's session still belongs to an administrator (a failing check says no). */
async function stillAdmin(request: Request): Promise<boolean> {
  try {
    return (await getSessionUser(request))?.isAdmin === true;
  } catch (error) {
    logger.error({ err: error }, "admin feed: rights check failed");
    return false;
  }
}

/**
 * GET /admin/live: the admin pages' live feed as Server-Sent Events (admins only). Each new organization or
 * project, wherever it happened, arrives as an `admin-feed` event with `{kind, count}` and nothing private.
 * Not cached, not compressed (no-transform: the compression middleware would hold the events back) and not
 * buffered by proxies (X-Accel-Buffering). The reader's rights are checked again before each event and at
 * each heartbeat, by a check begun after the event arrived: a stream opened by an admin who is since demoted
 * or signed out ends there, whenever it happened (issue 33 item 7: a check reused for two seconds let the
 * next event through). Events that arrive while a check runs share the next one.
 */
export async function loader({ request }: { request: Request }) {
  await requireAdmin(request);
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      let unsubscribe = () => {};
      // What waits for a check of the reader's rights, in the order it arrived; one check at a time, each begun
      // after everything it lets through had arrived: events keep their order, none overtakes a refusal.
      const waiting: string[] = [];
      let checking = false;
      const deliver = async (text: string) => {
        waiting.push(text);
        if (checking) return;
        checking = true;
        while (open && waiting.length > 0) {
          const batch = waiting.splice(0);
          if (!(await stillAdmin(request))) {
            stop();
            break;
          }
          for (const entry of batch) send(entry);
        }
        checking = false;
      };
      const heartbeat = setInterval(() => void deliver(": heartbeat\n\n"), HEARTBEAT_MS);
      // An open stream never keeps a stopping process alive.
      heartbeat.unref();
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        shutdownSignal().removeEventListener("abort", stop);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed by the reader.
        }
      };
      request.signal.addEventListener("abort", stop, { once: true });
      // A stopping instance ends its streams: the browsers reconnect, through the load balancer, elsewhere.
      const shutdown = shutdownSignal();
      if (shutdown.aborted) return stop();
      shutdown.addEventListener("abort", stop, { once: true });
      send(`retry: ${RETRY_MS}\n: connected\n\n`);
      try {
        unsubscribe = await subscribeAdminFeed((event) => {
          void deliver(`event: ${ADMIN_FEED_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
        });
        if (!open) unsubscribe();
      } catch (error) {
        // The browser reconnects after RETRY_MS and tries again.
        logger.error({ err: error }, "admin feed: could not listen");
        stop();
      }
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "private, no-cache, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
