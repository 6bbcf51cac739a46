/** The formats a data feed is published in (spec part 2 section 7: rss, json, atom). */
export const DATA_FEED_FORMATS = ["rss", "atom", "json"] as const;
export type DataFeedFormat = (typeof DATA_FEED_FORMATS)[number];

export const CONTENT_TYPES: Record<DataFeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

export interface DataFeedEnclosure {
  url: string;
  type: string | null;
  length: number | null;
}

/** One item as every format states it: absolute addresses, sanitised HTML. */
export interface DataFeedEntry {
  /** Stable and unique (urn:uuid: of our item id), so readers never see an item twice. */
  id: string;
  title: string | null;
  link: string | null;
  /** The sanitised body, else the description; null when the item has neither. */
  contentHtml: string | null;
  /** The sanitised description when a body exists too. */
  summaryHtml: string | null;
  author: string | null;
  imageUrl: string | null;
  published: Date;
  updated: Date;
  enclosures: DataFeedEnclosure[];
}

export interface DataFeedDocument {
  title: string;
  description: string;
  /** The page the feed stands for. */
  homePageUrl: string;
  /** This document's own address. */
  feedUrl: string;
  author: string;
  updated: Date;
  entries: DataFeedEntry[];
}

// XML 1.0 forbids these characters even escaped: feeds carry them now and then, and one makes a document invalid.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data or an attribute value: every markup character escaped, forbidden characters dropped. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** RFC 822 dates as RSS 2.0 wants them (e.g. "Wed, 02 Oct 2002 13:00:00 GMT"). */
const rfc822 = (d: Date) => d.toUTCString();

function element(name: string, value: string | null | undefined, attrs = ""): string {
  return value === null || value === undefined ? "" : `<${name}${attrs}>${xmlText(value)}</${name}>`;
}

/** RSS 2.0 with content:encoded for bodies, dc:creator for authors and atom:link rel=self. */
export function renderRss(doc: DataFeedDocument): string {
  const items = doc.entries.map((e) => {
    const enclosure = e.enclosures.find((x) => x.type);
    return [
      "<item>",
      element("title", e.title ?? ""),
      element("link", e.link),
      `<guid isPermaLink="false">${xmlText(e.id)}</guid>`,
      element("pubDate", rfc822(e.published)),
      element("dc:creator", e.author),
      element("description", e.summaryHtml ?? e.contentHtml ?? ""),
      e.summaryHtml !== null && e.contentHtml !== null ? element("content:encoded", e.contentHtml) : "",
      enclosure ? `<enclosure url="${xmlText(enclosure.url)}" length="${enclosure.length ?? 0}" type="${xmlText(enclosure.type!)}"/>` : "",
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", doc.title),
    element("link", doc.homePageUrl),
    element("description", doc.description),
    `<atom:link href="${xmlText(doc.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    element("lastBuildDate", rfc822(doc.updated)),
    element("generator", "Rivulet"),
    ...items,
    "</channel></rss>\n",
  ].join("");
}

/** Atom 1.0 (RFC 4287): HTML as escaped type="html" text, a feed-level author so every entry has one. */
export function renderAtom(doc: DataFeedDocument): string {
  const entries = doc.entries.map((e) =>
    [
      "<entry>",
      element("id", e.id),
      element("title", e.title ?? "", ' type="text"'),
      e.link ? `<link rel="alternate" href="${xmlText(e.link)}"/>` : "",
      ...e.enclosures.map((x) => `<link rel="enclosure" href="${xmlText(x.url)}"${x.type ? ` type="${xmlText(x.type)}"` : ""}${x.length ? ` length="${x.length}"` : ""}/>`),
      element("published", e.published.toISOString()),
      element("updated", e.updated.toISOString()),
      e.author ? `<author>${element("name", e.author)}</author>` : "",
      e.summaryHtml !== null ? element("summary", e.summaryHtml, ' type="html"') : "",
      element("content", e.contentHtml ?? "", ' type="html"'),
      "</entry>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    element("title", doc.title, ' type="text"'),
    element("subtitle", doc.description, ' type="text"'),
    element("id", doc.feedUrl),
    `<link rel="self" type="application/atom+xml" href="${xmlText(doc.feedUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(doc.homePageUrl)}"/>`,
    element("updated", doc.updated.toISOString()),
    `<author>${element("name", doc.author)}</author>`,
    element("generator", "Rivulet"),
    ...entries,
    "</feed>\n",
  ].join("");
}

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1). Strings lose the characters XML forbids too, so every format says the same. */
export function renderJsonFeed(doc: DataFeedDocument): string {
  return `${JSON.stringify(
    {
      version: "https://jsonfeed.org/version/1.1",
      title: doc.title,
      home_page_url: doc.homePageUrl,
      feed_url: doc.feedUrl,
      description: doc.description,
      authors: [{ name: doc.author }],
      items: doc.entries.map((e) => ({
        id: e.id,
        ...(e.link ? { url: e.link } : {}),
        title: e.title ?? "",
        content_html: e.contentHtml ?? "",
        ...(e.summaryHtml !== null ? { summary: e.summaryHtml } : {}),
        ...(e.imageUrl ? { image: e.imageUrl } : {}),
        date_published: e.published.toISOString(),
        date_modified: e.updated.toISOString(),
        ...(e.author ? { authors: [{ name: e.author }] } : {}),
        ...(e.enclosures.length
          ? { attachments: e.enclosures.map((x) => ({ url: x.url, mime_type: x.type ?? "application/octet-stream", ...(x.length ? { size_in_bytes: x.length } : {}) })) }
          : {}),
      })),
    },
    (_key, value: unknown) => (typeof value === "string" ? value.replace(NOT_XML, "") : value),
    2,
  )}\n`;
}

export const RENDERERS: Record<DataFeedFormat, (doc: DataFeedDocument) => string> = { rss: renderRss, atom: renderAtom, json: renderJsonFeed };
