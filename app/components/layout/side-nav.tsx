import { useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { LogoutButton } from "~/components/auth/logout-button";
import { ChevronDown, type IconComponent, LogOut } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

export type SideNavItem = { to: string; label: string; icon: IconComponent; end?: boolean };

const itemClass =
  "flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md border border-default px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-muted md:border-transparent";
const activeClass = "bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-50";

function NavItems({ items, onNavigate }: { items: readonly SideNavItem[]; onNavigate?: () => void }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) => cn(itemClass, isActive && activeClass)}
          >
            <item.icon aria-hidden className="h-4 w-4 shrink-0" />
            {item.label}
          </NavLink>
        </li>
      ))}
      <li>
        <LogoutButton className={cn(itemClass, "w-full text-left")}>
          <LogOut aria-hidden className="h-4 w-4" />
          Logout
        </LogoutButton>
      </li>
    </>
  );
}

/**
 * An area's navigation (Project Panel, Admin): a column beside the content on wide screens. On phones a
 * short list is a compact grid above the content, every entry one tap away at 360px; a long one (`collapse`)
 * folds into a disclosure that names the current page, so the page's own content starts near the top. Both
 * work without script; Logout closes the list.
 */
export function SideNav({
  label,
  items,
  collapse = false,
}: {
  label: string;
  items: readonly SideNavItem[];
  collapse?: boolean;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  if (!collapse) {
    return (
      <nav aria-label={label} className="md:w-56 md:shrink-0">
        <ul className="grid grid-cols-2 gap-1 border-b border-default pb-3 sm:grid-cols-3 md:flex md:flex-col md:border-0 md:pb-0">
          <NavItems items={items} />
        </ul>
      </nav>
    );
  }
  const current = items.find((item) =>
    item.end ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`),
  );
  return (
    <nav aria-label={label} className="md:w-56 md:shrink-0">
      <details ref={details} className="group rounded-md border border-default md:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden">
          <span>
            {label}
            {current ? <span className="font-normal text-muted">: {current.label}</span> : null}
          </span>
          <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="grid grid-cols-2 gap-1 border-t border-default p-2">
          <NavItems
            items={items}
            onNavigate={() => {
              if (details.current) details.current.open = false;
            }}
          />
        </ul>
      </details>
      <ul className="hidden md:flex md:flex-col md:gap-1">
        <NavItems items={items} />
      </ul>
    </nav>
  );
}
