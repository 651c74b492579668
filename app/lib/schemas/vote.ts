import { z } from "zod";

import { voteChoices } from "../vote-choices";

export { voteChoices, type VoteChoice, type VoteCounts } from "../vote-choices";

const choice = z.enum(voteChoices, { error: "Vote must be one of yes, maybe or no." });
const articleId = z
  .number({ error: "articleId must be a whole number." })
  .int({ error: "articleId must be a whole number." })
  .positive({ error: "articleId must be a whole number." });

/** `POST /api/votes` body (JSON). */
export const voteSchema = z.object({ articleId, vote: choice });

/** The no-JavaScript vote form: the same fields, arriving as text. */
export const voteFormSchema = z.object({
  articleId: z.preprocess(
    (value) => (typeof value === "string" && value !== "" ? Number(value) : value),
    articleId,
  ),
  vote: choice,
});
