import { signText } from "~/lib/server/signature.server";
import { networkKey, wideNetworkKey } from "~/lib/utils/client-network";
import { clientAddress } from "~/lib/server/rate-limit.server";

export { voteCapWindowHours, voteCaps } from "~/lib/config/vote-caps";

/** The voter's network and wide network as keyed hashes: the votes table never holds an address. */
export async function voterNetworks(request: Request, secret: string) {
  const address = clientAddress(request);
  const [network, wideNetwork] = await Promise.all([
    signText(`network:${networkKey(address)}`, secret),
    signText(`wide:${wideNetworkKey(address)}`, secret),
  ]);
  return { network, wideNetwork };
}
