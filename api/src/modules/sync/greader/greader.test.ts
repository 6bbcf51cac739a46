import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../../tests/factories.js";
import { serveLocally } from "../../../../../tests/setup/e2eHarness.js";
import { appPassword, authOf, greader, registered } from "../../../../../tests/setup/syncClients.js";
import { createTestApp, type TestApp } from "../../../../../tests/setup/testApp.js";

let t: TestApp;
let feedServer: { base: string; close(): Promise<void> };

beforeAll(async () => {
  feedServer = await serveLocally((req, res) => {
    const items = [1, 2, 3].map((n) => `<item><guid>q${n}</guid><title>Quick ${n}</title><link>https://quick.example/${n}</link><pubDate>${new Date(Date.now() - n * 3_600_000).toUTCString()}</pubDate></item>`).join("");
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(`<rss version="2.0"><channel><title>Quick feed</title><link>https://quick.example/</link>${items}</channel></rss>`);
  });
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
  await feedServer?.close();
});

/** A registered reader signed in to the Google Reader API with an app password, following feeds of dated items. */
async function reader(name: string) {
  const user = await registered(t, name);
  const made = await appPassword(t, user);
  const login = await greader(t).login(user.email, made.password);
  expect(login.status).toBe(200);
  const auth = authOf(login.text)!;
  return { ...user, password: made.password, appPasswordId: made.id, auth, gr: greader(t) };
}

async function follow(user: { token: string }, name: string, ages: number[], opts: { folderId?: string } = {}) {
  const feed = await createFeedWithItems(t.db, name, ages.map((ageDays, i) => ({ ageDays, title: `${name} ${i}` })));
  const res = await t.rest("POST", "/subscriptions", { token: user.token, body: { feedId: feed.feedId, ...(opts.folderId ? { subscriptionTagId: opts.folderId } : {}) } });
  expect(res.status).toBe(200);
  return { ...feed, subscriptionId: Object.keys(res.body.subscriptions)[0]! };
}

const syncIdOf = async (itemId: string) =>
  (await t.db.$queryRaw<Array<{ s: string }>>`SELECT "syncId"::text AS s FROM "ContentItem" WHERE id = ${itemId}::uuid`)[0]!.s;
const hex = (syncId: string) => `tag:google.com,2005:reader/item/${BigInt(syncId).toString(16).padStart(16, "0")}`;

describe("Google Reader API: signing in", () => {
  it("answers ClientLogin in text and JSON, and refuses the account password and wrong names", async () => {
    const user = await registered(t, "ann");
    const made = await appPassword(t, user);
    const gr = greader(t);
    const text = await gr.login(user.email, made.password);
    expect(text.status).toBe(200);
    expect(text.text).toMatch(/^SID=\S+\nLSID=\S+\nAuth=\S+\n$/);
    const auth = authOf(text.text)!;
    // The same token on every login (apps log in again and keep what they hold), also by username and in upper case.
    expect((await gr.login(user.email, made.password, { output: "json" })).json()).toEqual({ SID: auth, LSID: auth, Auth: auth });
    expect(authOf((await gr.login(user.email.toUpperCase(), ` ${made.password.toUpperCase()} `)).text)).toBe(auth);

    const refused = await gr.login(user.email, user.accountPassword);
    expect(refused.status).toBe(401);
    expect(refused.json()).toEqual({ message: "Password is invalid", display_message_key: "INVALID_PASSWORD" });
    expect((await gr.login("someone@example.com", made.password)).status).toBe(401);
    expect((await gr.login(user.email, "")).status).toBe(401);

    expect((await gr.get(auth, "user-info?output=json")).json()).toMatchObject({ userId: user.id, userEmail: user.email });
    for (const bad of [null, "nope", user.token]) {
      const res = await gr.get(bad, "user-info?output=json");
      expect(res.status).toBe(401);
      expect(res.headers.get("x-reader-google-bad-token")).toBe("true");
    }
  });

  it("rate-limits ClientLogin like login, and bad tokens per address", async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: "3/600" });
    try {
      const user = await registered(limited, "ann");
      const gr = greader(limited, { ip: "10.77.0.1" });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await gr.login(user.email, "wrong-password")).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const tokens = greader(limited, { ip: "10.77.0.2" });
      const tokenStatuses = [];
      for (let i = 0; i < 5; i++) tokenStatuses.push((await tokens.get(`guess-${i}`, "user-info")).status);
      expect(tokenStatuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it("gives the token for POSTs, takes T alone or with the header, and refuses a T of another token", async () => {
    const ann = await reader("ann");
    const feed = await follow(ann, "t-feed", [0.1]);
    const id = await syncIdOf(feed.itemIds[0]!);
    const token = await ann.gr.get(ann.auth, "token");
    expect(token).toMatchObject({ status: 200, text: ann.auth });
    expect((await ann.gr.post(null, "edit-tag", { i: id, a: "user/-/state/com.google/read", T: token.text })).text).toBe("OK");
    expect((await ann.gr.post(ann.auth, "edit-tag", { i: id, r: "user/-/state/com.google/read", T: "x" })).text).toBe("OK");
    const bob = await reader("bob");
    const mismatch = await ann.gr.post(ann.auth, "edit-tag", { i: id, a: "user/-/state/com.google/read", T: bob.auth });
    expect(mismatch.status).toBe(401);
    expect((await t.rest("GET", `/content/${feed.itemIds[0]}`, { token: ann.token })).body.contentItem.isRead).toBe(false);
    // Writes are POSTs.
    expect((await ann.gr.get(ann.auth, `edit-tag?i=${id}&a=user/-/state/com.google/read`)).status).toBe(405);
  });
});

describe("Google Reader API: reading", () => {
  it("lists subscriptions with their folders, tags and unread counts as the web app counts them", async () => {
    const ann = await reader("ann");
    const tech = (await t.rest("POST", "/subscriptions/tags", { token: ann.token, body: { name: "Tech" } })).body.id as string;
    const hidden = (await t.rest("POST", "/subscriptions/tags", { token: ann.token, body: { name: "Hidden" } })).body.id as string;
    const a = await follow(ann, "alpha", [0.1, 0.2, 40], { folderId: tech });
    const b = await follow(ann, "beta", [0.3]);
    const off = await follow(ann, "off", [0.1]);
    const inHidden = await follow(ann, "inhidden", [0.1], { folderId: hidden });
    await t.rest("PATCH", `/subscriptions/${off.subscriptionId}`, { token: ann.token, body: { enabled: false } });
    await t.rest("PATCH", `/subscriptions/tags/${hidden}`, { token: ann.token, body: { enabled: false } });
    await t.rest("POST", "/content/tags", { token: ann.token, body: { name: "Work" } });

    const subs = (await ann.gr.get(ann.auth, "subscription/list?output=json")).json().subscriptions;
    expect(subs.map((s: any) => s.id).sort()).toEqual([`feed/${a.feedId}`, `feed/${b.feedId}`].sort());
    expect(subs.find((s: any) => s.id === `feed/${a.feedId}`)).toMatchObject({
      title: "Feed alpha", url: expect.stringContaining("alpha"), categories: [{ id: "user/-/label/Tech", label: "Tech", type: "folder" }],
    });
    expect(subs.find((s: any) => s.id === `feed/${b.feedId}`).categories).toEqual([]);
    expect(inHidden.feedId).not.toBe(a.feedId);

    const tags = (await ann.gr.get(ann.auth, "tag/list?output=json")).json().tags;
    expect(tags).toEqual([
      { id: "user/-/state/com.google/starred" },
      { id: "user/-/label/Tech", label: "Tech", type: "folder", unread_count: 2 },
      { id: "user/-/label/Work", label: "Work", type: "tag", unread_count: 0 },
    ]);

    const counts = (await ann.gr.get(ann.auth, "unread-count?output=json")).json().unreadcounts;
    const web = (await t.rest("GET", "/subscriptions", { token: ann.token })).body;
    const byId = Object.fromEntries(counts.map((c: any) => [c.id, c.count]));
    expect(byId).toEqual({
      [`feed/${a.feedId}`]: web.subscriptions[a.subscriptionId].unreadCount,
      [`feed/${b.feedId}`]: 1,
      "user/-/label/Tech": 2,
      "user/-/label/Work": 0,
      "user/-/state/com.google/reading-list": web.allUnreadCount,
    });
    expect(web.allUnreadCount).toBe(3);
    expect(counts.find((c: any) => c.id === `feed/${b.feedId}`).newestItemTimestampUsec).toMatch(/^\d{16}$/);
  });

  it("pages item ids with n and continuation, newest or oldest first, excluding read items and inside ot / nt", async () => {
    const ann = await reader("ann");
    const ages = Array.from({ length: 7 }, (_, i) => i + 0.5);
    const feed = await follow(ann, "paged", ages);
    const syncIds = await Promise.all(feed.itemIds.map(syncIdOf));
    await t.rest("PATCH", `/content/${feed.itemIds[1]}`, { token: ann.token, body: { isRead: true } });

    const pages: string[][] = [];
    let c: string | undefined;
    do {
      const res = (await ann.gr.get(ann.auth, `stream/items/ids?output=json&s=user/-/state/com.google/reading-list&xt=user/-/state/com.google/read&n=2${c ? `&c=${encodeURIComponent(c)}` : ""}`)).json();
      pages.push(res.itemRefs.map((r: any) => r.id));
      c = res.continuation;
    } while (c);
    expect(pages.flat()).toEqual(syncIds.filter((_, i) => i !== 1));
    expect(pages.every((p) => p.length <= 2)).toBe(true);

    const oldest = (await ann.gr.get(ann.auth, `stream/items/ids?output=json&s=feed/${feed.feedId}&r=o&n=3`)).json();
    expect(oldest.itemRefs.map((r: any) => r.id)).toEqual([...syncIds].reverse().slice(0, 3));

    const now = Date.now() / 1000;
    const window = (await ann.gr.get(ann.auth, `stream/items/ids?output=json&s=user/-/state/com.google/reading-list&n=100&ot=${Math.floor(now - 3 * 86400)}&nt=${Math.floor(now - 86400)}`)).json();
    expect(window.itemRefs.map((r: any) => r.id)).toEqual([syncIds[1], syncIds[2]]);

    // Read items only (the read stream), and an unknown feed or label is an empty stream.
    expect((await ann.gr.get(ann.auth, "stream/items/ids?output=json&s=user/-/state/com.google/read&n=50")).json().itemRefs.map((r: any) => r.id)).toEqual([syncIds[1]]);
    expect((await ann.gr.get(ann.auth, "stream/items/ids?output=json&s=user/-/label/Nothing")).json()).toEqual({ itemRefs: [] });
    expect((await ann.gr.get(ann.auth, "stream/items/ids?output=json&s=bogus")).status).toBe(400);
    expect((await ann.gr.get(ann.auth, "stream/items/ids?output=json&s=user/-/state/com.google/reading-list&n=-3")).status).toBe(400);
  });

  it("leaves out items a filter hides and lists of disabled subscriptions, as the web app does", async () => {
    const ann = await reader("ann");
    const feed = await follow(ann, "filtered", [0.1, 0.2, 0.3]);
    const off = await follow(ann, "disabled", [0.1]);
    await t.rest("PATCH", `/subscriptions/${off.subscriptionId}`, { token: ann.token, body: { enabled: false } });
    const filter = await t.rest("POST", "/filters", {
      token: ann.token, body: { subscriptionId: feed.subscriptionId, filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "filtered 1" }] },
    });
    expect(filter.status).toBe(200);
    const ids = (await ann.gr.get(ann.auth, "stream/items/ids?output=json&s=user/-/state/com.google/reading-list&n=50")).json().itemRefs.map((r: any) => r.id);
    expect(ids).toEqual([await syncIdOf(feed.itemIds[0]!), await syncIdOf(feed.itemIds[2]!)]);
    expect((await ann.gr.get(ann.auth, `stream/contents/feed/${off.feedId}?output=json`)).json().items).toEqual([]);
  });

  it("serves contents by long, short and decimal ids with state as categories, and streams by path", async () => {
    const ann = await reader("ann");
    const folder = (await t.rest("POST", "/subscriptions/tags", { token: ann.token, body: { name: "News" } })).body.id as string;
    const feed = await follow(ann, "content", [0.1, 0.2], { folderId: folder });
    const [first, second] = await Promise.all(feed.itemIds.map(syncIdOf));
    await t.rest("PATCH", `/content/${feed.itemIds[1]}`, { token: ann.token, body: { isRead: true } });
    await t.rest("POST", `/content/${feed.itemIds[1]}/tags`, { token: ann.token, body: { contentItemTagId: "read-later" } });

    const shortHex = BigInt(second!).toString(16).padStart(16, "0");
    const res = await ann.gr.post(ann.auth, "stream/items/contents?output=json", [["i", first!], ["i", shortHex], ["i", hex(first!)], ["i", "999999999"]]);
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body.items.map((i: any) => i.id)).toEqual([hex(first!), hex(second!)]);
    expect(body.items[0]).toMatchObject({
      title: "content 0",
      alternate: [{ href: "https://fixtures.example/content/0", type: "text/html" }],
      categories: ["user/-/state/com.google/reading-list", "user/-/label/News"],
      origin: { streamId: `feed/${feed.feedId}`, title: "Feed content" },
      summary: { content: "<p>Body of content 0</p>" },
      timestampUsec: expect.stringMatching(/^\d{16}$/),
      crawlTimeMsec: expect.stringMatching(/^\d{13}$/),
    });
    expect(body.items[1].categories).toEqual(["user/-/state/com.google/reading-list", "user/-/label/News", "user/-/state/com.google/read", "user/-/state/com.google/starred"]);
    expect((await ann.gr.post(ann.auth, "stream/items/contents", { i: "not-an-id" })).status).toBe(400);

    const byFolder = (await ann.gr.get(ann.auth, "stream/contents/user/-/label/News?output=json&xt=user/-/state/com.google/read")).json();
    expect(byFolder).toMatchObject({ id: "user/-/label/News", title: "News" });
    expect(byFolder.items.map((i: any) => i.id)).toEqual([hex(first!)]);
    const starred = (await ann.gr.get(ann.auth, "stream/contents/user/-/state/com.google/starred?output=json")).json();
    expect(starred.items.map((i: any) => i.id)).toEqual([hex(second!)]);
    const paged = (await ann.gr.get(ann.auth, `stream/contents/${encodeURIComponent(`feed/${feed.feedId}`)}?output=json&n=1`)).json();
    expect(paged.items.map((i: any) => i.id)).toEqual([hex(first!)]);
    const next = (await ann.gr.get(ann.auth, `stream/contents/feed/${feed.feedId}?output=json&n=1&c=${encodeURIComponent(paged.continuation)}`)).json();
    expect(next.items.map((i: any) => i.id)).toEqual([hex(second!)]);
    expect(next.continuation).toBeUndefined();
  });
});

describe("Google Reader API: changes the web app sees", () => {
  it("edit-tag marks read and unread, stars into read-later and labels into content tags", async () => {
    const ann = await reader("ann");
    const feed = await follow(ann, "edits", [0.1, 0.2]);
    const [a, b] = feed.itemIds as [string, string];
    const [sa, sb] = await Promise.all([syncIdOf(a), syncIdOf(b)]);
    const item = async (id: string) => (await t.rest("GET", `/content/${id}`, { token: ann.token })).body.contentItem;
    const tagNames = async (id: string) => {
      const tags = (await t.rest("GET", "/content/tags", { token: ann.token })).body.contentItemTags;
      return (await item(id)).contentItemTagIds.map((tid: string) => tags[tid].name).sort();
    };

    expect((await ann.gr.post(ann.auth, "edit-tag", [["i", hex(sa)], ["i", sb], ["a", "user/-/state/com.google/read"], ["r", "user/-/state/com.google/kept-unread"], ["ac", "edit"]])).text).toBe("OK");
    expect([(await item(a)).isRead, (await item(b)).isRead]).toEqual([true, true]);
    expect((await t.rest("GET", "/subscriptions", { token: ann.token })).body.allUnreadCount).toBe(0);
    // newsboat's "mark unread": r=read with a=kept-unread and a=tracking-kept-unread.
    await ann.gr.post(ann.auth, "edit-tag", [["i", sb], ["r", "user/-/state/com.google/read"], ["a", "user/-/state/com.google/kept-unread"], ["a", "user/-/state/com.google/tracking-kept-unread"]]);
    expect((await item(b)).isRead).toBe(false);
    const gql = await t.gql(`query($id: ID!) { node(id: $id) { ... on ContentItem { isRead } } }`, { id: Buffer.from(`ContentItem:${b}`).toString("base64") }, ann.token);
    expect(gql.data.node).toEqual({ isRead: false });

    await ann.gr.post(ann.auth, "edit-tag", { i: sa, a: "user/-/state/com.google/starred" });
    await ann.gr.post(ann.auth, "edit-tag", [["i", sa], ["a", "user/-/label/Later Reading"]]);
    expect(await tagNames(a)).toEqual(["Later Reading", "Read Later"]);
    const readLater = (await t.rest("GET", "/content?contentItemTagId=read-later&showRead=true&sortBy=newest", { token: ann.token })).body.contentItems;
    expect(readLater.map((i: any) => i.id)).toEqual([a]);
    await ann.gr.post(ann.auth, "edit-tag", [["i", sa], ["r", "user/-/state/com.google/starred"], ["r", "user/-/label/Later Reading"]]);
    expect(await tagNames(a)).toEqual([]);
    expect((await ann.gr.post(ann.auth, "edit-tag", { i: sa })).status).toBe(400);
    expect((await ann.gr.post(ann.auth, "edit-tag", { i: sa, a: "feed/whatever" })).status).toBe(400);
  });

  it("mark-all-as-read marks a stream's items older than ts, and only those", async () => {
    const ann = await reader("ann");
    const feed = await follow(ann, "markall", [0.5, 2, 3]);
    const other = await follow(ann, "untouched", [0.5]);
    const ts = String((Date.now() - 86_400_000) * 1000);
    expect((await ann.gr.post(ann.auth, "mark-all-as-read", { s: `feed/${feed.feedId}`, ts })).text).toBe("OK");
    const read = async (id: string) => (await t.rest("GET", `/content/${id}`, { token: ann.token })).body.contentItem.isRead;
    expect(await Promise.all(feed.itemIds.map(read))).toEqual([false, true, true]);
    await ann.gr.post(ann.auth, "mark-all-as-read", { s: "user/-/state/com.google/reading-list" });
    expect(await Promise.all([...feed.itemIds, ...other.itemIds].map(read))).toEqual([true, true, true, true]);
    expect((await ann.gr.get(ann.auth, "unread-count?output=json")).json().unreadcounts.find((c: any) => c.id === "user/-/state/com.google/reading-list").count).toBe(0);
  });

  it("subscribes (quickadd and subscription/edit), renames, moves, unsubscribes and renames or drops labels", async () => {
    const ann = await reader("ann");
    const url = `${feedServer.base}/quick.xml`;
    const added = (await ann.gr.post(ann.auth, "subscription/quickadd", { quickadd: url })).json();
    expect(added).toMatchObject({ numResults: 1, query: url, streamId: expect.stringMatching(/^feed\//), streamName: "Quick feed" });
    const failed = await ann.gr.post(ann.auth, "subscription/quickadd", { quickadd: `${feedServer.base.replace(/:\d+$/, ":1")}/nothing.xml` });
    expect(failed.status).toBe(422);
    expect(failed.json()).toMatchObject({ numResults: 0, display_message_key: "FEED_FETCH_FAILED" });

    const feedId = added.streamId.slice(5);
    expect((await ann.gr.post(ann.auth, "subscription/edit", { ac: "edit", s: added.streamId, t: "My quick one", a: "user/-/label/Reading" })).text).toBe("OK");
    let subs = (await ann.gr.get(ann.auth, "subscription/list?output=json")).json().subscriptions;
    expect(subs).toEqual([expect.objectContaining({ id: added.streamId, title: "My quick one", categories: [{ id: "user/-/label/Reading", label: "Reading", type: "folder" }] })]);
    const web = (await t.rest("GET", "/subscriptions", { token: ann.token })).body;
    const sub = Object.values(web.subscriptions as Record<string, any>)[0];
    expect(sub).toMatchObject({ feedId, title: "My quick one" });
    expect(web.subscriptionTags[sub.associations[0].subscriptionTagId].name).toBe("Reading");

    expect((await ann.gr.post(ann.auth, "rename-tag", { s: "user/-/label/Reading", dest: "user/-/label/Daily" })).text).toBe("OK");
    expect((await ann.gr.get(ann.auth, "tag/list?output=json")).json().tags.map((x: any) => x.id)).toContain("user/-/label/Daily");
    expect((await ann.gr.post(ann.auth, "disable-tag", { s: "user/-/label/Daily" })).text).toBe("OK");
    subs = (await ann.gr.get(ann.auth, "subscription/list?output=json")).json().subscriptions;
    expect(subs).toEqual([expect.objectContaining({ id: added.streamId, categories: [] })]);

    expect((await ann.gr.post(ann.auth, "subscription/edit", { ac: "unsubscribe", s: added.streamId })).text).toBe("OK");
    expect((await ann.gr.get(ann.auth, "subscription/list?output=json")).json().subscriptions).toEqual([]);
    expect((await ann.gr.post(ann.auth, "subscription/edit", { ac: "subscribe", s: `feed/${url}`, a: "user/-/label/Back" })).text).toBe("OK");
    expect((await ann.gr.get(ann.auth, "subscription/list?output=json")).json().subscriptions[0]).toMatchObject({ id: added.streamId, categories: [{ label: "Back" }] });
    expect((await ann.gr.post(ann.auth, "subscription/edit", { ac: "explode", s: added.streamId })).status).toBe(400);
  });

  it("keeps one user's app password away from another user's state", async () => {
    const ann = await reader("ann");
    const bob = await reader("bob");
    const feed = await follow(ann, "private", [0.1]);
    const id = await syncIdOf(feed.itemIds[0]!);
    // Bob follows nothing: Ann's feed is no stream of his, and his edits write his own read state only.
    expect((await bob.gr.get(bob.auth, `stream/items/ids?output=json&s=feed/${feed.feedId}`)).json().itemRefs).toEqual([]);
    expect((await bob.gr.get(bob.auth, "subscription/list?output=json")).json().subscriptions).toEqual([]);
    await bob.gr.post(bob.auth, "edit-tag", { i: id, a: "user/-/state/com.google/read" });
    await bob.gr.post(bob.auth, "mark-all-as-read", { s: "user/-/state/com.google/reading-list" });
    expect((await t.rest("GET", `/content/${feed.itemIds[0]}`, { token: ann.token })).body.contentItem.isRead).toBe(false);
    expect((await ann.gr.get(ann.auth, "unread-count?output=json")).json().unreadcounts.at(-1).count).toBe(1);
    // Bob cannot unsubscribe Ann.
    expect((await bob.gr.post(bob.auth, "subscription/edit", { ac: "unsubscribe", s: `feed/${feed.feedId}` })).status).toBe(404);
    expect((await ann.gr.get(ann.auth, "subscription/list?output=json")).json().subscriptions).toHaveLength(1);
  });

  it("serves streams as Google Reader's Atom feed with read, fresh and starred categories", async () => {
    const ann = await reader("ann");
    const feed = await follow(ann, "atom", [0.1, 0.2]);
    await t.rest("PATCH", `/content/${feed.itemIds[0]}`, { token: ann.token, body: { isRead: true } });
    await t.rest("POST", `/content/${feed.itemIds[1]}/tags`, { token: ann.token, body: { contentItemTagId: "read-later" } });
    const res = await ann.gr.atom(ann.auth, `feed/${feed.feedId}`, "?n=20");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/atom+xml");
    const entries = res.text.split("<entry").slice(1);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain(`<id>${hex(await syncIdOf(feed.itemIds[0]!))}</id>`);
    expect(entries[0]).toContain('scheme="http://www.google.com/reader/" label="read"');
    expect(entries[0]).not.toContain('label="fresh"');
    expect(entries[1]).toContain('label="fresh"');
    expect(entries[1]).toContain('label="starred"');
    expect(res.text).toContain("<title type=\"text\">Feed atom</title>");
  });
});
