import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "~/components/toast";

/**
 * sonner's Toaster as the site shows it. root.tsx mounts it (loading this module and sonner) once there is a
 * toast to show; until then none of it is on the page (components/toast.ts).
 */
export function SiteToaster({ theme }: { theme: "light" | "dark" }) {
  // Runs after the Toaster's own effects: it is listening for toasts by now.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      theme={theme}
      closeButton
      // Below the content, clear of the sticky header's controls (full width at the bottom on phones), and one
      // at a time: components/toast.ts dismisses the previous toast when a new one comes.
      position="bottom-right"
      visibleToasts={1}
      // Our own colours: sonner's rich colours fall short of 4.5:1 contrast in the light theme.
      toastOptions={{
        classNames: {
          toast: "!border-[var(--border)] !bg-[var(--surface)] !text-[var(--text)]",
          description: "!text-[var(--text-muted)]",
          error:
            "!border-red-300 !bg-red-50 !text-red-900 dark:!border-red-800 dark:!bg-red-950 dark:!text-red-50",
          success:
            "!border-green-300 !bg-green-50 !text-green-900 dark:!border-green-800 dark:!bg-green-950 dark:!text-green-50",
        },
      }}
    />
  );
}
