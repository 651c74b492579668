import { useCallback, useRef } from "react";
import { data, redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/article";
import { ArticleBody } from "~/components/article/article-body";
import { ArticleHeader } from "~/components/article/article-header";
import { CorrectionsNote } from "~/components/article/corrections-note";
import { PreviewPollNote } from "~/components/article/preview-banner";
import { ArticleSidebar } from "~/components/article/article-sidebar";
import { AuthorCard } from "~/components/article/author-card";
import { CategoryPopup } from "~/components/article/category-popup";
import { MoreFromSection } from "~/components/article/more-from-section";
import {
  preloadArticleWidgets,
  Reactions,
  ShareBlock,
  VoteWidget,
} from "~/components/article/article-widgets";
import { StaticRegion } from "~/components/static-region";
import { NewsletterSlot } from "~/components/newsletter/newsletter-slot";
import { notFound } from "~/lib/server/not-found.server";
import { TimelineLink } from "~/components/article/timeline-link";
import { appContext } from "~/context";
import { useReadBeacon } from "~/hooks/use-read-beacon";
import { categoryByName } from "~/lib/config/categories";
import { datelineYear } from "~/lib/utils/dateline";
import { voteSchema } from "~/lib/schemas/vote";
import { voteChoices, type VoteChoice } from "~/lib/config/vote-choices";
import { articleMeta } from "~/lib/seo/article-meta";
import { siteUrlFrom } from "~/lib/seo/seo";
import { formAction } from "~/lib/server/form-action.server";
import { loaderHeadersWithRetryAfter } from "~/lib/server/rate-limit-reply.server";
import { voterSecret } from "~/lib/server/voter-signature.server";
import { getArticleBySlug } from "~/models/articles.server";
import { articlePageData, type ArticlePageData } from "~/services/article-page.server";
import { voteOnArticle } from "~/services/votes.server";
import type { loader as rootLoader, RouteHandle } from "~/root";
import { italicFontPreload } from "~/lib/config/fonts";

// This page sets italic text (taglines, pull quotes), so its face is preloaded with the others.
export const links: Route.LinksFunction = () => italicFontPreload;

// The story ends with the sign-up (NewsletterSlot): the footer's same form below it would ask twice.
export const handle: RouteHandle = { header: "back", hideFooterNewsletter: true };

/** Short share paths seen in the wild (decisions.md), answered with a permanent redirect. */
const shortSlugs: Record<string, string> = {
  "ai-religion": "ai-gods-digital-faith",
  "luna-city": "luna-city-first-sister-society-2050",
};

function parseVoted(url: URL): VoteChoice | null {
  const value = url.searchParams.get("voted");
  return voteChoices.find((choice) => choice === value) ?? null;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const target = shortSlugs[params.slug];
  if (target) throw redirect(`/articles/${target}`, 301);
  const { db, env } = context.get(appContext);
  // A draft or a story scheduled for later is not found, exactly like a story that does not exist.
  const article = await getArticleBySlug(db, params.slug);
  if (!article) return notFound(db);
  const voted = parseVoted(new URL(request.url));
  const [page] = await Promise.all([
    articlePageData(db, env.SITE_URL, article, voted),
    // The widgets render from the server in full, so their module must be here first (decision 133).
    preloadArticleWidgets(),
  ]);
  return data(page, voted ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

/** On a client navigation the widgets' code arrives with the data, so they show with the page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadArticleWidgets()]);
  return data;
}

export const headers = (args: Route.HeadersArgs) => loaderHeadersWithRetryAfter(args);

/** The vote form's no-JavaScript path: the same vote service as `POST /api/votes`, then back to the poll. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  return formAction(
    { request, context },
    {
      schema: voteSchema,
      rateLimit: "vote",
      target: async () => {
        const article = await getArticleBySlug(db, params.slug);
        if (!article) throw data(null, { status: 404 });
        return article;
      },
      write: async (vote, article) => {
        if (vote.articleId !== article.id) return { refused: "That vote is for another article." };
        const outcome = await voteOnArticle(db, request, vote, voterSecret(env));
        if (!outcome.ok) throw data(null, { status: 404 });
        return redirect(`/articles/${article.slug}?voted=${vote.vote}#vote`, {
          status: 303,
          headers: outcome.setCookie ? { "Set-Cookie": outcome.setCookie } : undefined,
        });
      },
    },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    ...articleMeta(loaderData, siteUrlFrom(matches)),
    // Filled in with this page view's own id as the page leaves the Worker (worker/read-views.ts).
    { tagName: "meta", name: "read-view", content: "", "data-article": String(loaderData.article.id) },
  ];
}

export default function Article({ loaderData, actionData }: Route.ComponentProps) {
  return <ArticleView data={loaderData} actionData={actionData} />;
}

/**
 * The story's page: the article route's, and a preview link's (`preview`), which shows it as readers
 * will see it but counts no read, since nobody but its editors can reach it yet.
 */
export function ArticleView({
  data: { article, author, authorCard, moreFrom, related, voted, voteCounts, voteStanding },
  actionData,
  preview = false,
}: {
  data: ArticlePageData;
  actionData?: Route.ComponentProps["actionData"];
  preview?: boolean;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const url = `${root?.siteUrl ?? ""}/articles/${article.slug}`;
  const category = categoryByName(article.category);
  const year = datelineYear(article.dateline);
  const articleRef = useRef<HTMLElement>(null);
  useReadBeacon(
    preview ? null : article.id,
    useCallback(() => articleRef.current, []),
  );
  return (
    // From 1024 px: a ~680 px story track and the 18rem rail, centred together, so the gap between body
    // and rail is the grid's gap and nothing else (decision 147).
    <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:grid-cols-[minmax(0,42.5rem)_18rem] lg:justify-center lg:px-8 xl:gap-16">
      <div className="mx-auto w-full max-w-3xl lg:mx-0">
        <article ref={articleRef}>
          {/* The story itself is read, not used: the browser keeps the server's HTML (decision 130). */}
          <StaticRegion>
            <ArticleHeader
              title={article.title}
              excerpt={article.excerpt}
              categoryName={article.category}
              format={article.format}
              author={author}
              dateline={article.dateline}
              readTimeMinutes={article.readTimeMinutes}
            />
            <ArticleBody article={article} year={year} />
            <CorrectionsNote corrections={article.corrections} />
            <div className="reading-measure">
              <AuthorCard author={authorCard} />
              <TimelineLink dateline={article.dateline} />
            </div>
          </StaticRegion>
        </article>
        {/* After the story, in the same measure: the section's next reads, then the reader's turn. */}
        <div className="reading-measure">
          <StaticRegion>
            <MoreFromSection section={category?.displayName ?? article.category} stories={moreFrom} />
          </StaticRegion>
          <Reactions articleId={article.id} title={article.title} />
          {preview ? (
            <PreviewPollNote />
          ) : (
            <VoteWidget
              articleId={article.id}
              slug={article.slug}
              year={year}
              initialVote={voted}
              initialCounts={voteCounts}
              initialStanding={voteStanding}
              error={actionData && !actionData.ok ? (actionData.message ?? "Invalid vote.") : undefined}
            />
          )}
          <ShareBlock title={article.title} url={url} excerpt={article.excerpt} />
          <NewsletterSlot />
        </div>
      </div>
      <StaticRegion>
        <ArticleSidebar related={related} />
      </StaticRegion>
      {category && <CategoryPopup category={category} />}
    </div>
  );
}
