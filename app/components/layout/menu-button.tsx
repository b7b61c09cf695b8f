import {
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useId,
  useRef,
  useState,
} from "react";
import { useOnDemand } from "~/components/ui/on-demand";

/** Which item takes the focus when the menu opens. */
export type FocusOnOpen = "checked" | "first" | "last";

/** What a menu button hands its menu (menu.tsx's MenuPanel takes them, plus the menu's own items). */
export type MenuPanelProps = {
  id: string;
  labelledBy: string;
  open: boolean;
  focusOnOpen: FocusOnOpen;
  /** Closes the menu; with `returnFocus` the focus goes back to the trigger. */
  onClose: (returnFocus: boolean) => void;
  /** The trigger and the menu: a press or focus outside it closes the menu. */
  container: { current: HTMLElement | null };
};

/**
 * A menu button (WAI-ARIA APG) whose menu loads on the first press: every page carries only the trigger, and
 * the menu's items and keyboard handling (menu.tsx and the module that lists the items) come when someone
 * opens it. The trigger has aria-haspopup and aria-expanded; Enter, Space or a click opens the menu on its
 * checked item (else the first), Down Arrow on the first, Up Arrow on the last. Once loaded, the menu stays
 * in the page while closed (only hidden), so a form inside it (Log Out) is never unmounted while it submits.
 */
export function MenuButton<P extends object>({
  loadMenu,
  menuProps,
  trigger,
  triggerClassName,
  triggerLabel,
  triggerTestId,
}: {
  /** A module-level loader of the menu (a component taking MenuPanelProps and `menuProps`). */
  loadMenu: () => Promise<ComponentType<P & MenuPanelProps>>;
  menuProps: P;
  trigger: ReactNode;
  triggerClassName: string;
  /** The trigger's accessible name when its content is only an icon. */
  triggerLabel?: string;
  triggerTestId?: string;
}) {
  const { Part: Menu, prefetch, ensure } = useOnDemand(loadMenu);
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<FocusOnOpen>("checked");
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  async function openWith(focus: FocusOnOpen) {
    if (!(await ensure())) return;
    setFocusOnOpen(focus);
    setOpen(true);
  }
  // Stable, as the menu's listeners depend on it.
  const onClose = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      void openWith(event.key === "ArrowDown" ? "first" : "last");
    }
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        id={triggerId}
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={Menu ? menuId : undefined}
        data-testid={triggerTestId}
        onPointerDown={prefetch}
        onClick={() => (open ? onClose(false) : void openWith("checked"))}
        onKeyDown={onKeyDown}
      >
        {trigger}
      </button>
      {Menu ? (
        <Menu
          {...menuProps}
          id={menuId}
          labelledBy={triggerId}
          open={open}
          focusOnOpen={focusOnOpen}
          onClose={onClose}
          container={containerRef}
        />
      ) : null}
    </div>
  );
}
