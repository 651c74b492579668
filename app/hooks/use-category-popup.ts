import { useCallback, useEffect, useState } from "react";
import { useAttention } from "./use-attention";
import { useAutoHide } from "./use-auto-hide";
import { storage } from "~/lib/browser/storage";

// Spec §9: a random 3–5 s delay or 40 % scroll, whichever is first; hidden again after 10 s
// (counted again from the start once a reader who was using it moves on).
const minDelay = 3000;
const maxDelay = 5000;
const scrollTrigger = 0.4;
const autoHide = 10_000;

/**
 * Once per category per browser session (a session-storage flag set when it appears). When it comes
 * due while the cookie notice or the promo is open, it waits its turn (decision 108).
 */
export function useCategoryPopup(categoryPath: string, engaged = false) {
  const [due, setDue] = useState(false);
  const { granted: open, since } = useAttention("category", due);
  const close = useCallback(() => setDue(false), []);
  useAutoHide({ open, shownAt: since, engaged, ms: autoHide, hide: close });
  const flagKey = `category-popup:${categoryPath}`;

  useEffect(() => {
    if (storage.get(flagKey, "session")) return;
    let triggered = false;
    const trigger = () => {
      if (triggered) return;
      triggered = true;
      setDue(true);
      cleanupTriggers();
    };
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 0 && window.scrollY / scrollable >= scrollTrigger) trigger();
    };
    const showTimer = setTimeout(trigger, minDelay + Math.random() * (maxDelay - minDelay));
    window.addEventListener("scroll", onScroll, { passive: true });
    function cleanupTriggers() {
      clearTimeout(showTimer);
      window.removeEventListener("scroll", onScroll);
    }
    return cleanupTriggers;
  }, [flagKey]);

  // Seen once it has actually appeared: a turn it never got leaves the invitation for another page.
  useEffect(() => {
    if (open) storage.set(flagKey, "shown", "session");
  }, [open, flagKey]);

  useEffect(() => {
    if (!open) return;
    // Like the promo, Escape dismisses it wherever focus is, unless something else used the key.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) setDue(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return { open, close };
}
