/**
 * The icons only the signed-in pages (dashboard, admin, account forms) use, apart from icons.tsx so that they
 * never travel in the public pages' shared script file.
 */

import BadgeCheckNode from "lucide/dist/esm/icons/badge-check.mjs";
import CheckCircle2Node from "lucide/dist/esm/icons/circle-check.mjs";
import PlusCircleNode from "lucide/dist/esm/icons/circle-plus.mjs";
import CreditCardNode from "lucide/dist/esm/icons/credit-card.mjs";
import EyeOffNode from "lucide/dist/esm/icons/eye-off.mjs";
import ImageNode from "lucide/dist/esm/icons/image.mjs";
import LandmarkNode from "lucide/dist/esm/icons/landmark.mjs";
import LayoutDashboardNode from "lucide/dist/esm/icons/layout-dashboard.mjs";
import Loader2Node from "lucide/dist/esm/icons/loader-circle.mjs";
import LogOutNode from "lucide/dist/esm/icons/log-out.mjs";
import NetworkNode from "lucide/dist/esm/icons/network.mjs";
import PencilNode from "lucide/dist/esm/icons/pencil.mjs";
import PlusNode from "lucide/dist/esm/icons/plus.mjs";
import ReceiptNode from "lucide/dist/esm/icons/receipt.mjs";
import HistoryNode from "lucide/dist/esm/icons/rotate-ccw-clock.mjs";
import SettingsNode from "lucide/dist/esm/icons/settings.mjs";
import SmartphoneNode from "lucide/dist/esm/icons/smartphone.mjs";
import Trash2Node from "lucide/dist/esm/icons/trash.mjs";
import AlertTriangleNode from "lucide/dist/esm/icons/triangle-alert.mjs";
import UserCogNode from "lucide/dist/esm/icons/user-cog.mjs";
import UserRoundNode from "lucide/dist/esm/icons/user-round.mjs";
import { icon } from "./icons";

export const AlertTriangle = /* @__PURE__ */ icon(AlertTriangleNode);
export const BadgeCheck = /* @__PURE__ */ icon(BadgeCheckNode);
export const CheckCircle2 = /* @__PURE__ */ icon(CheckCircle2Node);
export const CreditCard = /* @__PURE__ */ icon(CreditCardNode);
export const EyeOff = /* @__PURE__ */ icon(EyeOffNode);
export const History = /* @__PURE__ */ icon(HistoryNode);
export const ImageIcon = /* @__PURE__ */ icon(ImageNode);
export const Landmark = /* @__PURE__ */ icon(LandmarkNode);
export const LayoutDashboard = /* @__PURE__ */ icon(LayoutDashboardNode);
export const LogOut = /* @__PURE__ */ icon(LogOutNode);
export const Loader2 = /* @__PURE__ */ icon(Loader2Node);
export const Network = /* @__PURE__ */ icon(NetworkNode);
export const Pencil = /* @__PURE__ */ icon(PencilNode);
export const Plus = /* @__PURE__ */ icon(PlusNode);
export const PlusCircle = /* @__PURE__ */ icon(PlusCircleNode);
export const Receipt = /* @__PURE__ */ icon(ReceiptNode);
export const Settings = /* @__PURE__ */ icon(SettingsNode);
export const Smartphone = /* @__PURE__ */ icon(SmartphoneNode);
export const Trash2 = /* @__PURE__ */ icon(Trash2Node);
export const UserCog = /* @__PURE__ */ icon(UserCogNode);
export const UserRound = /* @__PURE__ */ icon(UserRoundNode);
