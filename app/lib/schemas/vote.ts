import { z } from "zod";
import { voteChoices } from "../config/vote-choices";

const choice = z.enum(voteChoices, { error: "Vote must be one of yes, maybe or no." });
export const articleId = z
  .number({ error: "articleId must be a whole number." })
  .int({ error: "articleId must be a whole number." })
  .positive({ error: "articleId must be a whole number." });

/** A vote: `POST /api/votes`'s JSON body, and the article page's form through Conform's coercion. */
export const voteSchema = z.object({ articleId, vote: choice });
