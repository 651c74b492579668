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

/** Spec §7: a non-ok answer is an error "{status}: {response text}". */
async function requestJson<T>(input: string, init?: RequestInit): Promise<T> {
  const response = await fetch(input, { credentials: "include", ...init });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return (await response.json()) as T;
}

async function withRetries<T>(attempt: () => Promise<T>, retries: number): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * 2 ** tried));
    }
  }
}

type CountsAnswer = { success: boolean; counts: VoteCounts };

/** Spec §9: failed queries are retried twice. */
export function fetchVoteCounts(articleId: number) {
  return withRetries(() => requestJson<CountsAnswer>(`/api/votes/${articleId}`), 2).then(
    (answer) => answer.counts,
  );
}

/** Spec §9: failed mutations are retried once. */
export function postVote(articleId: number, vote: VoteChoice) {
  return withRetries(
    () =>
      requestJson<CountsAnswer>("/api/votes", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ articleId, vote }),
      }),
    1,
  ).then((answer) => answer.counts);
}
