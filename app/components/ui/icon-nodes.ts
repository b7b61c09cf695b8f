/**
 * Every icon the app draws, by its lucide name: the data `scripts/build-icon-sprite.ts` writes into icons.svg,
 * the one sprite the pages point into (components/ui/icons.tsx). Not imported by any page: the path data travels
 * once, in a file the browser keeps, instead of in every page's script and markup (issue 39).
 */
import type { IconNode } from "lucide";
import ArrowLeftNode from "lucide/dist/esm/icons/arrow-left.mjs";
import ArrowRightNode from "lucide/dist/esm/icons/arrow-right.mjs";
import BadgeCheckNode from "lucide/dist/esm/icons/badge-check.mjs";
import BookOpenNode from "lucide/dist/esm/icons/book-open.mjs";
import BracesNode from "lucide/dist/esm/icons/braces.mjs";
import Building2Node from "lucide/dist/esm/icons/building-complex.mjs";
import CalendarDaysNode from "lucide/dist/esm/icons/calendar-days.mjs";
import CalendarPlusNode from "lucide/dist/esm/icons/calendar-plus.mjs";
import ChevronDownNode from "lucide/dist/esm/icons/chevron-down.mjs";
import ChevronLeftNode from "lucide/dist/esm/icons/chevron-left.mjs";
import ChevronRightNode from "lucide/dist/esm/icons/chevron-right.mjs";
import CheckCircle2Node from "lucide/dist/esm/icons/circle-check.mjs";
import PlusCircleNode from "lucide/dist/esm/icons/circle-plus.mjs";
import ClockNode from "lucide/dist/esm/icons/clock.mjs";
import CopyNode from "lucide/dist/esm/icons/copy.mjs";
import CreditCardNode from "lucide/dist/esm/icons/credit-card.mjs";
import DownloadNode from "lucide/dist/esm/icons/download.mjs";
import ExternalLinkNode from "lucide/dist/esm/icons/external-link.mjs";
import EyeNode from "lucide/dist/esm/icons/eye.mjs";
import EyeOffNode from "lucide/dist/esm/icons/eye-off.mjs";
import FlagNode from "lucide/dist/esm/icons/flag.mjs";
import FolderKanbanNode from "lucide/dist/esm/icons/folder-kanban.mjs";
import FolderSearchNode from "lucide/dist/esm/icons/folder-search.mjs";
import GlobeNode from "lucide/dist/esm/icons/globe.mjs";
import GraduationCapNode from "lucide/dist/esm/icons/graduation-cap.mjs";
import HandshakeNode from "lucide/dist/esm/icons/handshake.mjs";
import ImageNode from "lucide/dist/esm/icons/image.mjs";
import LandmarkNode from "lucide/dist/esm/icons/landmark.mjs";
import LayoutDashboardNode from "lucide/dist/esm/icons/layout-dashboard.mjs";
import LightbulbNode from "lucide/dist/esm/icons/lightbulb.mjs";
import ListChecksNode from "lucide/dist/esm/icons/list-checks.mjs";
import Loader2Node from "lucide/dist/esm/icons/loader-circle.mjs";
import LogInNode from "lucide/dist/esm/icons/log-in.mjs";
import LogOutNode from "lucide/dist/esm/icons/log-out.mjs";
import MailNode from "lucide/dist/esm/icons/mail.mjs";
import MapPinNode from "lucide/dist/esm/icons/map-pin.mjs";
import MegaphoneNode from "lucide/dist/esm/icons/megaphone.mjs";
import MenuNode from "lucide/dist/esm/icons/menu.mjs";
import MonitorNode from "lucide/dist/esm/icons/monitor.mjs";
import MoonNode from "lucide/dist/esm/icons/moon.mjs";
import NetworkNode from "lucide/dist/esm/icons/network.mjs";
import PauseNode from "lucide/dist/esm/icons/pause.mjs";
import PencilNode from "lucide/dist/esm/icons/pencil.mjs";
import PhoneNode from "lucide/dist/esm/icons/phone.mjs";
import PlayNode from "lucide/dist/esm/icons/play.mjs";
import PlusNode from "lucide/dist/esm/icons/plus.mjs";
import ReceiptNode from "lucide/dist/esm/icons/receipt.mjs";
import HistoryNode from "lucide/dist/esm/icons/rotate-ccw-clock.mjs";
import RssNode from "lucide/dist/esm/icons/rss.mjs";
import SearchNode from "lucide/dist/esm/icons/search.mjs";
import SettingsNode from "lucide/dist/esm/icons/settings.mjs";
import Share2Node from "lucide/dist/esm/icons/share-2.mjs";
import ShieldCheckNode from "lucide/dist/esm/icons/shield-check.mjs";
import SmartphoneNode from "lucide/dist/esm/icons/smartphone.mjs";
import SproutNode from "lucide/dist/esm/icons/sprout.mjs";
import StarNode from "lucide/dist/esm/icons/star.mjs";
import SunNode from "lucide/dist/esm/icons/sun.mjs";
import TagNode from "lucide/dist/esm/icons/tag.mjs";
import TargetNode from "lucide/dist/esm/icons/target.mjs";
import Trash2Node from "lucide/dist/esm/icons/trash.mjs";
import TrendingUpNode from "lucide/dist/esm/icons/trending-up.mjs";
import AlertTriangleNode from "lucide/dist/esm/icons/triangle-alert.mjs";
import UserCogNode from "lucide/dist/esm/icons/user-cog.mjs";
import UserRoundNode from "lucide/dist/esm/icons/user-round.mjs";
import UsersNode from "lucide/dist/esm/icons/users.mjs";
import VideoNode from "lucide/dist/esm/icons/video.mjs";
import XNode from "lucide/dist/esm/icons/x.mjs";

export const ICON_NODES = {
  "arrow-left": ArrowLeftNode,
  "arrow-right": ArrowRightNode,
  "badge-check": BadgeCheckNode,
  "book-open": BookOpenNode,
  braces: BracesNode,
  "building-complex": Building2Node,
  "calendar-days": CalendarDaysNode,
  "calendar-plus": CalendarPlusNode,
  "chevron-down": ChevronDownNode,
  "chevron-left": ChevronLeftNode,
  "chevron-right": ChevronRightNode,
  "circle-check": CheckCircle2Node,
  "circle-plus": PlusCircleNode,
  clock: ClockNode,
  copy: CopyNode,
  "credit-card": CreditCardNode,
  download: DownloadNode,
  "external-link": ExternalLinkNode,
  eye: EyeNode,
  "eye-off": EyeOffNode,
  flag: FlagNode,
  "folder-kanban": FolderKanbanNode,
  "folder-search": FolderSearchNode,
  globe: GlobeNode,
  "graduation-cap": GraduationCapNode,
  handshake: HandshakeNode,
  image: ImageNode,
  landmark: LandmarkNode,
  "layout-dashboard": LayoutDashboardNode,
  lightbulb: LightbulbNode,
  "list-checks": ListChecksNode,
  "loader-circle": Loader2Node,
  "log-in": LogInNode,
  "log-out": LogOutNode,
  mail: MailNode,
  "map-pin": MapPinNode,
  megaphone: MegaphoneNode,
  menu: MenuNode,
  monitor: MonitorNode,
  moon: MoonNode,
  network: NetworkNode,
  pause: PauseNode,
  pencil: PencilNode,
  phone: PhoneNode,
  play: PlayNode,
  plus: PlusNode,
  receipt: ReceiptNode,
  "rotate-ccw-clock": HistoryNode,
  rss: RssNode,
  search: SearchNode,
  settings: SettingsNode,
  "share-2": Share2Node,
  "shield-check": ShieldCheckNode,
  smartphone: SmartphoneNode,
  sprout: SproutNode,
  star: StarNode,
  sun: SunNode,
  tag: TagNode,
  target: TargetNode,
  trash: Trash2Node,
  "trending-up": TrendingUpNode,
  "triangle-alert": AlertTriangleNode,
  "user-cog": UserCogNode,
  "user-round": UserRoundNode,
  users: UsersNode,
  video: VideoNode,
  x: XNode,
} satisfies Record<string, IconNode>;

/** The name of an icon in the sprite. */
export type IconName = keyof typeof ICON_NODES;
