/**
 * Client toasts without sonner on the first load: `toast.success/error/info(title, { description })` loads
 * sonner on first use, has the root mount its Toaster (see `Toasts` in root.tsx) and then shows the toast.
 * Toasts from actions take the same path: the root passes the server's toast to `showToast`.
 */

export type ToastType = "success" | "error" | "info";
export type ToastOptions = { description?: string; id?: string | number };

/** sonner, loaded on the first toast; its Toaster comes with components/toaster.tsx, which root.tsx loads then. */
export const loadSonner = () => import("sonner");

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** For useSyncExternalStore: whether a toast has been asked for, so the Toaster should be on the page. */
export function subscribeToToaster(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
export const toasterWanted = () => wanted;

/**
 * The lazy Toaster calls this once it is on the page. Toasts wait a moment longer, so its live region is
 * in the accessibility tree before the first toast lands in it (screen readers announce changes to a
 * region they already know, not a region that arrives with its text).
 */
export function toasterMounted() {
  window.setTimeout(markMounted, 100);
}

export function showToast(type: ToastType, title: string, options: ToastOptions = {}) {
  if (typeof window === "undefined") return;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([loadSonner(), mounted]).then(([sonner]) => {
    // A new toast replaces the ones before it: one message at a time, never a stale one under a new one.
    for (const shown of sonner.toast.getToasts()) {
      if (shown.id !== options.id) sonner.toast.dismiss(shown.id);
    }
    sonner.toast[type](title, options);
  });
}

export const toast = {
  success: (title: string, options?: ToastOptions) => showToast("success", title, options),
  error: (title: string, options?: ToastOptions) => showToast("error", title, options),
  info: (title: string, options?: ToastOptions) => showToast("info", title, options),
};
