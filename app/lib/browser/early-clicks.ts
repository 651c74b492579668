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
 * once whether it came before or after hydration. A held toggle button (one with `aria-pressed`, a
 * reaction) shows its new state at once, styled from the attribute, so the reader sees the touch taken
 * while the code is still on its way; the replay then renders the same state (decision 182).
 *
 * A form marked `data-early-submit` is held the same way: a press of its submit button (Enter in a
 * field presses it too) is queued as `submit:<form id>` instead of posting the page away from the
 * story, and the form sends it once it is live (~/hooks/use-submit-when-ready, decision 141), through
 * the button that was pressed (marked `data-held-submitter`: the poll's answer is its button; the mark
 * also shows the form's pending state at once, through CSS, until the form's own takes over). Until
 * the page and its deferred islands (`data-islands`, ~/components/deferred-island) have hydrated such
 * a send is held; after that nothing is held (a form remounted later is live from the start). Should
 * its code never arrive, the held form posts as it does without JavaScript after
 * `heldFormPostsAfterMs`, so nothing the reader sent is lost.
 *
 * Two things the reader does before the page has hydrated have no widget to hold them, so the script
 * notes them and, once the root marks `data-hydrated` (after every component's first effects, so their
 * listeners are there), dispatches them again: F8, which asks for the notification region the framework
 * mounts (~/components/ui/lazy-toaster), and a scroll the reader made by wheel, touch, pointer or key, so
 * a story read through before its code arrived counts as read (~/hooks/use-read-beacon). A position the
 * browser restores on its own is not the reader's scroll and is not dispatched.
 */
export const earlyClickScript = `(function(){var q=window.__earlyClicks=[];addEventListener("click",function(e){var t=e.target,s,f;if(!t||!t.closest)return;s=t.closest("button[type=submit],input[type=submit]");f=s&&s.form;if(f&&f.hasAttribute("data-early-submit")&&!f.hasAttribute("data-live")&&(document.documentElement.dataset.hydrated!=="true"||document.documentElement.dataset.islands)){e.preventDefault();e.stopImmediatePropagation();var k="${earlySubmitPrefix}"+f.id;if(q.indexOf(k)<0){q.push(k);s.setAttribute("data-held-submitter","");setTimeout(function(){if(f.hasAttribute("data-live"))return;f.setAttribute("data-live","");f.requestSubmit(s)},${heldFormPostsAfterMs})}return}t=t.closest("[data-early-click]");if(!t||t.closest("[data-live]"))return;e.preventDefault();e.stopImmediatePropagation();q.push(t.getAttribute("data-early-click"));if(t.hasAttribute("aria-pressed"))t.setAttribute("aria-pressed",t.getAttribute("aria-pressed")==="true"?"false":"true")},true);var r=document.documentElement,k=0,i=0,m=0;addEventListener("keydown",function(e){if(e.key==="F8")k=1},true);["wheel","touchmove","keydown","pointerdown"].forEach(function(x){addEventListener(x,function(){i=1},{capture:!0,passive:!0})});addEventListener("scroll",function(){if(i)m=1},{passive:!0});new MutationObserver(function(l,o){if(r.dataset.hydrated!=="true")return;o.disconnect();if(k)dispatchEvent(new KeyboardEvent("keydown",{key:"F8"}));if(m)dispatchEvent(new Event("scroll"))}).observe(r,{attributes:!0,attributeFilter:["data-hydrated"]})})();`;

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
