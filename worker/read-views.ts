import { createMiddleware } from "hono/factory";
import { issueViewToken } from "~/lib/server/read-view.server";
import { bookmarkSecret } from "./d1-session";

/** The tag a story's page carries for its view id (app/routes/article.tsx renders it empty). */
export const readViewSelector = 'meta[name="read-view"][data-article]';

/**
 * Gives every story page that leaves the Worker its own view id (decision 151): the page is rendered,
 * and often served from the edge cache, with an empty `read-view` meta tag; this fills it in as the
 * answer streams out, after the cache, so no stored copy holds an id and no two readers share one.
 */
export const issueReadViews = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  await next();
  const secret = bookmarkSecret(c.env);
  const type = c.res.headers.get("content-type") ?? "";
  if (!secret || c.req.method !== "GET" || c.res.status !== 200 || !/^text\/html\b/i.test(type)) return;
  c.res = withViewIds(c.res, secret);
});

/** `response` with each empty `read-view` tag given a fresh id for its story. */
export function withViewIds(response: Response, secret: string) {
  return new HTMLRewriter()
    .on(readViewSelector, {
      async element(tag) {
        const articleId = Number(tag.getAttribute("data-article"));
        if (!Number.isInteger(articleId) || articleId <= 0) return;
        tag.setAttribute("content", await issueViewToken(articleId, secret));
      },
    })
    .transform(response);
}
