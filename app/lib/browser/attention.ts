/**
 * Who holds the reader's attention: at most one of the cookie notice, the category invitation and the
 * newsletter promo is open at a time (decision 108). An overlay that comes due while another is open
 * waits in line (the cookie notice before the category invitation), and is granted the dock when the
 * one before it closes. The promo never waits: it claims the dock at its 15 s or skips this page view.
 */
export type Claimant = "cookie" | "category" | "promo";

const priority: Claimant[] = ["cookie", "category", "promo"];

type State = { holder: Claimant | null; since: number; waiting: ReadonlySet<Claimant> };

let state: State = { holder: null, since: 0, waiting: new Set() };
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  listeners.forEach((listener) => listener());
}

function grantNext(waiting: Set<Claimant>) {
  const next = priority.find((claimant) => waiting.has(claimant)) ?? null;
  if (next) waiting.delete(next);
  set({ holder: next, since: Date.now(), waiting });
}

/** Asks for the dock: granted now when it is free, otherwise queued behind the current holder. */
export function request(claimant: Claimant) {
  if (state.holder === claimant || state.waiting.has(claimant)) return;
  if (state.holder === null) set({ holder: claimant, since: Date.now(), waiting: state.waiting });
  else set({ ...state, waiting: new Set([...state.waiting, claimant]) });
}

/** Takes the dock only if it is free right now; never queues. */
export function claimIfFree(claimant: Claimant): boolean {
  if (state.holder !== null && state.holder !== claimant) return false;
  request(claimant);
  return true;
}

/** Gives the dock up (or leaves the queue); the next in line, if any, is granted it. */
export function release(claimant: Claimant) {
  const waiting = new Set(state.waiting);
  waiting.delete(claimant);
  if (state.holder === claimant) grantNext(waiting);
  else if (waiting.size !== state.waiting.size) set({ ...state, waiting });
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const snapshot = () => state;

/** For tests: forget every claim. */
export function resetAttention() {
  set({ holder: null, since: 0, waiting: new Set() });
}
