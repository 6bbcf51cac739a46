import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CORPUS_DIR, loadOpmlEntries } from "../../../../tests/setup/corpus.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { folderNameFor, opmlFeeds, parseOpml } from "../../reader/opml/index.js";
import { normaliseFeedUrl } from "./feedResolver.js";

let t: TestApp;
/** New feeds' first fetches are handed to this recorder (as to Temporal): the corpus URLs are not reachable here. */
const handedOff: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: null, maxSubscriptionTags: null, maxNewFeedsPerWeek: null } }) },
    { startFeedRefresh: async (feedId) => void handedOff.push(feedId) },
  );
});
afterAll(async () => {
  await t?.close();
});

async function guest() {
  return (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token as string;
}

/** The (feed URL, folder) pairs a document asks for, as Rivulet stores them. */
function wanted(opml: string): Set<string> {
  const pairs = new Set<string>();
  for (const f of opmlFeeds(parseOpml(opml))) {
    let url: string;
    try {
      url = normaliseFeedUrl(f.xmlUrl);
    } catch {
      continue; // not an http(s) URL: reported as a per-item error
    }
    pairs.add(`${url} | ${folderNameFor(f.folderPath) ?? "(top)"}`);
  }
  return pairs;
}

const withFeeds = loadOpmlEntries().filter((e) => e.wellFormed && (e.expect.feedCount ?? 0) > 0);

describe("OPML import, export and re-import over the corpus", () => {
  it.each(withFeeds.map((e) => [e.file, e] as const))("%s round-trips", async (_file, entry) => {
    const token = await guest();
    const source = readFileSync(path.join(CORPUS_DIR, entry.file), "utf8");
    const imported = await t.rest("POST", "/subscriptions/opml", { token, body: { opml: source } });
    expect(imported.status).toBe(200);
    // One result per feed outline, in document order (the corpus feedCount).
    expect(imported.body.subscribeResults).toHaveLength(entry.expect.feedCount ?? 0);
    for (const f of entry.expect.feeds ?? []) expect(imported.body.subscribeResults[f.index].url).toBe(f.xmlUrl);

    // Folders are the expected ancestor paths.
    const folderNames = new Set(Object.values(imported.body.subscriptionTags).map((f: any) => f.name));
    for (const f of entry.expect.feeds ?? []) {
      const name = folderNameFor(f.folder ?? []);
      if (name) expect(folderNames).toContain(name);
    }

    const exported = await t.rest("GET", "/subscriptions/opml", { token });
    expect(exported.body.fileName).toMatch(/-opml-export\.opml$/);
    expect(wanted(exported.body.opml)).toEqual(wanted(source));

    // Re-importing our own export creates nothing new: every entry is a skipped duplicate.
    const before = await t.rest("GET", "/subscriptions", { token });
    const again = await t.rest("POST", "/subscriptions/opml", { token, body: { opml: exported.body.opml } });
    expect(again.body.subscribeResults.every((r: any) => r.error === null && r.skipped)).toBe(true);
    expect(again.body.foldersCreated).toBe(0);
    expect(Object.keys(again.body.subscriptions).sort()).toEqual(Object.keys(before.body.subscriptions).sort());
  });

  it("hands every new feed's first fetch to the background", async () => {
    const unfetched = await t.db.feed.findMany({ where: { lastRunAt: null }, select: { id: true } });
    expect(unfetched.length).toBeGreaterThan(100);
    expect(new Set(handedOff)).toEqual(new Set(unfetched.map((f) => f.id)));
  });

  it("refuses what is not OPML with the spec's messages, and changes nothing", async () => {
    const token = await guest();
    const none = await t.rest("POST", "/subscriptions/opml", { token, body: {} });
    expect(none).toMatchObject({ status: 400, body: { display_message_key: "VALIDATION_ERROR", message: "No file selected" } });
    const junk = await t.rest("POST", "/subscriptions/opml", { token, body: { opml: "<html><body>not opml</body></html>" } });
    expect(junk).toMatchObject({ status: 400, body: { message: "Failed to parse OPML" } });
    // A truncated file (issue 12: it was "0 feeds" and a success) is refused the same way, saying why.
    const whole = `<opml version="2.0"><head><title>Mine</title></head><body><outline text="A" xmlUrl="https://a.example/feed"/></body></opml>`;
    for (const cut of [whole.slice(0, 40), whole.slice(0, whole.indexOf("</body>"))]) {
      const truncated = await t.rest("POST", "/subscriptions/opml", { token, body: { opml: cut } });
      expect(truncated).toMatchObject({
        status: 400,
        body: { display_message_key: "VALIDATION_ERROR", message: "Failed to parse OPML", fields: { opml: expect.stringMatching(/cut short/) } },
      });
    }
    expect(Object.keys((await t.rest("GET", "/subscriptions", { token })).body.subscriptions)).toEqual([]);
  });

  it("exports one folder on its own, and GraphQL serves the same", async () => {
    const token = await guest();
    const opml = `<opml version="2.0"><body><outline text="Tech"><outline text="A" xmlUrl="https://a.example/feed"/></outline><outline text="B" xmlUrl="https://b.example/feed"/></body></opml>`;
    const res = await t.rest("POST", "/subscriptions/opml", { token, body: { opml } });
    const tech = Object.values(res.body.subscriptionTags).find((f: any) => f.name === "Tech") as any;
    const one = await t.rest("GET", `/subscriptions/opml?tagId=${tech.id}`, { token });
    expect(wanted(one.body.opml)).toEqual(new Set(["https://a.example/feed | Tech"]));
    const gql = await t.gql(`{ opmlExport { fileName opml } }`, {}, token);
    expect(wanted(gql.data.opmlExport.opml)).toEqual(new Set(["https://a.example/feed | Tech", "https://b.example/feed | (top)"]));
  });
});
