import { accentsRange } from "~/lib/config/font-subsets";

/** `U+00C0-00D6, U+0131` as a character class: `[\u00C0-\u00D6\u0131]`. */
function characterClass(unicodeRange: string) {
  const parts = unicodeRange.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    const escape = (hex: string) => `\\u${hex.padStart(4, "0")}`;
    return to ? `${escape(from!)}-${escape(to)}` : escape(from!);
  });
  return new RegExp(`[${parts.join("")}]`, "u");
}

const accented = characterClass(accentsRange);

/**
 * Whether a page's text sets a letter of the accents face (an é in a name). Such a page preloads that
 * face: found only by the first layout, the browser would fetch it at the highest priority, on the
 * first paint's path (decision 135). `text` may be the page's whole loader data as JSON, which keeps
 * these letters as they are.
 */
export function setsAccents(text: string) {
  return accented.test(text);
}
