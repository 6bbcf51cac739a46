import { postGraphQL, timeoutFor } from "./fetchGraphQL";

/**
 * Queries started before Relay has loaded (routes/firstQueries.ts, from the entry): a returning reader's frame
 * and list go out beside bootstrap, while the app's JavaScript is still downloading and compiling, instead of
 * once Relay and the routes have run. The environment's fetch function (environment.ts) takes an answer from
 * here when it asks for the same operation with the same variables, once, within EARLY_ANSWER_MS; anything
 * else goes to the network as always. An answer must never stand in for a later, fresher one: an operation
 * Relay already asked for is not started early any more (it came too late to help), and a mutation drops
 * every answer not yet taken.
 */
type Answer = ReturnType<typeof postGraphQL>;

/**
 * An early answer nobody took by then is dropped (the page went elsewhere, or its defaults changed): long
 * enough for a slow first load to ask, short enough not to answer a refetch the reader triggers later.
 */
const EARLY_ANSWER_MS = 10_000;
const early = new Map<string, Answer>();
/** Operations (with their variables) Relay has asked for: starting one early now would only repeat it. */
const asked = new Set<string>();

/** One key per operation and variables, whatever their order (Relay orders them by the query's arguments). */
function keyOf(name: string, variables: Record<string, unknown>): string {
  const sorted = Object.keys(variables)
    .sort()
    .map((k) => [k, variables[k] ?? null]);
  return `${name}:${JSON.stringify(sorted)}`;
}

/**
 * The variables as Relay sends them: every argument of the operation, in its order, with its default (null
 * when it has none) where the caller gave none (relay-runtime's getOperationVariables).
 */
export function operationVariables(argumentDefinitions: ReadonlyArray<{ name: string; defaultValue?: unknown }>, variables: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const def of argumentDefinitions) out[def.name] = variables[def.name] ?? def.defaultValue ?? null;
  return out;
}

/** Starts an operation now (a rejected request is kept as such: Relay then sees the same failure). */
export function startEarlyQuery(operation: { name: string; text: string | null }, variables: Record<string, unknown>, token: string | null | undefined, url = "/graphql") {
  const key = keyOf(operation.name, variables);
  if (early.has(key) || asked.has(key)) return;
  const answer = postGraphQL(url, { query: operation.text, variables }, { token, timeoutMs: timeoutFor(operation.text) });
  answer.catch(() => undefined);
  early.set(key, answer);
  setTimeout(() => {
    if (early.get(key) === answer) early.delete(key);
  }, EARLY_ANSWER_MS);
}

/** The early answer for this operation and variables, if one was started and not yet taken. */
export function takeEarlyQuery(name: string, variables: Record<string, unknown>): Answer | undefined {
  const key = keyOf(name, variables);
  asked.add(key);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}

/** A mutation went out: answers started before it may no longer hold, so none is handed out any more. */
export function dropEarlyQueries() {
  early.clear();
}
