import { useEffect, useId, useRef } from "react";
import { Form, Link } from "react-router";
import { X } from "~/components/ui/icons";
import type { HeaderUser } from "~/domain/auth";
import { isNavActive } from "~/domain/site";
import { cn } from "~/lib/cn";
import type { NavItem } from "./header";

/**
 * The slide-out menu of small screens: a native modal <dialog> (focus stays inside, Escape closes, the
 * page behind is inert). It slides in from the right where the browser can animate a dialog's entry,
 * unless reduced motion is asked for; a click on the backdrop or on a link closes it. The header's menu
 * button loads this module on its first press and opens the panel with `open`.
 */
export function MobileMenuPanel({
  id,
  open,
  onClosed,
  user,
  items,
  pathname,
}: {
  id: string;
  open: boolean;
  onClosed: () => void;
  user: HeaderUser;
  items: NavItem[];
  pathname: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${useId()}-title`;
  const close = () => dialogRef.current?.close();
  const onClose = () => {
    document.documentElement.style.overflow = "";
    onClosed();
  };
  // Any navigation (a link here, Back, a redirect) closes the menu.
  useEffect(() => close(), [pathname]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    dialog.showModal();
    // The page behind stays put while the menu is open.
    document.documentElement.style.overflow = "hidden";
  }, [open]);
  const extra: NavItem[] = user
    ? [
        ...(user.may?.projects !== false ? [{ to: "/dashboard/projects/add", label: "Add Project" }] : []),
        { to: "/dashboard", label: "Dashboard" },
        ...(user.may?.projects !== false ? [{ to: "/dashboard/projects", label: "My Projects" }] : []),
        ...(user.may?.profile !== false ? [{ to: "/dashboard/profile", label: "Edit Profile" }] : []),
      ]
    : [
        { to: "/register", label: "Register Organization" },
        { to: "/login", label: "Login to Upload" },
      ];
  const mobileLink = (item: NavItem, active: boolean) => (
    <li key={`${item.to}-${item.label}`}>
      <Link
        to={item.to}
        onClick={close}
        aria-current={active ? "page" : undefined}
        className={cn(
          "block rounded-md px-3 py-3 text-base font-medium hover:bg-surface-muted",
          active && "bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-50",
        )}
      >
        {item.label}
      </Link>
    </li>
  );
  return (
    // A click on the dialog element itself is a click on its backdrop: the panel inside fills the rest.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className={cn(
        "fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85vw] max-w-sm overflow-hidden bg-surface p-0 text-[var(--text)] shadow-xl",
        "backdrop:bg-black/50",
        // Slide in from the right (and back out), where @starting-style and discrete transitions exist.
        "translate-x-full open:translate-x-0 starting:open:translate-x-full",
        "motion-safe:transition-[translate,overlay,display] motion-safe:transition-discrete motion-safe:duration-300 motion-safe:ease-out",
      )}
    >
      <div className="flex h-full flex-col overflow-y-auto overscroll-contain p-4">
        <div className="mb-4 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-bold">
            Menu
          </h2>
          <button
            type="button"
            onClick={close}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-surface-muted"
          >
            <X aria-hidden className="h-6 w-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {/* Project Panel is the Dashboard link below: one entry per page. */}
            {items
              .filter((item) => item.to !== "/dashboard")
              .map((item) => mobileLink(item, isNavActive(item.to, pathname)))}
          </ul>
          <hr className="my-3 border-default" />
          <ul className="space-y-1">
            {extra.map((item) => mobileLink(item, pathname === item.to))}
            {user ? (
              <li>
                <Form method="post" action="/logout" onSubmit={close}>
                  <button
                    type="submit"
                    className="block w-full rounded-md px-3 py-3 text-left text-base font-medium hover:bg-surface-muted"
                  >
                    Log Out
                  </button>
                </Form>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
