import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient, type Client } from "graphql-ws";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createTestApp, type TestApp } from "../../../tests/setup/testApp.js";

// graphql-ws runs through Yoga's envelope: a socket operation's errors are masked, coded and logged exactly as
// the same operation's over HTTP. Real sockets against buildApp().listen(), real PostgreSQL.
let t: TestApp;
let wsUrl: string;
const logLines: Array<{ level: number; msg: string; err?: { message: string; stack: string } }> = [];
const clients: Client[] = [];

beforeAll(async () => {
  const log = pino({ level: "info" }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  t = await createTestApp({}, { log });
  const { url } = await t.app.listen();
  wsUrl = `${url.replace("http://localhost", "ws://127.0.0.1")}/graphql`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await t?.close();
});
beforeEach(() => void (logLines.length = 0));

function socket(token: string | null = null): Client {
  const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: token ? { authToken: token } : {}, retryAttempts: 0 });
  clients.push(client);
  return client;
}

/** Every result of one operation over the socket once it completes; a refused operation's errors come as `refused`. */
function over(client: Client, query: string, variables: Record<string, unknown> = {}) {
  return new Promise<{ results: any[]; refused?: any[] }>((resolve, reject) => {
    const results: any[] = [];
    client.subscribe(
      { query, variables },
      {
        next: (value) => void results.push(value),
        error: (error) => (Array.isArray(error) ? resolve({ results, refused: error }) : reject(error)),
        complete: () => resolve({ results }),
      },
    );
  });
}

/** Renames a table for the duration of `fn`: any query touching it fails the way an unexpected fault does. */
async function withoutTable<T>(table: string, fn: () => Promise<T>): Promise<T> {
  await t.db.$executeRawUnsafe(`ALTER TABLE "${table}" RENAME TO "${table}_away"`);
  try {
    return await fn();
  } finally {
    await t.db.$executeRawUnsafe(`ALTER TABLE "${table}_away" RENAME TO "${table}"`);
  }
}

const errorLines = () => logLines.filter((l) => l.level >= 50);

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return res.body.token as string;
}

describe("graphql-ws through Yoga's envelope", () => {
  it("masks an unexpected error in a socket query as over HTTP, and logs it with its stack", async () => {
    const { ws, http } = await withoutTable("FeedTag", async () => ({
      ws: await over(socket(), "{ feedTags { id } }"),
      http: await t.gql("{ feedTags { id } }"),
    }));
    expect(ws.results).toEqual([http]);
    expect(http.errors).toEqual([
      { message: "Unexpected error.", locations: [{ line: 1, column: 3 }], path: ["feedTags"], extensions: { code: "INTERNAL_SERVER_ERROR" } },
    ]);
    expect(JSON.stringify(ws)).not.toContain("FeedTag");
    const logged = errorLines();
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(line.msg).toBe("unhandled GraphQL error");
      expect(line.err!.message).toContain("FeedTag");
      expect(line.err!.stack).toMatch(/\n\s+at /);
    }
  });

  it("masks and logs a live stream that fails to start", async () => {
    const token = await guest();
    // The stream's first step writes the viewer's system tags: with their table gone the source itself fails.
    const { results } = await withoutTable("ContentItemTag", () => over(socket(token), "subscription { viewerUpdates { allUnreadCount } }"));
    expect(results).toEqual([{ errors: [{ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }]);
    expect(errorLines()).toHaveLength(1);
    expect(errorLines()[0]!.err!.message).toContain("ContentItemTag");
  });

  it("answers auth and domain errors with their codes as over HTTP, logging no error", async () => {
    const opml = "{ opmlExport { opml } }";
    const anonymous = await over(socket(), opml);
    expect(anonymous.results).toEqual([await t.gql(opml)]);
    expect(anonymous.results[0].errors[0]).toMatchObject({ message: "No Token - Not logged in.", extensions: { code: "UNAUTHENTICATED", display_message_key: "NO_TOKEN" } });
    const stale = await over(socket("not-a-token"), "subscription { viewerUpdates { allUnreadCount } }");
    expect(stale.results[0].errors[0].extensions).toEqual({ code: "UNAUTHENTICATED", display_message_key: "INVALID_TOKEN" });

    const token = await guest();
    const list = `query($id: ID) { contentItems(folderId: $id) { edges { node { id } } } }`;
    const variables = { id: encodeGlobalID("Folder", "00000000-0000-4000-8000-000000000000") };
    const missing = await over(socket(token), list, variables);
    expect(missing.results).toEqual([await t.gql(list, variables, token)]);
    expect(missing.results[0]).toMatchObject({ data: { contentItems: null }, errors: [{ extensions: { code: "CONTENT_LIST_UNAVAILABLE", display_message_key: "CONTENT_LIST_UNAVAILABLE" } }] });
    expect(errorLines()).toEqual([]);
  });

  it("refuses invalid operations with their validation errors and keeps the socket open", async () => {
    const client = socket();
    const unknownField = await over(client, "{ nope }");
    expect(unknownField.refused).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Cannot query field "nope" on type "Query".'), extensions: expect.objectContaining({ code: "GRAPHQL_VALIDATION_FAILED" }) }),
    ]);
    const syntax = await over(client, "{ feedTags { id }");
    expect(syntax.refused).toEqual([expect.objectContaining({ message: expect.stringContaining("Syntax Error") })]);
    expect((await over(client, "{ feedTags { id } }")).results).toEqual([{ data: { feedTags: [] } }]);
    expect(errorLines()).toEqual([]);
  });

  it("carries a mutation and the live stream it moves on one socket", async () => {
    const token = await guest();
    const client = socket(token);
    const events = client.iterate({ query: "subscription { viewerUpdates { readingListChanged contentItemTags { name } } }" });
    // The first event (every count) says the stream is live; the mutation then moves the reading list.
    expect((await events.next()).value.data.viewerUpdates.readingListChanged).toBe(false);
    const created = await over(client, `mutation { createContentItemTag(input: { name: "Socket" }) { __typename } }`);
    expect(created.results).toEqual([{ data: { createContentItemTag: { __typename: "ContentItemTagPayload" } } }]);
    expect((await events.next()).value.data.viewerUpdates).toEqual({ readingListChanged: true, contentItemTags: [expect.objectContaining({ name: "Socket" })] });
    await events.return?.();
  });
});
