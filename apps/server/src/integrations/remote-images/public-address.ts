import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * Addresses a fetch for a seller's picture must never reach: this machine, the shop's own network,
 * the carrier's shared space and every range set aside for something other than the public internet.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, and IPv4-compatible forms
  ["64:ff9b::", 96], // NAT64: may lead to any IPv4 address
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4: may lead to any IPv4 address
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10],
  ["ff00::", 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** The IPv4 address an IPv6 one carries as `::ffff:a.b.c.d` (or its hex form), if it does. */
function mappedIpv4(address: string): string | undefined {
  const match = /^(?:0*:)*:?ffff:(.+)$/i.exec(address);
  if (!match) return undefined;
  const tail = match[1]!;
  if (isIPv4(tail)) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return undefined;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

export type AddressVerdict = "public" | "loopback" | "notPublic";

/** Where an IP address leads: the public internet, this machine, or somewhere else a fetch must not go. */
export function addressVerdict(address: string): AddressVerdict {
  const v4 = isIPv4(address) ? address : isIPv6(address) ? mappedIpv4(address) : undefined;
  if (v4) {
    if (LOOPBACK.check(v4, "ipv4")) return "loopback";
    return NOT_PUBLIC.check(v4, "ipv4") ? "notPublic" : "public";
  }
  if (!isIPv6(address)) return "notPublic";
  if (LOOPBACK.check(address, "ipv6")) return "loopback";
  return NOT_PUBLIC.check(address, "ipv6") ? "notPublic" : "public";
}
