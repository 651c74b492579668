import { signText } from "~/lib/server/signature.server";
import { networkKey, wideNetworkKey } from "~/lib/utils/client-network";
import { clientAddress } from "./rate-limit.server";

/**
 * How many votes one network may add to one story in a rolling day (docs/decisions/116-vote-caps-per-network.md).
 * A signed voter id already counts once per story; these caps bound what clearing cookies or forging
 * ids can add. They are set for a shared office or campus behind one address: a few dozen colleagues
 * voting on the same story in a day is unusual, and the site's Odds move on hundreds of votes.
 */
export const voteCaps = {
  /** One IPv4 address, or one IPv6 /64 (one subscriber's usual block). */
  network: 10,
  /** One IPv6 /48 (one site's usual allocation): up to three busy /64s' worth. */
  wideNetwork: 30,
} as const;

/** The rolling window the caps count over. */
export const voteCapWindowHours = 24;

/** The voter's network and wide network as keyed hashes: the votes table never holds an address. */
export async function voterNetworks(request: Request, secret: string) {
  const address = clientAddress(request);
  const [network, wideNetwork] = await Promise.all([
    signText(`network:${networkKey(address)}`, secret),
    signText(`wide:${wideNetworkKey(address)}`, secret),
  ]);
  return { network, wideNetwork };
}
