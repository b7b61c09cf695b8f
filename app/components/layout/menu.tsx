import { type KeyboardEvent, type MouseEvent, type ReactNode, useCallback, useEffect, useRef } from "react";
import type { MenuPanelProps } from "~/components/layout/menu-button";
import { cn } from "~/lib/cn";

/** The look of an item; the focused one is highlighted (and outlined for keyboard users). */
export const menuItemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left text-sm hover:bg-surface-muted focus:bg-surface-muted focus-visible:-outline-offset-3";

const ITEM = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * The menu of a MenuButton (menu-button.tsx), loaded on its first press with the module that lists its items
 * (theme-menu.tsx, account-menu.tsx): role="menu", hidden while closed, holding the children, whose items
 * carry role="menuitem" or "menuitemradio" and tabIndex={-1}.
 *
 * Keyboard (WAI-ARIA APG menu pattern): Up/Down move (and wrap), Home/End jump, a letter jumps to the next
 * item that starts with it, Space activates a link item, Escape closes and returns to the trigger, Tab moves
 * on and closes it. Choosing an item or pressing outside closes the menu.
 */
export function MenuPanel({
  id,
  labelledBy,
  open,
  focusOnOpen,
  onClose,
  container,
  className,
  children,
}: MenuPanelProps & { className?: string; children: ReactNode }) {
  const menuRef = useRef<HTMLDivElement>(null);

  const items = useCallback(
    () =>
      Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []).filter(
        (item) => !item.hasAttribute("disabled") && item.getAttribute("aria-disabled") !== "true",
      ),
    [],
  );

  useEffect(() => {
    if (!open) return;
    const list = items();
    const target =
      focusOnOpen === "last"
        ? list.at(-1)
        : focusOnOpen === "first"
          ? list[0]
          : (list.find((item) => item.getAttribute("aria-checked") === "true") ?? list[0]);
    target?.focus();
    const outside = (event: Event) => !container.current?.contains(event.target as Node);
    const onPointerDown = (event: PointerEvent) => outside(event) && onClose(false);
    // Focus moved elsewhere on the page (Tab past the menu, say): close.
    const onFocusIn = (event: FocusEvent) => outside(event) && onClose(false);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, focusOnOpen, items, container, onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusAt(current + 1);
        return;
      case "ArrowUp":
        event.preventDefault();
        focusAt(current < 0 ? -1 : current - 1);
        return;
      case "Home":
        event.preventDefault();
        focusAt(0);
        return;
      case "End":
        event.preventDefault();
        focusAt(-1);
        return;
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        onClose(true);
        return;
      case " ": {
        // Buttons activate on Space by themselves; links do not.
        const target = event.target as HTMLElement;
        if (target.matches(ITEM) && target.tagName === "A") {
          event.preventDefault();
          target.click();
        }
        return;
      }
    }
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const letter = event.key.toLowerCase();
      for (let step = 1; step <= list.length; step++) {
        const item = list[(current + step + list.length) % list.length];
        if (item?.textContent?.trim().toLowerCase().startsWith(letter)) {
          item.focus();
          break;
        }
      }
    }
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const item = (event.target as HTMLElement).closest(ITEM);
    if (item && menuRef.current?.contains(item)) onClose(true);
  }

  return (
    // Keyboard handling sits on the menu for all its items (APG menu pattern).
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className={cn(
        "absolute right-0 top-full z-50 mt-1.5 rounded-md border border-default bg-surface p-1 text-[var(--text)] shadow-lg focus:outline-none",
        className,
      )}
    >
      {children}
    </div>
  );
}
