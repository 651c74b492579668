// Imports nothing, so the content loader (scripts/content/) computes read times with the same rounding.

/** What a story without a read time of its own is said to take. */
export const defaultReadTimeMinutes = 5;

/** A read time in whole minutes, never under one. */
export const roundReadTime = (minutes: number) => Math.max(1, Math.round(minutes));

/** A stored read time as readers and the API are given it: a story with none (0) takes the default. */
export const readTimeMinutes = (stored: number) => roundReadTime(stored || defaultReadTimeMinutes);
