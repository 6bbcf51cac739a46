import { obj, str } from "./jsonValues.js";
import { LazyRawEntry, type RawEntry, type RawFeed, type RawItem } from "./parseXmlFeed.js";

const int = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? Math.round(v) : null);
const REDDIT = "https://www.reddit.com";

/** Reddit escapes the HTML in its JSON (selftext_html, preview URLs): one level of entities comes off. */
function unescapeHtml(s: string): string {
  return s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");
}

const httpUrl = (s: string | null) => (s && /^https?:\/\//i.test(s) ? s : null);

/** Whether a parsed JSON document is a Reddit listing (`/r/{sub}.json`, `/user/{name}.json`, search). */
export function isRedditListing(data: unknown): boolean {
  const d = obj(data);
  return d.kind === "Listing" && Array.isArray(obj(d.data).children);
}

/**
 * Reads a Reddit listing: each post becomes an item with its score and comment count (what popular and top-*
 * sorts rank by), its comments page, its self text as the body and its preview image. Sanitising happens
 * after, as for every format.
 */
export function parseRedditListing(data: unknown, documentUrl: string | null): RawFeed {
  const posts = (obj(obj(data).data).children as unknown[]).map((c) => obj(obj(c).data)).filter((p) => str(p.title));
  const sub = str(posts[0]?.subreddit_name_prefixed);
  const entries = posts.map(
    (p): RawEntry => new LazyRawEntry(str(p.name) ?? str(p.id), () => `${documentUrl ?? ""}\n${JSON.stringify(p)}`, () => redditItem(p, documentUrl)),
  );
  return {
    format: "json",
    title: sub,
    link: sub ? `${REDDIT}/${sub}/` : documentUrl,
    description: null,
    descriptionBase: documentUrl,
    imageUrl: null,
    entries,
  };
}

function redditItem(p: Record<string, unknown>, documentUrl: string | null): RawItem {
  const permalink = str(p.permalink);
  const comments = permalink ? new URL(permalink, REDDIT).href : null;
  const body = str(p.selftext_html);
  const preview = str(obj(obj((obj(p.preview).images as unknown[] | undefined)?.[0]).source).url);
  const created = int(p.created_utc);
  return {
    guid: str(p.name) ?? str(p.id),
    title: str(p.title) ? unescapeHtml(str(p.title)!) : null,
    link: httpUrl(str(p.url)) ?? comments,
    published: created !== null ? new Date(created * 1000).toISOString() : null,
    updated: null,
    author: str(p.author),
    summary: null,
    contentHtml: body ? unescapeHtml(body) : null,
    imageUrl: httpUrl(preview ? unescapeHtml(preview) : null) ?? httpUrl(str(p.thumbnail)),
    enclosures: [],
    commentsUrl: comments,
    score: int(p.score),
    commentCount: int(p.num_comments),
    base: comments ?? documentUrl,
  };
}
