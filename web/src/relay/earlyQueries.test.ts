import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dropEarlyQueries, operationVariables, startEarlyQuery, takeEarlyQuery } from "./earlyQueries";

// A real server on 127.0.0.1 that answers every POST with the variables it received and counts requests.
let server: Server;
let url: string;
const seen: Array<{ authorization: string | undefined; body: { query: string; variables: Record<string, unknown> } }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const parsed = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
      seen.push({ authorization: req.headers.authorization, body: parsed });
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { echo: parsed.variables } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  dropEarlyQueries();
});

let n = 0;
/** A fresh operation name per test: the module remembers which operations Relay already asked for. */
const op = () => ({ name: `Q${++n}`, text: `query Q${n} { viewer { id } }` });
/** The requests the server saw for one operation (an earlier test's may still arrive). */
const sent = (o: { text: string }) => seen.filter((s) => s.body.query === o.text);

describe("early queries", () => {
  it("hands Relay the answer of the same operation and variables, whatever their order, once", async () => {
    const o = op();
    startEarlyQuery(o, { a: 1, b: null, c: "x" }, "tok", url);
    // Relay's variables: the same values in the query's argument order, a missing one as null.
    const answer = takeEarlyQuery(o.name, { c: "x", a: 1, b: undefined });
    expect(answer).toBeDefined();
    const { json } = await answer!;
    expect(json).toEqual({ data: { echo: { a: 1, b: null, c: "x" } } });
    expect(sent(o)).toEqual([{ authorization: "Bearer tok", body: { query: o.text, variables: { a: 1, b: null, c: "x" } } }]);
    // A refetch later goes to the network: the early answer is gone.
    expect(takeEarlyQuery(o.name, { a: 1, b: null, c: "x" })).toBeUndefined();
  });

  it("answers nothing for other variables, and keeps that answer for its own", async () => {
    const o = op();
    startEarlyQuery(o, { sortBy: "newest" }, "tok", url);
    expect(takeEarlyQuery(o.name, { sortBy: "oldest" })).toBeUndefined();
    expect(takeEarlyQuery(o.name, { sortBy: "newest" })).toBeDefined();
  });

  it("does not start an operation Relay already asked for, since its answer would come late and could be stale", async () => {
    const o = op();
    expect(takeEarlyQuery(o.name, {})).toBeUndefined();
    startEarlyQuery(o, {}, "tok", url);
    expect(takeEarlyQuery(o.name, {})).toBeUndefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent(o)).toEqual([]);
  });

  it("hands out no answer started before a mutation", () => {
    const o = op();
    startEarlyQuery(o, {}, "tok", url);
    dropEarlyQueries();
    expect(takeEarlyQuery(o.name, {})).toBeUndefined();
  });

  it("fills the variables as Relay sends them: every argument in order, its default or null where none is given", () => {
    const defs = [{ name: "first" }, { name: "sortBy", defaultValue: "newest" }, { name: "search", defaultValue: null }, { name: "showRead" }];
    const vars = operationVariables(defs, { showRead: false, first: 25, extra: 1 });
    expect(vars).toEqual({ first: 25, sortBy: "newest", search: null, showRead: false });
    expect(Object.keys(vars)).toEqual(["first", "sortBy", "search", "showRead"]);
  });
});
