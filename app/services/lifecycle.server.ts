/**
 * The process's shutdown, as a signal route modules can listen to: once SIGTERM arrives, /readyz answers 503
 * (the load balancer stops sending new visitors) and long-lived responses (the admin feed) end, so their
 * browsers reconnect to another instance. Kept on globalThis: the server starts from source while route
 * modules run from the Vite build, and both must see the same signal.
 */
const STATE = Symbol.for("ugandaimpact.lifecycle");
type Holder = { [STATE]?: AbortController };

function controller(): AbortController {
  const holder = globalThis as Holder;
  holder[STATE] ??= new AbortController();
  return holder[STATE];
}

export function shutdownSignal(): AbortSignal {
  return controller().signal;
}

export function isShuttingDown(): boolean {
  return controller().signal.aborted;
}

export function beginShutdown(): void {
  controller().abort();
}
