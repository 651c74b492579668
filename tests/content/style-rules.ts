/**
 * The machine-checkable rules of content/STYLE.md, as plain functions that return what is wrong (an empty
 * list when the article passes), so a failing test prints the slip itself. Every detector has an example it
 * must flag in `style-rules.test.ts`, so one that stops finding anything fails. The rules:
 *
 * - Headline at most 90 characters; body 800–1,050 words; read time 4–8 minutes.
 * - A weekday in the lede, or said as past in the body, is the dateline's day or up to three days before it.
 * - At most two sentences a piece open "Asked"; "describes/described as" at most once a piece.
 * - A number of two or more digits (years, clock times and days of the month aside) appears in at most
 *   three pieces. Numbers written as words count with digits: "fourteen" is 14, "Thirty-eight" is 38,
 *   "two hundred and twelve" is 212, "nineteenth" is 19 (round tens and hundreds in words, "twenty years",
 *   are prose and do not count).
 * - The retired names, numbers (38, 212, 412, 41, in digits or words) and props never appear.
 * - At most one subhead a piece is "The" and one more word ("## The button").
 * - At most six pieces end on a price, fee, invoice, clause, lease or renewal.
 * - Okafor's ladder, Lindqvist's lunch and Castellanos's late filing each fire in at most half their pieces.
 * - Every piece declares its endings' devices in front matter (`devices: []` when it uses none), and each
 *   device (`swallowed-watchdog`: the reporter, watchdog or holdout is swallowed by the thing in the last
 *   paragraph; `machine-last-word`: a machine is quoted in, or has, the last word) is declared by at most a
 *   fifth of the pieces.
 * - No invented company-name run across the site: three or more invented company or product names (as
 *   introduced: "a product called Vigil", "Periplus, the navigation company", "Vesper Care Systems") sharing a
 *   first letter read as one name-generator (Parcelo, Periplus, Proxima) and go.
 * - Hero alt text is present, at least eight words, and describes the picture, not the medium; hero SVGs,
 *   share PNGs and portraits are under 100 KB.
 *
 * Names shared between pieces (people, companies, places; all-caps names such as ORISON count with
 * capitalised ones) are found by `names.ts`.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import type { ArticleRecord } from "../../scripts/content/read.ts";
import type { endingDevices } from "../../scripts/content/schema.ts";

export const headlineMax = 90;
export const bodyWords = { min: 800, max: 1050 };
export const imageMaxBytes = 100 * 1024;

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
// "From Monday", "until Friday", "next Tuesday", "the first Tuesday of March": not the day of the event.
// "A typical Tuesday", "any Friday", "each Monday": no particular day at all.
const notTheEvent =
  /\b(?:from|for|until|till|next|starting|before|by|every|first|second|third|fourth|last|a|an|any|each|typical)\s+$/i;
// A sentence that says the day is still to come ("will be heard on Friday") names a future day, not a slip.
const saidAsFuture =
  /\b(?:will|shall|won’t|is due|are due|due to|is to be|are to be|scheduled|expected to|plans? to|intends? to|going to|tomorrow|this coming|forecast|possible|likely)\b/i;

/** Each weekday in `text` that falls more than three days before the dateline (or is not the past week at all). */
function weekdaysOutsideTheWeek(text: string, dateline: string, skipFuture: boolean) {
  const datelineDay = new Date(`${dateline}T12:00:00Z`).getUTCDay();
  const found: { day: string; daysBefore: number; context: string }[] = [];
  for (const match of text.matchAll(/\b(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)\b/g)) {
    const before = text.slice(0, match.index);
    if (notTheEvent.test(before.slice(-20))) continue;
    const sentenceSoFar = before.slice(
      Math.max(before.lastIndexOf("\n"), before.search(/[.!?][”"’]?\s+[^.!?]*$/)) + 1,
    );
    if (skipFuture && saidAsFuture.test(sentenceSoFar)) continue;
    const daysBefore = (datelineDay - weekdays.indexOf(match[1] ?? "") + 7) % 7;
    if (daysBefore > 3)
      found.push({ day: match[1] ?? "", daysBefore, context: excerpt(text, match.index, match[0].length) });
  }
  return { datelineDay: weekdays[datelineDay], found };
}

export function weekdaySlips(article: Pick<ArticleRecord, "lede" | "dateline">): string[] {
  const { datelineDay, found } = weekdaysOutsideTheWeek(article.lede, article.dateline, false);
  return found.map(
    ({ day, daysBefore }) =>
      `the lede says "${day}", but the dateline ${article.dateline} is a ${datelineDay}, ` +
      `${daysBefore} days later (allowed: the same day or up to 3 days before)`,
  );
}

/** The lede rule applied to the body: a past weekday is the dateline's day or up to three days before it. */
export function bodyWeekdaySlips(article: Pick<ArticleRecord, "bodyText" | "dateline">): string[] {
  const { datelineDay, found } = weekdaysOutsideTheWeek(article.bodyText, article.dateline, true);
  return found.map(
    ({ day, daysBefore, context }) =>
      `the body says "${day}" (${context}), but the dateline ${article.dateline} is a ${datelineDay}, ` +
      `${daysBefore} days later (allowed: the same day, up to 3 days before, or said as future)`,
  );
}

function excerpt(text: string, index: number, length: number): string {
  return `“…${text.slice(Math.max(0, index - 40), index + length + 20).replace(/\s+/g, " ")}…”`;
}

/** Paragraphs of rendered body text, and the sentences in them. */
export function paragraphs(bodyText: string): string[] {
  return bodyText.split("\n").filter((line) => line.trim());
}

export function sentences(text: string): string[] {
  return paragraphs(text).flatMap((p) => p.split(/(?<=[.!?][”"’)]?)\s+(?=[“"‘(]?[\p{Lu}\d])/u));
}

export const askedMax = 2;

/** Okafor's follow-up ladder is a signature, not a template: at most two sentences per piece open "Asked". */
export function askedSlips(bodyText: string): string[] {
  const asked = sentences(bodyText).filter((s) => /^[“"‘*]*Asked\b/.test(s));
  return asked.length > askedMax
    ? [
        `${asked.length} sentences open with "Asked" (max ${askedMax}): ${asked.map((s) => `“${s.slice(0, 50)}…”`).join(", ")}`,
      ]
    : [];
}

const describedAs = /\bdescrib(?:e|es|ed|ing)\b[^.!?;:]{0,60}?\bas\b/gi;

/** "Describes as" is how a lazy paragraph smuggles in a quote: once per piece at most. */
export function describedAsSlips(text: string): string[] {
  const found = [...text.matchAll(describedAs)];
  return found.length > 1
    ? [
        `"describes/described as" ${found.length} times (max 1): ${found.map((m) => excerpt(text, m.index, m[0].length)).join(", ")}`,
      ]
    : [];
}

const unitWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const unitOrdinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"];
const teenWords = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const tenWords = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const wordValues = new Map<string, number>([
  ...unitWords.map((w, i) => [w, i + 1] as const),
  ...unitOrdinals.map((w, i) => [w, i + 1] as const),
  ...teenWords.map((w, i) => [w, i + 10] as const),
  ...teenWords.map((w, i) => [`${w.replace(/ve$/, "f")}th`, i + 10] as const),
  ...tenWords.map((w, i) => [w, (i + 2) * 10] as const),
  ...tenWords.map((w, i) => [`${w.replace(/y$/, "ie")}th`, (i + 2) * 10] as const),
]);
const alt = (words: string[]) => words.join("|");
const tens = `(?:${alt(tenWords)})`;
const upTo99 =
  `(?:${tens}[-\\s](?:${alt([...unitWords, ...unitOrdinals])})|${alt(tenWords.map((w) => `${w.replace(/y$/, "ie")}th`))}` +
  `|${alt(teenWords.map((w) => `${w.replace(/ve$/, "f")}th`))}|${alt(teenWords)}|${tens})`;
const spelled = new RegExp(
  `(?<![\\p{L}-])(?:(${alt(unitWords)}|${alt(teenWords)})\\s+hundred(?:\\s+(?:and\\s+)?(${upTo99}|${alt(unitWords)}))?|(${upTo99}))(?![\\p{L}-])`,
  "giu",
);

function wordsValue(phrase: string): number {
  return phrase
    .toLowerCase()
    .split(/[-\s]+/)
    .reduce((sum, word) => sum + (wordValues.get(word) ?? 0), 0);
}

/**
 * Numbers written as words, from ten upward ("fourteen", "Thirty-eight", "two hundred and twelve",
 * "nineteenth"), with their values. "A hundred" and "hundreds" are idiom, not an invented number.
 */
export function spelledNumbers(text: string): { words: string; value: number }[] {
  return [...text.matchAll(spelled)].map((match) => {
    const [words, hundreds, rest, plain] = match;
    const value = hundreds
      ? wordsValue(hundreds) * 100 + (rest ? wordsValue(rest) : 0)
      : wordsValue(plain ?? "");
    return { words, value };
  });
}

const months = "January|February|March|April|May|June|July|August|September|October|November|December";

/**
 * The numbers a piece prints with two or more digits, as written without thousands commas ("4,212" → "4212",
 * "0.4", "80th" → "80"). Years (1500–2199, four digits, no comma), clock times and days of the month are not
 * invented numbers and are left out.
 */
export function numbersIn(text: string): Set<string> {
  const numbers = new Set<string>();
  // Round tens and hundreds in words ("twenty years", "two hundred metres") are prose, not invented figures.
  for (const { value } of spelledNumbers(text)) if (value >= 10 && value % 10) numbers.add(String(value));
  const stripped = text
    .replace(/\b\d{1,2}[:.]\d{2}\s*(?:a\.m\.|p\.m\.)/gi, " ")
    .replace(/\b\d{1,2}:\d{2}\b/g, " ")
    .replace(new RegExp(`\\b(?:${months}) \\d{1,2}\\b`, "g"), " ");
  for (const [literal] of stripped.matchAll(
    /(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])\d+(?:\.\d+)?/g,
  )) {
    const value = literal.replace(/,/g, "");
    if ((value.match(/\d/g) ?? []).length < 2) continue;
    if (!literal.includes(",") && /^\d{4}$/.test(value) && +value >= 1500 && +value < 2200) continue;
    numbers.add(value);
  }
  return numbers;
}

export const numberMaxPieces = 3;

/** A number the house reaches for (38, 212, 412, 41) stops being invented: each in at most three pieces. */
export function sharedNumberSlips(pieces: { slug: string; text: string }[]): string[] {
  const where = new Map<string, string[]>();
  for (const { slug, text } of pieces)
    for (const n of numbersIn(text)) where.set(n, [...(where.get(n) ?? []), slug]);
  return [...where]
    .filter(([, slugs]) => slugs.length > numberMaxPieces)
    .sort((a, b) => b[1].length - a[1].length)
    .map(
      ([n, slugs]) => `${n} appears in ${slugs.length} pieces (max ${numberMaxPieces}): ${slugs.join(", ")}`,
    );
}

export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

// What an ending that lands on money or paperwork looks like: an amount, or the document's own words.
const paperworkEnding =
  /[$£€¥₦₹]\s?\d|\b\d[\d,.]*\s*(?:euros?|dollars?|pounds|pence|cents|yen|rupees|naira|shillings|pesos|reais|rand)\b|\b(?:prices?|priced|pricing|fees?|invoices?|invoiced|clauses?|leases?|leased|renewals?|renew|renews|renewed)\b/i;
export const paperworkEndingsMax = 6;

export function lastParagraph(bodyText: string): string {
  return paragraphs(bodyText).at(-1) ?? "";
}

/** The site's one joke engine (the kicker is a price, fee, invoice, clause, lease or renewal), six times at most. */
export function paperworkEndingSlips(pieces: { slug: string; bodyText: string }[]): string[] {
  const endings = pieces.filter(({ bodyText }) => paperworkEnding.test(lastParagraph(bodyText)));
  return endings.length > paperworkEndingsMax
    ? [
        `${endings.length} of ${pieces.length} pieces end on a price, fee, invoice, clause, lease or renewal ` +
          `(max ${paperworkEndingsMax}): ${endings.map(({ slug, bodyText }) => `${slug} (“…${lastParagraph(bodyText).slice(-70)}”)`).join("; ")}`,
      ]
    : [];
}

// The signatures a machine can see (content/STYLE.md, "One format per reporter"). Vale's machine with the
// last word needs a reader's judgement and stays an editor's job.
export const signatures: Record<string, { what: string; fires: (bodyText: string) => boolean }> = {
  "Nova Okafor": {
    what: `the "Asked… Asked…" ladder (two or more sentences opening "Asked")`,
    fires: (body) => sentences(body).filter((s) => /^[“"‘*]*Asked\b/.test(s)).length >= 2,
  },
  "Theo Lindqvist": {
    what: "the lunch sign-off (lunch in the last paragraph)",
    fires: (body) => /\blunch/i.test(lastParagraph(body)),
  },
  "Mira Castellanos": {
    what: "the late-filing note (the first or last paragraph says when it was filed or why it is late)",
    fires: (body) =>
      [paragraphs(body)[0] ?? "", lastParagraph(body)].some((p) =>
        /\b(?:filed|filing|file this|late|delayed|delay|signal|uplink)\b/i.test(p),
      ),
  },
};

/** A signature is funny where it is the joke: in at most half of each reporter's pieces. */
export function signatureSlips(pieces: { slug: string; author: string; bodyText: string }[]): string[] {
  return Object.entries(signatures).flatMap(([author, { what, fires }]) => {
    const theirs = pieces.filter((p) => p.author === author);
    const firing = theirs.filter((p) => fires(p.bodyText));
    return firing.length > theirs.length / 2
      ? [
          `${author}: ${what} in ${firing.length} of ${theirs.length} pieces (max half): ${firing.map((p) => p.slug).join(", ")}`,
        ]
      : [];
  });
}

export function headlineSlips(title: string): string[] {
  return title.length > headlineMax
    ? [`headline is ${title.length} characters (max ${headlineMax}): "${title}"`]
    : [];
}

export function wordCountSlips(words: number): string[] {
  return words < bodyWords.min || words > bodyWords.max
    ? [`body has ${words} words (house limits ${bodyWords.min}–${bodyWords.max})`]
    : [];
}

/** The article page shows 4 to 8 minutes (product spec, "Static figures"); the loader rounds words / 200. */
export function readTimeSlips(minutes: number): string[] {
  return minutes < 4 || minutes > 8 ? [`read time is ${minutes} minutes (the spec shows 4 to 8)`] : [];
}

export function altTextSlips(alt: string | undefined): string[] {
  const text = (alt ?? "").trim();
  if (!text) return ["image has no alt text"];
  const slips: string[] = [];
  if (text.split(/\s+/).length < 8) slips.push(`alt text is too thin to describe the picture: "${text}"`);
  if (
    /^(?:an? )?(?:image|picture|photo|illustration|graphic)(?: of)?\b/i.test(text) &&
    text.split(/\s+/).length < 12
  ) {
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
  [/(?<![\d.,:])(?:38|212|412|41)(?![\d,]|\.\d)/, "a retired house number (38, 212, 412, 41)"],
  [/\bretired\b/i, `"retired" as a character's description`],
  [/great many questions/i, `"a great many questions"`],
  [/\bAnnex C\b|\bcellist\b|\bcello\b|\bferry captain\b|\bmattress\b/i, "a retired prop"],
];

const retiredNumbers = new Set([38, 41, 212, 412]);

export function ticSlips(text: string): string[] {
  const inWords = spelledNumbers(text)
    .filter(({ value }) => retiredNumbers.has(value))
    .map(({ words, value }) => `a retired house number written as words (${value}): "${words}"`);
  return [
    ...retired.flatMap(([pattern, what]) => {
      const match = pattern.exec(text);
      return match
        ? [`${what}: "…${text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)}…"`]
        : [];
    }),
    ...inWords,
  ];
}

/** The `##` subheads of a rendered body, as text. */
export function subheads(bodyHtml: string): string[] {
  return [...bodyHtml.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map(([, inner]) =>
    (inner ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .trim(),
  );
}

export const theSubheadsMax = 1;
const theNoun = /^The [\p{L}’'-]+$/u;

/** "## The button", "## The vote": one such subhead is a choice, two are a template. */
export function theSubheadSlips(bodyHtml: string): string[] {
  const found = subheads(bodyHtml).filter((subhead) => theNoun.test(subhead));
  return found.length > theSubheadsMax
    ? [
        `${found.length} subheads are "The [noun]" (max ${theSubheadsMax}): ${found.map((s) => `“${s}”`).join(", ")}`,
      ]
    : [];
}

export const nameRunMin = 3;

// What a company or product is called where a story introduces it: "a product called Vigil", "the platform
// Parcelo", "Periplus, the navigation company", "Vesper Care Systems", "Verdant Ledger AG".
const companyNoun =
  "company|companies|platform|firm|insurer|operator|consortium|developer|provider|brand|startup|start-up|maker|manufacturer|app|product|service|owner|broker|lender|fund|chain|carrier|conglomerate|subsidiary|vendor|retailer|network|utility";
const companyWord =
  "Systems|Holdings|Orbital|Capital|Labs|Group|Care|Civic|Ledger|AG|Inc|Ltd|plc|GmbH|SA|Company|Corporation|Corp|Technologies|Industries|Partners|Mutual|Insurance|Energy|Logistics|Foods|Health|Media|Dynamics|Ventures|Bank|Household|Regolith";

/** The invented names (of `candidates`) that `text` introduces as a company or a product. */
export function companyNames(text: string, candidates: Set<string>): Set<string> {
  const found = new Set<string>();
  const name = "(\\p{Lu}[\\p{L}’'-]+)";
  const patterns = [
    new RegExp(`${name}(?:’s)? (?:[\\p{Lu}][\\p{L}]+ )?(?:${companyWord})\\b`, "gu"),
    new RegExp(`\\b(?:${companyNoun})(?:,| called| named)? ${name}`, "gu"),
    new RegExp(`${name}, (?:the|a|an|its) (?:[\\p{L}-]+ ){0,3}(?:${companyNoun})\\b`, "gu"),
  ];
  for (const pattern of patterns) {
    for (const [, word] of text.matchAll(pattern)) if (word && candidates.has(word)) found.add(word);
  }
  return found;
}

/**
 * Invented company and product names that read as one generator's output: three or more, across the site,
 * sharing a first letter (Parcelo, Periplus, Proxima). `names` maps each such name to the piece that prints it.
 */
export function nameRunSlips(names: Map<string, string>): string[] {
  const groups = new Map<string, string[]>();
  for (const name of names.keys()) groups.set(name[0] ?? "", [...(groups.get(name[0] ?? "") ?? []), name]);
  return [...groups]
    .filter(([, members]) => members.length >= nameRunMin)
    .map(
      ([letter, members]) =>
        `${members.length} invented company names begin with ${letter} (max ${nameRunMin - 1}): ` +
        members.map((name) => `${name} (${names.get(name)})`).join(", "),
    );
}

type EndingDevice = (typeof endingDevices)[number];

/** The two endings the site leaned on, declared per piece in front matter (`devices:`). */
const deviceNames: Record<EndingDevice, string> = {
  "swallowed-watchdog": "the reporter, watchdog or holdout swallowed in the last paragraph",
  "machine-last-word": "a machine has the last word",
};

/** Each device in at most a fifth of the pieces; a piece that declares nothing has not been read for them. */
export function deviceSlips(
  pieces: { slug: string; devices?: readonly EndingDevice[] | undefined }[],
): string[] {
  const undeclared = pieces.filter((p) => p.devices === undefined).map((p) => p.slug);
  const max = Math.floor(pieces.length / 5);
  return [
    ...(undeclared.length
      ? [
          `${undeclared.length} pieces declare no "devices:" in front matter (use [] for none): ${undeclared.join(", ")}`,
        ]
      : []),
    ...Object.entries(deviceNames).flatMap(([device, what]) => {
      const using = pieces.filter((p) => p.devices?.includes(device as EndingDevice)).map((p) => p.slug);
      return using.length > max
        ? [
            `${device} (${what}) in ${using.length} of ${pieces.length} pieces (max a fifth, ${max}): ${using.join(", ")}`,
          ]
        : [];
    }),
  ];
}
