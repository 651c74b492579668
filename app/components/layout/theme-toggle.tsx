import { Moon, Sun } from "lucide-react";
import { useEffect } from "react";
import { storage } from "~/lib/browser/storage";
import { applyTheme, type Theme } from "~/lib/browser/theme";

const readTheme = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");

export function ThemeToggle() {
  useEffect(() => {
    // While the reader has not chosen, the system preference keeps deciding (spec §4, Theme).
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = (event: MediaQueryListEvent) => {
      if (!storage.get("theme")) applyTheme(event.matches ? "dark" : "light");
    };
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);

  return (
    <button
      type="button"
      onClick={() => {
        const next: Theme = readTheme() === "dark" ? "light" : "dark";
        applyTheme(next);
        storage.set("theme", next);
      }}
      className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface"
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
