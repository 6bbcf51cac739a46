import { encodeGlobalID } from "@pothos/plugin-relay";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { FILTER_SAVE_FAILED } from "./filters.validation.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TIER_LIMITS: JSON.stringify({ guest: { maxContentItemFilters: 2 } }) });
});
afterAll(async () => {
  await t?.close();
});

async function guest() {
  return (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token as string;
}

async function subscribe(token: string, titles: string[], folderId?: string) {
  const feed = await createFeedWithItems(t.db, `g${randomUUID().slice(0, 6)}`, titles.map((title, i) => ({ ageDays: i + 0.5, title })));
  const res = await t.rest("POST", "/subscriptions", { token, body: { feedId: feed.feedId, ...(folderId ? { subscriptionTagId: folderId } : {}) } });
  return encodeGlobalID("FeedSubscription", Object.keys(res.body.subscriptions)[0]!);
}

const PAYLOAD = `
  __typename
  ... on FilterPayload {
    filter { id filterId filterType clauseType windowHours enabled clauses { clauseId matchField matchType matchValue } subscription { id } folder { id } }
    subscriptions { id unreadCount }
    folders { id unreadCount }
    viewer { readingList { allUnreadCount } }
  }
  ... on ValidationError { message displayMessageKey fields { field message } }
  ... on UserError { message displayMessageKey upgradeUrl }`;

const CREATE = `mutation($input: CreateFilterInput!) { createFilter(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation($input: UpdateFilterInput!) { updateFilter(input: $input) { ${PAYLOAD} } }`;

describe("GraphQL filters", () => {
  it("creates, reads, changes, previews and deletes filters, each answer carrying the counts it moved", async () => {
    const token = await guest();
    const folder = (await t.gql(`mutation { createFolder(input: { name: "News" }) { ... on FolderPayload { folder { id folderId } } } }`, {}, token)).data.createFolder.folder;
    const a = await subscribe(token, ["Story one", "Ad: shoes", "story ONE"], folder.folderId);
    const b = await subscribe(token, ["Story one.", "Other"], folder.folderId);

    const created = await t.gql(CREATE, { input: { folderId: folder.id, filterType: "mark_duplicate", clauses: [{ matchField: "title" }] } }, token);
    expect(created.errors).toBeUndefined();
    const filter = created.data.createFilter.filter;
    expect(created.data.createFilter).toMatchObject({
      __typename: "FilterPayload",
      filter: { filterType: "mark_duplicate", clauseType: "and", windowHours: 720, enabled: true, clauses: [{ matchField: "title", matchType: "equals", matchValue: "" }], subscription: null, folder: { id: folder.id } },
      folders: [{ id: folder.id, unreadCount: 3 }],
      viewer: { readingList: { allUnreadCount: 3 } },
    });
    expect(created.data.createFilter.subscriptions.map((s: any) => s.id).sort()).toEqual([a, b].sort());

    const tree = await t.gql(
      `query($f: ID!, $s: ID!) { folder: node(id: $f) { ... on Folder { filters { id } } } sub: node(id: $s) { ... on FeedSubscription { filters { id } } } }`,
      { f: folder.id, s: a },
      token,
    );
    expect(tree.data).toEqual({ folder: { filters: [{ id: filter.id }] }, sub: { filters: [] } });

    const matches = await t.gql(
      `query($id: ID!) { node(id: $id) { ... on Filter { matches(first: 1) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { title } duplicateOf { title } } } } } }`,
      { id: filter.id },
      token,
    );
    expect(matches.errors).toBeUndefined();
    const page = matches.data.node.matches;
    expect(page).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    const rest = await t.gql(`query($id: ID!, $after: String) { node(id: $id) { ... on Filter { matches(first: 5, after: $after) { pageInfo { hasNextPage } edges { node { title } duplicateOf { title } } } } } }`, { id: filter.id, after: page.pageInfo.endCursor }, token);
    const edges = [...page.edges, ...rest.data.node.matches.edges];
    expect(rest.data.node.matches.pageInfo.hasNextPage).toBe(false);
    // Each duplicate names the copy just before it: the first "Story one", then "story ONE" for the other feed's.
    expect(Object.fromEntries(edges.map((e: any) => [e.node.title, e.duplicateOf.title]))).toEqual({ "story ONE": "Story one", "Story one.": "story ONE" });
    expect(edges.map((e: any) => e.node.title).sort()).toEqual(["Story one.", "story ONE"]);

    const updated = await t.gql(UPDATE, { input: { id: filter.id, enabled: false } }, token);
    expect(updated.data.updateFilter).toMatchObject({ filter: { enabled: false }, folders: [{ unreadCount: 5 }], viewer: { readingList: { allUnreadCount: 5 } } });
    const refused = await t.gql(UPDATE, { input: { id: filter.id, windowHours: 0, clauses: [] } }, token);
    expect(refused.data.updateFilter).toMatchObject({ __typename: "ValidationError", message: FILTER_SAVE_FAILED, displayMessageKey: "VALIDATION_ERROR" });
    expect(refused.data.updateFilter.fields.map((f: any) => f.field).sort()).toEqual(["clauses", "windowHours"]);

    const own = await t.gql(CREATE, { input: { subscriptionId: a, filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "ad:" }] } }, token);
    expect(own.data.createFilter).toMatchObject({ subscriptions: [{ id: a, unreadCount: 2 }], viewer: { readingList: { allUnreadCount: 4 } } });
    const limited = await t.gql(CREATE, { input: { subscriptionId: b, filterType: "keep_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "x" }] } }, token);
    expect(limited.data.createFilter).toMatchObject({ __typename: "UserError", displayMessageKey: "MAX_CONTENT_ITEM_FILTERS_REACHED", upgradeUrl: "/settings#billing" });

    // Another user sees none of it.
    const other = await guest();
    expect((await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: filter.id }, other)).data.node).toBeNull();
    const foreign = await t.gql(`mutation($id: ID!) { deleteFilter(input: { id: $id }) { __typename ... on UserError { displayMessageKey } } }`, { id: filter.id }, other);
    expect(foreign.data.deleteFilter).toEqual({ __typename: "UserError", displayMessageKey: "NOT_FOUND" });
    const intoForeign = await t.gql(CREATE, { input: { subscriptionId: a, filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "x" }] } }, other);
    expect(intoForeign.data.createFilter.displayMessageKey).toBe("NOT_FOUND");

    const deleted = await t.gql(
      `mutation($id: ID!) { deleteFilter(input: { id: $id }) { __typename ... on DeleteFilterPayload { deletedFilterId subscriptions { id unreadCount } viewer { readingList { allUnreadCount } } } } }`,
      { id: own.data.createFilter.filter.id },
      token,
    );
    expect(deleted.data.deleteFilter).toMatchObject({ deletedFilterId: own.data.createFilter.filter.id, subscriptions: [{ id: a, unreadCount: 3 }], viewer: { readingList: { allUnreadCount: 5 } } });
    expect((await t.gql(`mutation { createFilter(input: { subscriptionId: "${a}", filterType: remove_on_match, clauses: [] }) { __typename } }`)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("previews a filter being edited, before it is saved: the same matches a saved one would show, nothing stored", async () => {
    const token = await guest();
    const sub = await subscribe(token, ["Ad: shoes", "News of the day", "AD: hats", "Sport"]);
    const PREVIEW = `query($input: FilterPreviewInput!, $first: Int, $after: String) {
      filterPreview(input: $input, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { title } duplicateOf { title } } }
    }`;
    const remove = { subscriptionId: sub, filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue: "ad:" }] };
    const first = await t.gql(PREVIEW, { input: remove, first: 1 }, token);
    expect(first.errors).toBeUndefined();
    expect(first.data.filterPreview).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    const next = await t.gql(PREVIEW, { input: remove, first: 5, after: first.data.filterPreview.pageInfo.endCursor }, token);
    const titles = [...first.data.filterPreview.edges, ...next.data.filterPreview.edges].map((e: any) => e.node.title);
    expect(titles.sort()).toEqual(["AD: hats", "Ad: shoes"]);

    // An edit changes the answer at once: or-joined clauses, then keep_on_match (what it keeps).
    const either = { ...remove, clauseType: "or", clauses: [...remove.clauses, { matchField: "title", matchType: "equals", matchValue: "sport" }] };
    expect((await t.gql(PREVIEW, { input: either }, token)).data.filterPreview.totalCount).toBe(3);
    const keep = { ...remove, filterType: "keep_on_match", clauses: [{ matchField: "title", matchType: "not_contains", matchValue: "ad:" }] };
    expect((await t.gql(PREVIEW, { input: keep }, token)).data.filterPreview.edges.map((e: any) => e.node.title).sort()).toEqual(["News of the day", "Sport"]);
    const before = await t.db.contentItemFilter.count();
    expect((await t.gql(PREVIEW, { input: remove }, token)).data.filterPreview.totalCount).toBe(2);
    expect(await t.db.contentItemFilter.count()).toBe(before);

    // A draft a save would refuse is refused the same way; another user's subscription is not found.
    const bad = await t.gql(PREVIEW, { input: { ...remove, windowHours: 0, clauses: [{ matchField: "title", matchType: "contains", matchValue: " " }] } }, token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION_ERROR" });
    const other = await guest();
    expect((await t.gql(PREVIEW, { input: remove }, other)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
