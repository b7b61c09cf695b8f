import { useCallback, useEffect, useSyncExternalStore } from "react";
import { MenuButton } from "~/components/layout/menu-button";
import { Moon, Sun } from "~/components/ui/icons";

export type Theme = "light" | "dark" | "system";
/** Browser storage key of the theme preference (spec §1). */
export const THEME_KEY = "theme";

/**
 * Runs in <head> before the body paints, so the first frame already has the right theme.
 * No stored choice means light; "system" follows the device setting.
 */
export const themeScript = `(function(){try{var t=localStorage.getItem("${THEME_KEY}");var d=t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light"}catch(_){}})()`;

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  const onStorage = (event: StorageEvent) => event.key === THEME_KEY && listener();
  media.addEventListener("change", listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener("change", listener);
    window.removeEventListener("storage", onStorage);
  };
}

function readTheme(): Theme {
  const stored = window.localStorage.getItem(THEME_KEY);
  return stored === "dark" || stored === "system" || stored === "light" ? stored : "light";
}

function resolve(theme: Theme): "light" | "dark" {
  if (theme !== "system") return theme;
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

function apply(theme: Theme) {
  paint(resolve(theme));
}

function paint(resolved: "light" | "dark") {
  const dark = resolved === "dark";
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

/** The stored preference and the theme in effect; the server renders "light" and the script corrects it. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, () => "light" as Theme);
  const resolved = useSyncExternalStore(
    subscribe,
    () => resolve(readTheme()),
    () => "light" as const,
  );
  // Repaint when the device switches theme while "system" is chosen.
  useEffect(() => paint(resolved), [resolved]);
  const setTheme = useCallback((next: Theme) => {
    window.localStorage.setItem(THEME_KEY, next);
    apply(next);
    for (const listener of listeners) listener();
  }, []);
  return { theme, resolved, setTheme };
}

/** The theme menu (theme-menu.tsx), fetched on the button's first press. */
const loadThemeMenu = () => import("~/components/theme-menu").then((module) => module.ThemeMenu);

/** Light, dark or system (spec §1): a small native menu button, no menu library on the first load. */
export function ThemeToggle() {
  const { theme, resolved, setTheme } = useTheme();
  const CurrentIcon = resolved === "dark" ? Moon : Sun;
  return (
    <MenuButton
      loadMenu={loadThemeMenu}
      menuProps={{ theme, setTheme }}
      triggerLabel="Change theme"
      triggerTestId="theme-toggle"
      triggerClassName="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-surface-muted"
      trigger={<CurrentIcon aria-hidden className="h-5 w-5" />}
    />
  );
}
