import { voteChoices, type VoteChoice, type VoteCounts } from "~/lib/config/vote-choices";
import { storage } from "~/lib/browser/storage";

/** What the browser remembers about its vote: the choice, and the counts when the server was unreachable. */
export type StoredVote = { vote: VoteChoice; localCounts?: VoteCounts };

export const emptyCounts: VoteCounts = { yes: 0, maybe: 0, no: 0 };
const storageKey = (articleId: number) => `votes:${articleId}`;

export function readStoredVote(articleId: number): StoredVote | null {
  const raw = storage.get(storageKey(articleId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredVote>;
    if (!parsed.vote || !voteChoices.includes(parsed.vote)) return null;
    return { vote: parsed.vote, localCounts: parsed.localCounts };
  } catch {
    return null;
  }
}

export function storeVote(articleId: number, value: StoredVote) {
  storage.set(storageKey(articleId), JSON.stringify(value));
}

export function addVote(counts: VoteCounts, vote: VoteChoice): VoteCounts {
  return { ...counts, [vote]: counts[vote] + 1 };
}

// The calls arrive with the widget's first one, not with every page: the article page's up-front
// JavaScript is at its 130 KB budget (decision 103), and the read beacon loads the API client there anyway.
const voteApi = () => import("~/lib/browser/vote-api");

/** The counts the server holds for a story. */
export const fetchVoteCounts = (articleId: number) => voteApi().then((api) => api.fetchVoteCounts(articleId));

/** A vote; the answer carries the counts and the story's standing. */
export const postVote = (articleId: number, vote: VoteChoice) =>
  voteApi().then((api) => api.postVote(articleId, vote));
