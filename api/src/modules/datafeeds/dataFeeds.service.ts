import { createHash } from "node:crypto";
import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import { DomainError } from "../../errors.js";
import type { ContentItem } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import type { NormalisedEnclosure } from "../../reader/parse/types.js";
import { presentItemHtml, presentItemImage } from "../content/content.present.js";
import { loadPage } from "../content/contentPage.js";
import type { ResolvedScope } from "../content/contentScope.js";
import { CONTENT_TYPES, RENDERERS, type DataFeedDocument, type DataFeedEntry, type DataFeedFormat } from "./dataFeedFormats.js";

/** The kinds of data feed, as their paths name them (spec part 2 section 7). */
export const DATA_FEED_KINDS = ["subscriptions", "subscription_tags", "content_item_tags", "feeds"] as const;
export type DataFeedKind = (typeof DATA_FEED_KINDS)[number];

/** Spec part 2 section 4: data feeds are cached and updated about hourly. */
export const DATA_FEED_TTL_MS = 3_600_000;
/** Newest items a data feed carries (issue 14 section 3). */
export const DATA_FEED_ITEMS = 50;

export interface DataFeedAnswer {
  body: string;
  contentType: string;
  /** A strong validator of the body. */
  etag: string;
  /** When the body last changed. */
  lastModified: Date;
  /** Seconds until it is built again (Cache-Control max-age). */
  maxAgeSeconds: number;
}

interface Source {
  scope: ResolvedScope;
  /** Changes when the scope's row does (a rename, new properties): a cached body older than it is stale. */
  version: string;
  title: string;
  description: string;
  homePageUrl: string;
  author: string;
  fallbackUpdated: Date;
  owner: { subscriptionId?: string; folderId?: string; contentItemTagId?: string; feedId?: string };
}

const NOT_FOUND = () => new DomainError("NOT_FOUND", { message: "Data feed not found" });
const absolute = (url: string | null | undefined): string | null => (url && /^https?:\/\//i.test(url) ? url : null);
const enabledDatafeed = (properties: unknown) => (properties as { enableDatafeed?: unknown } | null)?.enableDatafeed === true;

export type DataFeedsService = ReturnType<typeof createDataFeedsService>;

/**
 * Data feeds (issue 14 section 3): the newest 50 items of a subscription, folder or content tag after its filters,
 * or of a feed, as RSS 2.0, Atom 1.0 or JSON Feed 1.1. No token: the id is the secret, and a scope whose data feed
 * is off (or that is disabled, or gone) is a plain 404. Each answer is kept in DataFeedCache for an hour and built
 * again sooner only when its scope changed.
 */
export function createDataFeedsService({ db, config }: { db: Db; config: Config }) {
  const app = config.appName;

  async function source(kind: DataFeedKind, id: string): Promise<Source> {
    if (!isUuid(id)) throw NOT_FOUND();
    switch (kind) {
      case "subscriptions": {
        const sub = await db.feedSubscription.findUnique({ where: { id }, include: { feed: true } });
        if (!sub?.enabled || !enabledDatafeed(sub.properties)) throw NOT_FOUND();
        const title = sub.title ?? sub.feed.title ?? sub.feed.url;
        return {
          scope: { kind: "subscriptions", userId: sub.userId, folderId: null, subscriptionId: sub.id },
          version: sub.updatedAt.toISOString(),
          title,
          description: sub.feed.description || `${title}, from ${app}`,
          homePageUrl: absolute(sub.feed.link) ?? `${config.publicUrl}/subscriptions/${sub.id}`,
          author: app,
          fallbackUpdated: sub.updatedAt,
          owner: { subscriptionId: sub.id },
        };
      }
      case "subscription_tags": {
        const folder = await db.folder.findUnique({ where: { id } });
        if (!folder?.enabled || !enabledDatafeed(folder.properties)) throw NOT_FOUND();
        return {
          scope: { kind: "subscriptions", userId: folder.userId, folderId: folder.id, subscriptionId: null },
          version: folder.updatedAt.toISOString(),
          title: folder.name,
          description: `${folder.name}, from ${app}`,
          homePageUrl: `${config.publicUrl}/folders/${folder.id}`,
          author: app,
          fallbackUpdated: folder.updatedAt,
          owner: { folderId: folder.id },
        };
      }
      case "content_item_tags": {
        const tag = await db.contentItemTag.findUnique({ where: { id } });
        if (!tag?.enabled || !enabledDatafeed(tag.properties)) throw NOT_FOUND();
        return {
          scope: { kind: "tag", userId: tag.userId, tagId: tag.id },
          version: tag.updatedAt.toISOString(),
          title: tag.name,
          description: `${tag.name}, from ${app}`,
          homePageUrl: `${config.publicUrl}/content/tags/${tag.id}`,
          author: app,
          fallbackUpdated: tag.updatedAt,
          owner: { contentItemTagId: tag.id },
        };
      }
      case "feeds": {
        // Every feed has one: feeds are public (their page needs no token).
        const feed = await db.feed.findUnique({ where: { id } });
        if (!feed || feed.status === "deleted") throw NOT_FOUND();
        const title = feed.title ?? feed.url;
        return {
          scope: { kind: "feed", feedId: feed.id, userId: null },
          version: "",
          title,
          description: feed.description || `${title}, from ${app}`,
          homePageUrl: absolute(feed.link) ?? `${config.publicUrl}/feeds/${feed.id}`,
          author: title,
          fallbackUpdated: feed.createdAt,
          owner: { feedId: feed.id },
        };
      }
    }
  }

  function entry(item: ContentItem): DataFeedEntry {
    const body = presentItemHtml(config, item, item.contentHtml);
    const description = presentItemHtml(config, item, item.description);
    const enclosures = (Array.isArray(item.enclosures) ? (item.enclosures as unknown as NormalisedEnclosure[]) : [])
      .filter((e) => absolute(e?.url))
      .map((e) => ({ url: e.url, type: e.type ?? null, length: e.length ?? null }));
    return {
      id: `urn:uuid:${item.id}`,
      title: item.title,
      link: absolute(item.link),
      contentHtml: body ?? description ?? null,
      summaryHtml: body && description ? description : null,
      author: item.author,
      imageUrl: presentItemImage(config, item),
      published: item.publishedAt ?? item.sortAt,
      updated: item.itemUpdatedAt && item.itemUpdatedAt > (item.publishedAt ?? item.sortAt) ? item.itemUpdatedAt : (item.publishedAt ?? item.sortAt),
      enclosures,
    };
  }

  /** The document from the database: the scope's newest items after its filters (the lists' own query). */
  async function build(kind: DataFeedKind, id: string, format: DataFeedFormat, src: Source, now: Date): Promise<string> {
    const page = await loadPage(db, { scope: src.scope, sortBy: "newest", showRead: true, limit: DATA_FEED_ITEMS, after: null, now });
    const ids = page.items.map((i) => i.id);
    const rows = ids.length ? await db.contentItem.findMany({ where: { id: { in: ids } } }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const entries = ids.flatMap((i) => (byId.has(i) ? [entry(byId.get(i)!)] : []));
    const doc: DataFeedDocument = {
      title: src.title,
      description: src.description,
      homePageUrl: src.homePageUrl,
      feedUrl: `${config.publicUrl}/api_v1/datafeeds/${kind}/${id}.${format}`,
      author: src.author,
      // From the items, not the clock: the same items give the same bytes, so the ETag holds across rebuilds.
      updated: entries.reduce((max, e) => (e.updated > max ? e.updated : max), entries.length ? new Date(0) : src.fallbackUpdated),
      entries,
    };
    return RENDERERS[format](doc);
  }

  return {
    /**
     * GET /datafeeds/{kind}/{id}.{format}: the cached answer while it is under an hour old and its scope has not
     * changed, else built and stored again (Last-Modified moves only when the bytes do).
     */
    async get(kind: DataFeedKind, id: string, format: DataFeedFormat, now = new Date()): Promise<DataFeedAnswer> {
      const src = await source(kind, id);
      const scopeKey = `${kind}:${id}`;
      const cached = await db.dataFeedCache.findUnique({ where: { scopeKey_format: { scopeKey, format } } });
      const fresh = cached && cached.scopeVersion === src.version && now.getTime() - cached.generatedAt.getTime() < DATA_FEED_TTL_MS;
      if (fresh) {
        return {
          body: cached.body,
          contentType: CONTENT_TYPES[format],
          etag: cached.etag,
          lastModified: cached.lastModified,
          maxAgeSeconds: Math.max(1, Math.ceil((cached.generatedAt.getTime() + DATA_FEED_TTL_MS - now.getTime()) / 1000)),
        };
      }
      const body = await build(kind, id, format, src, now);
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      // Whole seconds: HTTP dates have no finer unit, and If-Modified-Since compares against what we sent.
      const lastModified = cached?.etag === etag ? cached.lastModified : new Date(Math.floor(now.getTime() / 1000) * 1000);
      const row = { body, etag, lastModified, generatedAt: now, scopeVersion: src.version, ...src.owner };
      await db.dataFeedCache.upsert({ where: { scopeKey_format: { scopeKey, format } }, create: { scopeKey, format, ...row }, update: row }).catch((e: unknown) => {
        // The scope was deleted meanwhile (its foreign key is gone): answer this once, keep nothing.
        if ((e as { code?: string }).code !== "P2003") throw e;
      });
      return { body, contentType: CONTENT_TYPES[format], etag, lastModified, maxAgeSeconds: DATA_FEED_TTL_MS / 1000 };
    },
  };
}
