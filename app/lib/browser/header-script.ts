import { themeStorageKey } from "./theme";

/** The header's panels, shown by the browser as popovers (`popover` + `popovertarget`, no script). */
export const mobileMenuId = "mobile-menu";
export const mobileSearchBarId = "mobile-search-bar";
export const categoriesMenuId = "categories-menu";

/** The widths from which each panel's button is gone, so the panel closes (spec §2, Navigation). */
export const menuClosesFrom = "(min-width: 1280px)";
export const searchBarClosesFrom = "(min-width: 768px)";

/**
 * The little of the header the platform does not do by itself, from the first paint, so no framework
 * code is needed for it and hydration has nothing to take over (decision 140). Runs inline in <head>
 * with the response's nonce:
 * - the theme toggle (`[data-theme-toggle]`): one listener on the document switches the theme and keeps
 *   the choice; while the reader has not chosen, the system preference keeps deciding (spec §4, Theme);
 * - the mobile menu closes when the window reaches the desktop bar, the search bar when it reaches the
 *   desktop search box (their buttons are gone there);
 * - the search bar puts the caret in its box when it opens, as the reader asked to search.
 */
export const headerScript = `(function(){var k=${JSON.stringify(themeStorageKey)},d=document,r=d.documentElement;function set(t){r.classList.toggle("dark",t==="dark");r.dataset.theme=t;r.style.colorScheme=t}function stored(){try{return localStorage.getItem(k)}catch(e){return null}}addEventListener("click",function(e){var b=e.target&&e.target.closest?e.target.closest("[data-theme-toggle]"):null;if(!b)return;var t=r.classList.contains("dark")?"light":"dark";set(t);try{localStorage.setItem(k,t)}catch(x){}});var s=matchMedia("(prefers-color-scheme: dark)");s.addEventListener("change",function(e){if(!stored())set(e.matches?"dark":"light")});function closeFrom(q,id){matchMedia(q).addEventListener("change",function(e){var p=d.getElementById(id);if(e.matches&&p&&p.matches(":popover-open"))p.hidePopover()})}closeFrom(${JSON.stringify(menuClosesFrom)},${JSON.stringify(mobileMenuId)});closeFrom(${JSON.stringify(searchBarClosesFrom)},${JSON.stringify(mobileSearchBarId)});d.addEventListener("toggle",function(e){var p=e.target;if(p.id===${JSON.stringify(mobileSearchBarId)}&&e.newState==="open"){var i=p.querySelector("input");if(i)i.focus()}},true)})();`;
