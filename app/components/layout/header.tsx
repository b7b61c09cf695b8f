import { ChevronDown, Menu, X } from "lucide-react";
import { Dialog, DropdownMenu } from "radix-ui";
import { useState } from "react";
import { Form, Link, NavLink, useLocation, useSubmit } from "react-router";
import { ThemeToggle } from "~/components/theme";
import { buttonClass } from "~/components/ui/button";
import { isNavActive, MAIN_NAV, SITE } from "~/domain/site";
import { cn } from "~/lib/cn";

export type HeaderUser = { name: string; email: string; isAdmin: boolean } | null;

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

function AccountMenu({ user }: { user: NonNullable<HeaderUser> }) {
  const submit = useSubmit();
  const itemClass =
    "block cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={cn(buttonClass("outline", "sm"))}>
        {user.isAdmin ? "Admin" : "My Account"}
        <ChevronDown aria-hidden className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-default bg-surface p-1 text-[var(--text)] shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-muted">
            {user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard">Dashboard</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard/projects">My Projects</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard/profile">Edit Profile</Link>
          </DropdownMenu.Item>
          {user.isAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">Admin Panel</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-[var(--border)]" />
          {/* Selecting closes (unmounts) the menu, so a form inside it would never submit: post from here. */}
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit(new FormData(), { method: "post", action: "/logout" })}
          >
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MobileMenu({ user, items, pathname }: { user: HeaderUser; items: NavItem[]; pathname: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-surface-muted md:hidden">
        <Menu aria-hidden className="h-6 w-6" />
        <span className="sr-only">Open menu</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-surface p-4 text-[var(--text)] shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-surface-muted">
              <X aria-hidden className="h-6 w-6" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {items.map((item) => mobileLink(item, isNavActive(item.to, pathname)))}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
