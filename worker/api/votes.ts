import { Hono } from "hono";
import { z } from "zod";
import { voteSchema } from "~/lib/schemas/vote";
import { voterSecret } from "~/lib/server/voter-signature.server";
import { articleExists, articleSlug } from "~/models/articles.server";
import { getStanding } from "~/models/odds.server";
import { getVoteCounts } from "~/models/votes.server";
import { voteOnArticle } from "~/services/votes.server";
import type { ApiEnv } from "./env";
import { jsonBody } from "./json-body";
import { rateLimited } from "./rate-limit";
import { valid, validJson } from "./validation";
import { apiError } from "./errors";

const noArticle = (articleId: number) => `No article with id ${articleId}.`;

const articleIdParam = z.object({
  articleId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: "articleId must be a whole number." })
    .transform(Number),
});

export const votesApi = new Hono<ApiEnv>()
  .get("/:articleId", valid("param", articleIdParam), async (c) => {
    const { articleId } = c.req.valid("param");
    // A well-formed id that names no article is a missing resource, not a malformed request.
    if (!(await articleExists(c.var.db, articleId))) throw apiError(404, noArticle(articleId));
    return c.json({ success: true as const, counts: await getVoteCounts(c.var.db, articleId) });
  })
  .post("/", rateLimited("vote"), jsonBody, validJson(voteSchema), async (c) => {
    const input = c.req.valid("json");
    const outcome = await voteOnArticle(c.var.db, c.req.raw, input, voterSecret(c.env));
    // decisions.md: voting on an unknown article is a 400 with a JSON error.
    if (!outcome.ok) throw apiError(400, noArticle(input.articleId));
    if (outcome.setCookie) c.header("Set-Cookie", outcome.setCookie);
    // The reader's bookmark skips the cache for this story's page and the Odds, and nothing else.
    if (!outcome.alreadyVoted) c.set("votedStory", await articleSlug(c.var.db, input.articleId));
    // The ranking reads every tally, so only a vote that counted pays for it; a repeat changed nothing.
    const standing = outcome.alreadyVoted ? null : await getStanding(c.var.db, input.articleId);
    return c.json({
      success: true as const,
      counts: outcome.counts,
      alreadyVoted: outcome.alreadyVoted,
      standing,
    });
  });
