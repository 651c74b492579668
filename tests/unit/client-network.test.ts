import { describe, expect, it } from "vitest";
import { networkKey, wideNetworkKey } from "~/lib/utils/client-network";

describe("The rate-limit bucket of a client address", () => {
  it("is the address itself for IPv4", () => {
    expect(networkKey("203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(networkKey("203.0.113.8")).not.toBe(networkKey("203.0.113.7"));
  });

  it("is the /64 for IPv6, whatever the spelling", () => {
    const key = "2001:db8:1:2::/64";
    expect(networkKey("2001:db8:1:2::1")).toBe(key);
    expect(networkKey("2001:db8:1:2::28")).toBe(key);
    expect(networkKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe(key);
    expect(networkKey("2001:db8:1:2:0:0:0:1")).toBe(key);
    expect(networkKey("[2001:db8:1:2::1]")).toBe(key);
    expect(networkKey("2001:db8:1:2::1%eth0")).toBe(key);
    expect(networkKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(networkKey("::1")).toBe("0:0:0:0::/64");
  });

  it("reads an IPv4 address embedded in the low 32 bits of an IPv6 address", () => {
    expect(networkKey("2001:db8:1:2::192.0.2.1")).toBe("2001:db8:1:2::/64");
    expect(networkKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("treats an IPv4-mapped IPv6 address as that IPv4 client", () => {
    expect(networkKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(networkKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keeps anything that is not an address as a bounded key of its own", () => {
    expect(networkKey("unknown")).toBe("unknown");
    expect(networkKey("")).toBe("unknown");
    expect(networkKey("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(networkKey("2001:db8::1::2")).toBe("2001:db8::1::2");
    expect(networkKey("256.1.1.1")).toBe("256.1.1.1");
    expect(networkKey("x".repeat(1000))).toHaveLength(64);
  });
});

describe("The wide network of a client address (vote and read caps)", () => {
  it("is the /24 for IPv4, so the addresses of one block share it", () => {
    expect(wideNetworkKey("198.18.15.1")).toBe("198.18.15.0/24");
    expect(wideNetworkKey("198.18.15.40")).toBe("198.18.15.0/24");
    expect(wideNetworkKey("::ffff:198.18.15.7")).toBe("198.18.15.0/24");
    expect(wideNetworkKey("198.18.16.1")).toBe("198.18.16.0/24");
  });

  it("is the /48 for IPv6, whatever the spelling", () => {
    expect(wideNetworkKey("2001:db8:1:2::1")).toBe("2001:db8:1::/48");
    expect(wideNetworkKey("[2001:0DB8:0001:ffff::1%eth0]")).toBe("2001:db8:1::/48");
  });
});
