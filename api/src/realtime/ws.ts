import type { Server } from "node:http";
import { GraphQLError, type ExecutionArgs, type GraphQLFormattedError } from "graphql";
import type { YogaServerInstance } from "graphql-yoga";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { SessionMeta } from "../modules/auth/session.service.js";

/**
 * What one socket operation hands Yoga in place of an HTTP request: the connection_init token (browsers cannot
 * set headers on a WebSocket) and the client behind the upgrade request. Yoga's context factory turns it into
 * the same RequestContext an HTTP request gets.
 */
export interface SocketOperation {
  authToken: string | null;
  meta: SessionMeta;
}

/** Yoga's HTTP answers leave these internal extensions out of every error; socket messages do too. */
const INTERNAL_EXTENSIONS = ["http", "unexpected"];

function withoutInternals(error: GraphQLError): GraphQLFormattedError {
  const json = error.toJSON();
  if (!json.extensions) return json;
  const extensions = Object.fromEntries(Object.entries(json.extensions).filter(([key]) => !INTERNAL_EXTENSIONS.includes(key)));
  const { extensions: _internal, ...rest } = json;
  return Object.keys(extensions).length ? { ...rest, extensions } : rest;
}

type Envelope = ReturnType<YogaServerInstance<{ socket?: SocketOperation }, object>["getEnveloped"]>;

/**
 * graphql-ws on the same path as HTTP GraphQL, run through Yoga's envelope (graphql-ws's Yoga recipe): every
 * socket operation is parsed, validated, given its context and executed by the same plugins as HTTP, so errors
 * are masked and logged alike, and subscriptions run per event (subscribePerEvent) whichever transport carries
 * them. Each operation is authorised like an HTTP request.
 */
export function attachGraphqlWs(
  server: Server,
  yoga: YogaServerInstance<{ socket?: SocketOperation }, object>,
  opts: { isProd: boolean; path?: string },
) {
  const wss = new WebSocketServer({ server, path: opts.path ?? "/graphql" });
  // The envelope each operation was prepared with, found again when graphql-ws calls execute or subscribe.
  const envelopes = new WeakMap<object, Envelope>();
  const envelopeOf = (args: ExecutionArgs) => envelopes.get(args.contextValue as object)!;
  const disposable = useServer(
    {
      isProd: opts.isProd,
      execute: (args) => envelopeOf(args).execute(args),
      subscribe: (args) => envelopeOf(args).subscribe(args),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map(withoutInternals) } : undefined),
      onError: (_ctx, _id, _payload, errors) => errors.map(withoutInternals),
      async onSubscribe(ctx, _id, params) {
        const raw = (ctx.connectionParams as { authToken?: unknown } | undefined)?.authToken;
        const request = ctx.extra.request;
        const socket: SocketOperation = {
          authToken: typeof raw === "string" ? raw : null,
          meta: { ip: request.socket.remoteAddress, userAgent: request.headers["user-agent"] },
        };
        const envelope = yoga.getEnveloped({ socket, params });
        let document;
        try {
          document = envelope.parse(params.query);
        } catch (e) {
          // A syntax error is the client's to fix: reported like a validation error, the socket stays open.
          if (e instanceof GraphQLError) return [e];
          throw e;
        }
        const errors = envelope.validate(envelope.schema, document);
        if (errors.length) return errors;
        const contextValue = (await envelope.contextFactory()) as object;
        envelopes.set(contextValue, envelope);
        return {
          schema: envelope.schema,
          document,
          contextValue,
          operationName: params.operationName,
          variableValues: params.variables,
        };
      },
    },
    wss,
  );
  return {
    async close() {
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
