import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvalItems, loadEvalSet, type EvalItem } from "../../../../tests/setup/storyEval.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { createLogger } from "../../logger.js";
import { monthUsage } from "../digests/digestLimits.js";
import { createStoryRanker } from "./channelRanking.js";
import { channelRunOffsetMinutes, nextChannelRun } from "./channelWorkflows.js";
import { createChannelsService } from "./channels.service.js";
import { mentionKeys } from "../topics/topics.service.js";

// Channels through the REST facade and GraphQL (issue 19 section 1): administrators create and edit, anyone reads;
// a run's story choice (the instructions' topics, the stories told already, a retried step) in-process, on real
// stories clustered from the evaluation set's items: two events about Lisbon (an earthquake, a rent cap), Okafor's
// resignation, Brandt's flood visit and Kenya's rate cut, each moved into the last day.
let t: TestApp;
let admin: { token: string; id: string };
let reader: { token: string; id: string };
const eventOf = new Map<string, string>();
let storyEvent: Map<string, string>;
let model: Server;
let modelAnswer: (stories: Array<{ id: string; title: string }>) => unknown = () => ({});
const modelCalls: Array<{ instructions: string; ids: string[] }> = [];

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token as string, id: res.body.user.id as string };
}

/** The events' items, each event moved so its newest item is an hour or two old (a channel looks at the last day). */
function recentItems(events: string[]): EvalItem[] {
  const all = loadEvalSet().filter((i) => events.includes(i.event));
  return events.flatMap((e, n) => {
    const items = all.filter((i) => i.event === e);
    const newest = Math.min(...items.map((i) => i.hoursAgo));
    return items.map((i) => ({ ...i, hoursAgo: i.hoursAgo - newest + 1 + n * 0.25 }));
  });
}

beforeAll(async () => {
  // A local server speaking OpenAI's chat protocol, for the model's ranking.
  model = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw) as { messages: Array<{ content: string }> };
      const asked = JSON.parse(body.messages[1]!.content) as { instructions: string; stories: Array<{ id: string; title: string }> };
      modelCalls.push({ instructions: asked.instructions, ids: asked.stories.map((s) => s.id) });
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(modelAnswer(asked.stories)) } }] }));
    });
  });
  await new Promise<void>((r) => model.listen(0, "127.0.0.1", r));
  t = await createTestApp({ CHANNEL_STORIES_PER_RUN: "2" });
  admin = await guest();
  reader = await guest();
  await t.db.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
  const items = recentItems(["E01", "E02", "E21", "E04", "E05"]).sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const [id, event] of await insertEvalItems(t.db, items, new Date())) eventOf.set(id, event);
  expect(await t.app.services.storyClustering.processPending()).toMatchObject({ ran: true, left: 0 });
  const members = await t.db.storyItem.findMany({ where: { story: { visible: true } }, select: { storyId: true, contentItemId: true } });
  storyEvent = new Map(members.map((m) => [m.storyId, eventOf.get(m.contentItemId)!]));
}, 60_000);

afterAll(async () => {
  await t?.close();
  model?.closeAllConnections();
  await new Promise((r) => model?.close(r));
});

describe("when a channel runs", () => {
  it("every interval at a minute of its own, the same for a channel every time, spread over the interval", () => {
    const ids = Array.from({ length: 200 }, () => randomUUID());
    const offsets = new Set(ids.map((id) => channelRunOffsetMinutes(id, 60)));
    expect(offsets.size).toBeGreaterThan(30);
    for (const id of ids.slice(0, 20)) {
      const at = new Date("2026-11-26T10:17:30Z");
      const next = nextChannelRun(id, 60, at);
      expect(next.getTime()).toBeGreaterThan(at.getTime());
      expect(next.getTime() - at.getTime()).toBeLessThanOrEqual(3_600_000);
      expect(next.getUTCMinutes()).toBe(channelRunOffsetMinutes(id, 60));
      expect(next.getUTCSeconds()).toBe(0);
      expect(nextChannelRun(id, 60, next).getTime() - next.getTime()).toBe(3_600_000);
    }
  });
});

const create = (body: unknown, token: string | null = admin.token) => t.rest("POST", "/channels", { token, body });

describe("creating and editing channels", () => {
  it("administrators only: no token is 401, another user 403, and nothing is stored", async () => {
    const before = await t.db.channel.count();
    expect((await create({ name: "Anyone" }, null)).status).toBe(401);
    const other = await create({ name: "Anyone" }, reader.token);
    expect(other.status).toBe(403);
    expect(other.body.display_message_key).toBe("FORBIDDEN");
    expect(await t.db.channel.count()).toBe(before);

    const made = await create({ name: "Mine" });
    const patched = await t.rest("PATCH", `/channels/${made.body.id}`, { token: reader.token, body: { name: "Taken over" } });
    expect(patched.status).toBe(403);
    expect((await t.db.channel.findUniqueOrThrow({ where: { id: made.body.id } })).name).toBe("Mine");
    expect((await t.rest("PATCH", `/channels/${made.body.id}`, { token: null, body: { name: "x" } })).status).toBe(401);
  });

  it("checks the spec's rules, every problem at once, and answers the channel keyed by id", async () => {
    const blank = await create({ name: "  ", description: "d".repeat(1029), properties: { channelPromptInstructions: "p".repeat(513) } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      display_message_key: "VALIDATION_ERROR",
      message: "Name required",
      fields: {
        name: "Name required",
        description: "Description must be at most 1028 characters",
        "properties.channelPromptInstructions": "Prompt instructions must be at most 512 characters",
      },
    });
    expect((await create({})).body.fields).toEqual({ name: "Name required" });
    expect((await create({ name: "n".repeat(129) })).body.fields).toEqual({ name: "Name must be at most 128 characters" });
    expect((await create({ name: "x", properties: { somethingElse: 1 } })).status).toBe(400);

    // The limits themselves are allowed.
    const full = await create({ name: "n".repeat(128), description: "d".repeat(1028), properties: { channelPromptInstructions: "p".repeat(512) } });
    expect(full.status).toBe(200);
    const ok = await create({ name: " World Briefing ", description: "The day's top stories.", properties: { channelPromptInstructions: "Calm tone." } });
    expect(ok.status).toBe(200);
    const view = ok.body.channels[ok.body.id];
    expect(view).toMatchObject({
      id: ok.body.id,
      name: "World Briefing",
      description: "The day's top stories.",
      enabled: true,
      properties: { channelPromptInstructions: "Calm tone." },
      topicAssociations: [],
    });
    expect(Date.parse(view.nextRunAt)).toBeGreaterThan(Date.now());
    expect(Date.parse(view.nextRunAt)).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

    // PATCH changes what it names; the rules hold there too; a disabled channel has no next run.
    const patched = await t.rest("PATCH", `/channels/${ok.body.id}`, { token: admin.token, body: { description: "", enabled: false } });
    expect(patched.status).toBe(200);
    expect(patched.body.channels[ok.body.id]).toMatchObject({ name: "World Briefing", description: "", enabled: false, nextRunAt: null, properties: { channelPromptInstructions: "Calm tone." } });
    expect((await t.rest("PATCH", `/channels/${ok.body.id}`, { token: admin.token, body: { name: "" } })).body.fields).toEqual({ name: "Name required" });
    const missing = await t.rest("PATCH", `/channels/${randomUUID()}`, { token: admin.token, body: { name: "x" } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Channel Not Found");
  });

  it("GraphQL: admin mutations refuse others with FORBIDDEN, and answer validation errors as results", async () => {
    const mutation = `mutation($input: CreateChannelInput!) { createChannel(input: $input) {
      __typename ... on ChannelPayload { channel { channelId name promptInstructions enabled } } ... on ValidationError { message fields { field message } } } }`;
    const refused = await t.gql(mutation, { input: { name: "Nope" } }, reader.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const invalid = await t.gql(mutation, { input: { name: "" } }, admin.token);
    expect(invalid.data.createChannel).toMatchObject({ __typename: "ValidationError", message: "Name required" });
    const made = await t.gql(mutation, { input: { name: "Via GraphQL", promptInstructions: "Upbeat." } }, admin.token);
    expect(made.data.createChannel.channel).toMatchObject({ name: "Via GraphQL", promptInstructions: "Upbeat.", enabled: true });
    const id = made.data.createChannel.channel.channelId as string;
    const update = `mutation($input: UpdateChannelInput!) { updateChannel(input: $input) { __typename ... on ChannelPayload { channel { name description } } } }`;
    expect((await t.gql(update, { input: { id, name: "Renamed" } }, reader.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(update, { input: { id, description: "Now described" } }, admin.token)).data.updateChannel.channel).toEqual({ name: "Via GraphQL", description: "Now described" });
    // Without Temporal there is no run now: said, not a crash.
    const run = await t.gql(`mutation($input: ChannelIdInput!) { runChannel(input: $input) { __typename ... on Error { message } } }`, { input: { id } }, admin.token);
    expect(run.data.runChannel.__typename).toBe("UserError");
    // The admin table: by name, 25 a page; others see nothing of it.
    const table = `query($search: String) { adminChannels(search: $search, page: 1) { page hasNextPage channels { name digestCounts { completed pending failed } } } }`;
    expect((await t.gql(table, { search: "via" }, reader.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(table, { search: "via" }, admin.token)).data.adminChannels).toEqual({
      page: 1, hasNextPage: false, channels: [{ name: "Via GraphQL", digestCounts: { completed: 0, pending: 0, failed: 0 } }],
    });
  });
});

describe("reading channels (no token needed)", () => {
  it("lists channels and answers one with a page of completed digests, newest first, until an empty page", async () => {
    const made = await create({ name: "Paged" });
    const channelId = made.body.id as string;
    const stories = [...storyEvent.keys()];
    // 23 completed digests a minute apart, and a pending and a failed one that the page leaves out.
    const base = Date.now() - 3_600_000;
    await t.db.digest.createMany({
      data: [
        ...Array.from({ length: 23 }, (_, i) => ({ channelId, storyId: randomUUID(), name: `D${i}`, status: "completed", createdAt: new Date(base + i * 60_000), hasAudio: true })),
        { channelId, storyId: stories[0]!, name: "with story", status: "completed", createdAt: new Date(base + 30 * 60_000), hasText: true },
        { channelId, storyId: randomUUID(), name: "still pending", status: "pending", createdAt: new Date(base + 40 * 60_000) },
        { channelId, storyId: randomUUID(), name: "failed", status: "failed", createdAt: new Date(base + 41 * 60_000) },
      ],
    });
    const list = await t.rest("GET", "/channels");
    expect(list.status).toBe(200);
    expect(list.body.channels[channelId]).toMatchObject({ name: "Paged" });

    const first = await t.rest("GET", `/channels/${channelId}`);
    expect(first.status).toBe(200);
    expect(first.body.channels[channelId].name).toBe("Paged");
    expect(first.body.digests.map((d: any) => d.name)).toEqual(["with story", ...Array.from({ length: 19 }, (_, i) => `D${22 - i}`)]);
    expect(first.body.digests.every((d: any) => d.status === "completed" && d.channelId === channelId)).toBe(true);
    // A channel's files are public: their URLs carry no key.
    expect(first.body.digests[1].generatedAudioUrl).toBe(`/api_v1/digests/${first.body.digests[1].id}/files/audio.mp3`);
    expect(first.body.stories.map((s: any) => s.id)).toEqual([stories[0]]);
    expect(first.body.stories[0]).toMatchObject({ title: expect.any(String), content: { heroImage: null } });

    const seen = [...first.body.digests];
    let olderThan = first.body.digests.at(-1).createdAt as string;
    for (;;) {
      const next = await t.rest("GET", `/channels/${channelId}?digestsOlderThan=${encodeURIComponent(olderThan)}`);
      expect(next.status).toBe(200);
      if (next.body.digests.length === 0) break;
      seen.push(...next.body.digests);
      olderThan = next.body.digests.at(-1).createdAt;
    }
    expect(seen.map((d) => d.name).sort()).toEqual(["with story", ...Array.from({ length: 23 }, (_, i) => `D${i}`)].sort());
    expect(new Set(seen.map((d) => d.id)).size).toBe(24);

    const bad = await t.rest("GET", `/channels/${channelId}?digestsOlderThan=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ digestsOlderThan: "digestsOlderThan must be an ISO date" });
    for (const id of [randomUUID(), "not-an-id"]) {
      const missing = await t.rest("GET", `/channels/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ display_message_key: "NOT_FOUND", message: "Channel Not Found" });
    }

    // GraphQL reads the same, with each digest's story.
    const q = await t.gql(`query($id: ID!) { channel(id: $id) { name digests(first: 2) { edges { node { name story { storyId title } } } pageInfo { hasNextPage } } } }`, { id: channelId });
    expect(q.data.channel.digests.edges.map((e: any) => e.node)).toEqual([{ name: "with story", story: { storyId: stories[0], title: expect.any(String) } }, { name: "D22", story: null }]);
    expect(q.data.channel.digests.pageInfo.hasNextPage).toBe(true);
    expect((await t.gql(`query { channel(id: "${randomUUID()}") { name } }`)).data.channel).toBeNull();
  });
});

describe("a run's stories", () => {
  it("instructions that name topics narrow the channel to stories about them; words about tone name none", async () => {
    expect(mentionKeys("Stories about Lisbon, in a calm tone.")).toContain("lisbon");
    expect(mentionKeys("Stories about Lisbon, in a calm tone.")).not.toContain("calm tone");
    const made = await create({ name: "Lisbon Today", properties: { channelPromptInstructions: "Stories about Lisbon, in a calm tone." } });
    const channelId = made.body.id as string;
    expect(made.body.channels[channelId].topicAssociations.map((a: any) => a.name)).toEqual(["Lisbon"]);

    const run = randomUUID();
    const ids = await t.app.services.channels.beginRun(channelId, run);
    const digests = await t.db.digest.findMany({ where: { id: { in: ids } } });
    expect(digests.length).toBeGreaterThan(0);
    for (const d of digests) {
      expect(["E01", "E02"]).toContain(storyEvent.get(d.storyId!));
      expect(d).toMatchObject({ userId: null, scheduledDigestId: null, channelId, status: "pending" });
      // The story's own items, most central first, and the settings the generation reads (video from the audio).
      expect(d.contentItemIds.length).toBeGreaterThan(2);
      for (const item of d.contentItemIds) expect(eventOf.get(item)).toBe(storyEvent.get(d.storyId!));
      expect((d.properties as any).settings).toMatchObject({ generateTextSummary: true, generateAudioSummary: true, generateVideoSummaryFromAudio: true, videoAspectRatio: "horizontal", sendEmail: false });
      expect((d.properties as any).storyIds).toEqual([d.storyId]);
    }
    // Best story first: the list (newest first) plays a run in its order.
    expect(ids).toEqual([...digests].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((d) => d.id));

    // A retried step finds what its run recorded; another run tells no story twice.
    expect(await t.app.services.channels.beginRun(channelId, run)).toEqual(ids);
    await t.db.digest.updateMany({ where: { id: { in: ids } }, data: { status: "completed" } });
    const again = await t.app.services.channels.beginRun(channelId, randomUUID());
    const storiesAgain = (await t.db.digest.findMany({ where: { id: { in: again } } })).map((d) => d.storyId);
    for (const s of storiesAgain) expect(digests.map((d) => d.storyId)).not.toContain(s);
    const all = await t.db.digest.findMany({ where: { channelId } });
    expect(new Set(all.map((d) => d.storyId)).size).toBe(all.length);
    // Channel digests are nobody's: no user's monthly usage counts them.
    expect((await monthUsage(t.db, admin.id)).digests).toBe(0);
  });

  it("without topics: the day's top stories by score, at most CHANNEL_STORIES_PER_RUN; a disabled channel records nothing", async () => {
    const made = await create({ name: "Top Stories" });
    const channelId = made.body.id as string;
    const ids = await t.app.services.channels.beginRun(channelId, randomUUID());
    expect(ids).toHaveLength(2);
    const top = await t.db.story.findMany({ where: { visible: true }, orderBy: [{ score: "desc" }, { id: "asc" }], take: 2 });
    const picked = await t.db.digest.findMany({ where: { id: { in: ids } }, orderBy: { createdAt: "desc" } });
    expect(picked.map((d) => d.storyId)).toEqual(top.map((s) => s.id));

    await t.rest("PATCH", `/channels/${channelId}`, { token: admin.token, body: { enabled: false } });
    expect(await t.app.services.channels.beginRun(channelId, randomUUID())).toEqual([]);
    expect(await t.app.services.channels.beginRun(randomUUID(), randomUUID())).toEqual([]);
  });

  it("with a model configured it ranks the candidates by the instructions; a bad answer keeps the score order", async () => {
    const base = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
    const log = createLogger(t.config, "test");
    const channels = createChannelsService({
      db: t.db, config: t.config, log, topics: t.app.services.topics, stories: t.app.services.stories,
      rank: createStoryRanker({ baseUrl: base, model: "ranker", timeoutMs: 5_000 }, log),
    });
    const channel = await t.db.channel.create({ data: { name: "Ranked", properties: { channelPromptInstructions: "Prefer hopeful stories first." } } });
    // The model picks the lowest-scored candidate alone (and invents an id, which is dropped).
    modelAnswer = (stories) => ({ storyIds: [stories.at(-1)!.id, "invented-id"] });
    const ids = await channels.beginRun(channel.id, randomUUID());
    const call = modelCalls.at(-1)!;
    expect(call.instructions).toBe("Prefer hopeful stories first.");
    expect(call.ids.length).toBeGreaterThan(2);
    const picked = await t.db.digest.findMany({ where: { id: { in: ids } } });
    expect(picked.map((d) => d.storyId)).toEqual([call.ids.at(-1)]);

    // An answer that is not the asked shape: the score order stands. (The run before left its digest pending: a run
    // takes those along, so it is marked done here.)
    await t.db.digest.updateMany({ where: { channelId: channel.id }, data: { status: "completed" } });
    modelAnswer = () => ({ something: "else" });
    const fallback = await channels.beginRun(channel.id, randomUUID());
    const next = await t.db.digest.findMany({ where: { id: { in: fallback } }, orderBy: { createdAt: "desc" } });
    expect(next.map((d) => d.storyId)).toEqual(modelCalls.at(-1)!.ids.slice(0, 2));

    // "None fits this time" is an answer too: nothing is recorded.
    await t.db.digest.updateMany({ where: { channelId: channel.id }, data: { status: "completed" } });
    modelAnswer = () => ({ storyIds: [] });
    expect(await channels.beginRun(channel.id, randomUUID())).toEqual([]);
  });
});
