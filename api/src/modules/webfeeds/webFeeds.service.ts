import { createHash, randomUUID } from "node:crypto";
import type { Config } from "../../config.js";
import type { Db, Tx } from "../../db.js";
import { DomainError } from "../../errors.js";
import type { Prisma, User, WebsiteFeed } from "../../generated/prisma/client.js";
import { isUuid } from "../../lib/ids.js";
import type { Logger } from "../../logger.js";
import type { Mailer } from "../../mail/mailer.js";
import { FetchError, type Fetcher } from "../../reader/fetch/fetchDocument.js";
import { withoutNul } from "../../reader/parse/decode.js";
import type { FeedEntry } from "../../reader/parse/parseFeed.js";
import type { NormalisedItem } from "../../reader/parse/types.js";
import { SANITIZER_VERSION } from "../../reader/sanitize/sanitizeFeedHtml.js";
import { parsePage } from "../../reader/webpage/dom.js";
import { itemHtml, type ExtractedItem } from "../../reader/webpage/extractItems.js";
import { contextFor, DEFAULT_STRICTNESS, extractWithSelectors, findCandidates } from "../../reader/webpage/findCandidates.js";
import { inertPage } from "../../reader/webpage/inertPage.js";
import { inlineStylesheets } from "../../reader/webpage/inlineStyles.js";
import { RenderUnavailableError, type PageRenderer } from "../../reader/webpage/renderPage.js";
import { SelectorSyntaxError } from "../../reader/webpage/selectors.js";
import type { WebsiteScan, WebsiteSource } from "../feeds/feedRefresh.service.js";
import { accountSettingsFor } from "../settings/settings.service.js";
import type { WebFeedView } from "./webFeeds.present.js";
import { parseCreateWebFeed, parsePatchWebFeed, type SiteQuery } from "./webFeeds.validation.js";

export interface WebFeedsDeps {
  db: Db;
  config: Config;
  log: Logger;
  fetcher: Fetcher;
  mailer: Mailer;
  renderer: PageRenderer;
  /** Reads a feed now (feeds.refresh): a new website feed has its items before the owner subscribes. */
  refreshFeed: (feedId: string) => Promise<unknown>;
}

/** Spec part 3 section 9: hourly, or every two hours with JavaScript. */
export const REFRESH_MINUTES = 60;
export const REFRESH_MINUTES_JS = 120;
/** Refreshes in a row that extract nothing before the owner is told (issue 18: self-healing). */
export const EMPTY_RUNS_FOR_ATTENTION = 3;
/** The site parser answers within the spec's 15 s: the page gets this much of it. */
const PARSER_PAGE_MS = 13_000;

export interface SiteParserResult {
  title: string;
  items: ExtractedItem[];
  selectors: string[];
}

const NOT_FOUND = () => new DomainError("NOT_FOUND", { message: "Website feed not found" });

function selectorsOf(w: WebsiteFeed): string[] {
  const list = (w.cssSelectors as { contentSelectors?: unknown } | null)?.contentSelectors;
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === "string") : [];
}

function strictnessOf(w: Pick<WebsiteFeed, "pageSettings"> | null): number {
  const s = (w?.pageSettings as { strictness?: unknown } | null)?.strictness;
  return typeof s === "number" ? s : DEFAULT_STRICTNESS;
}

/** A private feed's url: the page's, made unique per website feed (the fragment never reaches the site). */
function feedUrlFor(url: string, id: string): string {
  const u = new URL(url);
  u.hash = `rivulet-webfeed-${id}`;
  return u.href;
}

const sha1 = (s: string) => createHash("sha1").update(s).digest("hex");

/**
 * An extracted item as a feed entry. Its guid is its link, else a hash of its title and description (issue 18:
 * new items are told by link, else by content). The raw hash leaves the date out: a relative date ("3 hours
 * ago") reads differently at every refresh, and an item's date is fixed when it is first seen.
 */
export function entryOf(item: ExtractedItem): FeedEntry {
  const guid = item.link ?? `urn:rivulet:webfeed:${sha1(`${item.title}\n${item.description ?? ""}`)}`;
  let mapped: NormalisedItem | null = null;
  const map = (): NormalisedItem =>
    (mapped ??= {
      guid,
      title: item.title || null,
      link: item.link,
      published: item.publishedAt,
      updated: null,
      author: item.creator,
      summary: item.description,
      contentHtml: itemHtml(item),
      imageUrl: item.imageUrl,
      enclosures: [],
      commentsUrl: null,
    });
  return {
    guid,
    rawHash: sha1(JSON.stringify(["webfeed1", SANITIZER_VERSION, item.title, item.link, item.description, item.imageUrl, item.creator])),
    item: map,
    unsanitised: map,
  };
}

/**
 * Website feeds (issue 18, spec part 3): the owner's CRUD, the site parser (candidates with previews), the page
 * for the manual picker, and the refresh source the sweep reads them through. Everything is the owner's alone.
 */
export function createWebFeedsService({ db, config, log, fetcher, mailer, renderer, refreshFeed }: WebFeedsDeps) {
  async function own(userId: string, id: string): Promise<WebsiteFeed> {
    const w = isUuid(id) ? await db.websiteFeed.findUnique({ where: { id } }) : null;
    // Another user's website feed is reported exactly like a missing one.
    if (!w || w.userId !== userId) throw NOT_FOUND();
    return w;
  }

  /** The page's HTML: fetched through the guard, or rendered in Chromium (every request guarded) with JavaScript. */
  async function loadPage(url: string, javascript: boolean, timeoutMs: number): Promise<{ url: string; html: string }> {
    if (javascript) {
      const page = await renderer.render(url);
      if (page.blocked.length) log.info({ url, blocked: page.blocked.slice(0, 5) }, "website feed: page requests to private addresses refused");
      return page;
    }
    const doc = await fetcher.fetchDocument(url, { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5", timeoutMs });
    if (doc.kind !== "ok") throw new FetchError("FETCH_HTTP_ERROR", "Unexpected not-modified answer");
    return { url: doc.url, html: decodeHtml(doc.body, doc.contentType) };
  }

  /** A stylesheet for the manual picker, through the guard; null unless it answers CSS (or says nothing of its type). */
  async function fetchCss(url: string, timeoutMs: number): Promise<string | null> {
    const doc = await fetcher.fetchDocument(url, { accept: "text/css,*/*;q=0.1", timeoutMs, maxBytes: 1024 * 1024 });
    if (doc.kind !== "ok" || (doc.contentType && !/^text\/css\b/i.test(doc.contentType))) return null;
    return decodeHtml(doc.body, doc.contentType);
  }

  const lockUser = (tx: Tx, userId: string) => tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;

  async function notifyAttention(w: WebsiteFeed): Promise<void> {
    const user = await db.user.findUnique({ where: { id: w.userId }, select: { email: true, isGuest: true } });
    if (!user?.email) return;
    const link = `${config.publicUrl}/library#websites`;
    await mailer.send({
      to: user.email,
      subject: `${config.appName}: your website feed "${w.name}" needs attention`,
      text: `The last ${EMPTY_RUNS_FOR_ATTENTION} refreshes of your website feed "${w.name}" (${w.url}) found no items. The site's layout has probably changed. Open the feed's properties to pick new items from fresh suggestions: ${link}`,
      html: `<p>The last ${EMPTY_RUNS_FOR_ATTENTION} refreshes of your website feed <strong>${escapeHtml(w.name)}</strong> (${escapeHtml(w.url)}) found no items. The site's layout has probably changed.</p><p><a href="${escapeHtml(link)}">Open the feed's properties</a> to pick new items from fresh suggestions.</p>`,
      link,
      messageId: `<webfeed-attention-${w.id}-${Date.now()}@rivulet>`,
    });
  }

  /** The sweep's view of website feeds (feedRefresh.service.ts reads them through this). */
  const source: WebsiteSource = {
    async scan(feedId: string): Promise<WebsiteScan | null> {
      const w = await db.websiteFeed.findUnique({ where: { feedId } });
      if (!w || !w.enabled) return null;
      const page = await loadPage(w.url, w.jsEnabled, config.fetch.timeoutMs);
      const doc = parsePage(page.html);
      let items: ExtractedItem[] = [];
      try {
        items = extractWithSelectors(doc, selectorsOf(w), contextFor(doc, page.url));
      } catch (e) {
        if (!(e instanceof SelectorSyntaxError)) throw e;
      }
      return { entries: items.map(entryOf), title: w.name, link: w.url, intervalMinutes: w.jsEnabled ? REFRESH_MINUTES_JS : REFRESH_MINUTES };
    },

    async afterRun(feedId: string, extracted: number): Promise<void> {
      if (extracted > 0) {
        await db.websiteFeed.updateMany({ where: { feedId, OR: [{ emptyRuns: { gt: 0 } }, { needsAttention: true }] }, data: { emptyRuns: 0, needsAttention: false } });
        return;
      }
      const w = await db.websiteFeed.update({ where: { feedId }, data: { emptyRuns: { increment: 1 } } }).catch(() => null);
      if (!w || w.needsAttention || w.emptyRuns < EMPTY_RUNS_FOR_ATTENTION) return;
      // Only the run that flips the flag mails the owner (updateMany's count says which one did).
      const flipped = await db.websiteFeed.updateMany({ where: { id: w.id, needsAttention: false }, data: { needsAttention: true } });
      if (flipped.count) await notifyAttention(w).catch((err: unknown) => log.warn({ err, websiteFeedId: w.id }, "could not mail the website feed's owner"));
    },
  };

  return {
    source,
    own,

    /** GET /webfeeds: the user's website feeds, oldest first. */
    async list(userId: string): Promise<WebsiteFeed[]> {
      return db.websiteFeed.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    },

    /** POST /webfeeds: a website feed and its private Feed, read once at once; MAX_WEBSITE_FEEDS_REACHED past the tier. */
    async create(user: User, body: unknown): Promise<WebsiteFeed> {
      const input = parseCreateWebFeed(body);
      const id = randomUUID();
      const created = await db.$transaction(async (tx) => {
        await lockUser(tx, user.id);
        const limit = accountSettingsFor(user, config).maxWebsiteFeeds;
        if (limit !== null && (await tx.websiteFeed.count({ where: { userId: user.id } })) >= limit) throw new DomainError("MAX_WEBSITE_FEEDS_REACHED");
        const feed = await tx.feed.create({
          data: { url: feedUrlFor(input.url, id), type: "webfeed", format: "html", title: input.name, link: input.url, refreshIntervalMinutes: input.jsEnabled ? REFRESH_MINUTES_JS : REFRESH_MINUTES },
        });
        return tx.websiteFeed.create({
          data: {
            id,
            userId: user.id,
            feedId: feed.id,
            name: input.name,
            url: input.url,
            enabled: input.enabled ?? true,
            jsEnabled: input.jsEnabled ?? false,
            pageSettings: { strictness: DEFAULT_STRICTNESS, ...(input.pageSettings ?? {}) } as Prisma.InputJsonObject,
            cssSelectors: { contentSelectors: input.cssSelectors.contentSelectors },
          },
        });
      });
      if (created.enabled) await refreshFeed(created.feedId).catch((err: unknown) => log.warn({ err, feedId: created.feedId }, "website feed's first read failed"));
      return created;
    },

    /** PATCH /webfeeds/{id}: any field; new selectors, URL or JavaScript setting are read at once and clear the attention flag. */
    async patch(user: User, id: string, body: unknown): Promise<WebsiteFeed> {
      const input = parsePatchWebFeed(body);
      const w = await own(user.id, id);
      const reread = input.url !== undefined || input.cssSelectors !== undefined || input.jsEnabled !== undefined || (input.enabled === true && !w.enabled);
      const updated = await db.$transaction(async (tx) => {
        const next = await tx.websiteFeed.update({
          where: { id: w.id },
          data: {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.url !== undefined ? { url: input.url } : {}),
            ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
            ...(input.jsEnabled !== undefined ? { jsEnabled: input.jsEnabled } : {}),
            ...(input.pageSettings !== undefined ? { pageSettings: { ...(w.pageSettings as object), ...input.pageSettings } as Prisma.InputJsonObject } : {}),
            ...(input.cssSelectors !== undefined ? { cssSelectors: { contentSelectors: input.cssSelectors.contentSelectors } } : {}),
            ...(reread ? { emptyRuns: 0, needsAttention: false } : {}),
          },
        });
        await tx.feed.update({
          where: { id: w.feedId },
          data: {
            title: next.name,
            link: next.url,
            ...(input.url !== undefined ? { url: feedUrlFor(next.url, w.id) } : {}),
            refreshIntervalMinutes: next.jsEnabled ? REFRESH_MINUTES_JS : REFRESH_MINUTES,
            ...(reread ? { nextRunAt: new Date() } : {}),
          },
        });
        return next;
      });
      if (reread && updated.enabled) await refreshFeed(updated.feedId).catch((err: unknown) => log.warn({ err, feedId: updated.feedId }, "website feed's read after an edit failed"));
      return updated;
    },

    /** DELETE /webfeeds/{id}: the website feed, its Feed, items and every subscription to it. */
    async remove(user: User, id: string): Promise<WebsiteFeed> {
      const w = await own(user.id, id);
      await db.feed.delete({ where: { id: w.feedId } });
      return w;
    },

    /**
     * GET /webfeeds/siteparser: the page's candidate lists, best first, each with its items. With websiteFeedId
     * (the owner's), its saved selectors come first ("Current selection") and its strictness is the default.
     */
    async siteParser(user: User, q: SiteQuery): Promise<{ results: SiteParserResult[] }> {
      const w = q.websiteFeedId ? await own(user.id, q.websiteFeedId) : null;
      let page;
      try {
        page = await loadPage(q.url, q.enableJavascript, PARSER_PAGE_MS);
      } catch (e) {
        throw analysisFailed(e);
      }
      const analysed = findCandidates(page.html, page.url, { strictness: q.strictness ?? strictnessOf(w) });
      const results: SiteParserResult[] = analysed.candidates.map((c) => ({ title: c.title, items: c.items, selectors: c.selectors }));
      const saved = w ? selectorsOf(w) : [];
      if (saved.length) {
        const doc = parsePage(page.html);
        const items = extractWithSelectors(doc, saved, contextFor(doc, page.url));
        const rest = results.filter((r) => r.selectors.join(",") !== saved.join(","));
        return { results: [{ title: `Current selection: ${items.length} items`, items, selectors: saved }, ...rest] };
      }
      return { results };
    },

    /**
     * GET /webfeeds/sitecontent: the page for the manual picker, made inert (inertPage.ts), its stylesheets fetched
     * through the guard and inlined (inlineStyles.ts) so the picker's frame shows it styled under the app's CSP.
     */
    async siteContent(q: SiteQuery): Promise<{ url: string; html: string }> {
      try {
        const page = await loadPage(q.url, q.enableJavascript, PARSER_PAGE_MS);
        return { url: page.url, html: await inlineStylesheets(inertPage(page.html, page.url), page.url, fetchCss) };
      } catch (e) {
        if (e instanceof FetchError || e instanceof RenderUnavailableError) throw new DomainError("WEBSITE_CONTENT_FAILED", { message: `Failed to load website content: ${e.message}` });
        throw e;
      }
    },
  };
}

function analysisFailed(e: unknown): unknown {
  if (e instanceof FetchError || e instanceof RenderUnavailableError) {
    return new DomainError("WEBSITE_ANALYSIS_FAILED", { fields: { url: e.message } });
  }
  return e;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Bytes of a page as text: the charset of the Content-Type or the page's meta, else UTF-8. Without NUL characters
 * (as the HTML standard's parser drops them; PostgreSQL could not store an item holding one).
 */
export function decodeHtml(body: Buffer, contentType: string | null): string {
  const head = body.subarray(0, 2048).toString("latin1");
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? "utf-8";
  let text: string;
  try {
    text = new TextDecoder(charset.toLowerCase()).decode(body);
  } catch {
    text = new TextDecoder("utf-8").decode(body);
  }
  return withoutNul(text);
}

export type WebFeedsService = ReturnType<typeof createWebFeedsService>;
export type { WebFeedView };
