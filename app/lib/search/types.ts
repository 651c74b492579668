import type { Highlight } from "./snippet";

/** One `GET /api/search` result: the spec's article summary plus a marked snippet. */
export type SearchResult = {
  id: number;
  title: string;
  slug: string;
  category: string;
  readTimeMinutes: number;
  excerpt: string;
  imageUrl: string;
  /** Up to 150 characters of plain text around the first match, "…" where cut. */
  snippet: string;
  /** [start, end) offsets of every match inside `snippet`. */
  highlights: Highlight[];
};
