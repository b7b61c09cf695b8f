import { MenuPanel, menuItemClass } from "~/components/layout/menu";
import type { MenuPanelProps } from "~/components/layout/menu-button";
import type { Theme } from "~/components/theme";
import { icon, Moon, Sun } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

const Monitor = icon("monitor");

const OPTIONS = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
] as const;

/**
 * The theme menu's items (light, dark or system: spec §1), loaded on the theme button's first press. The
 * choice comes from theme.tsx's useTheme through the button (importing theme.tsx here would take it out of
 * the root layout's file into the file every public page shares).
 */
export function ThemeMenu({
  theme,
  setTheme,
  ...props
}: MenuPanelProps & { theme: Theme; setTheme: (theme: Theme) => void }) {
  return (
    <MenuPanel {...props} className="min-w-36">
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          role="menuitemradio"
          aria-checked={theme === value}
          tabIndex={-1}
          onClick={() => setTheme(value)}
          className={cn(menuItemClass, theme === value && "font-semibold")}
        >
          <Icon aria-hidden className="h-4 w-4" />
          {label}
        </button>
      ))}
    </MenuPanel>
  );
}
