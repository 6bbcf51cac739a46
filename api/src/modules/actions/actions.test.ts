import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { signatureValid, startWebhookReceiver } from "../../../../tests/setup/webhookReceiver.js";

// The actions API through the front door (REST and GraphQL in-process, real PostgreSQL and SMTP, a real local
// webhook server). No Temporal here: new items leave pending deliveries and re-runs run in the api process;
// temporal/src/actions.test.ts delivers through the workflows.
let t: TestApp;
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
/** A local feed server: /{name}.xml serves these items (newest first, dated an hour apart from now). */
let feedServer: Server;
let feedBase: string;
const served = new Map<string, Array<{ guid: string; title: string }>>();

beforeAll(async () => {
  feedServer = createServer((req, res) => {
    const items = served.get(/^\/([\w-]+)\.xml$/.exec(req.url ?? "")?.[1] ?? "");
    if (!items) return void res.writeHead(404).end();
    const body = items
      .map((i, n) => `<item><guid>${i.guid}</guid><title>${i.title}</title><link>https://site.example/${i.guid}</link><pubDate>${new Date(Date.now() - n * 3_600_000).toUTCString()}</pubDate></item>`)
      .join("");
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(`<rss version="2.0"><channel><title>Local</title><link>https://site.example/</link>${body}</channel></rss>`);
  });
  await new Promise<void>((r) => feedServer.listen(0, "127.0.0.1", r));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  hooks = await startWebhookReceiver((hook) => {
    if (hook.path.startsWith("/refuse")) return { status: 410 };
    if (hook.path.startsWith("/slow")) return { status: 200, delayMs: 1500 };
    return { status: 200 };
  });
  t = await createTestApp({
    FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    ACTION_EMAILS_PER_HOUR: "2",
    ACTION_ITEMS_PER_HOUR: "12",
    TIER_LIMITS: JSON.stringify({ guest: { maxContentItemActions: 3 }, freeUnverified: { maxContentItemActions: 10 } }),
  });
});
afterAll(async () => {
  await t?.close();
  await hooks?.close();
  feedServer?.closeAllConnections();
  await new Promise((r) => feedServer?.close(r));
});

let n = 0;
async function registered() {
  n += 1;
  const email = `actions${n}.${Date.now()}@example.com`;
  const res = await t.rest("POST", "/users", { body: { username: `actions${n}_${Date.now() % 100000}`, email, password: "correct horse" } });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, id: res.body.user.id as string, email };
}

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token as string, id: res.body.user.id as string };
}

/** A feed with items dated newest first (titles as given) and the user's subscription to it. */
async function subscribed(token: string, titles: string[]) {
  const { feedId, itemIds } = await createFeedWithItems(t.db, `f${++n}`, titles.map((title, i) => ({ ageDays: i * 0.01, title })));
  const res = await t.rest("POST", "/subscriptions", { token, body: { feedId } });
  expect(res.status).toBe(200);
  return { feedId, itemIds, subscriptionId: Object.keys(res.body.subscriptions)[0]! };
}

const only = (body: any) => Object.values(body.actions as Record<string, any>)[0];

describe("actions: create, read, update, delete", () => {
  it("creates an action on a subscription, folder or content tag and answers the actions map", async () => {
    const { token } = await registered();
    const { subscriptionId } = await subscribed(token, ["a"]);
    const folder = await t.rest("POST", "/subscriptions/tags", { token, body: { name: "News" } });
    const tag = await t.rest("POST", "/content/tags", { token, body: { name: "Keep" } });
    const created = await t.rest("POST", "/actions", {
      token,
      body: {
        subscriptionId, matchClauseType: "or",
        matchClauses: [{ matchField: "title", matchType: "contains", matchValue: "Rust" }, { matchField: "creator", matchType: "equals", matchValue: "Ann" }],
        clauses: [{ actionType: "mark_read" }, { actionType: "send_email", actionValue: " me@example.com " }, { actionType: "assign_tag", actionValue: tag.body.id },
          { actionType: "trigger_webhook", actionValue: `${hooks.base}/hook` }],
      },
    });
    expect(created.status).toBe(200);
    const action = created.body.actions[created.body.id];
    expect(action).toMatchObject({
      id: created.body.id, subscriptionId, subscriptionTagId: null, contentItemTagId: null, enabled: true, matchClauseType: "or",
      lastTriggerResult: null, lastErrorMessage: null, lastTriggerAt: null,
      matchClauses: [{ matchField: "title", matchType: "contains", matchValue: "Rust" }, { matchField: "creator", matchType: "equals", matchValue: "Ann" }],
    });
    expect(action.clauses.map((c: any) => [c.actionType, c.actionValue, c.contentItemActionId])).toEqual([
      ["mark_read", null, action.id], ["send_email", "me@example.com", action.id], ["assign_tag", tag.body.id, action.id], ["trigger_webhook", `${hooks.base}/hook`, action.id],
    ]);
    expect(action.webhookSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const onFolder = await t.rest("POST", "/actions", { token, body: { subscriptionTagId: folder.body.id, clauses: [{ actionType: "mark_read" }] } });
    const onTag = await t.rest("POST", "/actions", { token, body: { contentItemTagId: "read-later", clauses: [{ actionType: "mark_read" }] } });
    expect(only(onFolder.body)).toMatchObject({ subscriptionTagId: folder.body.id, matchClauseType: "and", matchClauses: [] });
    const readLater = Object.values((await t.rest("GET", "/content/tags", { token })).body.contentItemTags as Record<string, any>).find((x) => x.slug === "read-later");
    expect(only(onTag.body).contentItemTagId).toBe(readLater.id);

    // Listed by scope, and all of them without one.
    expect(Object.keys((await t.rest("GET", `/actions?subscriptionId=${subscriptionId}`, { token })).body.actions)).toEqual([action.id]);
    expect(Object.keys((await t.rest("GET", `/actions?subscriptionTagId=${folder.body.id}`, { token })).body.actions)).toEqual([onFolder.body.id]);
    expect(Object.keys((await t.rest("GET", `/actions?contentItemTagId=${readLater.id}`, { token })).body.actions)).toEqual([onTag.body.id]);
    expect(Object.keys((await t.rest("GET", "/actions", { token })).body.actions)).toHaveLength(3);
    expect((await t.rest("GET", `/actions/${action.id}`, { token })).body.actions[action.id]).toEqual(action);

    // Subscription and folder calls carry the actions of what they answer and of every folder; tag calls the tags'.
    const subs = await t.rest("GET", "/subscriptions", { token });
    expect(Object.keys(subs.body.actions).sort()).toEqual([action.id, onFolder.body.id].sort());
    expect((await t.rest("GET", `/subscriptions/${subscriptionId}`, { token })).body.actions[action.id]).toEqual(action);
    expect(Object.keys((await t.rest("GET", "/content/tags", { token })).body.actions)).toEqual([onTag.body.id]);
  });

  it("says what is wrong with an action, field by field, and saves nothing", async () => {
    const { token } = await registered();
    const { subscriptionId } = await subscribed(token, ["a"]);
    const other = await registered();
    const theirTag = await t.rest("POST", "/content/tags", { token: other.token, body: { name: "Theirs" } });
    const bad: Array<[unknown, string, string]> = [
      [{ subscriptionId }, "clauses", "An action needs at least one 'then' clause"],
      [{ subscriptionId, clauses: [] }, "clauses", "An action needs at least one 'then' clause"],
      [{ clauses: [{ actionType: "mark_read" }] }, "subscriptionId", "An action belongs to one subscription, folder or content tag"],
      [{ subscriptionId, subscriptionTagId: subscriptionId, clauses: [{ actionType: "mark_read" }] }, "subscriptionId", "An action belongs to one subscription, folder or content tag"],
      [{ subscriptionId, clauses: [{ actionType: "delete_item" }] }, "clauses.0.actionType", "Action type must be one of mark_read, send_email, assign_tag, trigger_webhook"],
      [{ subscriptionId, clauses: [{ actionType: "send_email" }] }, "clauses.0.actionValue", "Enter the email address to send to"],
      [{ subscriptionId, clauses: [{ actionType: "send_email", actionValue: "not an address" }] }, "clauses.0.actionValue", "Enter a valid email address"],
      [{ subscriptionId, clauses: [{ actionType: "trigger_webhook", actionValue: "ftp://example.com/x" }] }, "clauses.0.actionValue", "A webhook URL must be valid and start with http:// or https://"],
      [{ subscriptionId, clauses: [{ actionType: "trigger_webhook", actionValue: "example.com/hook" }] }, "clauses.0.actionValue", "A webhook URL must be valid and start with http:// or https://"],
      [{ subscriptionId, clauses: [{ actionType: "trigger_webhook" }] }, "clauses.0.actionValue", "A webhook URL must be valid and start with http:// or https://"],
      [{ subscriptionId, clauses: [{ actionType: "assign_tag" }] }, "clauses.0.actionValue", "Choose the tag to assign"],
      [{ subscriptionId, clauses: [{ actionType: "mark_read" }, { actionType: "assign_tag", actionValue: theirTag.body.id }] }, "clauses.1.actionValue", "Choose one of your tags"],
      [{ subscriptionId, matchClauses: [{ matchField: "body", matchType: "contains", matchValue: "x" }], clauses: [{ actionType: "mark_read" }] }, "matchClauses.0.matchField", "Match field must be one of title, creator, link, description"],
      [{ subscriptionId, matchClauses: [{ matchField: "title", matchType: "like", matchValue: "x" }], clauses: [{ actionType: "mark_read" }] }, "matchClauses.0.matchType", "Match type must be one of contains, not_contains, equals, not_equals"],
      [{ subscriptionId, matchClauses: [{ matchField: "title", matchType: "contains", matchValue: "" }], clauses: [{ actionType: "mark_read" }] }, "matchClauses.0.matchValue", "Enter a value to match"],
      [{ subscriptionId, matchClauseType: "xor", clauses: [{ actionType: "mark_read" }] }, "matchClauseType", "matchClauseType must be and or or"],
      [{ subscriptionId, clauses: Array.from({ length: 11 }, () => ({ actionType: "mark_read" })) }, "clauses", "An action has at most 10 'then' clauses"],
    ];
    for (const [body, field, message] of bad) {
      const res = await t.rest("POST", "/actions", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.display_message_key).toBe("VALIDATION_ERROR");
      expect(res.body.fields[field], JSON.stringify(res.body)).toBe(message);
    }
    expect(await t.db.contentItemAction.count({ where: { subscriptionId } })).toBe(0);
    // Scopes, tags and actions of other users are not found; calls need a token.
    const theirs = await subscribed(other.token, ["b"]);
    expect(await t.rest("POST", "/actions", { token, body: { subscriptionId: theirs.subscriptionId, clauses: [{ actionType: "mark_read" }] } }))
      .toMatchObject({ status: 404, body: { display_message_key: "NOT_FOUND" } });
    expect((await t.rest("POST", "/actions", { token, body: { contentItemTagId: theirTag.body.id, clauses: [{ actionType: "mark_read" }] } })).status).toBe(404);
    expect((await t.rest("GET", `/actions?subscriptionId=${theirs.subscriptionId}`, { token })).status).toBe(404);
    expect((await t.rest("POST", "/actions", { body: { subscriptionId, clauses: [{ actionType: "mark_read" }] } })).body.display_message_key).toBe("NO_TOKEN");
    expect((await t.rest("GET", "/actions")).body.display_message_key).toBe("NO_TOKEN");
    expect((await t.rest("POST", "/actions", { token, body: "{", headers: { "content-type": "application/json" } })).body.display_message_key).toBe("INVALID_JSON");
  });

  it("refuses an action past the tier's maxContentItemActions with the spec's key", async () => {
    const { token } = await guest();
    const { subscriptionId } = await subscribed(token, ["a"]);
    const body = { subscriptionId, clauses: [{ actionType: "mark_read" }] };
    for (let i = 0; i < 3; i++) expect((await t.rest("POST", "/actions", { token, body })).status).toBe(200);
    const fourth = await t.rest("POST", "/actions", { token, body });
    expect(fourth).toMatchObject({ status: 403, body: { display_message_key: "MAX_CONTENT_ITEM_ACTIONS_REACHED", message: "You have reached the maximum number of actions for this account tier" } });
    // Two at once cannot both pass the limit: the check runs under the user's lock.
    const other = await guest();
    const sub = await subscribed(other.token, ["b"]);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.rest("POST", "/actions", { token: other.token, body: { subscriptionId: sub.subscriptionId, clauses: [{ actionType: "mark_read" }] } })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await t.db.contentItemAction.count({ where: { userId: other.id } })).toBe(3);
  });

  it("patches an action: lists replace, a clause sent with its id keeps it, turning it back on starts afresh", async () => {
    const { token } = await registered();
    const { subscriptionId } = await subscribed(token, ["a"]);
    const created = await t.rest("POST", "/actions", {
      token, body: { subscriptionId, matchClauses: [{ matchField: "title", matchType: "contains", matchValue: "x" }], clauses: [{ actionType: "mark_read" }, { actionType: "send_email", actionValue: "a@example.com" }] },
    });
    const action = only(created.body);
    const [markRead, email] = action.clauses;
    const patched = await t.rest("PATCH", `/actions/${action.id}`, {
      token,
      body: { ...action, enabled: false, matchClauseType: "or", matchClauses: [], clauses: [{ actionType: "trigger_webhook", actionValue: `${hooks.base}/x` }, { ...email, actionValue: "b@example.com" }, { id: markRead.id, actionType: "assign_tag", actionValue: "read-later" }] },
    });
    expect(patched.status).toBe(200);
    const after = only(patched.body);
    expect(after).toMatchObject({ enabled: false, matchClauseType: "or", matchClauses: [], subscriptionId });
    expect(after.clauses.map((c: any) => c.actionType)).toEqual(["trigger_webhook", "send_email", "assign_tag"]);
    expect(after.clauses[1]).toMatchObject({ id: email.id, actionValue: "b@example.com" });
    // A kept id with another type is a new clause (its deliveries were for what it did before).
    expect(after.clauses[2].id).not.toBe(markRead.id);
    expect(await t.db.contentItemActionClause.count({ where: { contentItemActionId: action.id } })).toBe(3);

    const off = await t.db.contentItemAction.findUniqueOrThrow({ where: { id: action.id } });
    const on = await t.rest("PATCH", `/actions/${action.id}`, { token, body: { enabled: true } });
    expect(only(on.body).enabled).toBe(true);
    expect((await t.db.contentItemAction.findUniqueOrThrow({ where: { id: action.id } })).activeSince.getTime()).toBeGreaterThan(off.activeSince.getTime());

    expect((await t.rest("PATCH", `/actions/${action.id}`, { token, body: { clauses: [] } })).body.fields.clauses).toBe("An action needs at least one 'then' clause");
    const other = await registered();
    for (const [method, path] of [["GET", ""], ["PATCH", ""], ["DELETE", ""], ["GET", "/matches"], ["POST", "/run"]] as const) {
      const res = await t.rest(method, `/actions/${action.id}${path}`, { token: other.token, ...(method === "GET" || method === "DELETE" ? {} : { body: {} }) });
      expect(res, `${method} ${path}`).toMatchObject({ status: 404, body: { display_message_key: "NOT_FOUND", message: "Action not found" } });
    }
    expect((await t.rest("GET", "/actions/new-1", { token })).status).toBe(404);
    const deleted = await t.rest("DELETE", `/actions/${action.id}`, { token });
    expect(deleted.body).toEqual({ deletedActionId: action.id, actions: {} });
    expect((await t.rest("GET", `/actions/${action.id}`, { token })).status).toBe(404);
  });

  it("deleting a subscription, folder or tag removes its actions", async () => {
    const { token } = await registered();
    const { subscriptionId } = await subscribed(token, ["a"]);
    const folder = await t.rest("POST", "/subscriptions/tags", { token, body: { name: "Gone" } });
    const tag = await t.rest("POST", "/content/tags", { token, body: { name: "Gone too" } });
    const ids = [];
    for (const scope of [{ subscriptionId }, { subscriptionTagId: folder.body.id }, { contentItemTagId: tag.body.id }]) {
      ids.push((await t.rest("POST", "/actions", { token, body: { ...scope, clauses: [{ actionType: "mark_read" }] } })).body.id);
    }
    expect((await t.rest("DELETE", `/subscriptions/${subscriptionId}`, { token })).status).toBe(200);
    expect((await t.rest("DELETE", `/subscriptions/tags/${folder.body.id}`, { token })).status).toBe(200);
    expect((await t.rest("DELETE", `/content/tags/${tag.body.id}`, { token })).status).toBe(200);
    expect(await t.db.contentItemAction.count({ where: { id: { in: ids } } })).toBe(0);
  });
});

describe("actions: matches and re-runs", () => {
  it("previews the scope's items that match, case sensitive, newest first, in keyset pages", async () => {
    const { token } = await registered();
    const titles = ["Rust 1", "rust 2", "Go 3", "Rust 4", "Rust 5", "Zig 6", "Rust 7"];
    const { subscriptionId, itemIds } = await subscribed(token, titles);
    const created = await t.rest("POST", "/actions", {
      token, body: { subscriptionId, matchClauses: [{ matchField: "title", matchType: "contains", matchValue: "Rust" }], clauses: [{ actionType: "mark_read" }] },
    });
    const id = created.body.id;
    const expected = [0, 3, 4, 6].map((i) => itemIds[i]);
    const first = await t.rest("GET", `/actions/${id}/matches?limit=3`, { token });
    expect(first.status).toBe(200);
    expect(first.body.contentItems.map((i: any) => i.id)).toEqual(expected.slice(0, 3));
    expect(first.body.matchesByParent).toEqual({ [id]: expected.slice(0, 3) });
    expect(Object.keys(first.body.feeds)).toHaveLength(1);
    expect(first.body.meta).toMatchObject({ limit: 3, pageKey: null, totalItems: 4 });
    const second = await t.rest("GET", `/actions/${id}/matches?limit=3&pageKey=${first.body.meta.nextPageKey}`, { token });
    expect(second.body.contentItems.map((i: any) => i.id)).toEqual(expected.slice(3));
    expect(second.body.meta).toMatchObject({ nextPageKey: null, totalItems: 4, pageKey: first.body.meta.nextPageKey });
    // An or of clauses, and a folder's matches span its subscriptions.
    await t.rest("PATCH", `/actions/${id}`, {
      token, body: { matchClauseType: "or", matchClauses: [{ matchField: "title", matchType: "equals", matchValue: "Go 3" }, { matchField: "title", matchType: "equals", matchValue: "Zig 6" }] },
    });
    expect((await t.rest("GET", `/actions/${id}/matches`, { token })).body.matchesByParent[id]).toEqual([itemIds[2], itemIds[5]]);
    for (const q of ["limit=0", "limit=101", "limit=ten", "pageKey=nonsense"]) {
      expect((await t.rest("GET", `/actions/${id}/matches?${q}`, { token })).body.display_message_key, q).toBe("VALIDATION_ERROR");
    }
  });

  it("re-runs over the newest matching items in the api without Temporal, with maxItems checked", async () => {
    const { token, id: userId } = await registered();
    const { subscriptionId, itemIds } = await subscribed(token, Array.from({ length: 14 }, (_, i) => `Post ${i}`));
    const created = await t.rest("POST", "/actions", {
      token, body: { subscriptionId, clauses: [{ actionType: "mark_read" }, { actionType: "trigger_webhook", actionValue: `${hooks.base}/run-${userId}` }] },
    });
    const id = created.body.id;
    for (const maxItems of ["ten", -1, 0, 101, 2.5, true]) {
      const res = await t.rest("POST", `/actions/${id}/run`, { token, body: { maxItems } });
      expect(res, String(maxItems)).toMatchObject({ status: 400, body: { display_message_key: "VALIDATION_ERROR", fields: { maxItems: "maxItems must be a number from 1 to 100" } } });
    }
    expect(await t.rest("POST", "/actions/new-abc/run", { token, body: {} })).toMatchObject({ status: 400, body: { fields: { id: "Save this action before running it" } } });

    const run = await t.rest("POST", `/actions/${id}/run`, { token, body: {} });
    expect(run.status).toBe(200);
    expect(run.body.run).toEqual({ status: "finished", workflowId: null });
    expect(run.body.actions[id]).toMatchObject({ lastTriggerResult: "success", lastErrorMessage: null, enabled: true });
    // The default 10 newest: marked read, and each posted once, signed with the action's key.
    const posts = hooks.at(`/run-${userId}`);
    expect(posts.map((p) => JSON.parse(p.body).contentItemId).sort()).toEqual(itemIds.slice(0, 10).sort());
    expect(posts.every((p) => signatureValid(run.body.actions[id].webhookSecret, p))).toBe(true);
    const list = await t.rest("GET", `/content?subscriptionId=${subscriptionId}&showRead=false&sortBy=newest&limit=100`, { token });
    expect(list.body.contentItems.map((i: any) => i.id)).toEqual(itemIds.slice(10));
    // maxItems as a string of digits is a number; a re-run acts again on items acted on before.
    await t.rest("POST", `/actions/${id}/run`, { token, body: { maxItems: "3" } });
    expect(hooks.at(`/run-${userId}`)).toHaveLength(13);
  });

  it("refuses a second run while one runs, and a failed run turns the action off and emails its owner", async () => {
    const { token, email } = await registered();
    const { subscriptionId } = await subscribed(token, ["a", "b"]);
    const slow = await t.rest("POST", "/actions", { token, body: { subscriptionId, clauses: [{ actionType: "trigger_webhook", actionValue: `${hooks.base}/slow` }] } });
    const [one, two] = await Promise.all([
      t.rest("POST", `/actions/${slow.body.id}/run`, { token, body: { maxItems: 1 } }),
      new Promise((r) => setTimeout(r, 300)).then(() => t.rest("POST", `/actions/${slow.body.id}/run`, { token, body: { maxItems: 1 } })),
    ]);
    expect(one.status).toBe(200);
    expect(two).toMatchObject({ status: 409, body: { display_message_key: "ACTION_ALREADY_RUNNING" } });

    const refused = await t.rest("POST", "/actions", { token, body: { subscriptionId, clauses: [{ actionType: "trigger_webhook", actionValue: `${hooks.base}/refuse?token=secret` }] } });
    const run = await t.rest("POST", `/actions/${refused.body.id}/run`, { token, body: {} });
    expect(run.status).toBe(200);
    expect(run.body.actions[refused.body.id]).toMatchObject({
      enabled: false, lastTriggerResult: "failed", lastErrorMessage: `The webhook ${hooks.base}/refuse refused the delivery (HTTP 410)`,
    });
    expect(run.body.actions[refused.body.id].lastTriggerAt).not.toBeNull();
    const mail = await t.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Rivulet: your action on the subscription Feed f"));
    expect(mail.subject).toMatch(/was turned off$/);
    expect(mail.text).toContain(`The webhook ${hooks.base}/refuse refused the delivery (HTTP 410)`);
    expect(mail.text).toContain(`/subscriptions/${subscriptionId}/properties`);
    expect(mail.text).not.toContain("token=secret");
  });

  it("sends matching items by email up to the user's hourly cap, then fails with ACTION_RATE_LIMIT_EXCEEDED", async () => {
    const { token, email } = await registered();
    const { subscriptionId } = await subscribed(token, ["One <b>bold</b>", "Two", "Three"]);
    const created = await t.rest("POST", "/actions", { token, body: { subscriptionId, clauses: [{ actionType: "send_email", actionValue: "inbox@example.com" }] } });
    const run = await t.rest("POST", `/actions/${created.body.id}/run`, { token, body: { maxItems: 3 } });
    // ACTION_EMAILS_PER_HOUR is 2 in this file.
    expect(run.body.actions[created.body.id]).toMatchObject({
      enabled: false, lastTriggerResult: "failed", lastErrorMessage: "This action has been rate limited. Please reduce the number of matching items and re-enable.",
    });
    await expect.poll(() => t.smtp.messages.filter((m) => m.to.includes("inbox@example.com")).length).toBe(2);
    const sent = t.smtp.messages.filter((m) => m.to.includes("inbox@example.com"));
    expect(sent.map((m) => m.subject.replace(/ \(Feed f\d+\)$/, "")).sort()).toEqual(["One <b>bold</b>", "Two"]);
    expect(sent[0]!.text).toContain(`/subscriptions/${subscriptionId}/properties`);
    expect(sent[0]!.raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@rivulet\.test>/im);
    await t.smtp.waitFor((m) => m.to.includes(email) && m.text.includes("rate limited"));
  });

  it("acts on at most ACTION_ITEMS_PER_HOUR items an hour, then fails with ACTION_RATE_LIMIT_EXCEEDED", async () => {
    const { token, id: userId } = await registered();
    const { subscriptionId } = await subscribed(token, Array.from({ length: 14 }, (_, i) => `Item ${i}`));
    const created = await t.rest("POST", "/actions", { token, body: { subscriptionId, clauses: [{ actionType: "trigger_webhook", actionValue: `${hooks.base}/many-${userId}` }] } });
    const run = await t.rest("POST", `/actions/${created.body.id}/run`, { token, body: { maxItems: 14 } });
    // ACTION_ITEMS_PER_HOUR is 12 in this file.
    expect(hooks.at(`/many-${userId}`)).toHaveLength(12);
    expect(run.body.actions[created.body.id]).toMatchObject({
      enabled: false, lastTriggerResult: "failed", lastErrorMessage: "This action has been rate limited. Please reduce the number of matching items and re-enable.",
    });
    expect(await t.db.actionDelivery.count({ where: { actionId: created.body.id, status: "failed" } })).toBe(2);
  });
});

describe("actions: new items", () => {
  it("records one pending delivery per then-clause for each new matching item of the scope", async () => {
    const { token, id: userId } = await registered();
    const { subscriptionId, feedId } = await subscribed(token, ["x"]);
    const folder = await t.rest("POST", "/subscriptions/tags", { token, body: { name: "Folder" } });
    await t.rest("POST", `/subscriptions/${subscriptionId}/associations`, { token, body: { subscriptionTagId: folder.body.id } });
    const onSub = await t.rest("POST", "/actions", {
      token, body: { subscriptionId, matchClauses: [{ matchField: "title", matchType: "contains", matchValue: "Rust" }], clauses: [{ actionType: "mark_read" }, { actionType: "trigger_webhook", actionValue: `${hooks.base}/new` }] },
    });
    const onFolder = await t.rest("POST", "/actions", { token, body: { subscriptionTagId: folder.body.id, clauses: [{ actionType: "mark_read" }] } });
    const off = await t.rest("POST", "/actions", { token, body: { subscriptionId, enabled: false, clauses: [{ actionType: "mark_read" }] } });
    const items = await Promise.all(["Rust news", "Go news", "rust lower"].map((title, i) =>
      t.db.contentItem.create({ data: { feedId, guid: `new-${i}-${Date.now()}`, title, contentHash: String(i) } })));
    await t.app.services.actions.onNewItems(feedId, items.map((i) => i.id));
    const rows = await t.db.actionDelivery.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
    const by = (actionId: string) => rows.filter((r) => r.actionId === actionId).map((r) => [r.contentItemId, r.actionType, r.status, r.subscriptionId]);
    expect(by(onSub.body.id).sort()).toEqual([[items[0]!.id, "mark_read", "pending", subscriptionId], [items[0]!.id, "trigger_webhook", "pending", subscriptionId]].sort());
    expect(by(onFolder.body.id).length).toBe(3);
    expect(by(off.body.id)).toEqual([]);
    // The same arrival recorded again (a retried hook, the sweep) adds nothing.
    await t.app.services.actions.onNewItems(feedId, items.map((i) => i.id));
    expect(await t.db.actionDelivery.count({ where: { userId } })).toBe(5);
    // Items seen before an action existed are not new to it.
    const later = await t.rest("POST", "/actions", { token, body: { subscriptionId, clauses: [{ actionType: "mark_read" }] } });
    await t.app.services.actions.onNewItems(feedId, items.map((i) => i.id));
    expect(await t.db.actionDelivery.count({ where: { actionId: later.body.id } })).toBe(0);
  });

  it("acts only on new items its scope shows after filters: an item a remove filter hides triggers nothing, nor shows in previews and re-runs", async () => {
    const { token, id: userId } = await registered();
    const { feedId, subscriptionId, itemIds } = await subscribed(token, ["Old post"]);
    const dayAgo = new Date(Date.now() - 86_400_000);
    await t.db.contentItem.update({ where: { id: itemIds[0]! }, data: { publishedAt: dayAgo, sortAt: dayAgo } });
    const other = await subscribed(token, ["Other feed's post"]);
    // The first feed is fetched from the local server from now on.
    const name = `filtered-${userId}`;
    await t.db.feed.update({ where: { id: feedId }, data: { url: `${feedBase}/${name}.xml` } });
    const folder = await t.rest("POST", "/subscriptions/tags", { token, body: { name: "Filtered" } });
    for (const id of [subscriptionId, other.subscriptionId]) {
      expect((await t.rest("POST", `/subscriptions/${id}/associations`, { token, body: { subscriptionTagId: folder.body.id } })).status).toBe(200);
    }
    const remove = (matchValue: string, scope: object) => ({ ...scope, filterType: "remove_on_match", clauses: [{ matchField: "title", matchType: "contains", matchValue }] });
    const subFilter = await t.rest("POST", "/filters", { token, body: remove("sponsored", { subscriptionId }) });
    const folderFilter = await t.rest("POST", "/filters", { token, body: remove("giveaway", { subscriptionTagId: folder.body.id }) });
    expect([subFilter.status, folderFilter.status]).toEqual([200, 200]);
    const onSub = await t.rest("POST", "/actions", { token, body: { subscriptionId, clauses: [{ actionType: "trigger_webhook", actionValue: `${hooks.base}/filtered-${userId}` }] } });
    const onFolder = await t.rest("POST", "/actions", { token, body: { subscriptionTagId: folder.body.id, clauses: [{ actionType: "mark_read" }] } });
    // Subscription and folder answers carry both maps.
    const folderAnswer = await t.rest("GET", `/subscriptions/tags/${folder.body.id}`, { token });
    expect(Object.keys(folderAnswer.body.filters).sort()).toEqual([subFilter.body.id, folderFilter.body.id].sort());
    expect(Object.keys(folderAnswer.body.actions).sort()).toEqual([onSub.body.id, onFolder.body.id].sort());

    // A refresh stores three new items; the subscription's filter hides one, the folder's (which applies to the
    // subscription wherever it is read) another.
    served.set(name, [{ guid: "n3", title: "Rust 2.0 released" }, { guid: "n2", title: "SPONSORED: a VPN" }, { guid: "n1", title: "Weekly giveaway" }]);
    await t.app.services.feeds.refresh(feedId);
    const stored = await t.db.contentItem.findMany({ where: { feedId, guid: { in: ["n1", "n2", "n3"] } }, select: { id: true, title: true } });
    expect(stored).toHaveLength(3);
    const idOf = Object.fromEntries(stored.map((i) => [i.title, i.id]));
    const delivered = async (actionId: string) => (await t.db.actionDelivery.findMany({ where: { actionId } })).map((d) => d.contentItemId);
    expect(await delivered(onSub.body.id)).toEqual([idOf["Rust 2.0 released"]]);
    expect(await delivered(onFolder.body.id)).toEqual([idOf["Rust 2.0 released"]]);
    // The same arrival seen again (the sweep, a retried hook) still leaves the hidden items alone.
    await t.app.services.actions.onNewItems(feedId, stored.map((i) => i.id));
    expect(await t.db.actionDelivery.count({ where: { userId } })).toBe(2);
    // The list and its count agree with what the actions saw.
    const list = await t.rest("GET", `/content?subscriptionId=${subscriptionId}&showRead=true&sortBy=newest&limit=100`, { token });
    expect(list.body.contentItems.map((i: any) => i.title)).toEqual(["Rust 2.0 released", "Old post"]);

    // Previews and re-runs look through the same filters.
    const matches = await t.rest("GET", `/actions/${onSub.body.id}/matches`, { token });
    expect(matches.body.contentItems.map((i: any) => i.title)).toEqual(["Rust 2.0 released", "Old post"]);
    const folderMatches = await t.rest("GET", `/actions/${onFolder.body.id}/matches`, { token });
    expect(folderMatches.body.contentItems.map((i: any) => i.title).sort()).toEqual(["Old post", "Other feed's post", "Rust 2.0 released"]);
    const run = await t.rest("POST", `/actions/${onSub.body.id}/run`, { token, body: { maxItems: 10 } });
    expect(run.body.actions[onSub.body.id]).toMatchObject({ lastTriggerResult: "success" });
    expect(hooks.at(`/filtered-${userId}`).map((h) => JSON.parse(h.body).contentItem.title).sort()).toEqual(["Old post", "Rust 2.0 released"]);
    // Turning the subscription's filter off shows its item to the preview again (nothing was deleted).
    await t.rest("PATCH", `/filters/${subFilter.body.id}`, { token, body: { enabled: false } });
    const after = await t.rest("GET", `/actions/${onSub.body.id}/matches`, { token });
    expect(after.body.contentItems.map((i: any) => i.title)).toEqual(["Rust 2.0 released", "SPONSORED: a VPN", "Old post"]);
  });
});

describe("actions over GraphQL", () => {
  const fields = `id actionId enabled matchClauseType lastTriggerResult lastErrorMessage lastTriggerAt webhookSecret
    matchClauses { matchField matchType matchValue } clauses { clauseId actionType actionValue contentItemTag { name } }
    subscription { subscriptionId } folder { folderId } contentItemTag { name }`;

  it("creates, lists on its scope, updates, runs and deletes an action; another user sees none of it", async () => {
    const { token } = await registered();
    const { subscriptionId, itemIds } = await subscribed(token, ["Alpha", "Beta"]);
    const tag = await t.rest("POST", "/content/tags", { token, body: { name: "Picked" } });
    const sub = await t.gql(`query { viewer { subscriptions(first: 10) { edges { node { id subscriptionId } } } contentItemTags { id name } } }`, {}, token);
    const subGid = sub.data.viewer.subscriptions.edges.find((e: any) => e.node.subscriptionId === subscriptionId).node.id;
    const tagGid = sub.data.viewer.contentItemTags.find((x: any) => x.name === "Picked").id;

    const create = await t.gql(
      `mutation($input: CreateActionInput!) { createAction(input: $input) { __typename ... on ActionPayload { action { ${fields} } } ... on ValidationError { fields { field message } } } }`,
      { input: { subscriptionId: subGid, matchClauses: [{ matchField: "title", matchType: "equals", matchValue: "Alpha" }], clauses: [{ actionType: "assign_tag", actionValue: tagGid }] } },
      token,
    );
    expect(create.errors).toBeUndefined();
    const action = create.data.createAction.action;
    expect(action).toMatchObject({
      enabled: true, matchClauseType: "and", lastTriggerResult: null, subscription: { subscriptionId }, folder: null,
      matchClauses: [{ matchField: "title", matchType: "equals", matchValue: "Alpha" }],
      clauses: [{ actionType: "assign_tag", actionValue: tag.body.id, contentItemTag: { name: "Picked" } }],
    });
    expect(action.webhookSecret).toMatch(/^whsec_/);

    const listed = await t.gql(`query($id: ID!) { node(id: $id) { ... on FeedSubscription { actions { actionId } } } }`, { id: subGid }, token);
    expect(listed.data.node.actions).toEqual([{ actionId: action.actionId }]);
    const matches = await t.gql(`query($id: ID!) { node(id: $id) { ... on Action { matchingContentItems(first: 5) { totalCount edges { node { id title } } pageInfo { hasNextPage } } } } }`, { id: action.id }, token);
    expect(matches.data.node.matchingContentItems).toMatchObject({ totalCount: 1, edges: [{ node: { title: "Alpha" } }], pageInfo: { hasNextPage: false } });

    const invalid = await t.gql(
      `mutation($input: UpdateActionInput!) { updateAction(input: $input) { __typename ... on ValidationError { message fields { field message } } } }`,
      { input: { id: action.id, clauses: [{ actionType: "trigger_webhook", actionValue: "mailto:x" }] } },
      token,
    );
    expect(invalid.data.updateAction).toEqual({ __typename: "ValidationError", message: "A webhook URL must be valid and start with http:// or https://", fields: [{ field: "clauses.0.actionValue", message: "A webhook URL must be valid and start with http:// or https://" }] });

    const clauseId = action.clauses[0].clauseId;
    const updated = await t.gql(
      `mutation($input: UpdateActionInput!) { updateAction(input: $input) { ... on ActionPayload { action { enabled matchClauseType clauses { clauseId actionType actionValue } } } } }`,
      { input: { id: action.id, enabled: false, matchClauseType: "or", clauses: [{ clauseId, actionType: "assign_tag", actionValue: tagGid }, { actionType: "mark_read" }] } },
      token,
    );
    expect(updated.data.updateAction.action).toEqual({
      enabled: false, matchClauseType: "or", clauses: [{ clauseId, actionType: "assign_tag", actionValue: tag.body.id }, { clauseId: expect.any(String), actionType: "mark_read", actionValue: null }],
    });
    await t.gql(`mutation($input: UpdateActionInput!) { updateAction(input: $input) { __typename } }`, { input: { id: action.id, enabled: true, matchClauseType: "and", clauses: [{ clauseId, actionType: "assign_tag", actionValue: tagGid }] } }, token);

    const run = await t.gql(`mutation($input: RunActionInput!) { runAction(input: $input) { __typename ... on RunActionPayload { status action { lastTriggerResult } } } }`, { input: { id: action.id, maxItems: 5 } }, token);
    expect(run.data.runAction).toEqual({ __typename: "RunActionPayload", status: "finished", action: { lastTriggerResult: "success" } });
    expect(await t.db.contentItemTagging.findMany({ where: { tagId: tag.body.id }, select: { contentItemId: true } })).toEqual([{ contentItemId: itemIds[0] }]);

    const other = await registered();
    expect((await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: action.id }, other.token)).data.node).toBeNull();
    const stolen = await t.gql(`mutation($input: DeleteActionInput!) { deleteAction(input: $input) { __typename ... on UserError { displayMessageKey } } }`, { input: { id: action.id } }, other.token);
    expect(stolen.data.deleteAction).toEqual({ __typename: "UserError", displayMessageKey: "NOT_FOUND" });
    const deleted = await t.gql(`mutation($input: DeleteActionInput!) { deleteAction(input: $input) { ... on DeleteActionPayload { deletedActionId } } }`, { input: { id: action.id } }, token);
    expect(deleted.data.deleteAction.deletedActionId).toBe(action.id);
    const limit = await t.gql(`mutation($input: CreateActionInput!) { createAction(input: $input) { __typename } }`, { input: { subscriptionId: subGid, clauses: [{ actionType: "mark_read" }] } });
    expect(limit.errors?.[0]?.extensions?.display_message_key).toBe("NO_TOKEN");
  });
});
