import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

// The scheduled digests API through the front door (REST and GraphQL in-process, real PostgreSQL). No Temporal here:
// Generate Now records the pending digest; temporal/src/digests.test.ts generates digests on the dev server.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    TIER_LIMITS: JSON.stringify({
      freeUnverified: { maxScheduledDigests: 3, maxDigestsPerMonth: 3, maxTextDigestCharactersPerMonth: 5000, maxAudioDigestMinutesPerMonth: 10 },
      guest: { maxScheduledDigests: 0 },
    }),
  });
});
afterAll(async () => t?.close());

let n = 0;
async function registered() {
  n += 1;
  const res = await t.rest("POST", "/users", { body: { username: `dig${n}_${Date.now() % 100000}`, email: `dig${n}.${Date.now()}@example.com`, password: "correct horse" } });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, id: res.body.user.id as string };
}

async function subscribed(token: string) {
  const { feedId, itemIds } = await createFeedWithItems(t.db, `d${++n}`, [{ ageDays: 0.01, title: "One" }, { ageDays: 0.02, title: "Two" }]);
  const res = await t.rest("POST", "/subscriptions", { token, body: { feedId } });
  return { subscriptionId: Object.keys(res.body.subscriptions)[0]!, itemIds };
}

const only = (body: any) => Object.values(body.scheduledDigests as Record<string, any>)[0];

describe("scheduled digests: create, read, update, delete", () => {
  it("creates a series with the spec's defaults and answers it by id", async () => {
    const { token } = await registered();
    const { subscriptionId } = await subscribed(token);
    const res = await t.rest("POST", "/digests/series", { token, body: { name: "Morning", cron: "0 9 * * 1", subscriptionId } });
    expect(res.status).toBe(200);
    const s = only(res.body);
    expect(s).toMatchObject({ id: res.body.id, name: "Morning", cron: "0 9 * * 1", enabled: true, subscriptionId, subscriptionTagId: null, contentItemTagId: null, storyTopic: null });
    expect(s.properties).toMatchObject({
      lookbackPeriodHours: 24, maxContentItems: 50, sortBy: "top-all", maxAudioDurationSeconds: 300, maxCharacterCount: 2400, voice: "coral",
      sendEmail: true, generateAudioSummary: true, generateTextSummary: false, burnInCaptions: true, videoAspectRatio: "horizontal", generateVideoSummaryFromAudio: false,
    });
    expect(s.properties.audioSummaryIntroScript).toContain("Rivulet");
    expect(s.podcastUrl).toMatch(new RegExp(`^http://rivulet.test/api_v1/digests/series/${s.id}/podcast.xml\\?key=`));
    expect(new Date(s.nextRunAt).getUTCDay()).toBe(1);
    expect(new Date(s.nextRunAt).getUTCHours()).toBe(9);

    const got = await t.rest("GET", `/digests/series/${s.id}`, { token });
    expect(only(got.body)).toEqual(s);
    const list = await t.rest("GET", "/digests/series", { token });
    expect(Object.keys(list.body.scheduledDigests)).toEqual([s.id]);
  });

  it("answers every spec validation message at once, keyed by field", async () => {
    const { token } = await registered();
    const res = await t.rest("POST", "/digests/series", { token, body: { properties: { generateAudioSummary: false } } });
    expect(res.status).toBe(400);
    expect(res.body.display_message_key).toBe("VALIDATION_ERROR");
    expect(res.body.fields).toMatchObject({
      name: "Digest name is required",
      cron: "Schedule is required",
      source: "A source for this digest is required",
      summaryTypes: "At least one summary type is required",
    });
  });

  it("checks ranges, choices, lengths, the cron and one source only", async () => {
    const { token } = await registered();
    const { subscriptionId } = await subscribed(token);
    const folder = await t.rest("POST", "/subscriptions/tags", { token, body: { name: "F" } });
    const folderId = folder.body.id as string;
    const bad = await t.rest("POST", "/digests/series", {
      token,
      body: {
        name: "x".repeat(65), cron: "3 9 * * *", subscriptionId, subscriptionTagId: folderId,
        properties: { lookbackPeriodHours: 721, maxContentItems: 51, sortBy: "best", voice: "robot", maxAudioDurationSeconds: 30, maxCharacterCount: 100, textSummaryPromptNotes: "n".repeat(513), videoAspectRatio: "square" },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.name).toBe("Digest name must be at most 64 characters");
    expect(bad.body.fields.cron).toMatch(/minutes in steps of 5/);
    expect(bad.body.fields.source).toBe("Choose only one source for this digest");
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining([
      "properties.lookbackPeriodHours", "properties.maxContentItems", "properties.sortBy", "properties.voice", "properties.maxAudioDurationSeconds",
      "properties.maxCharacterCount", "properties.textSummaryPromptNotes", "properties.videoAspectRatio",
    ]));
    expect(bad.body.fields["properties.lookbackPeriodHours"]).toBe("Lookback period must be a whole number from 1 to 720");
    for (const cron of ["0 9 * *", "0 25 * * *", "*/7 * * * *", "0 9 * * 8", "a b c d e"]) {
      const r = await t.rest("POST", "/digests/series", { token, body: { name: "c", cron, subscriptionId } });
      expect(r.status, cron).toBe(400);
      expect(r.body.fields.cron, cron).toBeDefined();
    }
    // Another user's source is not a source.
    const other = await registered();
    const theirs = await subscribed(other.token);
    const r = await t.rest("POST", "/digests/series", { token, body: { name: "c", cron: "0 9 * * *", subscriptionId: theirs.subscriptionId } });
    expect(r.status).toBe(400);
    expect(r.body.fields.source).toMatch(/one of your/);
  });

  it("takes a story topic (blank means all stories, spaces become underscores) and forces audio on with video", async () => {
    const { token } = await registered();
    const all = await t.rest("POST", "/digests/series", { token, body: { name: "All", cron: "30 6 * * *", storyTopic: "" } });
    expect(all.status).toBe(200);
    expect(only(all.body).storyTopic).toBe("");
    const topic = await t.rest("POST", "/digests/series", {
      token, body: { name: "AI", cron: "0 7 1,15 * *", storyTopic: "machine learning", properties: { generateAudioSummary: false, generateVideoSummaryFromAudio: true } },
    });
    expect(topic.status).toBe(200);
    expect(only(topic.body).storyTopic).toBe("machine_learning");
    expect(only(topic.body).properties).toMatchObject({ generateAudioSummary: true, generateVideoSummaryFromAudio: true });
  });

  it("patches what is given, merges properties, and deletes", async () => {
    const { token } = await registered();
    const { subscriptionId } = await subscribed(token);
    const tag = await t.rest("POST", "/content/tags", { token, body: { name: "Keep" } });
    const tagId = Object.keys(tag.body.contentItemTags)[0]!;
    const created = await t.rest("POST", "/digests/series", { token, body: { name: "A", cron: "0 9 * * *", subscriptionId, properties: { lookbackPeriodHours: 48 } } });
    const id = created.body.id;
    const patched = await t.rest("PATCH", `/digests/series/${id}`, { token, body: { enabled: false, contentItemTagId: tagId, properties: { generateTextSummary: true, voice: "nova" } } });
    expect(patched.status).toBe(200);
    expect(only(patched.body)).toMatchObject({ name: "A", enabled: false, subscriptionId: null, contentItemTagId: tagId, nextRunAt: null });
    expect(only(patched.body).properties).toMatchObject({ lookbackPeriodHours: 48, generateTextSummary: true, voice: "nova" });
    const empty = await t.rest("PATCH", `/digests/series/${id}`, { token, body: { name: " " } });
    expect(empty.body.fields).toEqual({ name: "Digest name is required" });
    const del = await t.rest("DELETE", `/digests/series/${id}`, { token });
    expect(del.body).toEqual({ deletedScheduledDigestId: id, scheduledDigests: {} });
    expect((await t.rest("GET", `/digests/series/${id}`, { token })).status).toBe(404);
  });

  it("keeps every series and its digests to its owner", async () => {
    const owner = await registered();
    const { subscriptionId } = await subscribed(owner.token);
    const id = (await t.rest("POST", "/digests/series", { token: owner.token, body: { name: "Mine", cron: "0 9 * * *", subscriptionId } })).body.id;
    const other = await registered();
    for (const [method, path] of [["GET", `/digests/series/${id}`], ["PATCH", `/digests/series/${id}`], ["DELETE", `/digests/series/${id}`], ["POST", `/digests/series/${id}`], ["GET", `/digests?scheduledDigestId=${id}`]] as const) {
      const r = await t.rest(method, path, { token: other.token, body: method === "PATCH" ? { name: "x" } : undefined });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.message).toBe("Scheduled Digest Not Found");
    }
    expect((await t.rest("GET", "/digests/series", { token: other.token })).body.scheduledDigests).toEqual({});
    expect((await t.rest("GET", "/digests/series", { token: null })).status).toBe(401);
    expect((await t.rest("GET", "/digests/series", { token: null })).body.display_message_key).toBe("NO_TOKEN");
  });
});

describe("digests: Generate Now, lists, limits", () => {
  it("records a pending digest at the top of the list; pages newest first; a digest reads without a token", async () => {
    const { token } = await registered();
    const { subscriptionId } = await subscribed(token);
    const id = (await t.rest("POST", "/digests/series", { token, body: { name: "Now", cron: "0 9 * * *", subscriptionId } })).body.id;
    const started = [];
    for (let i = 0; i < 3; i++) {
      const r = await t.rest("POST", `/digests/series/${id}`, { token });
      expect(r.status).toBe(200);
      expect(r.body.digests[0]).toMatchObject({ id: r.body.id, status: "pending", scheduledDigestId: id, generatedAudioUrl: null });
      started.push(r.body.id);
    }
    const page1 = await t.rest("GET", `/digests?scheduledDigestId=${id}&limit=2`, { token });
    expect(page1.body.digests.map((d: any) => d.id)).toEqual([started[2], started[1]]);
    expect(page1.body.meta.nextPageKey).toBeTruthy();
    const page2 = await t.rest("GET", `/digests?scheduledDigestId=${id}&limit=2&pageKey=${page1.body.meta.nextPageKey}`, { token });
    expect(page2.body.digests.map((d: any) => d.id)).toEqual([started[0]]);
    expect(page2.body.meta.nextPageKey).toBeNull();
    expect((await t.rest("GET", `/digests?scheduledDigestId=${id}&pageKey=nope`, { token })).status).toBe(400);
    expect((await t.rest("GET", `/digests?scheduledDigestId=${id}&limit=0`, { token })).status).toBe(400);

    const pub = await t.rest("GET", `/digests/${started[0]}?includeDigestContent=true`, { token: null });
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ id: started[0], stories: [], contentItems: [], content: { text: null, transcript: null } });
    expect((await t.rest("GET", "/digests/00000000-0000-4000-8000-000000000000", { token: null })).body.message).toBe("Digest Not Found");
  });

  it("answers the tier's limit keys: scheduled digests, digests per month, text and audio", async () => {
    const g = await t.rest("POST", "/users", { body: { isGuest: true } });
    const guest = await t.rest("POST", "/digests/series", { token: g.body.token, body: { name: "G", cron: "0 9 * * *", storyTopic: "" } });
    expect(guest.status).toBe(403);
    expect(guest.body).toMatchObject({ display_message_key: "MAX_SCHEDULED_DIGESTS_REACHED", message: "You have reached the maximum number of scheduled digests for this account tier" });

    const { token } = await registered();
    const body = (name: string, properties: object) => ({ name, cron: "0 9 * * *", storyTopic: "", properties });
    const text = (await t.rest("POST", "/digests/series", { token, body: body("T", { generateTextSummary: true, generateAudioSummary: false, maxCharacterCount: 3000 }) })).body.id;
    const audio = (await t.rest("POST", "/digests/series", { token, body: body("A", { maxAudioDurationSeconds: 360 }) })).body.id;
    const third = await t.rest("POST", "/digests/series", { token, body: body("X", { generateTextSummary: true, generateAudioSummary: false, maxCharacterCount: 600 }) });
    expect(third.status).toBe(200);
    const fourth = await t.rest("POST", "/digests/series", { token, body: body("Y", {}) });
    expect(fourth.body.display_message_key).toBe("MAX_SCHEDULED_DIGESTS_REACHED");

    // Text: 3000 of 5000 characters reserved by the first digest; a second would pass the month's 5000.
    expect((await t.rest("POST", `/digests/series/${text}`, { token })).status).toBe(200);
    await t.db.digest.updateMany({ where: { scheduledDigestId: text }, data: { textCharacters: 3000 } });
    const textOver = await t.rest("POST", `/digests/series/${text}`, { token });
    expect(textOver.status).toBe(403);
    expect(textOver.body).toMatchObject({ display_message_key: "MAX_TEXT_DIGESTS_REACHED", message: "You have reached the maximum number of text digests for this account tier" });
    // Audio: 6 of 10 minutes used; another 6 would pass it.
    expect((await t.rest("POST", `/digests/series/${audio}`, { token })).status).toBe(200);
    await t.db.digest.updateMany({ where: { scheduledDigestId: audio }, data: { audioDurationSeconds: 360 } });
    const audioOver = await t.rest("POST", `/digests/series/${audio}`, { token });
    expect(audioOver.body).toMatchObject({ display_message_key: "MAX_AUDIO_DIGESTS_REACHED", message: "You have reached the maximum number of audio digests for this account tier" });
    // Digests: 2 so far, the third fits, the fourth does not; a failed digest does not count.
    expect((await t.rest("POST", `/digests/series/${third.body.id}`, { token })).status).toBe(200);
    const over = await t.rest("POST", `/digests/series/${third.body.id}`, { token });
    expect(over.body).toMatchObject({ display_message_key: "MAX_DIGESTS_REACHED", message: "You have reached the maximum number of digests for this account tier" });
    await t.db.digest.updateMany({ where: { scheduledDigestId: third.body.id }, data: { status: "failed" } });
    expect((await t.rest("POST", `/digests/series/${third.body.id}`, { token })).status).toBe(200);
  });
});

describe("digests over GraphQL", () => {
  it("creates, lists, starts, updates and deletes a series", async () => {
    const { token } = await registered();
    const created = await t.gql(
      `mutation($input: CreateScheduledDigestInput!) { createScheduledDigest(input: $input) {
         ... on ScheduledDigestPayload { scheduledDigest { id scheduledDigestId name cron enabled storyTopic properties } }
         ... on ValidationError { message fields { field message } } } }`,
      { input: { name: "GQL", cron: "15 8 * * 1-5", storyTopic: "space", properties: { voice: "sage" } } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const s = created.data.createScheduledDigest.scheduledDigest;
    expect(s).toMatchObject({ name: "GQL", cron: "15 8 * * 1-5", enabled: true, storyTopic: "space" });
    expect(s.properties.voice).toBe("sage");
    const started = await t.gql(`mutation($id: ID!) { startScheduledDigest(input: { id: $id }) { ... on StartScheduledDigestPayload { digest { digestId status scheduledDigest { id } } } } }`, { id: s.id }, token);
    expect(started.data.startScheduledDigest.digest).toMatchObject({ status: "pending", scheduledDigest: { id: s.id } });
    const listed = await t.gql(`{ viewer { scheduledDigests(first: 10) { edges { node { id digests(first: 5) { edges { node { digestId status } } } } } } } }`, {}, token);
    expect(listed.data.viewer.scheduledDigests.edges).toHaveLength(1);
    expect(listed.data.viewer.scheduledDigests.edges[0].node.digests.edges[0].node.digestId).toBe(started.data.startScheduledDigest.digest.digestId);
    const invalid = await t.gql(`mutation($id: ID!) { updateScheduledDigest(input: { id: $id, cron: "1 9 * * *" }) { ... on ValidationError { message } } }`, { id: s.id }, token);
    expect(invalid.data.updateScheduledDigest.message).toMatch(/minutes in steps of 5/);
    const deleted = await t.gql(`mutation($id: ID!) { deleteScheduledDigest(input: { id: $id }) { ... on DeleteScheduledDigestPayload { deletedScheduledDigestId } } }`, { id: s.id }, token);
    expect(deleted.data.deleteScheduledDigest.deletedScheduledDigestId).toBe(s.id);
  });
});
