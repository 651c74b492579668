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

export const articleFrontMatterSchema = z.object({
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
  publishedAt: z.iso.datetime({ message: "must be an ISO date-time like 2026-10-15T08:00:00Z" }),
  badge: z.enum(["featured", "trending", "breaking"]).optional(),
  // A report unless the piece says otherwise (decision 155).
  format: z.enum(formats).default("report"),
  devices: z
    .array(z.enum(endingDevices))
    .refine((list) => new Set(list).size === list.length, "must not name a device twice")
    .optional(),
  image: imageSchema,
  lede: z.string().trim().min(40),
});

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
