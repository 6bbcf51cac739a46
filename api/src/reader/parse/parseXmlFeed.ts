import { createHash } from "node:crypto";
import { parseFeedDate } from "./dates.js";
import { FeedParseError, type NormalisedEnclosure, type NormalisedFeed, type NormalisedItem } from "./types.js";
import { NS, resolveUrl, XmlTree, type XmlElement as Element } from "./xmlTree.js";

/** Items before sanitising: HTML fields are raw; `base` is where their relative URLs resolve. */
export interface RawItem extends NormalisedItem {
  base: string | null;
}

/**
 * One entry of a document, not yet mapped: its id when the feed gives one (read without mapping the rest), the
 * text its mapping depends on (the entry's own source plus what around it shapes it: the document URL, the
 * ancestors' namespace and xml:base declarations, an Atom feed's author), and the mapping itself, run on demand.
 * A refresh hashes `source` and maps only entries whose hash it has not stored (feedRefresh.service.ts).
 */
export interface RawEntry {
  guid: string | null;
  readonly source: string;
  raw: () => RawItem;
}

/**
 * A RawEntry whose source is worked out when read. A class, not an object literal with a `get source()`: each such
 * literal holds its own getter function, so V8 gives every entry its own hidden class, kept in old space, and the
 * young closures those classes point to (and through them the entry's element, and the whole document tree) then
 * survive every young-generation collection until a full one. On a feed of hundreds of entries that made the
 * scan's garbage collection most of its time (bench/parse: 3× slower scans, about 12% of the full path).
 */
export class LazyRawEntry implements RawEntry {
  constructor(
    readonly guid: string | null,
    private readonly sourceOf: () => string,
    readonly raw: () => RawItem,
  ) {}

  get source(): string {
    return this.sourceOf();
  }
}

export interface RawFeed extends Omit<NormalisedFeed, "items"> {
  entries: RawEntry[];
  descriptionBase: string | null;
}

const ATOM = [NS.atom10, NS.atom03];
const RSS_NS: ReadonlyArray<string | null> = [null, NS.rss10, NS.rss09];
// Whitespace other than single spaces: only then is there a run to collapse.
const COLLAPSIBLE = /[^\S ]| {2}/;
const WHITESPACE_RUN = /\s+/g;
/** Whitespace runs collapsed to one space, trimmed; null when nothing is left. */
const clean = (s: string | null | undefined) => {
  if (!s) return null;
  const t = (COLLAPSIBLE.test(s) ? s.replace(WHITESPACE_RUN, " ") : s).trim();
  return t ? t : null;
};
const stripTags = (html: string) => html.replace(/<[^>]*>/g, "");
/** A count as feeds write it ("12", " 3 "): a whole number from 0, else null. */
const count = (s: string | null | undefined): number | null => {
  const n = Number(s?.trim());
  return s != null && s.trim() !== "" && Number.isInteger(n) && n >= 0 ? n : null;
};
// Only real HTML markup is removed from RSS titles; "</example>" in a title about XML is the title.
const HTML_TAG = /<\/?(a|abbr|b|big|br|cite|code|del|em|font|i|img|ins|kbd|mark|p|q|s|small|span|strike|strong|sub|sup|tt|u)\b[^>]*>/gi;
const stripHtmlTags = (html: string) => html.replace(HTML_TAG, "");

/** Reads an RSS 0.9x/1.0/2.0, Atom 0.3/1.0 or CDF document. */
export function parseXmlFeed(text: string, documentUrl: string | null): RawFeed {
  const tree = new XmlTree(text, documentUrl);
  const root = tree.root();
  if (!root) throw new FeedParseError("NOT_A_FEED", "The document has no root element");
  const q = tree.qname(root);
  if (q.local === "feed") return atomFeed(tree, root, q.ns);
  if (q.local === "rss" || q.local === "rdf" || q.local === "channel") return rssFeed(tree, root, q.local);
  if (q.local === "html") throw new FeedParseError("NOT_A_FEED", "This is an HTML page, not a feed");
  throw new FeedParseError("NOT_A_FEED", `Unknown document type <${root.name}>`);
}

// ---------- Atom ----------

/** An Atom text construct (title, summary, content) as HTML or text, with base64/escaped/xhtml modes. */
function atomText(tree: XmlTree, el: Element | null): { html: string; isHtml: boolean } | null {
  if (!el) return null;
  const type = (tree.attr(el, "type") ?? "text").toLowerCase();
  const mode = (tree.attr(el, "mode") ?? "").toLowerCase();
  if (type === "xhtml" || type === "application/xhtml+xml") return { html: tree.innerXml(el), isHtml: true };
  let value = tree.text(el) ?? "";
  if (mode === "base64") value = Buffer.from(value.trim(), "base64").toString("utf8");
  if (mode === "xml" || (type.includes("html") === false && tree.hasChildElements(el) && mode !== "escaped")) {
    return { html: tree.innerXml(el), isHtml: true };
  }
  const isHtml = type === "html" || type === "text/html" || mode === "escaped";
  return { html: value, isHtml };
}

function plain(t: { html: string; isHtml: boolean } | null): string | null {
  if (!t) return null;
  return clean(t.isHtml ? decodeBasic(stripTags(t.html)) : t.html);
}

function decodeBasic(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_m, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'" })[e] ?? _m);
}

function atomLinks(tree: XmlTree, el: Element, A: ReadonlyArray<string | null> = ATOM) {
  return tree.children(el, "link", A).map((l) => ({
    rel: (tree.attr(l, "rel") ?? "alternate").toLowerCase(),
    type: tree.attr(l, "type"),
    href: resolveUrl(tree.attr(l, "href") ?? tree.text(l), tree.base(l)),
    length: Number(tree.attr(l, "length")) || null,
  }));
}

/** The WebSub links among a feed's atom:link elements: its hubs (document order) and its self address. */
function webSubLinks(links: ReturnType<typeof atomLinks>): { hubUrls: string[]; selfUrl: string | null } {
  const hubUrls = links.filter((l) => l.href && /^https?:/i.test(l.href) && l.rel.split(/\s+/).includes("hub")).map((l) => l.href!);
  const selfUrl = links.find((l) => l.href && /^https?:/i.test(l.href) && l.rel.split(/\s+/).includes("self"))?.href ?? null;
  return { hubUrls: [...new Set(hubUrls)], selfUrl };
}

function atomAlternate(tree: XmlTree, el: Element, A: ReadonlyArray<string | null> = ATOM): string | null {
  return alternateOf(atomLinks(tree, el, A));
}

/** The alternate link: an HTML one first. */
function alternateOf(links: ReturnType<typeof atomLinks>): string | null {
  let first: string | null = null;
  for (const l of links) {
    if (!l.href || l.rel !== "alternate") continue;
    if (!l.type || /html/i.test(l.type)) return l.href;
    first ??= l.href;
  }
  return first;
}

function atomPerson(tree: XmlTree, el: Element | null, A: ReadonlyArray<string | null> = ATOM): string | null {
  if (!el) return null;
  const name = clean(tree.text(tree.child(el, "name", A)));
  const email = clean(tree.text(tree.child(el, "email", A)));
  if (name) return name;
  return email ?? clean(tree.text(el));
}

function atomFeed(tree: XmlTree, root: Element, rootNs: string | null): RawFeed {
  // A <feed> without a namespace is still Atom: accept un-namespaced Atom elements in it.
  const A: ReadonlyArray<string | null> = rootNs && ATOM.includes(rootNs as never) ? ATOM : [...ATOM, rootNs];
  const feedAuthorEl = tree.child(root, "author", A);
  const feedAuthor = atomPerson(tree, feedAuthorEl, A);
  const context = `${tree.context(root)}${feedAuthorEl ? tree.source(feedAuthorEl) : ""}\n`;
  const entries = tree.children(root, "entry", A).map((entry): RawEntry => {
    const guid = clean(tree.text(tree.child(entry, "id", A)));
    return new LazyRawEntry(guid, () => context + tree.source(entry), () => atomItem(tree, entry, A, guid, feedAuthor));
  });
  const subtitle = tree.child(root, "subtitle", A) ?? tree.child(root, "tagline", A);
  return {
    format: "atom",
    title: plain(atomText(tree, tree.child(root, "title", A))),
    link: atomAlternate(tree, root, A),
    description: plain(atomText(tree, subtitle)),
    descriptionBase: tree.base(subtitle ?? root),
    imageUrl: resolveUrl(tree.text(tree.child(root, "logo", A) ?? tree.child(root, "icon", A)), tree.base(root)),
    ...webSubLinks(atomLinks(tree, root, A)),
    entries,
  };
}

function atomItem(tree: XmlTree, entry: Element, A: ReadonlyArray<string | null>, guid: string | null, feedAuthor: string | null): RawItem {
  const content = tree.child(entry, "content", A);
  const summaryEl = tree.child(entry, "summary", A);
  const contentText = atomText(tree, content);
  const summary = atomText(tree, summaryEl);
  const links = atomLinks(tree, entry, A);
  const enclosures: NormalisedEnclosure[] = links
    .filter((l) => l.rel === "enclosure" && l.href)
    .map((l) => ({ url: l.href!, type: l.type, length: l.length }));
  const contentSrc = content ? resolveUrl(tree.attr(content, "src"), tree.base(content)) : null;
  return {
    guid,
    title: plain(atomText(tree, tree.child(entry, "title", A))),
    link: alternateOf(links) ?? contentSrc,
    published: parseFeedDate(tree.text(tree.child(entry, "published", A) ?? tree.child(entry, "issued", A) ?? tree.child(entry, "created", A))),
    updated: parseFeedDate(tree.text(tree.child(entry, "updated", A) ?? tree.child(entry, "modified", A))),
    author: atomPerson(tree, tree.child(entry, "author", A), A) ?? atomPerson(tree, tree.child(tree.child(entry, "source", A) ?? entry, "author", A), A) ?? feedAuthor,
    summary: summary ? (summary.isHtml ? summary.html : escapeText(summary.html)) : null,
    contentHtml: contentText ? (contentText.isHtml ? contentText.html : escapeText(contentText.html)) : null,
    imageUrl: mediaImage(tree, entry),
    enclosures,
    commentsUrl: links.find((l) => l.rel === "replies" && l.href && (!l.type || /html/i.test(l.type)))?.href ?? null,
    // RFC 4685: thr:total on the entry, or thr:count on its replies link.
    commentCount:
      count(tree.text(tree.child(entry, "total", [NS.thr]))) ??
      count(
        tree
          .children(entry, "link", A)
          .filter((l) => (tree.attr(l, "rel") ?? "").toLowerCase() === "replies")
          .map((l) => tree.attr(l, "thr:count") ?? tree.attr(l, "count"))
          .find((c) => c !== null),
      ),
    base: tree.base(content ?? summaryEl ?? entry),
  };
}

// ---------- RSS / RDF ----------

function escapeText(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const MEDIA = [NS.media];
const ITUNES = [NS.itunes];

function mediaImage(tree: XmlTree, el: Element): string | null {
  const own = groupImage(tree, el);
  if (own !== undefined) return own;
  for (const group of tree.children(el, "group", MEDIA)) {
    const image = groupImage(tree, group);
    if (image !== undefined) return image;
  }
  const itunes = tree.child(el, "image", ITUNES);
  return itunes ? resolveUrl(tree.attr(itunes, "href"), tree.base(itunes)) : null;
}

/** A media:thumbnail, else an image media:content, of the element (undefined when it has neither). */
function groupImage(tree: XmlTree, group: Element): string | null | undefined {
  const thumb = tree.child(group, "thumbnail", MEDIA);
  if (thumb) return resolveUrl(tree.attr(thumb, "url"), tree.base(thumb));
  for (const c of tree.children(group, "content", MEDIA)) {
    if ((tree.attr(c, "medium") ?? "") === "image" || /^image\//.test(tree.attr(c, "type") ?? "")) return resolveUrl(tree.attr(c, "url"), tree.base(c));
  }
  return undefined;
}

function rssFeed(tree: XmlTree, root: Element, kind: string): RawFeed {
  const channel = kind === "channel" ? root : (tree.child(root, "channel", RSS_NS) ?? tree.child(root, "channel"));
  // An <rss> with no channel is an empty feed, not an error (publishers do serve those).
  const scope = channel ?? root;
  // RSS 2.0 nests items in the channel; RSS 0.9/1.0 (RDF) puts them beside it.
  const itemEls = [...tree.children(scope, "item", RSS_NS), ...(kind === "rdf" ? tree.children(root, "item", RSS_NS) : [])];
  const base = (el: Element) => tree.base(el);
  const txt = (el: Element, local: string, ns: ReadonlyArray<string | null> = RSS_NS) => tree.text(tree.child(el, local, ns));

  const channelLink =
    resolveUrl(clean(txt(scope, "link")), base(scope)) ??
    atomAlternate(tree, scope) ??
    resolveUrl(tree.attr(scope, "about"), base(scope));

  const contexts = new Map<Element, string>();
  const entries = itemEls.map((item): RawEntry => {
    const guidEl = tree.child(item, "guid", RSS_NS);
    const guid = clean(tree.text(guidEl)) ?? clean(tree.attr(item, "about"));
    const parent = item.parent as Element;
    const known = contexts.get(parent);
    const context = known ?? `${tree.context(parent)}\n`;
    if (known === undefined) contexts.set(parent, context);
    return new LazyRawEntry(guid, () => context + tree.source(item), () => rssItem(tree, item, guidEl, guid));
  });

  const image = tree.child(scope, "image", RSS_NS) ?? tree.child(root, "image", RSS_NS);
  const imageUrl = image ? resolveUrl(clean(tree.text(tree.child(image, "url", RSS_NS))) ?? tree.attr(image, "resource"), tree.base(image)) : null;
  return {
    format: kind === "rdf" ? "rdf" : "rss",
    title: clean(stripHtmlTags(txt(scope, "title") ?? "")) ?? clean(txt(scope, "title", [NS.dc])),
    link: channelLink,
    description: clean(txt(scope, "description")) ?? clean(txt(scope, "summary", [NS.itunes])),
    descriptionBase: tree.base(scope),
    imageUrl: imageUrl ?? mediaImage(tree, scope),
    ttlMinutes: Number(clean(txt(scope, "ttl"))) || null,
    // RSS advertises WebSub with atom:link elements in the channel.
    ...webSubLinks(atomLinks(tree, scope)),
    entries,
  };
}

function rssItem(tree: XmlTree, item: Element, guidEl: Element | null, guid: string | null): RawItem {
  const base = (el: Element) => tree.base(el);
  const txt = (el: Element, local: string, ns: ReadonlyArray<string | null> = RSS_NS) => tree.text(tree.child(el, local, ns));
  const isPermaLink = guidEl && (tree.attr(guidEl, "isPermaLink") ?? "true").toLowerCase() !== "false";
  const itemBase = base(item);
  const link =
    resolveUrl(clean(txt(item, "link")), itemBase) ??
    atomAlternate(tree, item) ??
    (isPermaLink && guid && /^https?:\/\//i.test(guid) ? guid : null) ??
    resolveUrl(tree.attr(item, "about"), itemBase);
  const enclosures: NormalisedEnclosure[] = [
    ...tree.children(item, "enclosure", RSS_NS).map((e) => ({
      url: resolveUrl(tree.attr(e, "url") ?? tree.attr(e, "href"), base(e)) ?? "",
      type: tree.attr(e, "type"),
      length: Number(tree.attr(e, "length")) || null,
    })),
    ...atomLinks(tree, item)
      .filter((l) => l.rel === "enclosure" && l.href)
      .map((l) => ({ url: l.href!, type: l.type, length: l.length })),
  ].filter((e) => e.url);
  const description = tree.child(item, "description", RSS_NS);
  const encoded = tree.child(item, "encoded", [NS.content]);
  const author =
    clean(txt(item, "author")) ?? clean(txt(item, "creator", [NS.dc])) ?? clean(txt(item, "author", [NS.itunes])) ??
    atomPerson(tree, tree.child(item, "author", ATOM));
  const descriptionHtml = description ? (tree.text(description) ?? "") : null;
  return {
    guid,
    title: clean(stripHtmlTags(txt(item, "title") ?? "")) ?? clean(txt(item, "title", [NS.dc])),
    link,
    published: parseFeedDate(txt(item, "pubDate") ?? txt(item, "date", [NS.dc]) ?? txt(item, "issued", [NS.dcterms]) ?? txt(item, "published", ATOM)),
    updated: parseFeedDate(txt(item, "modified", [NS.dcterms]) ?? txt(item, "updated", ATOM) ?? txt(item, "updated", [NS.dcterms])),
    author,
    summary: descriptionHtml,
    contentHtml: encoded ? tree.text(encoded) : descriptionHtml,
    imageUrl: mediaImage(tree, item),
    enclosures,
    commentsUrl: resolveUrl(clean(txt(item, "comments")), itemBase),
    commentCount: count(txt(item, "comments", [NS.slash])),
    base: itemBase,
  };
}

/** A stable id for items without one: the link, else a hash of title and content. */
export function fallbackGuid(item: Pick<NormalisedItem, "link" | "title" | "contentHtml" | "summary">): string {
  if (item.link) return item.link;
  return `sha1:${createHash("sha1").update(`${item.title ?? ""}\n${item.contentHtml ?? item.summary ?? ""}`).digest("hex")}`;
}
