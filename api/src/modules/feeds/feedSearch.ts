import { z } from "zod";
import type { Db } from "../../db.js";
import { validationError } from "../../errors.js";
import { Prisma } from "../../generated/prisma/client.js";

/** Spec part 1 section 9: page size 25 (40 in the picker). 100 is our ceiling. */
export const FEED_SEARCH_DEFAULT_LIMIT = 25;
export const FEED_SEARCH_MAX_LIMIT = 100;
/** Deep offsets cost a scan each; 400 pages of 25 is far past what a person pages through. */
const MAX_PAGE_KEY = 400;

/**
 * pg_trgm's default word_similarity threshold (0.6) misses one-letter typos in short words ("gardneing" is 0.43
 * from "Gardening"); 0.4 catches them while unrelated titles stay near 0. Set per transaction (set_config local),
 * so the `<%` operator can still use the trigram GIN indexes.
 */
const WORD_SIMILARITY_THRESHOLD = "0.4";

export interface FeedSearchParams {
  search: string;
  /** Restricts to feeds whose url or link host is this domain or a subdomain of it (the Reddit tab). */
  domain: string | null;
  pageKey: number;
  limit: number;
  showTopFeeds: boolean;
}

const rawParamsSchema = z.object({
  search: z.string().max(2000, "search is too long").nullish(),
  domain: z.string().max(253, "domain is too long").nullish(),
  pageKey: z.coerce.number({ error: "pageKey must be a number" }).int("pageKey must be a whole number").min(1, "pageKey starts at 1").max(MAX_PAGE_KEY, `pageKey is at most ${MAX_PAGE_KEY}`).nullish(),
  limit: z.coerce.number({ error: "limit must be a number" }).int("limit must be a whole number").min(1, "limit is at least 1").max(FEED_SEARCH_MAX_LIMIT, `limit is at most ${FEED_SEARCH_MAX_LIMIT}`).nullish(),
  showTopFeeds: z.union([z.boolean(), z.enum(["true", "false", "1", "0"])], { error: "showTopFeeds must be true or false" }).nullish(),
});

/** Validates the search parameters of either transport (REST query strings or GraphQL arguments). */
export function parseFeedSearchParams(raw: Record<string, unknown>): FeedSearchParams {
  // An empty query-string value (limit=) means "not given", as browsers send empty form fields.
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ""));
  const parsed = rawParamsSchema.safeParse(given);
  if (!parsed.success) throw validationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "query"), i.message])));
  const p = parsed.data;
  return {
    search: (p.search ?? "").trim(),
    domain: p.domain?.trim() ? normaliseDomain(p.domain) : null,
    pageKey: p.pageKey ?? 1,
    limit: p.limit ?? FEED_SEARCH_DEFAULT_LIMIT,
    showTopFeeds: p.showTopFeeds === true || p.showTopFeeds === "true" || p.showTopFeeds === "1",
  };
}

/** "reddit.com", "www.Reddit.com." or "https://www.reddit.com/r/x" → "reddit.com"-style lower-case host. */
export function normaliseDomain(raw: string): string {
  let host = raw.trim().toLowerCase();
  if (host.includes("://")) {
    try {
      host = new URL(host).hostname;
    } catch {
      throw validationError({ domain: "domain must be a host name such as reddit.com" });
    }
  }
  host = host.replace(/\.$/, "").replace(/^www\./, "");
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)) throw validationError({ domain: "domain must be a host name such as reddit.com" });
  return host;
}

/** Every word of the search as a prefix, all required: search-as-you-type finds "gardening" from "garden". */
export function prefixTsQuery(search: string): string {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((w) => `${w}:*`).join(" & ");
}

// The host of a URL column (scheme, optional userinfo, then up to the port, path, query or fragment).
const hostOf = (column: Prisma.Sql) => Prisma.sql`lower(substring(${column} from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)'))`;

function domainClause(domain: string | null): Prisma.Sql {
  if (!domain) return Prisma.empty;
  const suffix = `.${domain}`;
  const matches = (column: Prisma.Sql) => Prisma.sql`(${hostOf(column)} = ${domain} OR right(${hostOf(column)}, ${suffix.length}) = ${suffix})`;
  return Prisma.sql`AND (${matches(Prisma.sql`f.url`)} OR ${matches(Prisma.sql`f.link`)})`;
}

export interface FeedSearchPage {
  feedIds: string[];
  /** A further page exists (one row past the page was found). */
  hasMore: boolean;
}

function page(rows: Array<{ id: string }>, limit: number): FeedSearchPage {
  return { feedIds: rows.slice(0, limit).map((r) => r.id), hasMore: rows.length > limit };
}

/**
 * Known, non-deleted feeds matching the text: full-text on the weighted search vector (title A, description B,
 * url C; every word as a prefix) or trigram word similarity on title and url (typos). Ranked by relevance —
 * full-text rank (a title hit outweighs a description hit) plus title/url similarity — plus a logarithmic
 * subscriber bonus, so among equal matches the more followed feed comes first, yet popularity never lifts a
 * weak description hit over a title hit.
 */
export async function searchKnownFeeds(db: Db, p: { search: string; domain: string | null; offset: number; limit: number }): Promise<FeedSearchPage> {
  const tsQuery = prefixTsQuery(p.search);
  const [, rows] = await db.$transaction([
    db.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`,
    db.$queryRaw<Array<{ id: string }>>`
      WITH q AS (SELECT to_tsquery('simple', ${tsQuery}) AS ts),
      matches AS (
        SELECT f.id, f.title,
          10 * ts_rank('{0.05,0.2,0.4,1.0}', f."searchVector", q.ts)
            + word_similarity(${p.search}, coalesce(f.title, ''))
            + 0.3 * word_similarity(${p.search}, f.url) AS relevance
        FROM "Feed" f, q
        WHERE f.status <> 'deleted' AND f.type <> 'webfeed'
          AND (f."searchVector" @@ q.ts OR ${p.search} <% f.title OR ${p.search} <% f.url)
          ${domainClause(p.domain)}
      )
      SELECT m.id
      FROM matches m
      CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM "FeedSubscription" s WHERE s."feedId" = m.id) subs
      ORDER BY m.relevance + 0.1 * ln(1 + subs.n) DESC, subs.n DESC, lower(m.title) NULLS LAST, m.id
      OFFSET ${p.offset} LIMIT ${p.limit + 1}
    `,
  ]);
  return page(rows, p.limit);
}

/** Non-deleted feeds by subscriber count (showTopFeeds, or a domain's feeds when no text is given). */
export async function browseFeeds(db: Db, p: { domain: string | null; offset: number; limit: number }): Promise<FeedSearchPage> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT f.id
    FROM "Feed" f
    LEFT JOIN "FeedSubscription" s ON s."feedId" = f.id
    WHERE f.status <> 'deleted' AND f.type <> 'webfeed' ${domainClause(p.domain)}
    GROUP BY f.id
    ORDER BY count(s.id) DESC, f."totalContentItems" DESC, lower(f.title) NULLS LAST, f.id
    OFFSET ${p.offset} LIMIT ${p.limit + 1}
  `;
  return page(rows, p.limit);
}
