import type { Server } from "node:http";
import { execute, type GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import { createRequestContext, type ContextDeps } from "../context.js";
import { subscribePerEvent } from "./subscribePerEvent.js";

/**
 * graphql-ws on the same path as HTTP GraphQL. The bearer token travels in connection_init's payload
 * ({ authToken }) because browsers cannot set headers on a WebSocket; each operation is authorised like HTTP.
 */
export function attachGraphqlWs(server: Server, schema: GraphQLSchema, deps: ContextDeps, path = "/graphql") {
  const wss = new WebSocketServer({ server, path });
  const disposable = useServer(
    {
      schema,
      execute,
      subscribe: subscribePerEvent,
      isProd: deps.config.env === "production",
      context: async (ctx) => {
        const raw = (ctx.connectionParams as { authToken?: unknown } | undefined)?.authToken;
        const request = ctx.extra.request;
        return createRequestContext(deps, typeof raw === "string" ? raw : null, {
          ip: request.socket.remoteAddress,
          userAgent: request.headers["user-agent"],
        });
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
