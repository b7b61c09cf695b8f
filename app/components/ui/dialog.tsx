import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { cn } from "~/lib/cn";

/**
 * The one modal dialog (Radix: focus trap, Escape, focus returned to the opener, aria-modal). Used by the
 * Project Panel and the admin area only: public pages never load it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  initialFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** What takes the focus on opening; else Radix's choice (the first control that is not a link). */
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          className={cn(
            "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-default bg-surface p-5 shadow-lg focus:outline-none sm:p-6",
            className,
          )}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          // Without a description Radix warns unless told there is none on purpose.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <DialogPrimitive.Title className="pr-8 text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-sm text-muted">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          <DialogPrimitive.Close
            className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-surface-muted"
            aria-label="Close"
          >
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The footer row of a dialog: actions right-aligned on wide screens, stacked (primary on top) on phones. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
