// The machine-checkable rules of content/STYLE.md, as plain functions that return what is wrong
// (an empty list when the article passes), so a failing test prints the slip itself.
import { statSync } from "node:fs";
import { join } from "node:path";
import type { ArticleRecord } from "../../scripts/content/read.ts";

export const headlineMax = 90;
export const bodyWords = { min: 850, max: 1200 };
export const imageMaxBytes = 100 * 1024;

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
// "From Monday", "until Friday", "next Tuesday", "the first Tuesday of March": not the day of the event.
const notTheEvent = /\b(?:from|until|till|next|starting|before|by|every|first|second|third|fourth|last)\s+$/i;

export function weekdaySlips(article: Pick<ArticleRecord, "lede" | "dateline">): string[] {
  const dateline = new Date(`${article.dateline}T12:00:00Z`);
  const datelineDay = dateline.getUTCDay();
  const slips: string[] = [];
  for (const match of article.lede.matchAll(/\b(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)\b/g)) {
    if (notTheEvent.test(article.lede.slice(Math.max(0, match.index - 20), match.index))) continue;
    const named = weekdays.indexOf(match[1] ?? "");
    const daysBefore = (datelineDay - named + 7) % 7;
    if (daysBefore > 3) {
      slips.push(
        `the lede says "${match[1]}", but the dateline ${article.dateline} is a ${weekdays[datelineDay]}, ` +
          `${daysBefore} days later (allowed: the same day or up to 3 days before)`,
      );
    }
  }
  return slips;
}

export function headlineSlips(title: string): string[] {
  return title.length > headlineMax ? [`headline is ${title.length} characters (max ${headlineMax}): "${title}"`] : [];
}

export function wordCountSlips(words: number): string[] {
  return words < bodyWords.min || words > bodyWords.max
    ? [`body has ${words} words (house limits ${bodyWords.min}–${bodyWords.max})`]
    : [];
}

export function altTextSlips(alt: string | undefined): string[] {
  const text = (alt ?? "").trim();
  if (!text) return ["image has no alt text"];
  const slips: string[] = [];
  if (text.split(/\s+/).length < 8) slips.push(`alt text is too thin to describe the picture: "${text}"`);
  if (/^(?:an? )?(?:image|picture|photo|illustration|graphic)(?: of)?\b/i.test(text) && text.split(/\s+/).length < 12) {
    slips.push(`alt text names the medium, not the picture: "${text}"`);
  }
  return slips;
}

export function fileSizeSlips(root: string, publicPath: string): string[] {
  const bytes = statSync(join(root, "public", publicPath)).size;
  return bytes >= imageMaxBytes ? [`${publicPath} is ${Math.round(bytes / 1024)} KB (max 100 KB)`] : [];
}

// Tics the editorial pass of issue 18 measured and retired (content/STYLE.md, "Names and numbers").
const retired: [RegExp, string][] = [
  [/\b(?:Fennimore|Ashdown|Baptiste|Reyes|Halvard|Beatrix|Dev|Ruth|Lund|Marsh)\b/, "a retired house name"],
  [/\beleven\b/i, `the house number "eleven"`],
  [/\b(?:340|61) percent\b/, "a house percentage"],
  [/\bretired\b/i, `"retired" as a character's description`],
  [/great many questions/i, `"a great many questions"`],
  [/\bAnnex C\b|\bcellist\b|\bcello\b|\bferry captain\b|\bmattress\b/i, "a retired prop"],
];

export function ticSlips(text: string): string[] {
  return retired.flatMap(([pattern, what]) => {
    const match = pattern.exec(text);
    return match ? [`${what}: "…${text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)}…"`] : [];
  });
}
