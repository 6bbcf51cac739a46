import { createHash } from "node:crypto";
import { firstImageSrc, sanitizeFeedBody, SANITIZER_VERSION } from "../sanitize/sanitizeFeedHtml.js";
import { decodeDocument, withoutJsonNulEscapes, withoutNul } from "./decode.js";
import { parseJsonFeed } from "./parseJsonFeed.js";
import { fallbackGuid, parseXmlFeed, type RawEntry, type RawFeed, type RawItem } from "./parseXmlFeed.js";
import { FeedParseError, type NormalisedFeed, type NormalisedItem } from "./types.js";
import { unshared } from "./unshared.js";

export interface ParseInput {
  /** The raw bytes (preferred: the charset is detected) or already-decoded text. */
  body: Buffer | Uint8Array | string;
  /** Where the document came from: relative links resolve against it. */
  url?: string | null;
  contentType?: string | null;
}

/**
 * Which mapping produced an item from its entry: bump it whenever parseXmlFeed, parseJsonFeed or
 * parseRedditListing map the same entry to a different item, so refreshes map stored entries again (it is part
 * of every entry's rawHash, like SANITIZER_VERSION).
 */
export const PARSER_VERSION = 1;

/** One entry of a scanned feed: its guid and raw hash at once, the item itself only when asked for. */
export interface FeedEntry {
  /** The feed's id for the entry, else one made from its link or content (fallbackGuid). */
  guid: string;
  /**
   * SHA-1 of everything the entry's item depends on: its source text, what around it shapes it, and the parser's
   * and sanitiser's versions. Equal hashes give equal items, so a refresh skips entries whose hash it stored.
   */
  rawHash: string;
  /** The item, normalised and sanitised (mapped once, on the first call). */
  item(): NormalisedItem;
  /** The item normalised but not sanitised (HTML fields as the feed wrote them). */
  unsanitised(): NormalisedItem;
}

export interface ScannedFeed extends Omit<NormalisedFeed, "items"> {
  entries: FeedEntry[];
}

// Reddit's feeds link each entry to its comments page, with the shared article as a "[link]" anchor.
const REDDIT_COMMENTS = /^https:\/\/(www\.|old\.)?reddit\.com\/r\/[^/]+\/comments\//i;

/**
 * Reads any supported feed (RSS 0.9x/1.0/2.0, Atom 0.3/1.0, JSON Feed 1.x, Reddit listings) up to its entries:
 * the feed's own fields at once, each entry's guid and raw hash, and its item on demand. Throws FeedParseError.
 */
export function scanFeed(input: ParseInput): ScannedFeed {
  const text = withoutNul(typeof input.body === "string" ? input.body.replace(/^\uFEFF/, "") : decodeDocument(input.body, input.contentType));
  const trimmed = text.trimStart();
  if (!trimmed) throw new FeedParseError("EMPTY_DOCUMENT", "The document is empty");
  const url = input.url ?? null;
  const raw: RawFeed =
    trimmed.startsWith("{") || /json/i.test(input.contentType ?? "") ? parseJsonFeed(withoutJsonNulEscapes(trimmed), url) : parseXmlFeed(trimmed, url);
  const versions = `${PARSER_VERSION}.${SANITIZER_VERSION}\n`;

  return {
    // The feed's own fields outlive the parse (its site-icon and WebSub look-ups wait in queues): copied out of the
    // document so it is not kept with them (unshared.ts).
    format: raw.format,
    title: unshared(raw.title),
    link: unshared(raw.link),
    description: unshared(raw.description),
    imageUrl: unshared(raw.imageUrl),
    ttlMinutes: raw.ttlMinutes ?? null,
    hubUrls: (raw.hubUrls ?? []).map((u) => unshared(u)),
    selfUrl: unshared(raw.selfUrl ?? null),
    entries: raw.entries.map((entry) => new ScannedEntry(entry, versions)),
  };
}

/** One entry of a scanned feed (a class: a feed of hundreds of entries makes no closures per entry). */
class ScannedEntry implements FeedEntry {
  private rawItem: RawItem | undefined;
  private cleanItem: NormalisedItem | undefined;
  private hash: string | undefined;
  readonly guid: string;

  constructor(
    private readonly entry: RawEntry,
    private readonly versions: string,
  ) {
    this.guid = entry.guid ?? fallbackGuid(this.mapped());
  }

  private mapped(): RawItem {
    return (this.rawItem ??= this.entry.raw());
  }

  // Hashed when asked for: a refresh needs it, a one-off parse does not.
  get rawHash(): string {
    return (this.hash ??= createHash("sha1").update(this.versions).update(this.entry.source).digest("hex"));
  }

  item(): NormalisedItem {
    return (this.cleanItem ??= normalise(this.mapped(), this.guid, true));
  }

  unsanitised(): NormalisedItem {
    return normalise(this.mapped(), this.guid, false);
  }
}

/**
 * Parses any supported feed into the normalised shape: absolute URLs, UTC ISO dates, sanitised HTML, a stable
 * guid for every item. Throws FeedParseError.
 */
export function parseFeed(input: ParseInput): NormalisedFeed {
  const { entries, ...feed } = scanFeed(input);
  return { ...feed, items: entries.map((e) => e.item()) };
}

function normalise({ base, ...item }: RawItem, guid: string, sanitise: boolean): NormalisedItem {
  const baseUrl = base ?? item.link;
  const body = sanitise && item.contentHtml ? sanitizeFeedBody(item.contentHtml, { baseUrl }) : null;
  const contentHtml = (body ? body.html : item.contentHtml) || null;
  // RSS without content:encoded uses the description for both: sanitise it once.
  const summary =
    item.summary === item.contentHtml ? contentHtml : (item.summary && sanitise ? sanitizeFeedBody(item.summary, { baseUrl }).html : item.summary) || null;
  return {
    ...item,
    guid,
    summary,
    contentHtml,
    imageUrl:
      item.imageUrl ?? item.enclosures.find((e) => e.type?.startsWith("image/"))?.url ?? (body && contentHtml ? body.firstImageSrc : firstImageSrc(contentHtml)),
    commentsUrl: item.commentsUrl ?? (item.link && REDDIT_COMMENTS.test(item.link) ? item.link : null),
  };
}

