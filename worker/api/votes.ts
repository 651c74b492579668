import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { voteSchema } from "~/lib/schemas/vote";
import { ensureVoter } from "~/lib/voter.server";
import { articleExists } from "~/models/articles.server";
import { getStanding } from "~/models/odds.server";
import { castVote, getVoteCounts } from "~/models/votes.server";
import type { ApiEnv } from "./env";
import { rateLimited } from "./rate-limit";

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? "Invalid vote.";

async function requireArticle(c: { var: ApiEnv["Variables"] }, articleId: number) {
  if (!(await articleExists(c.var.db, articleId))) {
    throw new HTTPException(400, { message: `No article with id ${articleId}.` });
  }
}

const articleIdParam = z.object({
  articleId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: "articleId must be a whole number." })
    .transform(Number),
});

export const votesApi = new Hono<ApiEnv>()
  .get(
    "/:articleId",
    zValidator("param", articleIdParam, (result) => {
      if (!result.success) throw new HTTPException(400, { message: firstIssue(result.error) });
    }),
    async (c) => {
      const { articleId } = c.req.valid("param");
      await requireArticle(c, articleId);
      return c.json({ success: true, counts: await getVoteCounts(c.var.db, articleId) });
    },
  )
  .post(
    "/",
    rateLimited("vote"),
    async (c, next) => {
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/json\b/i.test(type)) {
        throw new HTTPException(415, { message: "Send the vote as JSON (Content-Type: application/json)." });
      }
      try {
        await c.req.json();
      } catch {
        throw new HTTPException(400, { message: "The request body is not valid JSON." });
      }
      await next();
    },
    zValidator("json", voteSchema, (result) => {
      if (!result.success) throw new HTTPException(400, { message: firstIssue(result.error) });
    }),
    async (c) => {
      const { articleId, vote } = c.req.valid("json");
      await requireArticle(c, articleId);
      const { voterId, setCookie } = ensureVoter(c.req.raw);
      if (setCookie) c.header("Set-Cookie", setCookie);
      const result = await castVote(c.var.db, { articleId, voterId, choice: vote });
      // The ranking reads every tally, so only a vote that counted pays for it; a repeat changed nothing.
      const standing = result.alreadyVoted ? null : await getStanding(c.var.db, articleId);
      return c.json({ success: true, counts: result.counts, alreadyVoted: result.alreadyVoted, standing });
    },
  );
