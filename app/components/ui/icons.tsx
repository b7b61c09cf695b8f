import type { SVGProps } from "react";
import type { IconName } from "./icon-nodes";
import spriteUrl from "./icons.svg?url";

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * Lucide's icons, drawn from one sprite: icons.svg holds every icon's paths (written by
 * `scripts/build-icon-sprite.ts` from the `lucide` package's data, `icon-nodes.ts`), and an icon is an <svg> that
 * points into it by name. The path data then travels once, in a file the browser keeps (hashed under /assets/,
 * cached for good, and by the service worker for offline reading), instead of in every page's script and in its
 * markup once per icon (issue 39: 3.8 KB of the public pages' shared script, 224 paths in /projects' HTML).
 * Decorative by default (aria-hidden); a caller that gives the icon a meaning passes `aria-label` and
 * `aria-hidden={false}` itself.
 */
// Each icon is built by a call the bundler is told is pure (@__PURE__), so a page keeps only the icons it uses.
export function icon(name: IconName): IconComponent {
  const href = `${spriteUrl}#${name}`;
  return function Icon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        {...props}
      >
        <use href={href} />
      </svg>
    );
  };
}

export const ArrowLeft = /* @__PURE__ */ icon("arrow-left");
export const ArrowRight = /* @__PURE__ */ icon("arrow-right");
export const Building2 = /* @__PURE__ */ icon("building-complex");
export const CalendarDays = /* @__PURE__ */ icon("calendar-days");
export const ChevronDown = /* @__PURE__ */ icon("chevron-down");
export const ChevronLeft = /* @__PURE__ */ icon("chevron-left");
export const ChevronRight = /* @__PURE__ */ icon("chevron-right");
export const Clock = /* @__PURE__ */ icon("clock");
export const ExternalLink = /* @__PURE__ */ icon("external-link");
export const Eye = /* @__PURE__ */ icon("eye");
export const FolderKanban = /* @__PURE__ */ icon("folder-kanban");
export const Globe = /* @__PURE__ */ icon("globe");
export const Mail = /* @__PURE__ */ icon("mail");
export const MapPin = /* @__PURE__ */ icon("map-pin");
export const Menu = /* @__PURE__ */ icon("menu");
export const Moon = /* @__PURE__ */ icon("moon");
export const Phone = /* @__PURE__ */ icon("phone");
export const Search = /* @__PURE__ */ icon("search");
export const Sun = /* @__PURE__ */ icon("sun");
export const Tag = /* @__PURE__ */ icon("tag");
export const Target = /* @__PURE__ */ icon("target");
export const Users = /* @__PURE__ */ icon("users");
export const Video = /* @__PURE__ */ icon("video");
export const X = /* @__PURE__ */ icon("x");
export const Download = /* @__PURE__ */ icon("download");
export const Rss = /* @__PURE__ */ icon("rss");
export const CalendarPlus = /* @__PURE__ */ icon("calendar-plus");
export const Braces = /* @__PURE__ */ icon("braces");
