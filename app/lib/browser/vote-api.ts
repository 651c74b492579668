import { api } from "~/lib/browser/api";
import type { VoteChoice } from "~/lib/config/vote-choices";

/** `GET /api/votes/{id}`: a query, so retried twice (decision 127). */
export async function fetchVoteCounts(articleId: number) {
  const answer = await api.votes[":articleId"].$get({ param: { articleId: String(articleId) } });
  return (await answer.json()).counts;
}

/** `POST /api/votes`: a mutation, so retried once. The answer is the route's own (decision 191). */
export async function postVote(articleId: number, vote: VoteChoice) {
  return (await api.votes.$post({ json: { articleId, vote } })).json();
}
