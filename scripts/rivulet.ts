import { readFileSync } from "node:fs";
import { loadConfigOrExit } from "../api/src/config.js";
import { discoverFeeds } from "../api/src/reader/discover/discoverFeeds.js";
import { createFetcher, FetchError } from "../api/src/reader/fetch/fetchDocument.js";
import { parseFeed } from "../api/src/reader/parse/parseFeed.js";
import { FeedParseError, type NormalisedFeed } from "../api/src/reader/parse/types.js";

/**
 * `npm run --silent rivulet -- parse FILE [--url URL] [--content-type TYPE]`: one JSON object on stdout, the
 * interface other tools depend on (keys and order fixed). A document that cannot be parsed prints
 * `{ "error": { "code", "message" } }` and exits 1; bad usage exits 2.
 * `npm run --silent rivulet -- discover URL`: the feeds found for a page, as a JSON array of
 * `{ url, title, type }` (server-side fetch rules apply: FETCH_ALLOW_PRIVATE_HOSTS for local servers).
 */
const USAGE = "usage: rivulet parse FILE [--url URL] [--content-type TYPE] | rivulet discover URL";

function option(args: string[], name: string): string | null {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? null) : null;
}

function present(feed: NormalisedFeed) {
  return {
    title: feed.title,
    link: feed.link,
    description: feed.description,
    imageUrl: feed.imageUrl,
    items: feed.items.map((i) => ({
      guid: i.guid,
      title: i.title,
      link: i.link,
      published: i.published,
      updated: i.updated,
      author: i.author,
      summary: i.summary,
      contentHtml: i.contentHtml,
      imageUrl: i.imageUrl,
      enclosures: i.enclosures.map((e) => ({ url: e.url, type: e.type, length: e.length })),
      commentsUrl: i.commentsUrl,
    })),
  };
}

function fail(code: string, message: string, exitCode = 1): never {
  process.stdout.write(`${JSON.stringify({ error: { code, message } })}\n`);
  process.exit(exitCode);
}

const [command, file, ...rest] = process.argv.slice(2);
if (command === "discover" && file) {
  const config = loadConfigOrExit();
  const fetcher = createFetcher(config.fetch);
  try {
    process.stdout.write(`${JSON.stringify(await discoverFeeds(file, fetcher), null, 2)}\n`);
    process.exit(0);
  } catch (e) {
    if (e instanceof FetchError) fail(e.code, e.message);
    fail("DISCOVER_FAILED", e instanceof Error ? e.message : String(e));
  }
}
if (command !== "parse" || !file) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
let body: Buffer;
try {
  body = readFileSync(file);
} catch (e) {
  fail("FILE_NOT_READABLE", `Cannot read ${file}: ${(e as Error).message}`);
}
try {
  const feed = parseFeed({ body, url: option(rest, "--url"), contentType: option(rest, "--content-type") });
  process.stdout.write(`${JSON.stringify(present(feed), null, 2)}\n`);
} catch (e) {
  if (e instanceof FeedParseError) fail(e.code, e.message);
  fail("PARSE_FAILED", e instanceof Error ? e.message : String(e));
}
