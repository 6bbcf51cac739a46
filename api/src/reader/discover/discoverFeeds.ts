import type { Element } from "domhandler";
import { decodeHTML } from "entities";
import { parseDocument } from "htmlparser2";
import { FetchError, type Fetcher } from "../fetch/fetchDocument.js";
import { decodeDocument } from "../parse/decode.js";
import { parseFeed } from "../parse/parseFeed.js";
import { FeedParseError, type FeedFormat } from "../parse/types.js";

export interface FeedCandidate {
  url: string;
  title: string | null;
  type: FeedFormat;
}

const FEED_TYPES: Record<string, FeedFormat> = {
  "application/rss+xml": "rss", "application/atom+xml": "atom", "application/rdf+xml": "rdf",
  "application/feed+json": "json", "application/json": "json", "text/xml": "rss", "application/xml": "rss",
};
const COMMON_PATHS = ["/feed", "/rss", "/rss.xml", "/atom.xml", "/index.xml", "/feed.json", "/feed.xml", "/feed/"];
const DEADLINE_MS = 10_000; // spec: new feeds can take up to 10 seconds

/** Reddit subreddit, user and search pages map to their feeds without fetching the HTML. */
export function redditFeedFor(input: URL): FeedCandidate | null {
  if (!/(^|\.)reddit\.com$/i.test(input.hostname)) return null;
  const parts = input.pathname.split("/").filter(Boolean);
  if (parts.at(-1)?.endsWith(".rss")) return { url: input.href, title: null, type: "atom" };
  // A listing's JSON (…/.json) carries each post's score and comment count, which the RSS does not.
  if (parts.at(-1)?.endsWith(".json")) return { url: input.href, title: null, type: "json" };
  const [kind, name, ...rest] = parts;
  if ((kind === "r" || kind === "u" || kind === "user") && name) {
    const sort = rest[0] && ["hot", "new", "top", "rising"].includes(rest[0]) ? `${rest[0]}/` : "";
    const base = kind === "r" ? `https://www.reddit.com/r/${name}/${sort}` : `https://www.reddit.com/user/${name}/`;
    return { url: `${base}.rss${input.search}`, title: kind === "r" ? `r/${name}` : `u/${name}`, type: "atom" };
  }
  if (kind === "search" || (kind === "r" && rest[0] === "search")) {
    return { url: `https://www.reddit.com/search.rss${input.search}`, title: `Reddit search: ${input.searchParams.get("q") ?? ""}`, type: "atom" };
  }
  if (parts.length === 0) return { url: "https://www.reddit.com/.rss", title: "Reddit front page", type: "atom" };
  return null;
}

function normaliseInput(raw: string): URL {
  const trimmed = raw.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    throw new FetchError("FETCH_BAD_URL", `Not a valid URL: ${raw}`);
  }
}

/** `<link rel="alternate" type="application/rss+xml" href=…>` feeds of an HTML page, resolved against <base>. */
export function linkedFeeds(html: string, pageUrl: string): FeedCandidate[] {
  const doc = parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true });
  const found: FeedCandidate[] = [];
  let base = pageUrl;
  const walk = (nodes: typeof doc.children) => {
    for (const node of nodes) {
      if (node.type !== "tag") continue;
      const el = node as Element;
      if (el.name === "base" && el.attribs.href) {
        try {
          base = new URL(decodeHTML(el.attribs.href), pageUrl).href;
        } catch {
          /* keep the page URL */
        }
      }
      const rel = (el.attribs.rel ?? "").toLowerCase().split(/\s+/);
      const type = (el.attribs.type ?? "").toLowerCase().split(";")[0]!.trim();
      if ((el.name === "link" || el.name === "a") && rel.includes("alternate") && FEED_TYPES[type] && el.attribs.href) {
        try {
          const url = new URL(decodeHTML(el.attribs.href), base).href;
          if (!found.some((f) => f.url === url)) found.push({ url, title: el.attribs.title ? decodeHTML(el.attribs.title).trim() : null, type: FEED_TYPES[type]! });
        } catch {
          /* an unusable href is skipped */
        }
      }
      walk(el.children);
    }
  };
  walk(doc.children);
  return found;
}

async function tryFeed(fetcher: Fetcher, url: string): Promise<FeedCandidate | null> {
  try {
    const doc = await fetcher.fetchDocument(url);
    if (doc.kind !== "ok") return null;
    const feed = parseFeed({ body: doc.body, url: doc.url, contentType: doc.contentType });
    return { url: doc.url, title: feed.title, type: feed.format };
  } catch (e) {
    if (e instanceof FetchError || e instanceof FeedParseError) return null;
    throw e;
  }
}

/** Codes after which a site typed without a scheme is tried again over plain http (no certificate, or no TLS at all). */
const HTTP_FALLBACK_CODES = new Set(["FETCH_TLS", "FETCH_CONNECTION"]);

/**
 * The page itself. With `httpFallback` (the user typed no scheme, so https:// was our guess) a site that cannot
 * speak https is asked again over http, as browsers do for a bare host; a typed https:// is never downgraded.
 */
async function fetchPage(fetcher: Fetcher, url: URL, httpFallback: boolean) {
  try {
    return await fetcher.fetchDocument(url.href);
  } catch (e) {
    if (!httpFallback || url.protocol !== "https:" || !(e instanceof FetchError) || !HTTP_FALLBACK_CODES.has(e.code)) throw e;
    const plain = new URL(url.href);
    plain.protocol = "http:";
    return fetcher.fetchDocument(plain.href);
  }
}

/**
 * Finds the feeds behind any URL: the URL itself when it is a feed; Reddit pages mapped to their feeds; an HTML
 * page's alternate links; else the common feed paths of its site. Answers within the spec's 10 seconds.
 */
export async function discoverFeeds(input: string, fetcher: Fetcher, opts: { httpFallback?: boolean } = {}): Promise<FeedCandidate[]> {
  const url = normaliseInput(input);
  const reddit = redditFeedFor(url);
  if (reddit) return [reddit];

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new FetchError("FETCH_TIMEOUT", "Feed discovery took longer than 10 s")), DEADLINE_MS);
  });
  const work = async (): Promise<FeedCandidate[]> => {
    const page = await fetchPage(fetcher, url, opts.httpFallback ?? false);
    if (page.kind !== "ok") return [];
    try {
      const feed = parseFeed({ body: page.body, url: page.url, contentType: page.contentType });
      return [{ url: page.url, title: feed.title, type: feed.format }];
    } catch (e) {
      if (!(e instanceof FeedParseError)) throw e;
    }
    const linked = linkedFeeds(decodeDocument(page.body, page.contentType), page.url);
    if (linked.length) return linked;
    const origin = new URL(page.url).origin;
    const probes = await Promise.all(COMMON_PATHS.map((p) => tryFeed(fetcher, `${origin}${p}`)));
    const unique = new Map<string, FeedCandidate>();
    for (const c of probes) if (c && !unique.has(c.url)) unique.set(c.url, c);
    return [...unique.values()];
  };
  try {
    return await Promise.race([work(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
