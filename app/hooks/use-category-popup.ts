import { useCallback, useEffect, useState } from "react";
import { storage } from "~/lib/storage";

// Spec §9: a random 3–5 s delay or 40 % scroll, whichever is first; hidden again after 10 s.
const minDelay = 3000;
const maxDelay = 5000;
const scrollTrigger = 0.4;
const autoHide = 10_000;

/** Once per category per browser session (a session-storage flag set when it appears). */
export function useCategoryPopup(categoryPath: string) {
  const [open, setOpen] = useState(false);
  const flagKey = `category-popup:${categoryPath}`;

  useEffect(() => {
    if (storage.get(flagKey, "session")) return;
    let shown = false;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      if (shown) return;
      shown = true;
      storage.set(flagKey, "shown", "session");
      setOpen(true);
      cleanupTriggers();
      hideTimer = setTimeout(() => setOpen(false), autoHide);
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
    return () => {
      cleanupTriggers();
      clearTimeout(hideTimer);
    };
  }, [flagKey]);

  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
