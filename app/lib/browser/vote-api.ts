import { getJson, postJson } from "~/lib/browser/api-client";
import type { VoteChoice, VoteCounts } from "~/lib/config/vote-choices";
import type { Standing } from "~/lib/futures/odds";

type CountsAnswer = { success: boolean; counts: VoteCounts };
type VoteAnswer = CountsAnswer & { standing?: Standing };

/** `GET /api/votes/{id}`: a query, so retried twice (decision 127). */
export async function fetchVoteCounts(articleId: number) {
  return (await getJson<CountsAnswer>(`/api/votes/${articleId}`)).counts;
}

/** `POST /api/votes`: a mutation, so retried once. */
export function postVote(articleId: number, vote: VoteChoice) {
  return postJson<VoteAnswer>("/api/votes", { articleId, vote });
}
