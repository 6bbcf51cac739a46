import { DomainError } from "../../errors.js";
import type { RestHandler } from "../../rest/types.js";
import { DATA_FEED_FORMATS, type DataFeedFormat } from "./dataFeedFormats.js";
import { DATA_FEED_KINDS, type DataFeedKind } from "./dataFeeds.service.js";

const FILE = new RegExp(`^([0-9a-f-]{36})\\.(${DATA_FEED_FORMATS.join("|")})$`, "i");

/** Whether the client's copy (If-None-Match, else If-Modified-Since) is still the current one. */
function notModified(request: Headers, etag: string, lastModified: Date): boolean {
  const match = request.get("if-none-match");
  if (match !== null) return match.trim() === "*" || match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
  const since = Date.parse(request.get("if-modified-since") ?? "");
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

/**
 * GET /datafeeds/{subscriptions|subscription_tags|content_item_tags|feeds}/{id}.{rss|atom|json}: no token (the id
 * is the secret); 404 unless the scope's data feed is on. ETag and Last-Modified validate a copy (304), and
 * Cache-Control lets readers and proxies keep it until it would be built again.
 */
export const handleGetDataFeed: RestHandler = async ({ ctx, params, headers: requestHeaders }) => {
  const file = FILE.exec(params.file ?? "");
  if (!file || !(DATA_FEED_KINDS as readonly string[]).includes(params.kind ?? "")) throw new DomainError("NOT_FOUND", { message: "Data feed not found" });
  const answer = await ctx.services.dataFeeds.get(params.kind as DataFeedKind, file[1]!.toLowerCase(), file[2]!.toLowerCase() as DataFeedFormat);
  const headers = {
    etag: answer.etag,
    "last-modified": answer.lastModified.toUTCString(),
    "cache-control": `public, max-age=${answer.maxAgeSeconds}`,
    "x-content-type-options": "nosniff",
  };
  if (notModified(requestHeaders, answer.etag, answer.lastModified)) return new Response(null, { status: 304, headers });
  return new Response(answer.body, { status: 200, headers: { ...headers, "content-type": answer.contentType } });
};
