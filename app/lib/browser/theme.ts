import { storagePrefix } from "../config/site";

export const themeStorageKey = `${storagePrefix}theme`;

/**
 * Runs inline in <head> before the first paint, so a dark-mode reader never sees a light flash.
 * Kept tiny and dependency-free because it is serialised into every page.
 */
export const themeBootScript = `(function(){try{var s=null;try{s=localStorage.getItem(${JSON.stringify(
  themeStorageKey,
)})}catch(e){}var t=s==="dark"||s==="light"?s:(window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light");var r=document.documentElement;r.classList.toggle("dark",t==="dark");r.dataset.theme=t;r.style.colorScheme=t}catch(e){}})();`;
