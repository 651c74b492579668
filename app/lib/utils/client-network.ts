import ipaddr from "ipaddr.js";

/**
 * The network a client address belongs to, as a rate-limit bucket: an IPv4 address stands for itself,
 * an IPv6 address for its /64, the smallest block one subscriber is normally given. Without this, one
 * reader with a /64 has 2^64 addresses and so 2^64 budgets (docs/decisions/086-rate-limits-per-network.md).
 */
export function networkKey(address: string): string {
  return blockKey(address, "narrow");
}

/**
 * The wider block an address belongs to: an IPv4 address's /24, an IPv6 address's /48 (one site's
 * usual allocation). The per-story vote and read caps count this as well as `networkKey` (decisions
 * 116 and 151), so forty addresses of one /24 are one network's worth, not forty.
 */
export function wideNetworkKey(address: string): string {
  return blockKey(address, "wide");
}

/**
 * The block key, parsed by ipaddr.js: IPv4 only in its four-part decimal form (what Cloudflare
 * sends), IPv6 in any spelling, with or without brackets and a zone. An IPv4 address written in IPv6
 * form (::ffff:a.b.c.d, mapped) is that IPv4 client. Anything else is a bounded key of its own.
 */
function blockKey(address: string, size: "narrow" | "wide"): string {
  const raw = address.trim().toLowerCase();
  const text = raw.replace(/^\[(.*)\]$/, "$1");
  let ip: ipaddr.IPv4 | ipaddr.IPv6 | undefined;
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) ip = ipaddr.IPv4.parse(text);
  else if (text.includes(":") && ipaddr.IPv6.isValid(text)) ip = ipaddr.IPv6.parse(text);
  if (!ip) return raw.slice(0, 64) || "unknown";
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  if (ip.kind() === "ipv4") {
    const octets = (ip as ipaddr.IPv4).octets;
    return size === "narrow" ? octets.join(".") : `${octets.slice(0, 3).join(".")}.0/24`;
  }
  const hextets = size === "narrow" ? 4 : 3;
  const groups = (ip as ipaddr.IPv6).parts.slice(0, hextets).map((part) => part.toString(16));
  return `${groups.join(":")}::/${hextets * 16}`;
}
