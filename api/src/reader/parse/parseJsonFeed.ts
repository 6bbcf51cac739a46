import { parseFeedDate } from "./dates.js";
import { obj, str, type Json } from "./jsonValues.js";
import { LazyRawEntry, type RawEntry, type RawFeed, type RawItem } from "./parseXmlFeed.js";
import { isRedditListing, parseRedditListing } from "./parseRedditListing.js";
import { FeedParseError } from "./types.js";
import { resolveUrl } from "./xmlTree.js";


function authorOf(o: Json): string | null {
  const authors = Array.isArray(o.authors) ? o.authors : o.author ? [o.author] : [];
  const names = authors.map((a) => str(obj(a).name) ?? str(a)).filter(Boolean);
  return names.length ? names.join(", ") : null;
}

/** Reads JSON Feed 1.0 / 1.1 (any `version` value: some publishers write "1.0" instead of the URL), and Reddit listings. */
export function parseJsonFeed(text: string, documentUrl: string | null): RawFeed {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new FeedParseError("INVALID_JSON", `Not valid JSON: ${(e as Error).message}`);
  }
  if (isRedditListing(data)) return parseRedditListing(data, documentUrl);
  const feed = obj(data);
  if (!Array.isArray(feed.items) && !str(feed.version)?.includes("jsonfeed")) {
    throw new FeedParseError("NOT_A_FEED", "JSON without JSON Feed items");
  }
  const base = resolveUrl(str(feed.feed_url), documentUrl) ?? documentUrl;
  const feedAuthor = authorOf(feed);
  // What outside an item shapes it: where its links resolve and the feed's author.
  const context = `${base ?? ""}\n${JSON.stringify(feed.author ?? null)}${JSON.stringify(feed.authors ?? null)}\n`;
  const entries = (Array.isArray(feed.items) ? feed.items : []).map((raw): RawEntry => {
    const item = obj(raw);
    return new LazyRawEntry(str(item.id), () => context + JSON.stringify(raw), () => jsonItem(item, base, feedAuthor));
  });
  return {
    format: "json",
    title: str(feed.title),
    link: resolveUrl(str(feed.home_page_url), base),
    description: str(feed.description),
    descriptionBase: base,
    imageUrl: resolveUrl(str(feed.icon) ?? str(feed.favicon), base),
    // JSON Feed 1.1: "hubs" are endpoints for real-time notifications; WebSub is the type this reader speaks.
    hubUrls: [
      ...new Set(
        (Array.isArray(feed.hubs) ? feed.hubs : [])
          .map((h) => obj(h))
          .filter((h) => /^(websub|pubsubhubbub)$/i.test(str(h.type) ?? ""))
          .map((h) => resolveUrl(str(h.url), base))
          .filter((u): u is string => Boolean(u && /^https?:/i.test(u))),
      ),
    ],
    selfUrl: resolveUrl(str(feed.feed_url), documentUrl),
    entries,
  };
}

function jsonItem(item: Json, base: string | null, feedAuthor: string | null): RawItem {
  const html = str(item.content_html);
  const textBody = str(item.content_text);
  const escaped = textBody ? textBody.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;") : null;
  return {
    guid: str(item.id),
    title: str(item.title),
    link: resolveUrl(str(item.url) ?? str(item.external_url), base),
    published: parseFeedDate(str(item.date_published)),
    updated: parseFeedDate(str(item.date_modified)),
    author: authorOf(item) ?? feedAuthor,
    summary: str(item.summary),
    contentHtml: html ?? escaped,
    imageUrl: resolveUrl(str(item.image) ?? str(item.banner_image), base),
    enclosures: (Array.isArray(item.attachments) ? item.attachments : [])
      .map((a) => obj(a))
      .map((a) => ({ url: resolveUrl(str(a.url), base) ?? "", type: str(a.mime_type), length: Number(a.size_in_bytes) || null }))
      .filter((a) => a.url),
    commentsUrl: null,
    base: resolveUrl(str(item.url), base) ?? base,
  };
}
