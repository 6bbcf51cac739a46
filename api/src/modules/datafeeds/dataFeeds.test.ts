import { randomUUID } from "node:crypto";
import { parseFeed as feedsmithParse } from "feedsmith";
import RssParser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems, DAY_MS } from "../../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { parseFeed } from "../../reader/parse/parseFeed.js";
import { DATA_FEED_TTL_MS } from "./dataFeeds.service.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TIER_LIMITS: JSON.stringify({ guest: { maxOutputFeeds: 3, maxContentItemFilters: 5 } }) });
});
afterAll(async () => {
  await t?.close();
});

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token as string, id: res.body.user.id as string };
}

/** A raw GET of a data feed (no token), with request headers, answering the text. */
async function fetchFeed(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.fetch(new Request(`http://rivulet.test/api_v1/datafeeds/${path}`, { headers }), { remoteAddress: "10.9.0.1" });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Items made for data feeds: markup, entities, characters XML forbids, a "]]>" and an http:// picture. */
async function tricky(token: string, name: string, count: number, folderId?: string) {
  const feed = await createFeedWithItems(
    t.db,
    name,
    Array.from({ length: count }, (_, i) => ({
      ageDays: i * 0.1 + 0.05,
      title: i === 0 ? `Tom & Jerry <3 "quoted" ]]> \u0001bell` : `${name} story ${i}`,
      contentHtml: i === 0 ? `<p>A <b>bold</b> ]]> move &amp; <img src="http://pics.example/a.png"></p>` : `<p>Body ${i}</p>`,
      ...(i === 1 ? { enclosures: [{ url: "https://cdn.example/ep1.mp3", type: "audio/mpeg", length: 1234 }] } : {}),
    })),
  );
  const res = await t.rest("POST", "/subscriptions", { token, body: { feedId: feed.feedId, ...(folderId ? { subscriptionTagId: folderId } : {}) } });
  return { ...feed, subscriptionId: Object.keys(res.body.subscriptions)[0]! };
}

/** The list the API shows for a scope: newest first, read and unread (what the data feed mirrors). */
async function listed(token: string, scope: string): Promise<Array<{ id: string; title: string; link: string | null }>> {
  const res = await t.rest("GET", `/content?${scope}&sortBy=newest&showRead=true&limit=50`, { token });
  return res.body.contentItems.map((i: any) => ({ id: i.id, title: i.title, link: i.link }));
}

const clean = (s: string) => s.replaceAll("\u0001", "");
const rssParser = new RssParser();

describe("data feeds", () => {
  it("publish a subscription's, folder's and tag's newest items after filters, in RSS, Atom and JSON Feed that three parsers read alike", async () => {
    const { token } = await guest();
    const folderId = (await t.rest("POST", "/subscriptions/tags", { token, body: { name: "Pub" } })).body.id as string;
    const a = await tricky(token, `a${randomUUID().slice(0, 4)}`, 40, folderId);
    const b = await tricky(token, `b${randomUUID().slice(0, 4)}`, 40, folderId);
    await t.rest("POST", "/filters", { token, body: { subscriptionId: b.subscriptionId, filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "story 1" }] } });
    const tag = (await t.rest("POST", "/content/tags", { token, body: { name: "Best" } })).body.id as string;
    for (const id of a.itemIds.slice(0, 3)) await t.rest("POST", `/content/${id}/tags`, { token, body: { contentItemTagId: tag } });

    // Off until enabled: a plain 404, as for an unknown id.
    expect((await fetchFeed(`subscription_tags/${folderId}.rss`)).status).toBe(404);
    expect((await t.rest("PATCH", `/subscriptions/tags/${folderId}`, { token, body: { properties: { enableDatafeed: true } } })).status).toBe(200);
    expect((await t.rest("PATCH", `/subscriptions/${b.subscriptionId}`, { token, body: { properties: { enableDatafeed: true } } })).status).toBe(200);
    expect((await t.rest("PATCH", `/content/tags/${tag}`, { token, body: { properties: { enableDatafeed: true } } })).status).toBe(200);

    const scopes: Array<[string, string]> = [
      [`subscription_tags/${folderId}`, `subscriptionTagId=${folderId}`],
      [`subscriptions/${b.subscriptionId}`, `subscriptionId=${b.subscriptionId}`],
      [`content_item_tags/${tag}`, `contentItemTagId=${tag}`],
      [`feeds/${a.feedId}`, `feedId=${a.feedId}`],
    ];
    for (const [path, query] of scopes) {
      const expected = await listed(token, query);
      expect(expected.length).toBeLessThanOrEqual(50);
      const want = expected.map((i) => ({ id: `urn:uuid:${i.id}`, title: clean(i.title), link: i.link }));
      for (const format of ["rss", "atom", "json"] as const) {
        const res = await fetchFeed(`${path}.${format}`);
        expect(res.status, `${path}.${format}`).toBe(200);
        expect(res.headers.get("content-type")).toBe({ rss: "application/rss+xml", atom: "application/atom+xml", json: "application/feed+json" }[format] + "; charset=utf-8");
        expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
        // Our parser, and feedsmith, read the same items in the same order.
        const ours = parseFeed({ body: res.text, url: `http://rivulet.test/api_v1/datafeeds/${path}.${format}` });
        expect(ours.items.map((i) => ({ id: i.guid, title: i.title, link: i.link })), `ours ${path}.${format}`).toEqual(want);
        const { feed } = feedsmithParse(res.text) as { feed: any };
        const theirs = (feed.items ?? feed.entries) as any[];
        expect(theirs.map((i) => i.guid?.value ?? i.guid ?? i.id), `feedsmith ${path}.${format}`).toEqual(want.map((w) => w.id));
        expect(theirs.map((i) => i.title?.value ?? i.title)).toEqual(want.map((w) => w.title));
        if (format !== "json") {
          const parsed = await rssParser.parseString(res.text);
          expect(parsed.items.map((i) => i.guid ?? (i as { id?: string }).id), `rss-parser ${path}.${format}`).toEqual(want.map((w) => w.id));
          expect(parsed.items.map((i) => i.title)).toEqual(want.map((w) => w.title));
        }
        // Our own addresses are absolute: the document's, and pictures served through our origin.
        expect(res.text).toContain(`http://rivulet.test/api_v1/datafeeds/${path}.${format}`);
        if (res.text.includes("pics.example")) expect(res.text).toMatch(/http:\/\/rivulet\.test\/api_v1\/content\/[0-9a-f-]+\/images\?url=http%3A%2F%2Fpics\.example%2Fa\.png/);
      }
    }
    // Filters apply: the filtered subscription's feed lacks what its list lacks.
    const bFeed = parseFeed({ body: (await fetchFeed(`subscriptions/${b.subscriptionId}.rss`)).text });
    expect(bFeed.items.some((i) => /story 1\d?$/.test(i.title ?? ""))).toBe(false);
    expect(parseFeed({ body: (await fetchFeed(`subscription_tags/${folderId}.json`)).text }).items).toHaveLength(50);
    // Bodies survive as HTML: our parser reads back the sanitised body of the tricky item.
    const first = parseFeed({ body: (await fetchFeed(`subscriptions/${b.subscriptionId}.atom`)).text }).items.find((i) => i.title?.startsWith("Tom"));
    expect(first?.contentHtml).toContain("<b>bold</b> ]]&gt; move &amp;");
    const episode = parseFeed({ body: (await fetchFeed(`feeds/${a.feedId}.rss`)).text }).items.find((i) => i.enclosures.length);
    expect(episode?.enclosures[0]).toMatchObject({ url: "https://cdn.example/ep1.mp3", type: "audio/mpeg" });
  });

  it("answers 304 to a copy it still has, serves its cache for the hour, and builds again when the scope changes", async () => {
    const { token } = await guest();
    const sub = await tricky(token, `c${randomUUID().slice(0, 4)}`, 3);
    await t.rest("PATCH", `/subscriptions/${sub.subscriptionId}`, { token, body: { properties: { enableDatafeed: true } } });
    const path = `subscriptions/${sub.subscriptionId}.rss`;
    const first = await fetchFeed(path);
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    for (const headers of [{ "if-none-match": etag }, { "if-none-match": `"other", W/${etag}` }, { "if-modified-since": lastModified }] as Array<Record<string, string>>) {
      const again = await fetchFeed(path, headers);
      expect(again.status).toBe(304);
      expect(again.text).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
    }
    expect((await fetchFeed(path, { "if-none-match": '"stale"' })).status).toBe(200);
    expect((await fetchFeed(path, { "if-modified-since": new Date(Date.parse(lastModified) - 1000).toUTCString() })).status).toBe(200);

    // A new item waits for the hour: the cached answer stays until then.
    const extra = await t.db.contentItem.create({ data: { feedId: sub.feedId, guid: randomUUID(), title: "Fresh news", contentHash: "x", sortAt: new Date() } });
    expect((await fetchFeed(path)).text).toBe(first.text);
    const later = await t.app.services.dataFeeds.get("subscriptions", sub.subscriptionId, "rss", new Date(Date.now() + DATA_FEED_TTL_MS + 1000));
    expect(later.body).toContain("Fresh news");
    expect(later.etag).not.toBe(etag);

    // A filter is a change of scope: the next answer follows it at once.
    await t.rest("POST", "/filters", { token, body: { subscriptionId: sub.subscriptionId, filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "fresh" }] } });
    const filtered = await fetchFeed(path);
    expect(filtered.text).not.toContain("Fresh news");
    // So is a rename (the scope's row changed).
    await t.rest("PATCH", `/subscriptions/${sub.subscriptionId}`, { token, body: { title: "Renamed feed" } });
    expect((await fetchFeed(path)).text).toContain("<title>Renamed feed</title>");
    // Disabled, or its data feed turned off: gone.
    await t.rest("PATCH", `/subscriptions/${sub.subscriptionId}`, { token, body: { enabled: false } });
    expect((await fetchFeed(path)).status).toBe(404);
    void extra;
  });

  it("404s unknown, malformed and disabled data feeds, and caps enabled ones per tier (MAX_OUTPUT_FEEDS_REACHED)", async () => {
    const { token } = await guest();
    const subs = [await tricky(token, `d${randomUUID().slice(0, 4)}`, 1), await tricky(token, `e${randomUUID().slice(0, 4)}`, 1)];
    for (const path of [`subscriptions/${randomUUID()}.rss`, `subscriptions/${subs[0]!.subscriptionId}.xml`, `widgets/${subs[0]!.subscriptionId}.rss`, `subscriptions/${subs[0]!.subscriptionId}`, `feeds/not-an-id.json`]) {
      const res = await fetchFeed(path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.text)).toMatchObject({ display_message_key: "NOT_FOUND" });
    }
    const on = { properties: { enableDatafeed: true } };
    expect((await t.rest("PATCH", `/subscriptions/${subs[0]!.subscriptionId}`, { token, body: on })).status).toBe(200);
    expect((await t.rest("PATCH", `/subscriptions/${subs[1]!.subscriptionId}`, { token, body: on })).status).toBe(200);
    // Turning one on again that is already on costs nothing.
    expect((await t.rest("PATCH", `/subscriptions/${subs[1]!.subscriptionId}`, { token, body: on })).status).toBe(200);
    const folder = await t.rest("POST", "/subscriptions/tags", { token, body: { name: "Third", properties: { enableDatafeed: true } } });
    expect(folder.status).toBe(200);
    const limited = { status: 403, body: { display_message_key: "MAX_OUTPUT_FEEDS_REACHED", message: "You have reached the maximum number of output feeds for this account tier" } };
    expect(await t.rest("POST", "/content/tags", { token, body: { name: "Fourth", properties: { enableDatafeed: true } } })).toMatchObject(limited);
    const tag = (await t.rest("POST", "/content/tags", { token, body: { name: "Fourth" } })).body.id;
    expect(await t.rest("PATCH", `/content/tags/${tag}`, { token, body: on })).toMatchObject(limited);
    expect(await t.rest("PATCH", `/subscriptions/tags/${folder.body.id}`, { token, body: { name: "Still third" } })).toMatchObject({ status: 200 });
    await t.rest("PATCH", `/subscriptions/${subs[0]!.subscriptionId}`, { token, body: { properties: { enableDatafeed: false } } });
    expect((await t.rest("PATCH", `/content/tags/${tag}`, { token, body: on })).status).toBe(200);
    expect((await fetchFeed(`subscriptions/${subs[0]!.subscriptionId}.json`)).status).toBe(404);
    expect((await fetchFeed(`content_item_tags/${tag}.json`)).status).toBe(200);
    void DAY_MS;
  });

  it("GraphQL names each list's data feed addresses while it is on", async () => {
    const { token } = await guest();
    const sub = await tricky(token, `g${randomUUID().slice(0, 4)}`, 1);
    const query = `{ viewer { subscriptions(first: 5) { edges { node { subscriptionId dataFeed { rss atom json } feed { dataFeed { rss } } } } } } }`;
    const off = (await t.gql(query, {}, token)).data.viewer.subscriptions.edges[0].node;
    expect(off.dataFeed).toBeNull();
    expect(off.feed.dataFeed.rss).toBe(`http://rivulet.test/api_v1/datafeeds/feeds/${sub.feedId}.rss`);
    await t.rest("PATCH", `/subscriptions/${sub.subscriptionId}`, { token, body: { properties: { enableDatafeed: true } } });
    const links = (await t.gql(query, {}, token)).data.viewer.subscriptions.edges[0].node.dataFeed;
    expect(links).toEqual({
      rss: `http://rivulet.test/api_v1/datafeeds/subscriptions/${sub.subscriptionId}.rss`,
      atom: `http://rivulet.test/api_v1/datafeeds/subscriptions/${sub.subscriptionId}.atom`,
      json: `http://rivulet.test/api_v1/datafeeds/subscriptions/${sub.subscriptionId}.json`,
    });
    for (const url of Object.values(links) as string[]) expect((await fetchFeed(url.split("/datafeeds/")[1]!)).status).toBe(200);
  });

  it("GraphQL turns a folder's data feed on and off (enableDatafeed), within the tier's output feeds", async () => {
    const { token } = await guest();
    const fields = `... on FolderPayload { folder { folderId enableDatafeed dataFeed { rss } } } ... on UserError { displayMessageKey }`;
    const create = `mutation($name: String!) { createFolder(input: { name: $name, enableDatafeed: true }) { ${fields} } }`;
    const made = (await t.gql(create, { name: "Published" }, token)).data.createFolder.folder;
    expect(made).toMatchObject({ enableDatafeed: true, dataFeed: { rss: `http://rivulet.test/api_v1/datafeeds/subscription_tags/${made.folderId}.rss` } });
    expect((await fetchFeed(`subscription_tags/${made.folderId}.rss`)).status).toBe(200);
    const update = `mutation($id: ID!, $on: Boolean) { updateFolder(input: { id: $id, enableDatafeed: $on }) { ${fields} } }`;
    const id = (await t.gql(`{ viewer { folders { id folderId } } }`, {}, token)).data.viewer.folders.find((f: any) => f.folderId === made.folderId).id;
    expect((await t.gql(update, { id, on: false }, token)).data.updateFolder.folder).toMatchObject({ enableDatafeed: false, dataFeed: null });
    expect((await fetchFeed(`subscription_tags/${made.folderId}.rss`)).status).toBe(404);
    // maxOutputFeeds is 3 for guests in this file: a fourth data feed is refused.
    for (const name of ["One", "Two", "Three"]) expect((await t.gql(create, { name }, token)).data.createFolder.folder.enableDatafeed).toBe(true);
    expect((await t.gql(update, { id, on: true }, token)).data.updateFolder).toEqual({ displayMessageKey: "MAX_OUTPUT_FEEDS_REACHED" });
  });
});
