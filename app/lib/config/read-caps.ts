/**
 * What one page view and one network can add to "Most read" (docs/decisions/151-reads-that-count-people.md).
 * A read is counted only for a view id the server issued with the story's page, once, while the id
 * is fresh and after the page has been open long enough to be read; and each network adds at most
 * a few reads to one story in a UTC day.
 */
export const readCaps = {
  /** Reads of one story per IPv4 address or IPv6 /64 in a UTC day: a household or an office desk. */
  network: 2,
  /** Reads of one story per IPv4 /24 or IPv6 /48 in a UTC day: a shared office, a campus block. */
  wideNetwork: 5,
} as const;

/** A view id is good for this long after its page was served: a story read later is not counted. */
export const viewLifetimeMs = 60 * 60 * 1000;
/** No one has read a story in less than this since its page arrived: an earlier beacon waits for it. */
export const minimumReadMs = 5_000;
