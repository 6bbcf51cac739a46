import { Environment, Network, Observable, RecordSource, Store, type FetchFunction, type GraphQLResponse, type SubscribeFunction } from "relay-runtime";
import { handleUnauthorized } from "../session/api";
import { readSession } from "../session/cookie";
import { noteServerDate } from "../session/serverClock";
import { dropEarlyQueries, takeEarlyQuery } from "./earlyQueries";
import { postGraphQL, timeoutFor } from "./fetchGraphQL";

type ResultErrors = ReadonlyArray<{ message: string; extensions?: { code?: string } }>;

/** A dead or missing token, whichever transport says so, is handled like an HTTP 401 (handleUnauthorized). */
function isUnauthenticated(errors: ResultErrors | undefined): boolean {
  return errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED") ?? false;
}

/**
 * Every query and mutation: 10 s to answer, 15 s for feed calls (spec part 1 sections 7 and 9), after which
 * it fails with "API request timed out", shown where the screen shows a failed request (toast, page error).
 * A query the entry started before Relay loaded (earlyQueries.ts) is answered from that request.
 */
const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const token = readSession()?.token;
  if (operation.operationKind === "mutation") dropEarlyQueries();
  const early = operation.operationKind === "query" ? takeEarlyQuery(operation.name, variables) : undefined;
  const { response, json: body } = await (early ?? postGraphQL("/graphql", { query: operation.text, variables }, { token, timeoutMs: timeoutFor(operation.text) }));
  noteServerDate(response);
  const json = body as { data?: unknown; errors?: ResultErrors };
  if (isUnauthenticated(json.errors)) await handleUnauthorized(token ?? null);
  if (!json.data && json.errors?.length) throw new Error(json.errors[0]!.message);
  return json as never;
};

/**
 * Subscriptions over graphql-ws (wsClient.ts). A stream the server ends with UNAUTHENTICATED signs out. The
 * client loads on first use, so it is not in the code the first list waits for.
 */
const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | null = null;
    let closed = false;
    void import("./wsClient").then(
      ({ wsClient }) => {
        if (closed) return;
        dispose = wsClient.subscribe<Record<string, unknown>>(
          { operationName: operation.name, query: operation.text ?? "", variables },
          {
            next: (result) => {
              if (isUnauthenticated(result.errors as ResultErrors | undefined)) void handleUnauthorized();
              sink.next(result as GraphQLResponse);
            },
            error: (error) => {
              // An array of GraphQL errors (the operation was refused), a close event or an Error.
              const errors = Array.isArray(error) ? (error as ResultErrors) : undefined;
              if (isUnauthenticated(errors)) void handleUnauthorized();
              if (error instanceof Error) return sink.error(error);
              sink.error(new Error(errors?.[0]?.message ?? (error as { reason?: string } | null)?.reason ?? "Live updates failed"));
            },
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error("Live updates failed to load")),
    );
    return () => {
      closed = true;
      dispose?.();
    };
  });

/**
 * One Relay environment per page load. Signing in or out reloads the page, so a store never mixes two
 * users' data.
 */
export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribeGraphQL),
  store: new Store(new RecordSource()),
});
