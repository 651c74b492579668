import { useCallback, useEffect, useState } from "react";
import { useAutoHide } from "./use-auto-hide";
import { storage } from "~/lib/browser/storage";

// Spec §9: a random 3–5 s delay or 40 % scroll, whichever is first; hidden again after 10 s
// (counted again from the start once a reader who was using it moves on).
const minDelay = 3000;
const maxDelay = 5000;
const scrollTrigger = 0.4;
const autoHide = 10_000;

/** Once per category per browser session (a session-storage flag set when it appears). */
export function useCategoryPopup(categoryPath: string, engaged = false) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const startHideClock = useAutoHide({ open, engaged, ms: autoHide, hide: close });
  const flagKey = `category-popup:${categoryPath}`;

  useEffect(() => {
    if (storage.get(flagKey, "session")) return;
    let shown = false;
    const show = () => {
      if (shown) return;
      shown = true;
      storage.set(flagKey, "shown", "session");
      startHideClock();
      setOpen(true);
      cleanupTriggers();
    };
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 0 && window.scrollY / scrollable >= scrollTrigger) show();
    };
    const showTimer = setTimeout(show, minDelay + Math.random() * (maxDelay - minDelay));
    window.addEventListener("scroll", onScroll, { passive: true });
    function cleanupTriggers() {
      clearTimeout(showTimer);
      window.removeEventListener("scroll", onScroll);
    }
    return cleanupTriggers;
  }, [flagKey, startHideClock]);

  useEffect(() => {
    if (!open) return;
    // Like the promo, Escape dismisses it wherever focus is, unless something else used the key.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return { open, close };
}
