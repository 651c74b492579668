import { z } from "zod";
import { formats } from "../../app/lib/config/formats.ts";
import { datelineYear } from "../../app/lib/utils/dateline.ts";

export const categories = [
  "Randoms",
  "AI & Automation",
  "Space & Beyond",
  "Sustainability",
  "Future of Work",
  "Future of Health",
  "Politics & Society",
  "Future Economy",
  "AI & Society",
] as const;

/**
 * The two endings the site leaned on (content/STYLE.md, "Endings"), declared by each piece so the style
 * checks can count them: the reporter, watchdog or holdout swallowed in the last paragraph, and a machine
 * with the last word.
 */
export const endingDevices = ["swallowed-watchdog", "machine-last-word"] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2047-06-03");

const imageSchema = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|webp|avif|png|jpg)$/, "must be a path under /images/"),
  alt: z.string().trim().min(10, "alt text must describe the image (10+ characters)"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const isoDateTime = z.iso.datetime({ message: "must be an ISO date-time like 2026-10-15T08:00:00Z" });

/** A correction: when it was made (a date, or a date-time), what the story said, and what is right. */
const correctionSchema = z.object({
  date: z.union([isoDate, isoDateTime], {
    message: "must be a date like 2026-11-27 or a date-time like 2026-11-27T10:00:00Z",
  }),
  wrong: z.string().trim().min(5, "must say what the story got wrong"),
  right: z.string().trim().min(5, "must say what is right"),
});

/** A correction's date as a time: a bare date counts from the start of its day (UTC). */
export const correctionTime = (date: string) => (date.length === 10 ? `${date}T00:00:00Z` : date);

const articleFields = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  title: z.string().trim().min(10).max(140),
  excerpt: z.string().trim().min(20).max(260),
  category: z.enum(categories),
  author: z.string().trim().min(2),
  dateline: isoDate.refine((value) => {
    const year = datelineYear(value);
    return year >= 2040 && year <= 2079;
  }, "must be set in the 2040s–2070s"),
  publishedAt: isoDateTime,
  /** `draft` keeps the story from every reader; a published story with a future `publishedAt` is scheduled. */
  status: z.enum(["published", "draft"]).default("published"),
  badge: z.enum(["featured", "trending", "breaking"]).optional(),
  // A report unless the piece says otherwise (decision 155).
  format: z.enum(formats).default("report"),
  devices: z
    .array(z.enum(endingDevices))
    .refine((list) => new Set(list).size === list.length, "must not name a device twice")
    .optional(),
  image: imageSchema,
  lede: z.string().trim().min(40),
  corrections: z.array(correctionSchema).default([]),
});

export const articleFrontMatterSchema = articleFields.superRefine((article, context) => {
  // A badge puts a story at the top of the front page: it is chosen when the story goes out.
  if (article.status === "draft" && article.badge) {
    context.addIssue({
      code: "custom",
      path: ["badge"],
      message: "a draft cannot carry a badge; add it when the story is published",
    });
  }
  article.corrections.forEach((correction, index) => {
    const before =
      correction.date.length === 10
        ? correction.date < article.publishedAt.slice(0, 10)
        : Date.parse(correction.date) < Date.parse(article.publishedAt);
    if (before) {
      context.addIssue({
        code: "custom",
        path: ["corrections", index, "date"],
        message: `${correction.date} is before the story was published (${article.publishedAt})`,
      });
    }
  });
});

/**
 * When the story last changed for its readers: its newest correction, or its publication. It dates
 * the JSON-LD `dateModified`, the feed item's `atom:updated` and the sitemap's `lastmod`.
 */
export function modifiedAt(article: { publishedAt: string; corrections: { date: string }[] }) {
  return [article.publishedAt, ...article.corrections.map((correction) => correctionTime(correction.date))]
    .map((time) => ({ time, at: Date.parse(time) }))
    .reduce((latest, next) => (next.at > latest.at ? next : latest)).time;
}

export const authorFrontMatterSchema = z.object({
  name: z.string().trim().min(2),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  role: z.string().trim().min(2),
  homeRole: z.string().trim().min(2),
  tagline: z.string().trim().min(10).max(140),
  portrait: imageSchema,
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
export type AuthorFrontMatter = z.infer<typeof authorFrontMatterSchema>;
