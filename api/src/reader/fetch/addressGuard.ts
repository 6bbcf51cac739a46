import { BlockList, isIP } from "node:net";

/**
 * Server-side request forgery guard: addresses a feed, website, webhook or image fetch may never reach —
 * loopback, private, link-local (incl. cloud metadata 169.254.169.254), CGNAT, multicast, reserved and
 * documentation ranges, in IPv4 and IPv6 (IPv4-mapped and NAT64 forms are unwrapped and checked as IPv4).
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15],
  ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8], ["100::", 64],
  ["2001:db8::", 32], ["2001::", 32], ["2002::", 16],
] as const) {
  blocked.addSubnet(net, prefix, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 (64:ff9b::/96) IPv6. */
function embeddedIpv4(ip: string): string | null {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return null;
}

/** Whether a resolved address is off limits for server-side fetches. Non-IPs count as forbidden. */
export function isForbiddenAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, "ipv4");
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4) return blocked.check(v4, "ipv4");
    return blocked.check(bare, "ipv6");
  }
  return true;
}

/**
 * The explicit exception list (config FETCH_ALLOW_PRIVATE_HOSTS): hostnames or IP addresses that may be
 * reached even though they are private — for tests and self-hosters fetching from their own LAN.
 */
export function createAllowList(entries: readonly string[]): (host: string, address: string) => boolean {
  const set = new Set(entries.map((e) => e.trim().toLowerCase().replace(/^\[|\]$/g, "")).filter(Boolean));
  return (host, address) => set.has(host.toLowerCase().replace(/^\[|\]$/g, "")) || set.has(address.toLowerCase());
}
