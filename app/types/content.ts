/**
 * The shapes that models return and components show. They live here, in a module that is neither,
 * so components never import a `*.server` model and models never import a component.
 */
export type ArticleListItem = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  authorName: string;
  readTimeMinutes: number;
  imageSrc: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  badge: "featured" | "trending" | "breaking" | null;
  /** The piece's form (app/lib/config/formats.ts); "report" carries no label. */
  format: string;
  dateline: string;
  publishedAt: string;
};

/** One section row on the front page: a category and the stories not already shown above it. */
export type FrontSection = { name: string; label: string; path: string; stories: ArticleListItem[] };

/** One story in a category or reporter listing, with its reporter's page when there is one. */
export type ArticleRowData = Omit<ArticleListItem, "badge" | "publishedAt"> & {
  authorSlug: string | null;
};

export type Author = {
  slug: string;
  name: string;
  role: string;
  homeRole: string;
  tagline: string;
  bioHtml: string;
  portraitSrc: string;
  portraitAlt: string;
  portraitWidth: number;
  portraitHeight: number;
};

/** A dated correction at the end of a story, and on `/corrections`. */
export type Correction = { date: string; wrong: string; right: string };
