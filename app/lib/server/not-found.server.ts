import { data } from "react-router";
import type { Db } from "~/db/client.server";
import { listArticles } from "~/models/articles.server";
import type { StoryLink } from "~/lib/utils/story-link";

const latestCount = 5;

/** The newest stories, as links: what a page with nothing to show offers instead of a dead end. */
export async function latestStories(db: Db): Promise<StoryLink[]> {
  const articles = await listArticles(db);
  return articles.slice(0, latestCount).map(({ slug, title, category }) => ({ slug, title, category }));
}

/** A 404 that still leads somewhere: the error screen shows these stories under its search box. */
export async function notFound(db: Db): Promise<never> {
  throw data({ latest: await latestStories(db) }, { status: 404 });
}
