import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { findExternalCssReference } from "./settings.schemas.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { id: res.body.user.id as string, token: res.body.token as string };
}

describe("keyed settings over REST", () => {
  it("returns defaults before anything is saved", async () => {
    const g = await guest();
    const res = await t.rest("GET", `/users/${g.id}/settings/appSettings`, { token: g.token });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      theme: "obsidian", fontFamily: "roboto", fontSize: "medium", lineHeight: "medium", userCSS: "",
      defaultLayoutView: "compact", defaultSortBy: "popular", defaultShowRead: false, hideStaleFolders: false,
    });
    const order = await t.rest("GET", `/users/${g.id}/settings/topLevelOrder`, { token: g.token });
    expect(order.body.value).toEqual({ order: [] });
  });

  it("merges partial appSettings and keeps the rest", async () => {
    const g = await guest();
    await t.rest("PUT", `/users/${g.id}/settings/appSettings`, { token: g.token, body: { value: { theme: "pearl", fontSize: "xlarge" } } });
    const res = await t.rest("PUT", `/users/${g.id}/settings/appSettings`, { token: g.token, body: { value: { fontFamily: "lato" } } });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ theme: "pearl", fontSize: "xlarge", fontFamily: "lato", lineHeight: "medium" });
    expect(res.body.settings.appSettings).toEqual(res.body.value);
    const boot = await t.rest("GET", "/bootstrap", { token: g.token });
    expect(boot.body.settings.appSettings.theme).toBe("pearl");
  });

  it("stores topLevelOrder and the keyed feed view settings", async () => {
    const g = await guest();
    const a = (await t.rest("POST", "/subscriptions/tags", { token: g.token, body: { name: "A" } })).body.id;
    const b = (await t.rest("POST", "/subscriptions/tags", { token: g.token, body: { name: "B" } })).body.id;
    // The order is checked against the user's folders and subscriptions: unknown ids are dropped.
    const order = await t.rest("PUT", `/users/${g.id}/settings/topLevelOrder`, { token: g.token, body: { value: { order: [b, "x", a] } } });
    expect(order.body.value).toEqual({ order: [b, a] });
    expect(order.body.settings.topLevelOrder).toEqual({ order: [b, a] });
    const view = await t.rest("PUT", `/users/${g.id}/settings/allSubscriptionsContentFeed`, {
      token: g.token, body: { value: { sortBy: "top-week", layoutView: "cards-large" } },
    });
    expect(view.body.value).toEqual({ sortBy: "top-week", layoutView: "cards-large" });
  });

  it("rejects unknown values and keys with 4xx and changes nothing", async () => {
    const g = await guest();
    const bad = await t.rest("PUT", `/users/${g.id}/settings/appSettings`, { token: g.token, body: { value: { theme: "neon", fontSize: 3 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.display_message_key).toBe("VALIDATION_ERROR");
    expect(Object.keys(bad.body.fields).sort()).toEqual(["fontSize", "theme"]);
    expect((await t.rest("GET", `/users/${g.id}/settings/appSettings`, { token: g.token })).body.value.theme).toBe("obsidian");
    expect((await t.rest("PUT", `/users/${g.id}/settings/nope`, { token: g.token, body: { value: 1 } })).status).toBe(404);
  });

  it("refuses custom CSS that loads external resources", async () => {
    const g = await guest();
    const res = await t.rest("PUT", `/users/${g.id}/settings/appSettings`, {
      token: g.token, body: { value: { userCSS: "body { background: url(https://tracker.example/p.gif) }" } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.userCSS).toMatch(/external resources/);
    const ok = await t.rest("PUT", `/users/${g.id}/settings/appSettings`, { token: g.token, body: { value: { userCSS: "h1 { color: red }" } } });
    expect(ok.body.value.userCSS).toBe("h1 { color: red }");
  });

  it("only the owner may read or write a user's settings", async () => {
    const a = await guest();
    const b = await guest();
    expect((await t.rest("GET", `/users/${b.id}/settings/appSettings`, { token: a.token })).status).toBe(403);
    expect((await t.rest("PUT", `/users/${b.id}/settings/appSettings`, { token: a.token, body: { value: { theme: "snow" } } })).status).toBe(403);
  });
});

describe("custom CSS guard", () => {
  it.each([
    ["@import 'https://x.example/a.css';", "@import"],
    ["a{background:url(//x.example/a.png)}", "url"],
    ["a{background:URL( 'http://x' )}", "url"],
    ["a{background-image:image-set(url(x.png) 1x)}", "url"],
    ["a{behavior:url(x.htc)}", "url"],
    ["a{width:expression(alert(1))}", "script"],
  ])("blocks %s", (css, kind) => {
    expect(findExternalCssReference(css)).toMatch(new RegExp(kind === "script" ? "script" : kind, "i"));
  });

  it.each(["a{color:red}", "a{background:url(data:image/png;base64,iVBORw0KGgo=)}", "/* url(http://x) */ a{}"])(
    "allows %s",
    (css) => expect(findExternalCssReference(css)).toBeNull(),
  );
});

describe("accountSettings by tier", () => {
  it("computes limits from the tier table and flags", async () => {
    const g = await guest();
    const boot = await t.rest("GET", "/bootstrap", { token: g.token });
    expect(boot.status).toBe(200);
    expect(boot.body).toMatchObject({
      subscriptions: {}, subscriptionTags: {}, feeds: {}, contentItemTags: {}, scheduledDigests: {}, allUnreadCount: 0,
      user: { id: g.id },
    });
    await t.db.user.update({ where: { id: g.id }, data: { isGuest: false, isPremium: true } });
    const pro = await t.rest("GET", "/bootstrap", { token: g.token });
    expect(pro.body.settings.accountSettings).toMatchObject({ tier: "pro", isPremium: true, guestExpiresAt: null, ...t.config.tiers.pro });
  });
});
