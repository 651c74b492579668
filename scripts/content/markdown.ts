import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { roundReadTime } from "../../app/lib/utils/read-time.ts";

const allowedTags = ["h2", "h3", "p", "ul", "ol", "li", "blockquote", "em", "strong", "a", "hr", "br"];

/** Markdown from a content file → the sanitised HTML the site stores and renders. */
export function renderMarkdown(markdown: string): string {
  const raw = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(raw, {
    allowedTags,
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["https", "mailto"],
  }).trim();
}

/** Plain text of rendered HTML: what readers read, for word counts and search. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h2|h3|li|blockquote)>/g, "$&\n"), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** ~200 words a minute, rounded as the site rounds every read time. */
export function readTimeOfWords(words: number): number {
  return roundReadTime(words / 200);
}

export function countSubheadings(html: string): number {
  return (html.match(/<h2>/g) ?? []).length;
}
