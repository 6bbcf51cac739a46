import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { createLogger } from "../../logger.js";
import { createPgPubSub } from "../../realtime/pubsub.js";

let t: TestApp;
let server: Server;
let base: string;
let token: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/blog") return void res.writeHead(200, { "content-type": "text/html" }).end(`<html><head><link rel="alternate" type="application/rss+xml" href="/rss"></head></html>`);
    if (path === "/rss") {
      return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(
        `<rss version="2.0"><channel><title>Gardening Weekly</title><link>/</link><description>Plants</description><item><guid>g1</guid><title>Tomatoes</title><pubDate>${new Date().toUTCString()}</pubDate></item></channel></rss>`,
      );
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" }, { pubsub: true });
  token = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token;
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

describe("GET /api_v1/feeds?search=<url>", () => {
  it("discovers, creates and fetches the feed at once, and finds the same feed next time", async () => {
    const listener = await createPgPubSub(t.databaseUrl, createLogger({ logLevel: "silent" }, "test"));
    const announced = new Promise<{ feedId: string; contentItemIds: string[] }>((resolve) => listener.subscribe("contentItemsAdded", resolve));
    const res = await t.rest("GET", `/feeds?search=${encodeURIComponent(`${base}/blog`)}`, { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(["feeds", "subscriptions", "feedSearchResults", "feedTags", "tagAssociations"]));
    const [{ feedId }] = res.body.feedSearchResults;
    expect(res.body.feeds[feedId]).toMatchObject({
      url: `${base}/rss`, title: "Gardening Weekly", link: `${base}/`, status: "healthy", type: "webfeed",
      analytics: { totalContentItems: 1, contentItemsLastMonth: 1, totalSubscribers: 0 },
      job: { lastRunResult: "success", consecutiveErrorCount: 0 },
    });
    const again = await t.rest("GET", `/feeds?search=${encodeURIComponent(`${base}/rss`)}`, { token });
    expect(again.body.feedSearchResults).toEqual([{ feedId }]);
    expect(await t.db.feed.count({ where: { url: `${base}/rss` } })).toBe(1);
    expect(await t.db.contentItem.count({ where: { feedId } })).toBe(1);
    // Its first items were announced to other processes.
    await expect(announced).resolves.toMatchObject({ feedId, contentItemIds: [expect.any(String)] });
    await listener.close();
  });

  it("searches known feeds by text and requires a token", async () => {
    const res = await t.rest("GET", "/feeds?search=gardening", { token });
    expect(Object.values(res.body.feeds).map((f: any) => f.title)).toContain("Gardening Weekly");
    expect((await t.rest("GET", "/feeds?search=gardening")).status).toBe(401);
  });

  it("reports a URL it may not fetch instead of failing", async () => {
    const strict = await createTestApp();
    try {
      const guest = (await strict.rest("POST", "/users", { body: { isGuest: true } })).body.token;
      const res = await strict.rest("GET", `/feeds?search=${encodeURIComponent(`${base}/blog`)}`, { token: guest });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ feedSearchResults: [], searchError: { code: "FETCH_BLOCKED_ADDRESS" } });
    } finally {
      await strict.close();
    }
  });
});

describe("GET /api_v1/feeds/{id} and the Feed node", () => {
  it("returns the feeds and feedTags maps with the job log, without a token", async () => {
    const feed = await t.db.feed.findFirstOrThrow({ where: { url: `${base}/rss` } });
    const res = await t.rest("GET", `/feeds/${feed.id}`);
    expect(res.status).toBe(200);
    expect(res.body.feedTags).toEqual({});
    expect(res.body.feeds[feed.id].job.jobLog).toEqual([
      { jobStartAt: expect.any(String), jobEndAt: expect.any(String), result: "success", errorCode: null, errorMessage: null },
    ]);
    expect((await t.rest("GET", "/feeds/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await t.rest("GET", "/feeds/not-an-id")).body).toMatchObject({ display_message_key: "NOT_FOUND", message: "Feed not found" });
  });

  it("exposes the same through GraphQL", async () => {
    const res = await t.gql(`query($s: String!) { feedSearch(search: $s) { feeds { id feedId title status job { lastRunResult jobLog { result } } analytics { totalContentItems } } searchError { code } } }`, { s: "Gardening" }, token);
    const [feed] = res.data.feedSearch.feeds;
    expect(feed).toMatchObject({ title: "Gardening Weekly", status: "healthy", job: { lastRunResult: "success", jobLog: [{ result: "success" }] }, analytics: { totalContentItems: 1 } });
    const node = await t.gql(`query($id: ID!) { node(id: $id) { ... on Feed { url } } }`, { id: feed.id });
    expect(node.data.node.url).toBe(`${base}/rss`);
  });
});
