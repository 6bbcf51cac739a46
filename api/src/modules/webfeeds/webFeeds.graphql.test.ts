import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveLocally } from "../../../../tests/setup/e2eHarness.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

// Website feeds over GraphQL against a page served on 127.0.0.1 (allowed for this test only).

let t: TestApp;
let site: { base: string; close(): Promise<void> };
let owner: string;
let other: string;

const page = `<!doctype html><html lang="en"><head><title>Club events</title></head><body>
<nav><a href="/a">About</a> <a href="/c">Contact</a></nav>
<ul class="events">${[0, 1, 2, 3]
  .map((i) => `<li class="event"><a href="/e/${i}">Evening event number ${i}</a><p>What happens at event ${i}, told in a sentence.</p></li>`)
  .join("")}</ul></body></html>`;

beforeAll(async () => {
  site = await serveLocally((req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (req.url === "/events") return res.end(page);
    res.statusCode = 404;
    res.end("no");
  });
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", TIER_LIMITS: JSON.stringify({ guest: { maxWebsiteFeeds: 5 } }) });
  owner = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token;
  other = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token;
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const FEED = `id websiteFeedId name url enabled jsEnabled strictness contentSelectors needsAttention feed { id type title }`;
const PAYLOAD = `__typename ... on WebsiteFeedPayload { websiteFeed { ${FEED} } } ... on ValidationError { fields { field message } } ... on UserError { message displayMessageKey }`;
const CANDIDATES = `query($url: String!, $s: Int) { websiteFeedCandidates(url: $url, strictness: $s) { title selectors items { title link description selector } } }`;

describe("website feeds over GraphQL", () => {
  it("proposes candidates, creates, lists, changes and deletes a website feed that only its owner sees", async () => {
    const url = `${site.base}/events`;
    const found = await t.gql(CANDIDATES, { url }, owner);
    expect(found.errors).toBeUndefined();
    const [first] = found.data.websiteFeedCandidates;
    expect(first.selectors).toEqual(["li"]);
    expect(first.items.map((i: { title: string }) => i.title)).toEqual([0, 1, 2, 3].map((i) => `Evening event number ${i}`));
    expect(first.items[0].link).toBe(`${site.base}/e/0`);

    const invalid = await t.gql(`mutation($i: CreateWebsiteFeedInput!) { createWebsiteFeed(input: $i) { ${PAYLOAD} } }`, { i: { name: " ", url, contentSelectors: [] } }, owner);
    expect(invalid.data.createWebsiteFeed.__typename).toBe("ValidationError");
    expect(invalid.data.createWebsiteFeed.fields).toEqual(expect.arrayContaining([{ field: "name", message: "Feed name is required" }, { field: "cssSelectors", message: "Content selector is required" }]));

    const created = await t.gql(`mutation($i: CreateWebsiteFeedInput!) { createWebsiteFeed(input: $i) { ${PAYLOAD} } }`, { i: { name: "Club events", url, contentSelectors: first.selectors, strictness: 12 } }, owner);
    expect(created.errors).toBeUndefined();
    const w = created.data.createWebsiteFeed.websiteFeed;
    expect(w).toMatchObject({ name: "Club events", url, enabled: true, jsEnabled: false, strictness: 12, contentSelectors: ["li"], needsAttention: false, feed: { type: "webfeed", title: "Club events" } });
    // The first read happened at creation: the private feed already has the page's items.
    const { feedId } = await t.db.websiteFeed.findUniqueOrThrow({ where: { id: w.websiteFeedId } });
    expect(await t.db.contentItem.count({ where: { feedId } })).toBe(4);

    // The usage screen counts it against the tier's limit.
    expect((await t.gql(`{ viewer { usage { websiteFeedCount } } }`, {}, owner)).data.viewer.usage.websiteFeedCount).toBe(1);

    const listed = await t.gql(`{ viewer { websiteFeeds(first: 10) { edges { node { id name } } } } }`, {}, owner);
    expect(listed.data.viewer.websiteFeeds.edges).toEqual([{ node: { id: w.id, name: "Club events" } }]);
    const othersList = await t.gql(`{ viewer { websiteFeeds(first: 10) { edges { node { id } } } } }`, {}, other);
    expect(othersList.data.viewer.websiteFeeds.edges).toEqual([]);

    // Another user's website feed is not found: node is null, and changing or deleting it is NOT_FOUND.
    const node = `query($id: ID!) { node(id: $id) { ... on WebsiteFeed { name } } }`;
    expect((await t.gql(node, { id: w.id }, owner)).data.node).toEqual({ name: "Club events" });
    expect((await t.gql(node, { id: w.id }, other)).data.node).toBeNull();
    const stolen = await t.gql(`mutation($i: UpdateWebsiteFeedInput!) { updateWebsiteFeed(input: $i) { ${PAYLOAD} } }`, { i: { id: w.id, name: "Mine now" } }, other);
    expect(stolen.data.updateWebsiteFeed).toMatchObject({ __typename: "UserError", displayMessageKey: "NOT_FOUND" });
    const othersParse = await t.gql(`query($url: String!, $id: ID) { websiteFeedCandidates(url: $url, websiteFeedId: $id) { title } }`, { url, id: w.id }, other);
    expect(othersParse.errors?.[0]?.message).toMatch(/not found/i);
    const gone = await t.gql(`mutation($i: DeleteWebsiteFeedInput!) { deleteWebsiteFeed(input: $i) { __typename ... on UserError { displayMessageKey } } }`, { i: { id: w.id } }, other);
    expect(gone.data.deleteWebsiteFeed).toEqual({ __typename: "UserError", displayMessageKey: "NOT_FOUND" });

    const updated = await t.gql(`mutation($i: UpdateWebsiteFeedInput!) { updateWebsiteFeed(input: $i) { ${PAYLOAD} } }`, { i: { id: w.id, name: "Events", enabled: false, jsEnabled: true } }, owner);
    expect(updated.data.updateWebsiteFeed.websiteFeed).toMatchObject({ name: "Events", enabled: false, jsEnabled: true, strictness: 12 });

    // With its id, the saved selection comes first.
    const again = await t.gql(`query($url: String!, $id: ID) { websiteFeedCandidates(url: $url, websiteFeedId: $id) { title selectors } }`, { url, id: w.id }, owner);
    expect(again.data.websiteFeedCandidates[0]).toEqual({ title: "Current selection: 4 items", selectors: ["li"] });

    const deleted = await t.gql(`mutation($i: DeleteWebsiteFeedInput!) { deleteWebsiteFeed(input: $i) { __typename ... on DeleteWebsiteFeedPayload { deletedWebsiteFeedId } } }`, { i: { id: w.id } }, owner);
    expect(deleted.data.deleteWebsiteFeed).toEqual({ __typename: "DeleteWebsiteFeedPayload", deletedWebsiteFeedId: w.id });
    expect((await t.gql(node, { id: w.id }, owner)).data.node).toBeNull();
  });

  it("says the page could not be analysed when it cannot be read", async () => {
    const res = await t.gql(CANDIDATES, { url: `${site.base}/missing` }, owner);
    expect(res.errors?.[0]?.extensions).toMatchObject({ display_message_key: "WEBSITE_ANALYSIS_FAILED" });
  });
});
