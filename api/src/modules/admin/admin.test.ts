import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { claimDueFeeds } from "../feeds/feedSweep.service.js";
import { tierOf } from "../settings/settings.service.js";

// The admin calls (spec part 2 sections 6-8, part 3 sections 2, 7, 8; issue 16 section 2): every route and field
// refuses non-admins, every change is audited, the feed's admin fields and the user's gift of Pro behave.

let t: TestApp;
let server: Server;
let base: string;
/** Feeds the refresh workflow starter was asked to fetch, with their workflow ids (Temporal's hand-off). */
const started: Array<{ feedId: string; workflowId: string | undefined }> = [];

/** A publisher whose feed's title and description the admin may override. */
function rss() {
  const item = `<item><guid>p-1</guid><title>Post</title><pubDate>${new Date(Date.now() - 86_400_000).toUTCString()}</pubDate></item>`;
  return `<rss version="2.0"><channel><title>Publisher Title</title><description>Publisher words</description><link>${base}/</link>${item}</channel></rss>`;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (new URL(req.url ?? "/", "http://x").pathname === "/feed.xml") return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss());
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp(
    { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" },
    {
      startFeedRefresh: async (feedId, opts) => {
        started.push({ feedId, workflowId: opts?.workflowId });
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

let n = 0;
/** A registered user (verified email), optionally an admin. */
async function user(opts: { admin?: boolean } = {}) {
  n += 1;
  const creds = { username: `person${n}`, email: `person${n}@example.com`, password: "correct horse" };
  const res = await t.rest("POST", "/users", { body: creds });
  expect(res.status).toBe(200);
  const id = res.body.user.id as string;
  await t.db.user.update({ where: { id }, data: { emailVerifiedAt: new Date(), ...(opts.admin ? { isAdmin: true } : {}) } });
  return { id, token: res.body.token as string, email: creds.email, username: creds.username };
}

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

describe("authorisation", () => {
  it("refuses every admin route to a non-admin (403) and to no token (401), changing nothing", async () => {
    const plain = await user();
    const { feedId } = await createFeedWithItems(t.db, "authz", []);
    const routes: Array<[string, string, unknown?]> = [
      ["GET", "/admin/feeds"],
      ["GET", "/admin/feeds?search=authz&status=healthy"],
      ["PATCH", `/admin/feeds/${feedId}`, { title: "Hijacked", status: "deleted", reputation: 99, fetchNow: true }],
      ["GET", "/admin/users"],
      ["GET", "/admin/users?search=person"],
      ["PATCH", `/admin/users/${plain.id}`, { settings: { accountSettings: { isAdmin: true } } }],
      ["PATCH", `/admin/users/${plain.id}`, { giftProductId: "pro" }],
      ["PATCH", `/admin/users/${plain.id}`, { user: { username: "renamed" } }],
      ["GET", "/admin/audit"],
    ];
    for (const [method, path, body] of routes) {
      const denied = await t.rest(method, path, { token: plain.token, ...(body ? { body } : {}) });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body.display_message_key).toBe("FORBIDDEN");
      const anonymous = await t.rest(method, path, body ? { body } : {});
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body.display_message_key).toBe("NO_TOKEN");
    }
    // A non-admin is refused before the input is read: a bad body or unknown id says nothing either.
    expect((await t.rest("PATCH", "/admin/feeds/not-an-id", { token: plain.token, body: { status: "nope" } })).status).toBe(403);
    const feed = await t.db.feed.findUniqueOrThrow({ where: { id: feedId } });
    expect(feed).toMatchObject({ title: "Feed authz", status: "healthy", reputation: 0, pausedByAdmin: false });
    expect(started.filter((s) => s.feedId === feedId)).toEqual([]);
    const me = await t.db.user.findUniqueOrThrow({ where: { id: plain.id } });
    expect(me).toMatchObject({ isAdmin: false, premiumUntil: null, username: plain.username });
    expect(await t.db.adminAuditEntry.count({ where: { targetId: { in: [feedId, plain.id] } } })).toBe(0);
  });

  it("refuses a user's own calls that would reach admin fields", async () => {
    const plain = await user();
    // PATCH /users/{id} takes only profile fields; accountSettings is no keyed setting a user can write.
    const patch = await t.rest("PATCH", `/users/${plain.id}`, { token: plain.token, body: { isAdmin: true } });
    expect(patch.status).toBe(400);
    const put = await t.rest("PUT", `/users/${plain.id}/settings/accountSettings`, { token: plain.token, body: { value: { isAdmin: true, isPremium: true } } });
    expect(put.status).toBe(404);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: plain.id } })).toMatchObject({ isAdmin: false, isPremium: false });
  });

  it("refuses every admin GraphQL field and mutation to a non-admin (FORBIDDEN) and to no token", async () => {
    const plain = await user();
    const { feedId } = await createFeedWithItems(t.db, "gqlauthz", []);
    const operations: Array<[string, Record<string, unknown>]> = [
      [`{ adminFeeds { page feeds { id } } }`, {}],
      [`{ adminUsers { page users { id } } }`, {}],
      [`{ adminAuditLog { id } }`, {}],
      [`{ adminGiftProducts { id } }`, {}],
      [`query($id: ID!) { node(id: $id) { ... on Feed { auditLog { id } } } }`, { id: gid("Feed", feedId) }],
      [`query($id: ID!) { node(id: $id) { ... on Feed { pausedByAdmin } } }`, { id: gid("Feed", feedId) }],
      [`query($id: ID!) { node(id: $id) { ... on Feed { adminPinnedFields } } }`, { id: gid("Feed", feedId) }],
      [`{ viewer { auditLog { id } } }`, {}],
      [`mutation($id: ID!) { adminUpdateFeed(input: { id: $id, title: "x" }) { __typename } }`, { id: gid("Feed", feedId) }],
      [`mutation($id: ID!) { adminUpdateUser(input: { id: $id, isAdmin: true }) { __typename } }`, { id: gid("User", plain.id) }],
    ];
    for (const [query, variables] of operations) {
      const denied = await t.gql(query, variables, plain.token);
      expect(denied.errors?.[0]?.extensions?.code, query).toBe("FORBIDDEN");
      const anonymous = await t.gql(query, variables, null);
      // Without a token the viewer is null (no field runs) or the field asks for one.
      if (anonymous.errors) expect(["UNAUTHENTICATED", "FORBIDDEN"]).toContain(anonymous.errors[0].extensions?.code);
      else expect(anonymous.data?.viewer ?? null).toBeNull();
    }
    expect(await t.db.feed.findUniqueOrThrow({ where: { id: feedId } })).toMatchObject({ title: "Feed gqlauthz" });
    expect(await t.db.user.findUniqueOrThrow({ where: { id: plain.id } })).toMatchObject({ isAdmin: false });
  });
});

describe("admin feeds", () => {
  it("lists every feed newest first, 25 a page, by title or URL search and by status", async () => {
    const admin = await user({ admin: true });
    for (let i = 0; i < 27; i++) await createFeedWithItems(t.db, `zebra${i}`, []);
    const { feedId: broken } = await createFeedWithItems(t.db, "zebrabroken", []);
    await t.db.feed.update({ where: { id: broken }, data: { status: "error" } });

    const first = await t.rest("GET", "/admin/feeds?search=ZEBRA", { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ limit: 25, pageKey: 1, nextPageKey: 2 });
    expect(first.body.feedSearchResults).toHaveLength(25);
    expect(first.body.feedSearchResults[0].feedId).toBe(broken);
    expect(first.body.feeds[broken]).toMatchObject({ status: "error", title: "Feed zebrabroken", analytics: { reputation: 0 } });
    const second = await t.rest("GET", "/admin/feeds?search=zebra&pageKey=2", { token: admin.token });
    expect(second.body.meta.nextPageKey).toBeNull();
    expect(second.body.feedSearchResults).toHaveLength(3);
    const errors = await t.rest("GET", "/admin/feeds?search=zebra&status=error", { token: admin.token });
    expect(errors.body.feedSearchResults).toEqual([{ feedId: broken }]);
    const byUrl = await t.rest("GET", `/admin/feeds?search=${encodeURIComponent("fixtures.example/zebra1")}`, { token: admin.token });
    expect(byUrl.body.feedSearchResults.length).toBeGreaterThan(0);

    const bad = await t.rest("GET", "/admin/feeds?status=sleepy&limit=500", { token: admin.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["limit", "status"]);

    const gql = await t.gql(`{ adminFeeds(search: "zebra", status: error) { page hasNextPage feeds { feedId status } } }`, {}, admin.token);
    expect(gql.data.adminFeeds).toEqual({ page: 1, hasNextPage: false, feeds: [{ feedId: broken, status: "error" }] });
  });

  it("changes fields, reputation (an integer, 0 by default), bundles and status, audited with who, what and when", async () => {
    const admin = await user({ admin: true });
    const { feedId } = await createFeedWithItems(t.db, "editme", []);
    const bundle = await t.db.feedTag.create({ data: { name: `Bundle ${feedId}` } });

    const res = await t.rest("PATCH", `/admin/feeds/${feedId}`, {
      token: admin.token,
      body: { title: "Better title", description: "Curated", reputation: "12.7", feedTagIds: [bundle.id], status: "stale" },
    });
    expect(res.status).toBe(200);
    expect(res.body.feeds[feedId]).toMatchObject({
      title: "Better title",
      description: "Curated",
      status: "stale",
      analytics: { reputation: 12 },
      tagAssociations: [{ feedTagId: bundle.id }],
    });
    expect(res.body.feedTags[bundle.id].name).toBe(bundle.name);
    for (const [given, stored] of [["abc", 0], [null, 0], [-3, -3], [7.9, 7], ["", 0]] as const) {
      const r = await t.rest("PATCH", `/admin/feeds/${feedId}`, { token: admin.token, body: { reputation: given } });
      expect(r.status).toBe(200);
      expect(r.body.feeds[feedId].analytics.reputation, String(given)).toBe(stored);
    }

    const log = await t.rest("GET", `/admin/audit?targetType=feed&targetId=${feedId}`, { token: admin.token });
    expect(log.status).toBe(200);
    const firstChange = log.body.auditLog.at(-1);
    expect(firstChange).toMatchObject({
      actorId: admin.id,
      actorName: admin.email,
      targetType: "feed",
      targetId: feedId,
      action: "feed.update",
      changes: {
        title: { from: "Feed editme", to: "Better title" },
        description: { from: null, to: "Curated" },
        reputation: { from: 0, to: 12 },
        status: { from: "healthy", to: "stale" },
        feedTagIds: { from: [], to: [bundle.id] },
      },
    });
    expect(Date.now() - Date.parse(firstChange.createdAt)).toBeLessThan(60_000);
    // Each change of value is one entry ("abc" after 12 became 0); null after 0 changed nothing: no entry.
    expect(log.body.auditLog.map((e: any) => e.changes.reputation?.to)).toEqual([0, 7, -3, 0, 12]);

    const bad = await t.rest("PATCH", `/admin/feeds/${feedId}`, { token: admin.token, body: { status: "sleepy", link: "javascript:alert(1)", colour: "red" } });
    expect(bad.status).toBe(400);
    expect(bad.body.display_message_key).toBe("VALIDATION_ERROR");
    expect(Object.keys(bad.body.fields).sort()).toEqual(["body", "link", "status"]);
    const { feedId: other } = await createFeedWithItems(t.db, "taken", []);
    const otherUrl = (await t.db.feed.findUniqueOrThrow({ where: { id: other } })).url;
    const dup = await t.rest("PATCH", `/admin/feeds/${feedId}`, { token: admin.token, body: { url: otherUrl } });
    expect(dup.status).toBe(400);
    expect(dup.body.fields.url).toBe("Another feed already has this URL");
    const missingTag = await t.rest("PATCH", `/admin/feeds/${feedId}`, { token: admin.token, body: { feedTagIds: [other] } });
    expect(missingTag.body.fields.feedTagIds).toBe("Bundle not found");
    expect((await t.rest("PATCH", "/admin/feeds/00000000-0000-7000-8000-000000000000", { token: admin.token, body: { title: "x" } })).status).toBe(404);
  });

  it("pausing holds: no sweep or refresh fetches the feed until an admin sets another status", async () => {
    const admin = await user({ admin: true });
    const subscriber = await user();
    const feed = await t.db.feed.create({ data: { url: `${base}/feed.xml?pause=${Date.now()}`, title: "Pausable", status: "healthy", nextRunAt: new Date(0) } });
    await t.rest("POST", "/subscriptions", { token: subscriber.token, body: { feedId: feed.id } });

    const paused = await t.rest("PATCH", `/admin/feeds/${feed.id}`, { token: admin.token, body: { status: "paused" } });
    expect(paused.body.feeds[feed.id].status).toBe("paused");
    expect(await t.db.feed.findUniqueOrThrow({ where: { id: feed.id } })).toMatchObject({ pausedByAdmin: true });
    expect((await claimDueFeeds(t.db, 10_000)).map((f) => f.id)).not.toContain(feed.id);
    expect((await t.app.services.feeds.refresh(feed.id)).result).toBe("skipped");
    const refused = await t.rest("PATCH", `/admin/feeds/${feed.id}`, { token: admin.token, body: { fetchNow: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.fetchNow).toMatch(/paused feed is not fetched/);

    // Another status lifts the pause; fetchNow in the same call queues the fetch on the refresh workflow.
    const resumed = await t.rest("PATCH", `/admin/feeds/${feed.id}`, { token: admin.token, body: { status: "healthy", fetchNow: true } });
    expect(resumed.status).toBe(200);
    expect(started).toContainEqual({ feedId: feed.id, workflowId: `fetch-now-${feed.id}` });
    expect(await t.db.feed.findUniqueOrThrow({ where: { id: feed.id } })).toMatchObject({ pausedByAdmin: false, status: "healthy" });
    expect((await t.app.services.feeds.refresh(feed.id)).result).toBe("success");
    const entries = (await t.rest("GET", `/admin/audit?targetType=feed&targetId=${feed.id}`, { token: admin.token })).body.auditLog;
    expect(entries[0].changes).toEqual({ status: { from: "paused", to: "healthy" }, fetchNow: true });
  });

  it("fields an admin sets stay through refreshes; clearing one gives it back to the publisher", async () => {
    const admin = await user({ admin: true });
    const feed = await t.db.feed.create({ data: { url: `${base}/feed.xml?pin=${Date.now()}`, title: "Before" } });
    await t.app.services.feeds.refresh(feed.id);
    expect(await t.db.feed.findUniqueOrThrow({ where: { id: feed.id } })).toMatchObject({ title: "Publisher Title", description: "Publisher words" });

    await t.rest("PATCH", `/admin/feeds/${feed.id}`, { token: admin.token, body: { title: "Admin Title" } });
    await t.app.services.feeds.refresh(feed.id);
    expect(await t.db.feed.findUniqueOrThrow({ where: { id: feed.id } })).toMatchObject({ title: "Admin Title", adminPinnedFields: ["title"] });

    await t.rest("PATCH", `/admin/feeds/${feed.id}`, { token: admin.token, body: { title: null } });
    await t.app.services.feeds.refresh(feed.id);
    expect(await t.db.feed.findUniqueOrThrow({ where: { id: feed.id } })).toMatchObject({ title: "Publisher Title", adminPinnedFields: [] });
  });

  it("GraphQL adminUpdateFeed changes the feed and answers it; Feed.auditLog shows the change to admins", async () => {
    const admin = await user({ admin: true });
    const { feedId } = await createFeedWithItems(t.db, "gqlfeed", []);
    const res = await t.gql(
      `mutation($input: AdminUpdateFeedInput!) { adminUpdateFeed(input: $input) {
        __typename ... on AdminFeedPayload { message feed { title status pausedByAdmin adminPinnedFields analytics { reputation } auditLog { actorName action changes } } }
        ... on ValidationError { fields { field message } } } }`,
      { input: { id: gid("Feed", feedId), title: "From GraphQL", reputation: 5, status: "paused" } },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.adminUpdateFeed).toMatchObject({
      __typename: "AdminFeedPayload",
      message: "Feed updated successfully.",
      feed: { title: "From GraphQL", status: "paused", pausedByAdmin: true, adminPinnedFields: ["title"], analytics: { reputation: 5 } },
    });
    expect(res.data.adminUpdateFeed.feed.auditLog[0]).toMatchObject({ actorName: admin.email, action: "feed.update", changes: { title: { to: "From GraphQL" } } });
    const missing = await t.gql(`mutation($id: ID!) { adminUpdateFeed(input: { id: $id, title: "x" }) { __typename } }`, { id: gid("Feed", "00000000-0000-7000-8000-000000000000") }, admin.token);
    expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("admin users", () => {
  it("lists and searches users newest first, with each one's account settings", async () => {
    const admin = await user({ admin: true });
    const found = await user();
    const res = await t.rest("GET", `/admin/users?search=${encodeURIComponent(found.email.toUpperCase())}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.userSearchResults).toEqual([{ userId: found.id }]);
    expect(res.body.users[found.id]).toMatchObject({ id: found.id, email: found.email, username: found.username });
    expect(res.body.users[found.id].passwordHash).toBeUndefined();
    expect(res.body.settings[found.id].accountSettings).toMatchObject({ isAdmin: false, isPremium: false, tier: "freeVerified" });
    const all = await t.rest("GET", "/admin/users?limit=2", { token: admin.token });
    expect(all.body.userSearchResults).toEqual([{ userId: found.id }, { userId: admin.id }]);
    expect(all.body.meta).toEqual({ limit: 2, pageKey: 1, nextPageKey: 2 });
    expect((await t.rest("GET", `/admin/users?search=${found.id}`, { token: admin.token })).body.userSearchResults).toEqual([{ userId: found.id }]);
  });

  it("changes a user and their settings, audited; the spec's message; duplicates and bad input refused", async () => {
    const admin = await user({ admin: true });
    const target = await user();
    const other = await user();
    const res = await t.rest("PATCH", `/admin/users/${target.id}`, {
      token: admin.token,
      body: { user: { username: "renamed_by_admin" }, settings: { accountSettings: { isAdmin: true }, appSettings: { theme: "pearl" } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("User updated successfully.");
    expect(res.body.user).toMatchObject({ id: target.id, username: "renamed_by_admin" });
    expect(res.body.settings.accountSettings.isAdmin).toBe(true);
    expect(res.body.settings.appSettings.theme).toBe("pearl");
    // The new admin can use admin calls at once.
    expect((await t.rest("GET", "/admin/users", { token: target.token })).status).toBe(200);

    const log = (await t.rest("GET", `/admin/audit?targetType=user&targetId=${target.id}`, { token: admin.token })).body.auditLog;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorName: admin.email, action: "user.update", changes: { username: { from: target.username, to: "renamed_by_admin" }, isAdmin: { from: false, to: true } } });
    expect(log[0].changes["settings.appSettings"].to.theme).toBe("pearl");

    const dupEmail = await t.rest("PATCH", `/admin/users/${target.id}`, { token: admin.token, body: { user: { email: other.email } } });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body.display_message_key).toBe("DUPLICATE_EMAIL");
    const dupName = await t.rest("PATCH", `/admin/users/${target.id}`, { token: admin.token, body: { user: { username: other.username.toUpperCase() } } });
    expect(dupName.body.display_message_key).toBe("DUPLICATE_USERNAME");
    const self = await t.rest("PATCH", `/admin/users/${admin.id}`, { token: admin.token, body: { settings: { accountSettings: { isAdmin: false } } } });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You cannot remove your own admin role");
    for (const body of [{}, { user: { password: "x" } }, { settings: { appSettings: { theme: "neon" } } }, { settings: { topLevelOrder: { order: [] } } }]) {
      const r = await t.rest("PATCH", `/admin/users/${target.id}`, { token: admin.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.rest("PATCH", `/admin/users/${target.id}`, { token: admin.token, body: { settings: { noSuchKey: 1 } } })).status).toBe(404);
    expect((await t.rest("PATCH", "/admin/users/00000000-0000-7000-8000-000000000000", { token: admin.token, body: { user: { username: "ghost" } } })).status).toBe(404);
  });

  it("gifts Pro for 30 days by default (the tier follows at once), or until a given date; the user is emailed", async () => {
    const admin = await user({ admin: true });
    const target = await user();
    const res = await t.rest("PATCH", `/admin/users/${target.id}`, { token: admin.token, body: { giftProductId: "pro" } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Gift subscription sent successfully.");
    const until = Date.parse(res.body.settings.accountSettings.premiumUntil);
    expect(Math.abs(until - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    expect(res.body.settings.accountSettings).toMatchObject({ isPremium: true, tier: "pro" });
    // The user's own session sees Pro limits straight away.
    const own = await t.rest("GET", `/users/${target.id}`, { token: target.token });
    expect(own.body.settings.accountSettings).toMatchObject({ isPremium: true, tier: "pro" });
    const mail = await t.smtp.waitFor((m) => m.to.includes(target.email) && /Pro/.test(m.subject));
    expect(mail.text).toContain(new Date(until).toISOString().slice(0, 10));

    const end = new Date(Date.now() + 90 * 86_400_000).toISOString();
    const later = await t.rest("PATCH", `/admin/users/${target.id}`, { token: admin.token, body: { giftProductId: "pro", giftProductEndDate: end } });
    expect(later.body.settings.accountSettings.premiumUntil).toBe(end);
    const log = (await t.rest("GET", `/admin/audit?targetType=user&targetId=${target.id}`, { token: admin.token })).body.auditLog;
    expect(log[0]).toMatchObject({ action: "user.giftPro", changes: { productId: "pro", endDate: end, premiumUntil: { from: new Date(until).toISOString(), to: end } } });

    const cases: Array<[unknown, string]> = [
      [{ giftProductId: "pro", giftProductEndDate: new Date(Date.now() - 1000).toISOString() }, "giftProductEndDate"],
      [{ giftProductEndDate: end }, "giftProductId"],
      [{ giftProductId: "platinum" }, "giftProductId"],
      [{ giftProductId: "pro", giftProductEndDate: "next tuesday" }, "giftProductEndDate"],
    ];
    for (const [body, field] of cases) {
      const r = await t.rest("PATCH", `/admin/users/${target.id}`, { token: admin.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.body.fields)).toContain(field);
    }
  });

  it("a gift ends by itself: past its end the account is back on its own tier; Pro for good stays", async () => {
    const admin = await user({ admin: true });
    const target = await user();
    await t.rest("PATCH", `/admin/users/${target.id}`, { token: admin.token, body: { giftProductId: "pro" } });
    await t.db.user.update({ where: { id: target.id }, data: { premiumUntil: new Date(Date.now() - 1000) } });
    const own = await t.rest("GET", `/users/${target.id}`, { token: target.token });
    expect(own.body.settings.accountSettings).toMatchObject({ isPremium: false, tier: "freeVerified", premiumUntil: null });
    const verified = { isGuest: false, emailVerifiedAt: new Date() };
    expect(tierOf({ ...verified, isPremium: true, premiumUntil: new Date(Date.now() + 1000) })).toBe("pro");
    expect(tierOf({ ...verified, isPremium: true, premiumUntil: null })).toBe("pro");

    // Pro for good (isPremium without an end) is not shortened by a gift.
    const forGood = await user();
    await t.rest("PATCH", `/admin/users/${forGood.id}`, { token: admin.token, body: { settings: { accountSettings: { isPremium: true } } } });
    const gifted = await t.rest("PATCH", `/admin/users/${forGood.id}`, { token: admin.token, body: { giftProductId: "pro" } });
    expect(gifted.body.settings.accountSettings).toMatchObject({ isPremium: true, tier: "pro", premiumUntil: null });
  });

  it("GraphQL: the users table, gift products, adminUpdateUser and User.auditLog", async () => {
    const admin = await user({ admin: true });
    const target = await user();
    const table = await t.gql(
      `query($s: String) { adminUsers(search: $s) { page hasNextPage users { userId email settings { accountSettings { isAdmin isPremium tier premiumUntil } } } } adminGiftProducts { id name } }`,
      { s: target.email },
      admin.token,
    );
    expect(table.errors).toBeUndefined();
    expect(table.data.adminUsers.users).toEqual([{ userId: target.id, email: target.email, settings: { accountSettings: { isAdmin: false, isPremium: false, tier: "freeVerified", premiumUntil: null } } }]);
    expect(table.data.adminGiftProducts).toEqual([{ id: "pro", name: "Pro" }]);
    const gift = await t.gql(
      `mutation($input: AdminUpdateUserInput!) { adminUpdateUser(input: $input) {
        __typename ... on AdminUserPayload { message user { settings { accountSettings { isPremium premiumUntil } } auditLog { action } } } } }`,
      { input: { id: gid("User", target.id), giftProductId: "pro" } },
      admin.token,
    );
    expect(gift.errors).toBeUndefined();
    expect(gift.data.adminUpdateUser.message).toBe("Gift subscription sent successfully.");
    expect(gift.data.adminUpdateUser.user.settings.accountSettings.isPremium).toBe(true);
    expect(gift.data.adminUpdateUser.user.auditLog.map((e: any) => e.action)).toEqual(["user.giftPro"]);
    const err = await t.gql(
      `mutation($input: AdminUpdateUserInput!) { adminUpdateUser(input: $input) { __typename ... on Error { message displayMessageKey } } }`,
      { input: { id: gid("User", target.id), email: "not an email" } },
      admin.token,
    );
    expect(err.data.adminUpdateUser).toMatchObject({ __typename: "ValidationError", message: "Check your email and try again" });
  });
});
