import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appPassword, authOf, fever, feverKey, greader, registered } from "../../../tests/setup/syncClients.js";
import { createTestApp, type TestApp } from "../../../tests/setup/testApp.js";
import { REST_ROUTES } from "./router.js";

// Every route of the REST facade, called with what a broken client, a typo or a probe sends: ids that are not
// ids, malformed percent-escapes, huge values, wrong JSON shapes, bodies that are not JSON. Whatever the route,
// the answer is a 4xx (or a success, where the input happens to be acceptable), never a 5xx, and an error answer
// is the error table's JSON with its display_message_key. Signed-in and anonymous alike.

let t: TestApp;
let user: { token: string; id: string };

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
/** Path parameter values: unknown but well-formed, not an id, a broken escape, a huge one, odd numbers. */
const PARAMS = [UNKNOWN_ID, "not-an-id", "%E0%A4%A", "%ZZ", "a%00b", "x".repeat(5_000), "-1", "1e309", "..%2F..%2Fetc%2Fpasswd", "null"];
/** Query strings naming the parameters routes read, with values of the wrong kind. */
const QUERIES = [
  "",
  "?limit=abc&pageKey=%%%&sortBy=nonsense&search=%00&showRead=maybe",
  "?limit=-5&pageKey=zzz&subscriptionId=nope&subscriptionTagId=[]&contentItemTagId=%FF&feedId=1",
  "?limit=1e309&scheduledDigestId=x&topic=&contentItemTopicId=bad&includeDigestContent=2&url=javascript:alert(1)&sort=sideways",
  "?limit=100000000000000000000&pageKey=" + "k".repeat(4_000) + "&maxItems=NaN&id=1&id=2",
];
/** Bodies: JSON of every wrong shape, and text that is not JSON. */
const BODIES: Array<{ text: string; type?: string }> = [
  { text: "{}" },
  { text: "[]" },
  { text: "null" },
  { text: "42" },
  { text: '"text"' },
  { text: "{not json" },
  { text: '{"a":1}', type: "text/plain" },
  {
    text: JSON.stringify({
      id: {}, name: [], title: 5, url: { href: 1 }, email: 7, password: [], username: null, limit: "x", maxItems: "ten",
      isRead: "yes", enabled: "on", properties: "p", clauses: "c", thenClauses: [{}], matchClauses: [null], filters: 3,
      source: [], cron: 12, contentItemIds: "all", subscriptionIds: [{}], folderId: [], tags: {}, settings: "s", value: { deep: { deeper: [] } },
    }),
  },
  { text: JSON.stringify({ name: "x".repeat(200_000), url: "http://" + "a".repeat(70_000), title: "\u0000\uD800" }) },
  // PostgreSQL text cannot hold NUL: every text field a route reads, alone, so no other field's check comes first.
  ...["name", "title", "url", "email", "username", "search", "description", "value"].map((field) => ({ text: JSON.stringify({ [field]: `a\u0000b` }) })),
  { text: JSON.stringify({ properties: { title: "x\u0000" }, settings: { "k\u0000": 1 } }) },
];

beforeAll(async () => {
  t = await createTestApp();
  user = await registered(t, "badinput");
}, 120_000);

afterAll(async () => {
  await t?.close();
});

let ip = 0;
async function call(method: string, path: string, token: string | null, body?: { text: string; type?: string }) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers["content-type"] = body.type ?? "application/json";
  const res = await t.app.fetch(
    new Request(`http://rivulet.test/api_v1${path}`, { method, headers, ...(body ? { body: body.text } : {}) }),
    { remoteAddress: `10.9.${Math.floor(++ip / 250) % 250}.${ip % 250}` },
  );
  const text = await res.text();
  return { status: res.status, type: res.headers.get("content-type") ?? "", text };
}

/** Fills a route's :params with one value. */
const fill = (path: string, value: string) => path.replace(/:[a-zA-Z]+/g, value);

// Routes whose effect ends the caller's session are called anonymously only (the rest need the token alive).
const ENDS_SESSION = /^\/users\/logout/;

describe("bad input on every path of the app", () => {
  it("answers every route's bad ids, queries and bodies with a 4xx and the error table's JSON, never a 5xx", async () => {
    const failures: string[] = [];
    const check = async (method: string, path: string, token: string | null, body?: { text: string; type?: string }) => {
      const res = await call(method, path, token, body);
      const who = token ? "signed in" : "anonymous";
      const what = `${method} ${path.slice(0, 120)}${body ? ` body ${body.text.slice(0, 60)}` : ""} (${who})`;
      if (res.status >= 500) failures.push(`${what} → ${res.status} ${res.text.slice(0, 200)}`);
      else if (res.status >= 400 && res.type.includes("json")) {
        const parsed = JSON.parse(res.text) as { display_message_key?: unknown; message?: unknown };
        if (typeof parsed.display_message_key !== "string" || typeof parsed.message !== "string") {
          failures.push(`${what} → ${res.status} without display_message_key and message: ${res.text.slice(0, 200)}`);
        }
      }
    };
    let calls = 0;
    for (const [method, route] of REST_ROUTES) {
      const tokens = ENDS_SESSION.test(route) ? [null] : [user.token, null];
      const hasBody = method === "POST" || method === "PATCH" || method === "PUT";
      for (const token of tokens) {
        for (const value of route.includes(":") ? PARAMS : [UNKNOWN_ID]) {
          await check(method, fill(route, value), token, hasBody ? BODIES[0] : undefined);
          calls++;
        }
        for (const q of QUERIES.slice(1)) {
          await check(method, fill(route, UNKNOWN_ID) + q, token, hasBody ? BODIES[0] : undefined);
          calls++;
        }
        if (hasBody) {
          for (const body of BODIES.slice(1)) {
            await check(method, fill(route, UNKNOWN_ID), token, body);
            // Routes about the caller take the caller's own id: the body is then what decides.
            if (route.startsWith("/users/:id")) await check(method, fill(route, user.id), token, body);
            calls++;
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(REST_ROUTES.length * 10);
    expect(failures).toEqual([]);
  }, 300_000);

  it("refuses a NUL character in a query or body with the field's message, before any query runs", async () => {
    const query = await call("GET", "/feeds/tags?search=a%00b", user.token);
    expect(query.status).toBe(400);
    expect(JSON.parse(query.text)).toEqual({
      message: "Text cannot contain NUL characters",
      display_message_key: "VALIDATION_ERROR",
      fields: { search: "Text cannot contain NUL characters" },
    });
    const body = await call("POST", "/subscriptions/tags", user.token, { text: JSON.stringify({ name: "News\u0000" }) });
    expect(body.status).toBe(400);
    expect(JSON.parse(body.text).fields).toEqual({ name: "Text cannot contain NUL characters" });
    const folders = await call("GET", "/subscriptions/tags", user.token);
    expect(JSON.stringify(JSON.parse(folders.text))).not.toContain("News");
  });

  it("answers a GraphQL argument the database cannot store with VALIDATION_ERROR, not an internal error", async () => {
    const res = await t.gql("query($s: String) { feedTags(search: $s) { id } }", { s: "a\u0000b" }, user.token);
    expect(res.errors?.[0]).toMatchObject({
      message: "Text cannot contain NUL characters",
      extensions: { code: "VALIDATION_ERROR", display_message_key: "VALIDATION_ERROR" },
    });
  });

  it("answers broken percent-escapes and NUL characters on the app's other paths with a 4xx too", async () => {
    const page = await t.app.fetch(new Request("http://rivulet.test/%E0%A4%A"), { remoteAddress: "10.8.0.1" });
    expect(page.status).toBe(404);

    // The sync protocols, signed in with an app password as the apps do.
    const account = await registered(t, "badsync");
    const made = await appPassword(t, account, "probe");
    const gr = greader(t);
    const auth = authOf((await gr.login(account.email, made.password)).text)!;
    expect(auth).toBeTruthy();
    for (const path of ["stream/contents/%ZZ", "stream/contents/feed%2F%E0%A4%A", "stream/items/ids?s=user%2F-%2Flabel%2F%00&n=abc", "stream/contents?s=feed%2F%00&n=-1&c=%00"]) {
      const res = await gr.get(auth, path);
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
    }
    for (const body of [{ a: "user/-/label/a\u0000b", i: "1" }, { s: "feed/\u0000", t: "x\u0000" }, { ts: "nan", s: "user/-/label/\u0000" }] as Array<Record<string, string>>) {
      for (const path of ["edit-tag", "subscription/edit", "mark-all-as-read", "rename-tag"]) {
        const res = await gr.post(auth, path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    const fv = fever(t);
    const key = feverKey(account.email, made.password);
    for (const [query, body] of [["items&with_ids=%00,1", {}], ["items&since_id=abc", {}], ["", { mark: "item", as: "read", id: "\u0000" }], ["", { mark: "group", as: "read", id: "x", before: "\u0000" }]] as const) {
      const res = await fv(key, query, body);
      expect(res.status, `fever ${query} ${JSON.stringify(body)}`).toBeLessThan(500);
    }
  });
});
