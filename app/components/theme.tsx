import { Monitor, Moon, Sun } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useCallback, useEffect, useSyncExternalStore } from "react";

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

const OPTIONS = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
] as const;

export function ThemeToggle() {
  const { theme, resolved, setTheme } = useTheme();
  const CurrentIcon = resolved === "dark" ? Moon : Sun;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-surface-muted"
        aria-label="Change theme"
        data-testid="theme-toggle"
      >
        <CurrentIcon aria-hidden className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-md border border-default bg-surface p-1 text-[var(--text)] shadow-lg"
        >
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
            {OPTIONS.map(({ value, label, Icon }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted data-[state=checked]:font-semibold"
              >
                <Icon aria-hidden className="h-4 w-4" />
                {label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
