import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "~/lib/cn";

/** The look of an item; the focused one is highlighted (and outlined for keyboard users). */
export const menuItemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left text-sm hover:bg-surface-muted focus:bg-surface-muted focus-visible:-outline-offset-3";

const ITEM = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * A menu button (WAI-ARIA APG) in a few lines instead of a menu library on every page: the trigger has
 * aria-haspopup and aria-expanded; the menu (role="menu", hidden while closed) holds the children, whose
 * items carry role="menuitem" or "menuitemradio" and tabIndex={-1}.
 *
 * Keyboard: Enter or Space opens on the checked item (else the first), Down Arrow on the first, Up Arrow
 * on the last; in the menu Up/Down move (and wrap), Home/End jump, a letter jumps to the next item that
 * starts with it, Space activates a link item, Escape closes and returns to the trigger, Tab moves on and
 * closes it. Choosing an item or clicking outside closes the menu. The menu stays in the page while closed
 * (only hidden), so a form inside it (Log Out) is never unmounted while it submits.
 */
export function MenuButton({
  trigger,
  triggerClassName,
  triggerLabel,
  triggerTestId,
  menuClassName,
  children,
}: {
  trigger: ReactNode;
  triggerClassName: string;
  /** The trigger's accessible name when its content is only an icon. */
  triggerLabel?: string;
  triggerTestId?: string;
  menuClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<"checked" | "first" | "last">("checked");

  const items = useCallback(
    () =>
      Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []).filter(
        (item) => !item.hasAttribute("disabled") && item.getAttribute("aria-disabled") !== "true",
      ),
    [],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    const target =
      focusOnOpen.current === "last"
        ? list.at(-1)
        : focusOnOpen.current === "first"
          ? list[0]
          : (list.find((item) => item.getAttribute("aria-checked") === "true") ?? list[0]);
    target?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Focus moved elsewhere on the page (Tab past the menu, say): close.
    const onFocusIn = (event: globalThis.FocusEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, items]);

  function openWith(focus: "checked" | "first" | "last") {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openWith(event.key === "ArrowDown" ? "first" : "last");
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
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
        close(true);
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

  function onMenuClick(event: MouseEvent<HTMLDivElement>) {
    const item = (event.target as HTMLElement).closest(ITEM);
    if (item && menuRef.current?.contains(item)) close(true);
  }

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        id={triggerId}
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid={triggerTestId}
        onClick={() => (open ? close(false) : openWith("checked"))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {/* Keyboard handling sits on the menu for all its items (APG menu pattern). */}
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        tabIndex={-1}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        onClick={onMenuClick}
        className={cn(
          "absolute right-0 top-full z-50 mt-1.5 rounded-md border border-default bg-surface p-1 text-[var(--text)] shadow-lg focus:outline-none",
          menuClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}
