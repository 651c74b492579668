import { useEffect, useSyncExternalStore } from "react";
import { release, request, snapshot, subscribe, type Claimant } from "~/lib/browser/attention";

const serverState = { holder: null, since: 0, waiting: new Set<Claimant>() };

/**
 * While `due`, asks for the reader's attention (app/lib/browser/attention.ts) and says whether this
 * overlay holds it, and since when (the start of its own self-hiding clock).
 */
export function useAttention(claimant: Claimant, due: boolean) {
  const current = useSyncExternalStore(subscribe, snapshot, () => serverState);
  useEffect(() => {
    if (!due) return;
    request(claimant);
    return () => release(claimant);
  }, [claimant, due]);
  const granted = due && current.holder === claimant;
  return { granted, since: granted ? current.since : 0 };
}
