import { useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { MenuButton } from "~/components/layout/menu-button";
import { ThemeToggle } from "~/components/theme";
import { buttonClass } from "~/components/ui/button";
import { ChevronDown, Menu } from "~/components/ui/icons";
import { useOnDemand } from "~/components/ui/on-demand";
import type { HeaderUser } from "~/domain/auth";
import { isNavActive, MAIN_NAV, SITE } from "~/domain/site";
import { cn } from "~/lib/cn";

export type NavItem = { to: string; label: string };

/** The desktop bar's links: the main seven, Project Panel when logged in, Admin for admins. */
function navItems(user: HeaderUser): NavItem[] {
  const items: NavItem[] = [...MAIN_NAV];
  if (user) items.push({ to: "/dashboard", label: "Project Panel" });
  if (user?.isAdmin) items.push({ to: "/admin", label: "Admin" });
  return items;
}

function linkClass(active: boolean) {
  return cn(
    "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors hover:bg-surface-muted xl:px-3",
    active
      ? "text-brand-700 underline decoration-2 underline-offset-8 dark:text-brand-200"
      : "text-[var(--text)]",
  );
}

export function Header({ user }: { user: HeaderUser }) {
  const { pathname } = useLocation();
  const items = navItems(user);
  return (
    // Opaque: a translucent header let the page show through under its links (and a blur costs a cheap phone a
    // repaint on every scroll).
    <header className="sticky top-0 z-40 border-b border-default bg-surface">
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
          {/* Signed in, the bar holds two more links: from 1024 to 1280px the name is left to the mark (and to screen readers). */}
          <span className={cn(user && "lg:sr-only xl:not-sr-only")}>{SITE.name}</span>
        </Link>
        {/* The bar from 1024px; below, the menu button's panel lists the same links. */}
        <nav aria-label="Main" className="hidden lg:block">
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
          <div className="hidden lg:block">
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

/** "My Account"'s items (account-menu.tsx), fetched on the button's first press. */
const loadAccountMenu = () => import("~/components/layout/account-menu").then((module) => module.AccountMenu);

/** "My Account" ("Admin" for admins): a native menu button like the theme menu. */
function AccountMenu({ user }: { user: NonNullable<HeaderUser> }) {
  return (
    <MenuButton
      loadMenu={loadAccountMenu}
      menuProps={{ user }}
      triggerClassName={buttonClass("outline", "sm")}
      trigger={
        <>
          {user.isAdmin ? "Admin" : "My Account"}
          <ChevronDown aria-hidden className="h-4 w-4" />
        </>
      }
    />
  );
}

/** The slide-out menu's panel (mobile-menu.tsx): its code loads when the menu is first opened, not with the page. */
const loadMobileMenu = () =>
  import("~/components/layout/mobile-menu").then((module) => module.MobileMenuPanel);

/** The menu button of small screens; the panel it opens is mobile-menu.tsx. */
function MobileMenu({ user, items, pathname }: { user: HeaderUser; items: NavItem[]; pathname: string }) {
  const { Part: Panel, prefetch, ensure } = useOnDemand(loadMobileMenu);
  const [open, setOpen] = useState(false);
  const dialogId = `${useId()}-menu`;
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          if (await ensure()) setOpen(true);
        }}
        // A finger or a pointer on its way: the panel's code is asked for before the press ends.
        onPointerDown={prefetch}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={Panel ? dialogId : undefined}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-surface-muted lg:hidden"
      >
        <Menu aria-hidden className="h-6 w-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {/* Once loaded, the panel stays in the page (closed between uses). */}
      {Panel ? (
        <Panel
          id={dialogId}
          open={open}
          onClosed={() => setOpen(false)}
          user={user}
          items={items}
          pathname={pathname}
        />
      ) : null}
    </>
  );
}
