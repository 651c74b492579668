import { Moon, Sun } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { storage } from "~/lib/browser/storage";
import { applyTheme, type Theme } from "~/lib/browser/theme";

function subscribeToTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

const readTheme = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");

export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeToTheme, readTheme, () => null);

  useEffect(() => {
    // While the reader has not chosen, the system preference keeps deciding (spec §4, Theme).
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = (event: MediaQueryListEvent) => {
      if (!storage.get("theme")) applyTheme(event.matches ? "dark" : "light");
    };
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);

  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => {
        applyTheme(next);
        storage.set("theme", next);
      }}
      aria-label={theme ? `Switch to ${next} theme` : "Toggle theme"}
      className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface"
      data-testid="theme-toggle"
    >
      <Sun aria-hidden className="hidden size-5 dark:block" />
      <Moon aria-hidden className="size-5 dark:hidden" />
    </button>
  );
}
