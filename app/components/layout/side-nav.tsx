import { useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { LogoutButton } from "~/components/auth/logout-button";
import { LogOut } from "~/components/ui/app-icons";
import { ChevronDown, type IconComponent } from "~/components/ui/icons";
import { formatNumber } from "~/domain/numbers";
import { cn } from "~/lib/cn";

/** A count beside an entry (what waits under it), with what it means for screen readers ("3 to review"). */
export type SideNavBadge = { count: number; text: string };

export type SideNavItem = {
  to: string;
  label: string;
  icon: IconComponent;
  end?: boolean;
  badge?: SideNavBadge;
};

const itemClass =
  "flex min-h-11 items-center gap-2 rounded-md border border-default px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-muted md:border-transparent";
const activeClass = "bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-50";

/** The count, seen (its meaning is said in the entry's name). Nothing when zero. */
function CountBadge({ badge }: { badge?: SideNavBadge }) {
  if (!badge || badge.count <= 0) return null;
  return (
    <span
      aria-hidden
      className="ml-auto inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-semibold tabular-nums text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      {formatNumber(badge.count)}
    </span>
  );
}

/** The entry's name for screen readers with what waits under it: "Payments, 3 to review". */
const nameWithBadge = (label: string, badge?: SideNavBadge) =>
  badge && badge.count > 0 ? `${label}, ${badge.text}` : undefined;

/** `wrap`: a long name may take two lines (the phone's disclosure) instead of spilling out of its box. */
function NavItems({
  items,
  onNavigate,
  wrap = false,
}: {
  items: readonly SideNavItem[];
  onNavigate?: () => void;
  wrap?: boolean;
}) {
  const textClass = wrap ? "min-w-0 break-words" : "whitespace-nowrap";
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            aria-label={nameWithBadge(item.label, item.badge)}
            className={({ isActive }) => cn(itemClass, isActive && activeClass)}
          >
            <item.icon aria-hidden className="h-4 w-4 shrink-0" />
            <span className={textClass}>{item.label}</span>
            <CountBadge badge={item.badge} />
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
 * folds into a disclosure that names the current page (and, with `summaryBadge`, how much waits inside), so
 * the page's own content starts near the top: one entry a line on a phone, two from 640px, each name whole.
 * Both work without script; Logout closes the list.
 */
export function SideNav({
  label,
  items,
  collapse = false,
  summaryBadge,
}: {
  label: string;
  items: readonly SideNavItem[];
  collapse?: boolean;
  summaryBadge?: SideNavBadge;
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
          <span className="min-w-0 break-words">
            {label}
            {current ? <span className="font-normal text-muted">: {current.label}</span> : null}
            {summaryBadge && summaryBadge.count > 0 ? (
              <span className="sr-only">, {summaryBadge.text}</span>
            ) : null}
          </span>
          <CountBadge badge={summaryBadge} />
          <ChevronDown aria-hidden className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="grid gap-1 border-t border-default p-2 sm:grid-cols-2">
          <NavItems
            items={items}
            wrap
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
