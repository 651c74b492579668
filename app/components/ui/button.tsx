import type { ComponentProps } from "react";
import { cn } from "~/lib/utils/cn";

// The site's buttons, shadcn-style: one set of classes, picked by variant and size. A link that looks
// like a button takes `buttonVariants(…)` as its className; a real button is `<Button>`.
const variants = {
  /** Ink that turns to the accent: the page's main action. */
  primary: "bg-ink text-paper hover:bg-accent",
  /** An ink outline: the action beside or after the main one. */
  outline: "border border-ink text-ink hover:border-accent hover:text-accent",
  /** A ruled outline for a choice that should not pull the eye (declining cookies). */
  quiet: "border border-rule text-ink hover:border-ink",
};

const sizes = {
  sm: "h-9 px-4",
  md: "h-10 px-4",
  lg: "h-11 px-5",
  xl: "h-12 px-7",
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants({
  variant = "primary",
  size = "lg",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 font-sans text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
