import type { IconNode } from "lucide";
import ArrowLeftNode from "lucide/dist/esm/icons/arrow-left.mjs";
import ArrowRightNode from "lucide/dist/esm/icons/arrow-right.mjs";
import BracesNode from "lucide/dist/esm/icons/braces.mjs";
import Building2Node from "lucide/dist/esm/icons/building-complex.mjs";
import CalendarDaysNode from "lucide/dist/esm/icons/calendar-days.mjs";
import CalendarPlusNode from "lucide/dist/esm/icons/calendar-plus.mjs";
import ChevronDownNode from "lucide/dist/esm/icons/chevron-down.mjs";
import ChevronLeftNode from "lucide/dist/esm/icons/chevron-left.mjs";
import ChevronRightNode from "lucide/dist/esm/icons/chevron-right.mjs";
import ClockNode from "lucide/dist/esm/icons/clock.mjs";
import DownloadNode from "lucide/dist/esm/icons/download.mjs";
import ExternalLinkNode from "lucide/dist/esm/icons/external-link.mjs";
import EyeNode from "lucide/dist/esm/icons/eye.mjs";
import FolderKanbanNode from "lucide/dist/esm/icons/folder-kanban.mjs";
import GlobeNode from "lucide/dist/esm/icons/globe.mjs";
import MailNode from "lucide/dist/esm/icons/mail.mjs";
import MapPinNode from "lucide/dist/esm/icons/map-pin.mjs";
import MenuNode from "lucide/dist/esm/icons/menu.mjs";
import MoonNode from "lucide/dist/esm/icons/moon.mjs";
import PhoneNode from "lucide/dist/esm/icons/phone.mjs";
import RssNode from "lucide/dist/esm/icons/rss.mjs";
import SearchNode from "lucide/dist/esm/icons/search.mjs";
import SunNode from "lucide/dist/esm/icons/sun.mjs";
import TagNode from "lucide/dist/esm/icons/tag.mjs";
import TargetNode from "lucide/dist/esm/icons/target.mjs";
import UsersNode from "lucide/dist/esm/icons/users.mjs";
import VideoNode from "lucide/dist/esm/icons/video.mjs";
import XNode from "lucide/dist/esm/icons/x.mjs";
import { createElement, type SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * Lucide's icons as plain inline SVG components, drawn from the `lucide` package's icon data. One small module
 * instead of lucide-react: its per-icon wrappers, context and prop handling cost about 2 KB gzip on every page,
 * and each icon became a script file of its own. Each icon's data is imported from its own file (not the
 * package's index), so the bundler sees exactly which pages use it; the icons only signed-in pages use live in
 * app-icons.tsx, and an icon fewer than three public pages use is made in their modules (`icon(node)`), since a
 * module travels whole and this one goes to every public page (the bundler's rule for the shared file,
 * vite.config.ts). Decorative by default (aria-hidden); a caller that gives the
 * icon a meaning passes `aria-label` and `aria-hidden={false}` itself.
 */
// Each icon is built by a call the bundler is told is pure (@__PURE__), so a page keeps only the icons it uses.
export function icon(node: IconNode): IconComponent {
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
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
}

export const ArrowLeft = /* @__PURE__ */ icon(ArrowLeftNode);
export const ArrowRight = /* @__PURE__ */ icon(ArrowRightNode);
export const Building2 = /* @__PURE__ */ icon(Building2Node);
export const CalendarDays = /* @__PURE__ */ icon(CalendarDaysNode);
export const ChevronDown = /* @__PURE__ */ icon(ChevronDownNode);
export const ChevronLeft = /* @__PURE__ */ icon(ChevronLeftNode);
export const ChevronRight = /* @__PURE__ */ icon(ChevronRightNode);
export const Clock = /* @__PURE__ */ icon(ClockNode);
export const ExternalLink = /* @__PURE__ */ icon(ExternalLinkNode);
export const Eye = /* @__PURE__ */ icon(EyeNode);
export const FolderKanban = /* @__PURE__ */ icon(FolderKanbanNode);
export const Globe = /* @__PURE__ */ icon(GlobeNode);
export const Mail = /* @__PURE__ */ icon(MailNode);
export const MapPin = /* @__PURE__ */ icon(MapPinNode);
export const Menu = /* @__PURE__ */ icon(MenuNode);
export const Moon = /* @__PURE__ */ icon(MoonNode);
export const Phone = /* @__PURE__ */ icon(PhoneNode);
export const Search = /* @__PURE__ */ icon(SearchNode);
export const Sun = /* @__PURE__ */ icon(SunNode);
export const Tag = /* @__PURE__ */ icon(TagNode);
export const Target = /* @__PURE__ */ icon(TargetNode);
export const Users = /* @__PURE__ */ icon(UsersNode);
export const Video = /* @__PURE__ */ icon(VideoNode);
export const X = /* @__PURE__ */ icon(XNode);
export const Download = /* @__PURE__ */ icon(DownloadNode);
export const Rss = /* @__PURE__ */ icon(RssNode);
export const CalendarPlus = /* @__PURE__ */ icon(CalendarPlusNode);
export const Braces = /* @__PURE__ */ icon(BracesNode);
