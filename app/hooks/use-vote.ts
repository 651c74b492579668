import { useEffect, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { VoteChoice, VoteCounts } from "~/lib/config/vote-choices";
import {
  addVote,
  emptyCounts,
  fetchVoteCounts,
  postVote,
  readStoredVote,
  storeVote,
  type StoredVote,
} from "~/lib/browser/vote-client";

/**
 * The reader's vote lives in the browser only, so pages stay cacheable: the choice comes from local
 * storage and the counts from `/api/votes` after hydration.
 */
export function useVote(articleId: number, initialVote: VoteChoice | null, initialCounts: VoteCounts | null) {
  const hydrated = useHydrated();
  const [cast, setCast] = useState<StoredVote | null>(null);
  const [serverCounts, setServerCounts] = useState<VoteCounts | null>(initialCounts);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    // A vote cast through the no-JavaScript form is remembered from here on.
    if (initialVote && !readStoredVote(articleId)) storeVote(articleId, { vote: initialVote });
  }, [articleId, initialVote]);

  useEffect(() => {
    let active = true;
    fetchVoteCounts(articleId)
      .then((counts) => {
        if (active) setServerCounts(counts);
      })
      .catch((error: unknown) => console.warn("Could not load the vote counts", error));
    return () => {
      active = false;
    };
  }, [articleId]);

  const stored = cast ?? (initialVote ? { vote: initialVote } : hydrated ? readStoredVote(articleId) : null);
  // A vote the server never received is added to whatever the server counted.
  const counts = stored?.localCounts
    ? serverCounts
      ? addVote(serverCounts, stored.vote)
      : stored.localCounts
    : serverCounts;

  async function castVote(choice: VoteChoice) {
    if (stored || pending) return;
    setPending(true);
    try {
      const answer = await postVote(articleId, choice);
      storeVote(articleId, { vote: choice });
      setServerCounts(answer);
      setCast({ vote: choice });
    } catch (error) {
      // Spec §8: when the server cannot take the vote, it is counted in this browser and treated as cast.
      console.warn("Vote not recorded by the server; counting it locally", error);
      const local = { vote: choice, localCounts: addVote(serverCounts ?? emptyCounts, choice) };
      storeVote(articleId, local);
      setCast(local);
    } finally {
      setPending(false);
    }
  }

  return { vote: stored?.vote ?? null, counts, pending, castVote };
}
