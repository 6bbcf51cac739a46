import { Environment, Network, RecordSource, Store, type FetchFunction } from "relay-runtime";
import { handleUnauthorized } from "../session/api";
import { readSession } from "../session/cookie";

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const token = readSession()?.token;
  const res = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: operation.text, variables }),
  });
  const json = (await res.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  if (json.errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED")) {
    await handleUnauthorized();
  }
  if (!json.data && json.errors?.length) throw new Error(json.errors[0]!.message);
  return json as never;
};

/**
 * One Relay environment per page load. Signing in or out reloads the page, so a store never mixes two
 * users' data.
 */
export const environment = new Environment({
  network: Network.create(fetchGraphQL),
  store: new Store(new RecordSource()),
});
