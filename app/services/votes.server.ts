import type { Db } from "~/db/client.server";
import type { VoteChoice } from "~/lib/config/vote-choices";
import { ensureVoter } from "~/lib/server/voter.server";
import { articleExists } from "~/models/articles.server";
import { voterNetworks } from "~/lib/server/vote-caps.server";
import { castVote } from "~/models/votes.server";

export type VoteOutcome =
  | { ok: false; reason: "unknown-article" }
  | {
      ok: true;
      counts: Awaited<ReturnType<typeof castVote>>["counts"];
      alreadyVoted: boolean;
      setCookie: string | null;
    };

/**
 * A reader's vote, the same for `POST /api/votes` and the article page's form: the article must
 * exist, the voter is the one the cookie names (or a new one, whose cookie the caller sends), and
 * the vote counts once per article per voter, within the caps per network (decision 116).
 */
export async function voteOnArticle(
  db: Db,
  request: Request,
  input: { articleId: number; vote: VoteChoice },
  voterSecret: string,
): Promise<VoteOutcome> {
  if (!(await articleExists(db, input.articleId))) return { ok: false, reason: "unknown-article" };
  const { voterId, setCookie } = await ensureVoter(request, voterSecret);
  const { counts, alreadyVoted } = await castVote(db, {
    articleId: input.articleId,
    voterId,
    choice: input.vote,
    ...(await voterNetworks(request, voterSecret)),
  });
  return { ok: true, counts, alreadyVoted, setCookie };
}
