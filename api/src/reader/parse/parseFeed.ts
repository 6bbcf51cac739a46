import { sanitizeFeedHtml } from "../sanitize/sanitizeFeedHtml.js";
import { decodeDocument } from "./decode.js";
import { parseJsonFeed } from "./parseJsonFeed.js";
import { fallbackGuid, parseXmlFeed, type RawFeed } from "./parseXmlFeed.js";
import { FeedParseError, type NormalisedFeed } from "./types.js";

export interface ParseInput {
  /** The raw bytes (preferred: the charset is detected) or already-decoded text. */
  body: Buffer | Uint8Array | string;
  /** Where the document came from: relative links resolve against it. */
  url?: string | null;
  contentType?: string | null;
}

// Reddit's feeds link each entry to its comments page, with the shared article as a "[link]" anchor.
const REDDIT_COMMENTS = /^https:\/\/(www\.|old\.)?reddit\.com\/r\/[^/]+\/comments\//i;

/**
 * Parses any supported feed (RSS 0.9x/1.0/2.0, Atom 0.3/1.0, JSON Feed 1.x) into the normalised shape:
 * absolute URLs, UTC ISO dates, sanitised HTML, a stable guid for every item. Throws FeedParseError.
 */
export function parseFeed(input: ParseInput): NormalisedFeed {
  const text = typeof input.body === "string" ? input.body.replace(/^\uFEFF/, "") : decodeDocument(input.body, input.contentType);
  const trimmed = text.trimStart();
  if (!trimmed) throw new FeedParseError("EMPTY_DOCUMENT", "The document is empty");
  const url = input.url ?? null;
  const raw: RawFeed =
    trimmed.startsWith("{") || /json/i.test(input.contentType ?? "") ? parseJsonFeed(trimmed, url) : parseXmlFeed(trimmed, url);

  return {
    format: raw.format,
    title: raw.title,
    link: raw.link,
    description: raw.description,
    imageUrl: raw.imageUrl,
    ttlMinutes: raw.ttlMinutes ?? null,
    items: raw.items.map(({ base, ...item }) => {
      const clean = (html: string | null) => (html ? sanitizeFeedHtml(html, { baseUrl: base ?? item.link }).trim() || null : null);
      const contentHtml = clean(item.contentHtml);
      // RSS without content:encoded uses the description for both: sanitise it once.
      const summary = item.summary === item.contentHtml ? contentHtml : clean(item.summary);
      return {
        ...item,
        guid: item.guid ?? fallbackGuid(item),
        summary,
        contentHtml,
        imageUrl: item.imageUrl ?? item.enclosures.find((e) => e.type?.startsWith("image/"))?.url ?? firstImage(contentHtml),
        commentsUrl: item.commentsUrl ?? (item.link && REDDIT_COMMENTS.test(item.link) ? item.link : null),
      };
    }),
  };
}

function firstImage(html: string | null): string | null {
  return html ? (/<img[^>]+src="(https?:[^"]+)"/i.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null) : null;
}
