import type { ComponentProps } from "react";
import { cn } from "~/lib/utils/cn";

/**
 * The site's text field: ruled, paper-filled, accent on focus, danger when `aria-invalid`. 16 px text on
 * phones, so iOS does not zoom into the page when the field takes focus. `inline` is the one-line field
 * beside a button (the newsletter's), as tall as the button.
 */
export function inputClass({ inline = false, className }: { inline?: boolean; className?: string } = {}) {
  return cn(
    "block w-full min-w-0 border border-rule bg-paper px-3 font-sans text-base text-ink placeholder:text-muted sm:text-sm",
    "focus:border-accent disabled:opacity-60",
    "aria-[invalid=true]:border-danger dark:aria-[invalid=true]:border-red-400",
    inline ? "h-11" : "py-2.5",
    className,
  );
}

export function Input({ inline, className, ...props }: ComponentProps<"input"> & { inline?: boolean }) {
  return <input className={inputClass({ inline, className })} {...props} />;
}
