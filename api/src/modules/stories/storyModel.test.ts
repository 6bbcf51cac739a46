import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvalItems, loadEvalSet } from "../../../../tests/setup/storyEval.js";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/testDb.js";
import { loadConfig } from "../../config.js";
import { createLogger } from "../../logger.js";
import { createStoryClustering } from "./storyClustering.js";
import { createOpenAiCompatibleModel } from "./storyModel.js";

// The real OpenAI-compatible client against a local server that speaks the protocol (POST /v1/embeddings and
// /v1/chat/completions with a bearer key): embeddings are hashed bags of words, so similar texts get similar
// vectors; the chat model answers a title naming the first article it was given.
const log = createLogger(loadConfig({}, { LOG_LEVEL: "silent" }), "test");
let server: Server;
let base: string;
const requests: Array<{ path: string; auth: string | undefined; body: any }> = [];
let chatFails = false;

function embedding(text: string): number[] {
  const v = new Array<number>(64).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]{4,}/g) ?? []) v[createHash("md5").update(word).digest()[0]! % 64]! += 1;
  return v;
}

async function body(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const json = await body(req);
    requests.push({ path: req.url ?? "", auth: req.headers.authorization, body: json });
    if (req.url === "/v1/embeddings") {
      // Answered out of order on purpose: the client must put them back by index.
      const data = (json.input as string[]).map((text, index) => ({ object: "embedding", index, embedding: embedding(text) })).reverse();
      return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ object: "list", data, model: json.model }));
    }
    if (req.url === "/v1/chat/completions") {
      if (chatFails) return void res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "overloaded" } }));
      const listing = String(json.messages.at(-1).content);
      const first = /1\. \[[^\]]+\] ([^—\n]+)/.exec(listing)?.[1]?.trim() ?? "?";
      const content = JSON.stringify({ title: `Model: ${first}`, bullets: ["First fact.", "Second fact."] });
      return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

const config = () => ({ baseUrl: base, apiKey: "sk-test", model: "chat-small", embeddingsModel: "embed-small", timeoutMs: 5_000 });

describe("the OpenAI-compatible client", () => {
  it("is off without a base URL or models", () => {
    expect(createOpenAiCompatibleModel({ ...config(), baseUrl: undefined }, log)).toBeNull();
    expect(createOpenAiCompatibleModel({ ...config(), model: undefined, embeddingsModel: undefined }, log)).toBeNull();
    expect(() => loadConfig({}, { LLM_BASE_URL: "not a url" })).toThrow(/LLM_BASE_URL/);
  });

  it("embeds in input order and asks for a JSON summary with the key and models configured", async () => {
    const model = createOpenAiCompatibleModel(config(), log)!;
    const vectors = (await model.embed(["earthquake lisbon", "rent caps lisbon"]))!;
    expect(vectors).toEqual([embedding("earthquake lisbon"), embedding("rent caps lisbon")]);
    const summary = await model.summarize([{ title: "Quake hits Lisbon", lead: "A 6.1 quake.", site: "a.example" }]);
    expect(summary).toEqual({ title: "Model: Quake hits Lisbon", bullets: ["First fact.", "Second fact."] });
    const embedCall = requests.find((r) => r.path === "/v1/embeddings")!;
    expect(embedCall).toMatchObject({ auth: "Bearer sk-test", body: { model: "embed-small", input: ["earthquake lisbon", "rent caps lisbon"] } });
    const chatCall = requests.find((r) => r.path === "/v1/chat/completions")!;
    expect(chatCall.body).toMatchObject({ model: "chat-small", response_format: { type: "json_object" } });
  });

  it("throws on an error status or an answer that is not the protocol's", async () => {
    const model = createOpenAiCompatibleModel({ ...config(), baseUrl: `${base}/missing` }, log)!;
    await expect(model.embed(["x"])).rejects.toThrow(/404/);
    chatFails = true;
    try {
      await expect(createOpenAiCompatibleModel(config(), log)!.summarize([{ title: "x", lead: null, site: "s" }])).rejects.toThrow(/500/);
    } finally {
      chatFails = false;
    }
  });
});

describe("stories with a model", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("stores embeddings, writes shown stories' titles and bullets with the chat model, and keeps extractive ones when it fails", async () => {
    const { db } = database;
    const model = createOpenAiCompatibleModel(config(), log);
    const clustering = createStoryClustering({ db, log, model });
    const now = new Date();
    chatFails = true;
    await insertEvalItems(db, loadEvalSet().filter((i) => i.event === "E01"), now);
    await clustering.processPending({ now });
    const [extractive] = await db.story.findMany({ where: { visible: true } });
    expect(extractive).toMatchObject({ summarySource: "extractive" });
    expect(extractive!.title).not.toMatch(/^Model:/);

    chatFails = false;
    await insertEvalItems(db, loadEvalSet().filter((i) => i.event === "E02"), now);
    await clustering.processPending({ now });
    const stories = await db.story.findMany({ where: { visible: true }, orderBy: { firstItemAt: "asc" } });
    expect(stories).toHaveLength(2);
    const rent = stories.find((s) => s.id !== extractive!.id)!;
    expect(rent).toMatchObject({ summarySource: "model", summary: ["First fact.", "Second fact."] });
    expect(rent.title).toMatch(/^Model: /);
    expect(rent.summaryItemCount).toBe(rent.itemCount);
    const items = await db.storyItem.findMany();
    expect(items.every((i) => i.embedding.length === 64)).toBe(true);
    expect(stories.every((s) => s.embedding.length === 64)).toBe(true);
  });
});
