/**
 * The network a client address belongs to, as a rate-limit bucket: an IPv4 address stands for itself,
 * an IPv6 address for its /64, the smallest block one subscriber is normally given. Without this, one
 * reader with a /64 has 2^64 addresses and so 2^64 budgets (docs/decisions/086-rate-limits-per-network.md).
 */
export function networkKey(address: string): string {
  return blockKey(address, 4);
}

/**
 * The wider block an address belongs to: an IPv6 address's /48 (one site's usual allocation), an
 * IPv4 address itself. The per-story vote caps count this as well as `networkKey` (decision 116).
 */
export function wideNetworkKey(address: string): string {
  return blockKey(address, 3);
}

/** An IPv4 address, or the first `hextets` groups of an IPv6 address as its /(16 × hextets). */
function blockKey(address: string, hextets: number): string {
  const raw = address.trim().toLowerCase();
  const ipv4 = parseIpv4(raw);
  if (ipv4) return ipv4;
  const groups = parseIpv6(raw.replace(/^\[|\]$/g, "").replace(/%.*$/, ""));
  if (!groups) return raw.slice(0, 64) || "unknown";
  // An IPv4 address written in IPv6 form (::ffff:a.b.c.d, mapped) is that IPv4 client.
  if (groups.slice(0, 5).every((h) => h === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, hextets)
    .map((h) => h.toString(16))
    .join(":")}::/${hextets * 16}`;
}

function parseIpv4(text: string): string | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255))
    return null;
  return parts.map(Number).join(".");
}

/** Eight 16-bit groups, or null; accepts `::` compression and a trailing dotted IPv4 part. */
function parseIpv6(text: string): number[] | null {
  if (!text.includes(":")) return null;
  const lastColon = text.lastIndexOf(":");
  const dotted = text.slice(lastColon + 1);
  let groups = text;
  if (dotted.includes(".")) {
    const ipv4 = parseIpv4(dotted)?.split(".").map(Number);
    if (!ipv4) return null;
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    groups = `${text.slice(0, lastColon + 1)}${hex(ipv4[0]!, ipv4[1]!)}:${hex(ipv4[2]!, ipv4[3]!)}`;
  }
  const halves = groups.split("::");
  if (halves.length > 2) return null;
  const split = (half: string) => (half === "" ? [] : half.split(":"));
  const head = split(halves[0]!);
  const tail = halves.length === 2 ? split(halves[1]!) : [];
  if (![...head, ...tail].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<string>(missing).fill("0"), ...tail].map((group) => parseInt(group, 16));
}
