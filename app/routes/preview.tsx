import { data } from "react-router";
import type { Route } from "./+types/preview";
import { preloadArticleWidgets } from "~/components/article/article-widgets";
import { PreviewBanner } from "~/components/article/preview-banner";
import { appContext } from "~/context";
import { italicFontPreload } from "~/lib/config/fonts";
import { articleMeta } from "~/lib/seo/article-meta";
import { siteUrlFrom } from "~/lib/seo/seo";
import { notFound } from "~/lib/server/not-found.server";
import { isValidPreview, previewSecret } from "~/lib/server/preview.server";
import { getArticleForPreview } from "~/models/visibility.server";
import { articlePageData } from "~/services/article-page.server";
import { ArticleView } from "./article";

// A signed link an editor shares to show a draft or a scheduled story as readers will see it
// (docs/editors/publishing.md). Never stored in any cache, never indexed.
export const links: Route.LinksFunction = () => italicFontPreload;

export const handle = { header: "back" };

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const url = new URL(request.url);
  // A link altered, expired or made for another story answers like a story that does not exist.
  const valid = await isValidPreview(params.slug, url, previewSecret(env));
  const article = valid ? await getArticleForPreview(db, params.slug) : undefined;
  if (!article) return notFound(db);
  const [page] = await Promise.all([
    articlePageData(db, env.SITE_URL, article, null),
    preloadArticleWidgets(),
  ]);
  const state =
    article.status === "draft"
      ? "draft"
      : Date.parse(article.publishedAt) > Date.now()
        ? "scheduled"
        : "live";
  const preview = {
    state: state as "draft" | "scheduled" | "live",
    publishedAt: article.publishedAt,
    until: new Date(Number(url.searchParams.get("until")) * 1000).toISOString(),
  };
  return data({ ...page, preview }, { headers: privateHeaders });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? articleMeta(loaderData, siteUrlFrom(matches), true) : [];
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  const { preview, ...page } = loaderData;
  return (
    <>
      <PreviewBanner {...preview} />
      <ArticleView data={page} preview />
    </>
  );
}
