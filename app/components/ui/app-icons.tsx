/**
 * The icons only the signed-in pages (dashboard, admin, account forms) use, apart from icons.tsx so that they
 * never travel in the public pages' shared script file.
 */

import { icon } from "./icons";

export const AlertTriangle = /* @__PURE__ */ icon("triangle-alert");
export const BadgeCheck = /* @__PURE__ */ icon("badge-check");
export const CheckCircle2 = /* @__PURE__ */ icon("circle-check");
export const CreditCard = /* @__PURE__ */ icon("credit-card");
export const EyeOff = /* @__PURE__ */ icon("eye-off");
export const History = /* @__PURE__ */ icon("rotate-ccw-clock");
export const ImageIcon = /* @__PURE__ */ icon("image");
export const Landmark = /* @__PURE__ */ icon("landmark");
export const LayoutDashboard = /* @__PURE__ */ icon("layout-dashboard");
export const LogOut = /* @__PURE__ */ icon("log-out");
export const Loader2 = /* @__PURE__ */ icon("loader-circle");
export const Network = /* @__PURE__ */ icon("network");
export const Pencil = /* @__PURE__ */ icon("pencil");
export const Plus = /* @__PURE__ */ icon("plus");
export const PlusCircle = /* @__PURE__ */ icon("circle-plus");
export const Receipt = /* @__PURE__ */ icon("receipt");
export const Settings = /* @__PURE__ */ icon("settings");
export const Smartphone = /* @__PURE__ */ icon("smartphone");
export const Trash2 = /* @__PURE__ */ icon("trash");
export const UserCog = /* @__PURE__ */ icon("user-cog");
export const UserRound = /* @__PURE__ */ icon("user-round");
