import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve Tailwind conflicts (tailwind-merge would, for 8 KB gzip on every page):
 * a caller adds classes to a component's own and never restates a property the component sets — a button on a
 * dark band takes its own variant (see ui/button.tsx) rather than overriding the outline's colours.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
