import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { MenuButton, menuItemClass } from "~/components/layout/menu";
import { ThemeToggle } from "~/components/theme";
import { buttonClass } from "~/components/ui/button";
import { ChevronDown, Menu, X } from "~/components/ui/icons";
import type { HeaderUser } from "~/domain/auth";
import { isNavActive, MAIN_NAV, SITE } from "~/domain/site";
import { cn } from "~/lib/cn";

type NavItem = { to: string; label: string };

/** The desktop bar's links: the main five, Project Panel when logged in, Admin for admins. */
function navItems(user: HeaderUser): NavItem[] {
  const items: NavItem[] = [...MAIN_NAV];
  if (user) items.push({ to: "/dashboard", label: "Project Panel" });
  if (user?.isAdmin) items.push({ to: "/admin", label: "Admin" });
  return items;
}

function linkClass(active: boolean) {
  return cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-muted",
    active
      ? "text-brand-700 underline decoration-2 underline-offset-8 dark:text-brand-200"
      : "text-[var(--text)]",
  );
}

export function Header({ user }: { user: HeaderUser }) {
  const { pathname } = useLocation();
  const items = navItems(user);
  return (
    <header className="sticky top-0 z-40 border-b border-default bg-surface/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-700 dark:text-brand-200">
          <span
            aria-hidden
            className="grid h-8 w-8 place-items-center rounded-full bg-brand-700 text-sm font-black text-white"
          >
            UI
          </span>
          {SITE.name}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={() => linkClass(isNavActive(item.to, pathname))}
                  aria-current={isNavActive(item.to, pathname) ? "page" : undefined}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <div className="hidden md:block">
            {user ? (
              <AccountMenu user={user} />
            ) : (
              <div className="flex items-center gap-2">
                <Link to="/login" className={buttonClass("ghost", "sm")}>
                  Login
                </Link>
                <Link to="/register" className={buttonClass("primary", "sm")}>
                  Register
                </Link>
              </div>
            )}
          </div>
          <MobileMenu user={user} items={items} pathname={pathname} />
        </div>
      </div>
    </header>
  );
}

/** "My Account" ("Admin" for admins): a native menu button like the theme menu. */
function AccountMenu({ user }: { user: NonNullable<HeaderUser> }) {
  const emailId = useId();
  return (
    <MenuButton
      triggerClassName={buttonClass("outline", "sm")}
      trigger={
        <>
          {user.isAdmin ? "Admin" : "My Account"}
          <ChevronDown aria-hidden className="h-4 w-4" />
        </>
      }
      menuClassName="min-w-48"
    >
      <div id={emailId} role="none" className="truncate px-3 py-2 text-xs text-muted">
        {user.email}
      </div>
      <Link role="menuitem" tabIndex={-1} to="/dashboard" className={menuItemClass}>
        Dashboard
      </Link>
      <Link role="menuitem" tabIndex={-1} to="/dashboard/projects" className={menuItemClass}>
        My Projects
      </Link>
      <Link role="menuitem" tabIndex={-1} to="/dashboard/profile" className={menuItemClass}>
        Edit Profile
      </Link>
      {user.isAdmin ? (
        <Link role="menuitem" tabIndex={-1} to="/admin" className={menuItemClass}>
          Admin Panel
        </Link>
      ) : null}
      <hr className="my-1 border-default" />
      {/* The menu only hides when it closes, so this form stays in the page while it submits. */}
      <Form method="post" action="/logout" role="none">
        <button type="submit" role="menuitem" tabIndex={-1} className={menuItemClass}>
          Log Out
        </button>
      </Form>
    </MenuButton>
  );
}

/**
 * The slide-out menu of small screens: a native modal <dialog> (focus stays inside, Escape closes, the
 * page behind is inert). It slides in from the right where the browser can animate a dialog's entry,
 * unless reduced motion is asked for; a click on the backdrop or on a link closes it.
 */
function MobileMenu({ user, items, pathname }: { user: HeaderUser; items: NavItem[]; pathname: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  const dialogId = `${id}-menu`;
  const titleId = `${id}-title`;
  const show = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // The page behind stays put while the menu is open.
    document.documentElement.style.overflow = "hidden";
    setOpen(true);
  };
  const close = () => dialogRef.current?.close();
  const onClose = () => {
    document.documentElement.style.overflow = "";
    setOpen(false);
  };
  // Any navigation (a link here, Back, a redirect) closes the menu.
  useEffect(() => close(), [pathname]);
  const extra: NavItem[] = user
    ? [
        { to: "/dashboard/projects/add", label: "Add Project" },
        { to: "/dashboard", label: "Dashboard" },
        { to: "/dashboard/projects", label: "My Projects" },
        { to: "/dashboard/profile", label: "Edit Profile" },
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
    <>
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-surface-muted md:hidden"
      >
        <Menu aria-hidden className="h-6 w-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {/* A click on the dialog element itself is a click on its backdrop: the panel inside fills the rest. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively */}
      <dialog
        ref={dialogRef}
        id={dialogId}
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
    </>
  );
}
