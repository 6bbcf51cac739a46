import type { SyncItem, SyncLibrary } from "../syncReader.service.js";
import { longItemId } from "./greaderIds.js";
import { itemCategories } from "./greader.present.js";

/**
 * A stream as Google Reader's Atom feed (`/reader/atom/{stream}`), the older form of stream/contents that The Old
 * Reader and FeedHQ kept and that newsboat's FeedHQ and Old Reader backends read: every entry carries its state
 * as `<category scheme="http://www.google.com/reader/" label="read|fresh|starred">`, and its id is the long item
 * id that edit-tag takes back.
 */

const SCHEME = "http://www.google.com/reader/";

function xml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/** Characters XML 1.0 forbids (control characters feeds sometimes carry) would make the whole document unreadable. */
function xmlSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return xml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ""));
}

function category(term: string): string {
  const state = term.split("/").pop()!;
  return `<category term="${xml(term)}" scheme="${SCHEME}" label="${xml(state)}"/>`;
}

export function renderAtom(opts: { streamId: string; title: string; selfUrl: string; items: SyncItem[]; library: SyncLibrary; continuation: string | null }): string {
  const updated = new Date().toISOString();
  const entries = opts.items.map((item) => {
    const categories = itemCategories(item, opts.library);
    // Unread items say so ("fresh"): newsboat takes an entry without a state category as its own business.
    const states = item.isRead ? categories : [...categories, "user/-/state/com.google/fresh"];
    const link = item.link ? `<link rel="alternate" type="text/html" href="${xmlSafe(item.link)}"/>` : "";
    const enclosures = item.enclosures
      .map((e) => `<link rel="enclosure" href="${xmlSafe(e.url)}"${e.type ? ` type="${xmlSafe(e.type)}"` : ""}${e.length ? ` length="${e.length}"` : ""}/>`)
      .join("");
    return [
      `<entry gr:crawl-timestamp-msec="${item.firstSeenAt.getTime()}">`,
      `<id>${longItemId(item.syncId)}</id>`,
      states.map(category).join(""),
      `<title type="text">${xmlSafe(item.title ?? "")}</title>`,
      `<published>${(item.publishedAt ?? item.sortAt).toISOString()}</published>`,
      `<updated>${item.updatedAt.toISOString()}</updated>`,
      link,
      enclosures,
      `<content type="html">${xmlSafe(item.html)}</content>`,
      item.author ? `<author><name>${xmlSafe(item.author)}</name></author>` : "",
      `<source gr:stream-id="feed/${item.feed.id}"><id>tag:google.com,2005:reader/feed/${xmlSafe(item.feed.url)}</id><title type="text">${xmlSafe(item.feed.title)}</title>${item.feed.siteUrl ? `<link rel="alternate" type="text/html" href="${xmlSafe(item.feed.siteUrl)}"/>` : ""}</source>`,
      `</entry>`,
    ].join("");
  });
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:gr="http://www.google.com/schemas/reader/atom/">`,
    `<id>tag:google.com,2005:reader/${xmlSafe(opts.streamId)}</id>`,
    `<title type="text">${xmlSafe(opts.title)}</title>`,
    `<link rel="self" href="${xmlSafe(opts.selfUrl)}"/>`,
    `<updated>${updated}</updated>`,
    opts.continuation ? `<gr:continuation>${xmlSafe(opts.continuation)}</gr:continuation>` : "",
    ...entries,
    `</feed>`,
  ].join("\n");
}
