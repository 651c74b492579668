import { useEffect, useRef, type ReactNode } from "react";

export const dockId = "attention-dock";

/** The dock, once the page has it: overlays portal into it so they stack in its one column. */
export const dockElement = () => document.getElementById(dockId);

/**
 * The one place anything floats: toasts on top, then the one overlay holding the reader's attention
 * (decision 108). A band along the bottom below 1280 px; a column in the bottom-right corner on the
 * widest screens, beside the page in the side column's corner. Either way the page adds the room it
 * takes from the window's bottom below its end (the --dock-height padding in app.css), so the last
 * lines can always be scrolled clear of it.
 */
export function AttentionDock({ children }: { children: ReactNode }) {
  // The notification region (Radix's role="region") is drawn first whichever mounted first: its code
  // arrives with the first toast, often after an overlay has been portalled in.
  const dock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    // Set on <body>, the one element that reads it, and registered as not inherited (app.css): a value
    // on <html> that every element inherits made the browser restyle the whole page each time the dock
    // changed height, 130–150 ms of a phone's main thread when the page hydrated and when a notice
    // appeared. An empty dock leaves the property unset.
    const body = document.body;
    const observer = new ResizeObserver(() => {
      // The card stands off the window's bottom edge from 1280 px: the page's end must clear that too.
      const height = element.getBoundingClientRect().height;
      const offset = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      const value = height > 0 ? `${Math.ceil(height + offset)}px` : "";
      if (body.style.getPropertyValue("--dock-height") === value) return;
      if (value) body.style.setProperty("--dock-height", value);
      else body.style.removeProperty("--dock-height");
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.removeProperty("--dock-height");
    };
  }, []);
  return (
    <div
      ref={dock}
      id={dockId}
      data-testid="attention-dock"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col gap-2 *:pointer-events-auto xl:inset-x-auto xl:right-6 xl:bottom-6 xl:w-80 [&>[role=region]]:order-first"
    >
      {children}
    </div>
  );
}

/** The card every docked overlay is drawn as: edge to edge on phones, a bordered card beside the page. */
export const dockCardClass =
  "relative w-full border-t border-rule bg-paper p-4 font-sans shadow-2xl motion-safe:animate-fade-in xl:border xl:p-5";
