import { themeStorageKey } from "./theme";

/** The header's panels, shown by the browser as popovers (`popover` + `popovertarget`, no script). */
export const mobileMenuId = "mobile-menu";
export const mobileSearchBarId = "mobile-search-bar";
export const categoriesMenuId = "categories-menu";

/** The widths from which each panel's button is gone, so the panel closes (spec §2, Navigation). */
export const menuClosesFrom = "(min-width: 1280px)";
export const searchBarClosesFrom = "(min-width: 768px)";

/** The "Searching..." notice's look: the pending-navigation notice's, below the phone's search bar. */
const searchingNoticeClass =
  "inset-x-0 top-36 bottom-auto mx-auto my-0 border border-rule bg-paper px-4 py-2 font-sans text-sm font-medium text-ink shadow-lg md:top-20";

/**
 * The little of the header the platform does not do by itself, from the first paint, so no framework
 * code is needed for it and hydration has nothing to take over (decision 140). Runs inline in <head>
 * with the response's nonce:
 * - the theme toggle (`[data-theme-toggle]`): one listener on the document switches the theme and keeps
 *   the choice; while the reader has not chosen, the system preference keeps deciding (spec §4, Theme);
 * - the mobile menu closes when the window reaches the desktop bar, the search bar when it reaches the
 *   desktop search box (their buttons are gone there);
 * - the search bar puts the caret in its box when it opens, as the reader asked to search;
 * - "The Future of Everything" is a menu from the keyboard (WAI-ARIA menu button): Enter, Space or
 *   ArrowDown on its button opens it with focus on the first item, arrows, Home and End move between the
 *   items, and Tab and Shift+Tab go round them; while the mobile menu is open, Tab goes round the header.
 *   A keyboard reader who starts before the framework gets what one who starts after gets; the browser's
 *   popover does Escape and hands focus back. A click with no pointer position (`detail` 0) is Enter or
 *   Space on the dropdown's button, prevented so the popover does not toggle as well; a key the
 *   framework's code has already handled (`defaultPrevented`) is left alone.
 * - a search the browser sends itself (Enter before the framework runs: a GET form, so a page load)
 *   says "Searching..." in a notice of its own until the results page replaces this one; a page
 *   restored from the back/forward cache drops it (decision 182). A search the framework sends was
 *   prevented by then (this listener, on the window, comes after React's on the document). The notice
 *   is a popover added to the end of <body>, where React's hydration passes over what it did not
 *   render, and a popover is drawn over the open search bar.
 * - while React hydrates the page (from the framework's start, `window.__frameworkStarted` set by
 *   ~/lib/browser/framework-start, until the root marks `data-hydrated`),
 *   a touch, key or input inside the header is kept from React: stopped on the window, before React's
 *   listeners on the document see it, with this script's own handlers run there instead. React answers
 *   such an event by hydrating the whole page at once, in the event's own task, before the browser can
 *   open the panel or switch the theme: 200–260 ms on the phone profile (decision 193). Nothing in the
 *   header needs React for it (the panels, the theme and the search form are the platform's and this
 *   script's), and React reads on hydrating what the reader did (an open panel, text in the box).
 *   The touch listeners are passive: a blocking one would make the browser wait for this page's main
 *   thread before it turns a tap into a click, for every tap, hydrating or not.
 * One template with no nested one: the browser bundle leaves the script out (root.tsx), and a template
 * used inside it would stay there on its own.
 */
export const headerScript = `(function(){var k=${JSON.stringify(themeStorageKey)},d=document,r=d.documentElement;function set(t){r.classList.toggle("dark",t==="dark");r.dataset.theme=t;r.style.colorScheme=t}function stored(){try{return localStorage.getItem(k)}catch(e){return null}}function theme(e){var b=e.target&&e.target.closest?e.target.closest("[data-theme-toggle]"):null;if(!b)return;var t=r.classList.contains("dark")?"light":"dark";set(t);try{localStorage.setItem(k,t)}catch(x){}}addEventListener("click",theme);var s=matchMedia("(prefers-color-scheme: dark)");s.addEventListener("change",function(e){if(!stored())set(e.matches?"dark":"light")});function closeFrom(q,id){matchMedia(q).addEventListener("change",function(e){var p=d.getElementById(id);if(e.matches&&p&&p.matches(":popover-open"))p.hidePopover()})}closeFrom(${JSON.stringify(menuClosesFrom)},${JSON.stringify(mobileMenuId)});closeFrom(${JSON.stringify(searchBarClosesFrom)},${JSON.stringify(mobileSearchBarId)});d.addEventListener("toggle",function(e){var p=e.target;if(p.id===${JSON.stringify(mobileSearchBarId)}&&e.newState==="open"){var i=p.querySelector("input");if(i)i.focus()}},true);var C="${categoriesMenuId}",B='[popovertarget="'+C+'"]',F='a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';function open(p){return!!p&&p.matches(":popover-open")}function items(m){return[].slice.call(m.querySelectorAll('[role="menuitem"]'))}function atFirst(m){if(!open(m))m.showPopover();var i=items(m)[0];if(i)i.focus()}function round(e,a){var i=a.indexOf(d.activeElement),l=a.length-1;if(l<0||!(e.shiftKey?i===0:i===l))return;e.preventDefault();a[e.shiftKey?l:0].focus()}function press(e){var m=d.getElementById(C),t=e.target;if(!m||e.detail!==0||!t||!t.closest||!t.closest(B)||open(m))return;e.preventDefault();atFirst(m)}addEventListener("click",press);function keys(e){var m=d.getElementById(C),t=e.target,h,a,i,l,n;if(!t||!t.closest||e.defaultPrevented)return;h=t.closest("header");if(e.key==="Tab"&&h&&open(d.getElementById("${mobileMenuId}"))){round(e,[].filter.call(h.querySelectorAll(F),function(x){return x.getClientRects().length>0}));return}if(!m)return;if(t.closest(B)){if(e.key==="ArrowDown"){e.preventDefault();atFirst(m)}return}if(!m.contains(t)||!open(m))return;a=items(m);if(e.key==="Tab"){round(e,a);return}i=a.indexOf(d.activeElement);l=a.length-1;n={ArrowDown:i>=l?0:i+1,ArrowUp:i<=0?l:i-1,Home:0,End:l}[e.key];if(l<0||typeof n!=="number")return;e.preventDefault();a[n].focus()}d.addEventListener("keydown",keys);function searching(e){if(e.defaultPrevented||e.target.getAttribute("role")!=="search")return;var n=d.createElement("p");n.popover="manual";n.setAttribute("role","status");n.setAttribute("data-searching","");n.className=${JSON.stringify(searchingNoticeClass)};n.textContent="Searching...";d.body.appendChild(n);n.showPopover()}addEventListener("submit",searching);["pointerdown","pointerup","pointercancel","mousedown","mouseup","touchstart","touchend","touchcancel","click","auxclick","dblclick","contextmenu","keydown","keyup","keypress","beforeinput","input","change","compositionstart","compositionend","copy","cut","paste","submit","reset"].forEach(function(x){addEventListener(x,function(e){var t=e.target;if(!window.__frameworkStarted||r.dataset.hydrated==="true"||!t||!t.closest||!t.closest("header"))return;e.stopPropagation();if(x==="click"){theme(e);press(e)}else if(x==="keydown")keys(e);else if(x==="submit")searching(e)},{capture:!0,passive:x.indexOf("touch")===0})});addEventListener("pageshow",function(e){if(e.persisted)d.querySelectorAll("[data-searching]").forEach(function(n){n.remove()})})})();`;
