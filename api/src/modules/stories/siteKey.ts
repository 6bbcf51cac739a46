/** Second-level labels under which sites register names (example.co.uk, example.com.au, example.ac.jp). */
const SECOND_LEVEL = new Set(["co", "com", "org", "net", "gov", "ac", "edu", "ne", "or", "go", "gob", "nic", "mil"]);

/**
 * The site a feed publishes for, as its registrable domain: rss.nytimes.com and www.nytimes.com are one
 * publisher, bbc.co.uk is not co.uk. An approximation of the public-suffix list good enough to count
 * publishers: the last two labels, or three under a short second-level label of a two-letter country domain.
 * The feed's site link is used when it has one, else its own address; an address that does not parse is its
 * own site.
 */
export function siteKey(link: string | null, url: string): string {
  for (const candidate of [link, url]) {
    if (!candidate) continue;
    let parsed: URL;
    try {
      parsed = new URL(candidate);
    } catch {
      continue;
    }
    const host = parsed.hostname.toLowerCase().replace(/\.$/, "");
    if (!host) continue;
    // An address is a site per port (a LAN server, or tests' local publishers).
    if (/^[\d.]+$/.test(host) || host.startsWith("[")) return parsed.host;
    const labels = host.split(".");
    if (labels.length <= 2) return host;
    const tld = labels.at(-1)!;
    const second = labels.at(-2)!;
    const keep = tld.length === 2 && SECOND_LEVEL.has(second) ? 3 : 2;
    return labels.slice(-keep).join(".");
  }
  return url;
}
