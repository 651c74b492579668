/**
 * Widgets that work from the first paint. Until React has hydrated a widget, its buttons have no
 * handlers, so a click on a slow phone (or a loaded machine) would be lost without a word. This script
 * runs inline in <head>, before anything is painted: a click on an element with `data-early-click`
 * whose widget is not yet marked `data-live` is held back (React never sees it) and queued. When the
 * widget comes alive it marks itself live and replays its queued clicks, so each click counts exactly
 * once whether it came before or after hydration.
 */
export const earlyClickScript = `(function(){var q=window.__earlyClicks=[];addEventListener("click",function(e){var t=e.target;t=t&&t.closest?t.closest("[data-early-click]"):null;if(!t||t.closest("[data-live]"))return;e.preventDefault();e.stopImmediatePropagation();q.push(t.getAttribute("data-early-click"))},true)})();`;

type EarlyClickWindow = Window & { __earlyClicks?: string[] };

/**
 * Marks `widget` live, so later clicks reach React, and returns (and forgets) the queued clicks whose
 * value starts with `prefix`, oldest first, without the prefix.
 */
export function goLive(widget: HTMLElement, prefix: string): string[] {
  widget.dataset.live = "";
  const queue = (window as EarlyClickWindow).__earlyClicks;
  if (!queue?.length) return [];
  const mine = queue.filter((value) => value.startsWith(prefix));
  const rest = queue.filter((value) => !value.startsWith(prefix));
  queue.splice(0, queue.length, ...rest);
  return mine.map((value) => value.slice(prefix.length));
}
