import {
  buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType, isUnionType, isInterfaceType,
  type GraphQLArgument, type GraphQLField, type GraphQLInputType, type GraphQLNamedType,
} from "graphql";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registered } from "../../tests/setup/syncClients.js";
import { createTestApp, type TestApp } from "../../tests/setup/testApp.js";

// Every query and mutation of the GraphQL schema, called with arguments a broken client or a probe sends: ids that
// are not ids (or that nobody has), NUL characters, huge and negative numbers, dates that are not dates. Every
// answer is data or an error the client can act on (a coded error: VALIDATION_ERROR, NOT_FOUND, NO_TOKEN, …, or
// graphql-js's own message for a variable of the wrong type), never a masked internal error. Signed in and anonymous alike.

const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, "../../schema.graphql"), "utf8"));
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** One garbage value of each kind, chosen per variant so each field is called a few different wrong ways. */
const STRINGS = ["not-an-id", "a\u0000b", "x".repeat(20_000), "", UNKNOWN_ID];
const INTS = [-1, 2_147_483_647, 0, -2_147_483_648, 1];
const FLOATS = [-1e308, Number.MAX_VALUE, 0, -0.5, 1e-300];

function valueFor(type: GraphQLInputType, variant: number, depth: number): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, variant, depth);
  if (isListType(type)) return depth > 4 ? [] : [valueFor(type.ofType, variant, depth + 1)];
  const named = getNamedType(type) as GraphQLNamedType;
  if (isEnumType(named)) return named.getValues()[variant % named.getValues().length]!.value;
  if (isInputObjectType(named)) {
    if (depth > 4) return {};
    const out: Record<string, unknown> = {};
    for (const f of Object.values(named.getFields())) {
      // Required fields always, optional ones on odd variants (both what a form omits and what it fills wrongly).
      if (isNonNullType(f.type) || variant % 2 === 1) out[f.name] = valueFor(f.type, variant, depth + 1);
    }
    return out;
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case "Int": return INTS[variant % INTS.length];
      case "Float": return FLOATS[variant % FLOATS.length];
      case "Boolean": return variant % 2 === 0;
      case "ID": return [UNKNOWN_ID, "not-an-id", "Rm9vOjE=", "a\u0000b", "-1"][variant % 5];
      case "DateTime": return ["not-a-date", "9999-99-99T99:99:99Z", "1970-01-01T00:00:00Z", "", "+275760-09-13T00:00:00.001Z"][variant % 5];
      case "JSON": return [{ "a\u0000": 1 }, "a\u0000b", [], null, { deep: { deeper: [1e308] } }][variant % 5];
      default: return STRINGS[variant % STRINGS.length];
    }
  }
  return null;
}

/** A selection that asks for as little as the return type allows. */
function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (isObjectType(named) || isInterfaceType(named) || isUnionType(named)) return " { __typename }";
  return "";
}

function operationFor(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a: GraphQLArgument) => `$${a.name}: ${String(a.type)}`).join(", ");
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
  return `${kind}${vars ? `(${vars})` : ""} { ${field.name}${args ? `(${args})` : ""}${selectionFor(field)} }`;
}

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registered(t, "gqlbad")).token;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

// Fields whose success ends the caller's session are called anonymously only.
const ENDS_SESSION = new Set(["logout", "deleteUser", "deleteAccount"]);

describe("GraphQL under bad arguments", () => {
  it("answers every query and mutation with data or an error the client can act on, never a masked internal one", async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const [kind, type] of [["query", schema.getQueryType()!], ["mutation", schema.getMutationType()!]] as const) {
      for (const field of Object.values(type.getFields())) {
        const document = operationFor(kind, field);
        for (const who of ENDS_SESSION.has(field.name) ? [null] : [token, null]) {
          for (let variant = 0; variant < 5; variant++) {
            const variables = Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type, variant, 0)]));
            const res = await t.gql(document, variables, who);
            calls++;
            for (const error of res.errors ?? []) {
              const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
              // Uncoded errors are graphql-js's and Pothos's own (a variable of the wrong type, an invalid global id):
              // the client's mistake, said plainly. A masked error is a fault of ours.
              if (code === "INTERNAL_SERVER_ERROR" || code === "INTERNAL_ERROR" || /^unexpected error/i.test(String(error.message))) {
                failures.push(`${kind} ${field.name} variant ${variant} (${who ? "signed in" : "anonymous"}): ${JSON.stringify(error).slice(0, 300)}`);
              }
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 600_000);

  it("refuses a NUL character in variables or literals before any resolver runs", async () => {
    const viaVariables = await t.gql("mutation($input: CreateFolderInput!) { createFolder(input: $input) { __typename } }", { input: { name: "News\u0000" } }, token);
    // Refused whole: the clean field beside the one with the NUL does not run either.
    const viaLiteral = await t.gql('query { viewer { __typename } node(id: "a\\u0000b") { id } }', {}, token);
    for (const res of [viaVariables, viaLiteral]) {
      expect(res.data ?? null).toBeNull();
      expect(res.errors).toEqual([
        expect.objectContaining({ message: "Text cannot contain NUL characters", extensions: { code: "VALIDATION_ERROR", display_message_key: "VALIDATION_ERROR" } }),
      ]);
    }
    expect(await t.db.folder.count({ where: { name: { startsWith: "News" } } })).toBe(0);
  });

  it("answers a document nested thousands deep, or of too many tokens, with VALIDATION_ERROR instead of overflowing", async () => {
    const post = async (query: string) => {
      const res = await t.app.fetch(
        new Request("http://rivulet.test/graphql", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) }),
      );
      return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } };
    };
    const deep = await post("{" + "viewer {".repeat(5_000) + "id" + "}".repeat(5_001));
    const deepValue = await post(`{ feedTags(search: ${"[".repeat(5_000)}"x"${"]".repeat(5_000)}) { id } }`);
    const long = await post(`{ ${Array.from({ length: 12_000 }, (_, i) => `a${i}: __typename`).join(" ")} }`);
    for (const [res, message] of [[deep, "The query is nested too deeply (at most 64 levels)"], [deepValue, "The query is nested too deeply (at most 64 levels)"], [long, "The query is too long (at most 20000 tokens)"]] as const) {
      expect(res.status).toBeLessThan(500);
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: "VALIDATION_ERROR" } });
    }
    // An ordinary operation still runs.
    const ok = await post("{ viewer { __typename } }");
    expect(ok.body.errors).toBeUndefined();
  });
});
