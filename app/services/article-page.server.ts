import type { Db } from "~/db/client.server";
import type { VoteChoice } from "~/lib/config/vote-choices";
import { toStoryLink } from "~/lib/server/article-rows.server";
import { authorByline, toAuthorCard } from "~/lib/server/author-card.server";
import { articleJsonLd, satireDescription } from "~/lib/seo/seo";
import type { getArticleForPreview } from "~/models/visibility.server";
import { listRelatedArticles } from "~/models/articles.server";
import { listAuthors } from "~/models/authors.server";
import { getStanding } from "~/models/odds.server";
import { getVoteCounts } from "~/models/votes.server";

type StoredArticle = NonNullable<Awaited<ReturnType<typeof getArticleForPreview>>>;

/**
 * Everything a story's page shows, for the article route and for a preview link alike, so a preview
 * is the page exactly as readers will see it. `voted` is the no-JavaScript vote's answer, if any. The
 * routes load the widgets' module beside it (`preloadArticleWidgets`).
 */
export async function articlePageData(
  db: Db,
  siteUrl: string,
  article: StoredArticle,
  voted: VoteChoice | null,
) {
  // Six related stories: the first three (the section's own, newest first) follow the story as "More
  // from {section}"; the next three fill the side column's Trending list, so no headline shows twice.
  const [authors, related] = await Promise.all([listAuthors(db), listRelatedArticles(db, article, 6)]);
  const authorCard = toAuthorCard(article.authorName, authors);
  // Only the page shown after a vote without JavaScript carries counts; it is never cached.
  const voteCounts = voted ? await getVoteCounts(db, article.id) : null;
  const voteStanding = voted ? await getStanding(db, article.id) : null;
  const { bodyText: _bodyText, contentHash: _contentHash, ...fields } = article;
  const author = authorByline(article.authorName, authors);
  return {
    article: fields,
    author,
    // Built here, on the server, so the builder stays out of the browser's bundle (decision 132).
    jsonLd: articleJsonLd({ article, author, description: satireDescription(article), siteUrl }),
    authorCard,
    moreFrom: related.slice(0, 3).map(toStoryLink),
    related: related.slice(3).map(toStoryLink),
    voted,
    voteCounts,
    voteStanding,
  };
}

export type ArticlePageData = Awaited<ReturnType<typeof articlePageData>>;
