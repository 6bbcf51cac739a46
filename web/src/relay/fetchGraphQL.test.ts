import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TIMEOUT_MESSAGE, API_TIMEOUT_MS, ApiTimeoutError, FEED_API_TIMEOUT_MS, isApiTimeout, postGraphQL, requestErrorMessage, timeoutFor } from "./fetchGraphQL";

// A real server on 127.0.0.1: /silent never answers, /stall sends headers and never the body, /ok answers.
let server: Server;
let base: string;
const hanging = new Set<ServerResponse>();
const seen: Array<{ path: string; authorization: string | undefined; body: string }> = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
      if (req.url === "/ok") return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { ok: true } }));
      hanging.add(res);
      if (req.url === "/stall") {
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"data":');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("postGraphQL", () => {
  it("gives up on a server that never answers with the spec's message, once the timeout has passed", async () => {
    const started = Date.now();
    const failed = await postGraphQL(`${base}/silent`, { query: "{ viewer { id } }", variables: {} }, { timeoutMs: 150 }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiTimeoutError);
    expect((failed as Error).message).toBe("API request timed out");
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("gives up on a server that sends its headers and then stalls", async () => {
    const failed = await postGraphQL(`${base}/stall`, { query: "{ viewer { id } }", variables: {} }, { timeoutMs: 150 }).catch((e: unknown) => e);
    expect(isApiTimeout(failed)).toBe(true);
  });

  it("answers with the response and its JSON, sending the operation and the bearer token", async () => {
    const { response, json } = await postGraphQL(`${base}/ok`, { query: "{ ok }", variables: { a: 1 } }, { timeoutMs: 1000, token: "tok" });
    expect(response.status).toBe(200);
    expect(json).toEqual({ data: { ok: true } });
    expect(seen.at(-1)).toEqual({ path: "/ok", authorization: "Bearer tok", body: JSON.stringify({ query: "{ ok }", variables: { a: 1 } }) });
  });

  it("passes other network failures on as they are", async () => {
    const refused = await postGraphQL("http://127.0.0.1:1/graphql", { query: "{ ok }", variables: {} }, { timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(isApiTimeout(refused)).toBe(false);
    expect(requestErrorMessage(refused, "fallback")).toBe("fallback");
    expect(requestErrorMessage(new ApiTimeoutError(), "fallback")).toBe(API_TIMEOUT_MESSAGE);
  });
});

describe("timeoutFor", () => {
  it("allows feed calls 15 s and everything else 10 s (spec part 1 section 9)", () => {
    expect([API_TIMEOUT_MS, FEED_API_TIMEOUT_MS]).toEqual([10_000, 15_000]);
    for (const text of [
      "query FeedsPageQuery($search: String!) { feedSearch(search: $search, pageKey: 1) { ...X } }",
      "query AddSubscriptionDialogSearchQuery($search: String!) {\n  feedSearch (search: $search) { feeds { id } } }",
      "mutation subscriptionMutationsSubscribeMutation($input: SubscribeInput!) { subscribe(input: $input) { __typename } }",
      "mutation OpmlImportSubscribeBatchMutation($input: SubscribeBatchInput!) { subscribeBatch(input: $input) { __typename } }",
      "mutation BundleSubscribeMutation($input: SubscribeToFeedTagInput!) { subscribeToFeedTag(input: $input) { __typename } }",
      "mutation { importOpml(input: { opml: \"\" }) { __typename } }",
    ]) {
      expect(timeoutFor(text), text).toBe(FEED_API_TIMEOUT_MS);
    }
    for (const text of [
      "mutation subscriptionMutationsUnsubscribeMutation($input: UnsubscribeInput!) { unsubscribe(input: $input) { __typename } }",
      "query MainLayoutQuery { viewer { subscriptions(first: 10) { edges { node { id } } } } }",
      "query ContentListScreenQuery { viewer { id } }",
      "",
      null,
    ]) {
      expect(timeoutFor(text), String(text)).toBe(API_TIMEOUT_MS);
    }
  });
});
