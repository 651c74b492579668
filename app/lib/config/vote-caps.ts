/**
 * How many votes one network may add to one story in a rolling day (docs/decisions/116-vote-caps-per-network.md).
 * A signed voter id already counts once per story; these caps bound what clearing cookies or forging
 * ids can add. They leave room for a shared office or campus behind one address: ten readers there
 * voting on the same story in one day is already unusual, and every other story stays open to them.
 */
export const voteCaps = {
  /** One IPv4 address, or one IPv6 /64 (one subscriber's usual block). */
  network: 10,
  /** One IPv4 /24 or one IPv6 /48 (one site's usual allocation): up to three busy addresses' or /64s' worth. */
  wideNetwork: 30,
} as const;

/** The rolling window the caps count over. */
export const voteCapWindowHours = 24;
