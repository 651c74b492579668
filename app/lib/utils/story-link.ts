/** A story as a link in a short list (the 404 and no-results pages). */
export type StoryLink = { slug: string; title: string; category: string };

/** The latest stories a 404 carries, when the thrown response has them (not-found.server.ts). */
export function storiesIn(errorData: unknown): StoryLink[] {
  const latest = (errorData as { latest?: unknown } | null)?.latest;
  return Array.isArray(latest) ? (latest as StoryLink[]) : [];
}
