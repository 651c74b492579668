/** The queue's entry for a held form: the prefix and the form's id. */
export const earlySubmitPrefix = "submit:";
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
 */
export const earlyClickScript = `(function(){var q=window.__earlyClicks=[];addEventListener("click",function(e){var t=e.target,s,f;if(!t||!t.closest)return;s=t.closest("button[type=submit],input[type=submit]");f=s&&s.form;if(f&&f.hasAttribute("data-early-submit")&&!f.hasAttribute("data-live")&&(document.documentElement.dataset.hydrated!=="true"||document.documentElement.dataset.islands)){e.preventDefault();e.stopImmediatePropagation();var k="${earlySubmitPrefix}"+f.id;if(q.indexOf(k)<0){q.push(k);s.setAttribute("data-held-submitter","");setTimeout(function(){if(f.hasAttribute("data-live"))return;f.setAttribute("data-live","");f.requestSubmit(s)},${heldFormPostsAfterMs})}return}t=t.closest("[data-early-click]");if(!t||t.closest("[data-live]"))return;e.preventDefault();e.stopImmediatePropagation();q.push(t.getAttribute("data-early-click"))},true)})();`;

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
