/** A Reddit thread id: base36, as in /r/sub/comments/1abc2d/title/. */
const THREAD_PATH = /\/comments\/([a-z0-9]{1,16})(?:\/|$)/i;

/** reddit.com and its subdomains (www., old., new., np.…). */
function isRedditHost(host: string): boolean {
  return host === "reddit.com" || host.endsWith(".reddit.com");
}

/**
 * The thread id in an item's comment thread link (spec part 2 section 5: it must contain /comments/{id}), or
 * null when the link is not a Reddit thread. Only Reddit's hosts count (and `extraHost`, the configured
 * REDDIT_BASE_URL's, so a local stand-in can serve its own links): another site's /comments/123 page is not
 * Reddit thread 123, and fetching that would show the reader some stranger's conversation.
 */
export function threadIdOf(link: string | null | undefined, extraHost?: string): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  if (!isRedditHost(host) && host !== extraHost?.toLowerCase()) return null;
  return THREAD_PATH.exec(url.pathname)?.[1]?.toLowerCase() ?? null;
}
