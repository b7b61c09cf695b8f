import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "bg-accent-400 text-gray-900 hover:bg-accent-500",
  outline: "border border-default bg-surface hover:bg-surface-muted",
  ghost: "hover:bg-surface-muted",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  link: "text-brand-700 underline-offset-4 hover:underline dark:text-brand-200",
  /** Outline and ghost buttons on a dark brand band (the home hero, the about page's call to action). */
  outlineOnDark: "border border-white bg-transparent text-white hover:bg-white/10",
  ghostOnDark: "text-white underline-offset-4 hover:bg-white/10 hover:underline",
} as const;

const SIZES = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-4",
  lg: "h-12 px-6 text-lg",
  icon: "h-11 w-11",
  /** No side padding: a link-styled action that lines up with the text around it. */
  inline: "h-9 text-sm",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
};

export function buttonClass(variant: keyof typeof VARIANTS = "primary", size: keyof typeof SIZES = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
  );
}

/** A button; a link that should look like one takes `className={buttonClass(...)}` instead. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonClass(variant, size), className)} {...props} />;
}
