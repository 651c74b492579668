/** The queue's entry for a held form: the prefix and the form's id. */
export const earlySubmitPrefix = "submit:";
/** The queue's entry for F8 pressed before the page hydrated (the notification region's key). */
export const earlyF8 = "key:F8";
/** The queue's entry for a scroll the reader made (by wheel, touch or key) before the page hydrated. */
export const earlyScroll = "scrolled";
/** How long a held form waits for its code before it posts as without JavaScript. */
export const heldFormPostsAfterMs = 15_000;

/**
 * Widgets that work from the first paint. Until React has hydrated a widget, its buttons have no
 * handlers, so a click on a slow phone (or a loaded machine) would be lost without a word. This script
 * runs inline in <head>, before anything is painted: a click on an element with `data-early-click`
 * whose widget is not yet marked `data-live` is held back (React never sees it) and queued. When the
 * widget comes alive it marks itself live and replays its queued clicks, so each click counts exactly
 * once whether it came before or after hydration.
 *
 * A form marked `data-early-submit` is held the same way: a press of its submit button (Enter in a
 * field presses it too) is queued as `submit:<form id>` instead of posting the page away from the
 * story, and the form sends it once it is live (~/hooks/use-submit-when-ready, decision 141), through
 * the button that was pressed (marked `data-held-submitter`: the poll's answer is its button). Until the
 * page and its deferred islands (`data-islands`, ~/components/deferred-island) have hydrated such a
 * send is held; after that nothing is held (a form remounted later is live from the start). Should
 * its code never arrive, the held form posts as it does without JavaScript after `heldFormPostsAfterMs`,
 * so nothing the reader sent is lost.
 *
 * F8 pressed before the page has hydrated is queued as `earlyF8`: the notification region it asks for
 * is mounted by the framework (~/components/ui/lazy-toaster), which answers it when it arrives. A
 * scroll that follows the reader's own wheel, touch, pointer or key before then is queued as
 * `earlyScroll`, so a story read through before its code arrived counts as read
 * (~/hooks/use-read-beacon); a position the browser restores on its own is not the reader's scroll.
 */
export const earlyClickScript = `(function(){var q=window.__earlyClicks=[];addEventListener("click",function(e){var t=e.target,s,f;if(!t||!t.closest)return;s=t.closest("button[type=submit],input[type=submit]");f=s&&s.form;if(f&&f.hasAttribute("data-early-submit")&&!f.hasAttribute("data-live")&&(document.documentElement.dataset.hydrated!=="true"||document.documentElement.dataset.islands)){e.preventDefault();e.stopImmediatePropagation();var k="${earlySubmitPrefix}"+f.id;if(q.indexOf(k)<0){q.push(k);s.setAttribute("data-held-submitter","");setTimeout(function(){if(f.hasAttribute("data-live"))return;f.setAttribute("data-live","");f.requestSubmit(s)},${heldFormPostsAfterMs})}return}t=t.closest("[data-early-click]");if(!t||t.closest("[data-live]"))return;e.preventDefault();e.stopImmediatePropagation();q.push(t.getAttribute("data-early-click"))},true);addEventListener("keydown",function(e){if(e.key==="F8"&&document.documentElement.dataset.hydrated!=="true"&&q.indexOf("${earlyF8}")<0)q.push("${earlyF8}")},true);var i=0;["wheel","touchmove","keydown","pointerdown"].forEach(function(x){addEventListener(x,function(){i=1},{capture:!0,passive:!0})});addEventListener("scroll",function(){if(i&&document.documentElement.dataset.hydrated!=="true"&&q.indexOf("${earlyScroll}")<0)q.push("${earlyScroll}")},{passive:!0})})();`;

type EarlyClickWindow = Window & { __earlyClicks?: string[] };

/**
 * Marks `widget` live, so later clicks reach React, and returns (and forgets) the queued clicks whose
 * value starts with `prefix`, oldest first, without the prefix.
 */
export function goLive(widget: HTMLElement, prefix: string): string[] {
  widget.dataset.live = "";
  return takeEarly(prefix);
}

/** Returns (and forgets) the queued values that start with `prefix`, oldest first, without the prefix. */
export function takeEarly(prefix: string): string[] {
  const queue = (window as EarlyClickWindow).__earlyClicks;
  if (!queue?.length) return [];
  const mine = queue.filter((value) => value.startsWith(prefix));
  const rest = queue.filter((value) => !value.startsWith(prefix));
  queue.splice(0, queue.length, ...rest);
  return mine.map((value) => value.slice(prefix.length));
}
