import { type ComponentProps, type ComponentType, lazy, Suspense, useId, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { MenuButton, menuItemClass } from "~/components/layout/menu";
import type { MobileMenuPanel as Panel } from "~/components/layout/mobile-menu";
import { ThemeToggle } from "~/components/theme";
import { buttonClass } from "~/components/ui/button";
import { ChevronDown, Menu } from "~/components/ui/icons";
import type { HeaderUser } from "~/domain/auth";
import { isNavActive, MAIN_NAV, SITE } from "~/domain/site";
import { cn } from "~/lib/cn";

export type NavItem = { to: string; label: string };

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

/** The slide-out menu's panel (mobile-menu.tsx): its code loads when the menu is first opened, not with the page. */
const loadMobileMenu = (): Promise<{ default: ComponentType<ComponentProps<typeof Panel>> }> =>
  import("~/components/layout/mobile-menu").then(
    (module) => ({ default: module.MobileMenuPanel }),
    // Its code could not be fetched (offline before the service worker kept it): the button does nothing.
    () => ({ default: () => null }),
  );
const MobileMenuPanel = lazy(loadMobileMenu);

/** The menu button of small screens; the panel it opens is mobile-menu.tsx. */
function MobileMenu({ user, items, pathname }: { user: HeaderUser; items: NavItem[]; pathname: string }) {
  const [open, setOpen] = useState(false);
  // Set on the first press: from then on the panel stays in the page (closed between uses).
  const [wanted, setWanted] = useState(false);
  const dialogId = `${useId()}-menu`;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        // A finger or a pointer on its way: the panel's code is asked for before the press ends.
        onPointerDown={() => void loadMobileMenu()}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={wanted ? dialogId : undefined}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-surface-muted md:hidden"
      >
        <Menu aria-hidden className="h-6 w-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={dialogId}
            open={open}
            onClosed={() => setOpen(false)}
            user={user}
            items={items}
            pathname={pathname}
          />
        </Suspense>
      ) : null}
    </>
  );
}
