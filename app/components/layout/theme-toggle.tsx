import { Moon, Sun } from "lucide-react";

/**
 * The theme toggle is markup only: the header's inline script (~/lib/browser/header-script) switches
 * the theme on a click from the first paint, and follows the system preference until the reader
 * chooses, so a tap before the framework arrives is never lost and hydration has nothing to add.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle
      className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface noscript:hidden"
      data-testid="theme-toggle"
    >
      <Sun aria-hidden className="hidden size-5 dark:block" />
      <Moon aria-hidden className="size-5 dark:hidden" />
      {/* The name follows the theme class through CSS, as the icons do, so the server's HTML is right
          from the first paint and hydrating has no theme to read (a store read there re-rendered the
          page synchronously, in the same task as hydration). A hidden span is left out of the name. */}
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
    </button>
  );
}
