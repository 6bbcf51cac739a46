import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createServerAdapter } from "@whatwg-node/server";
import { GraphQLError } from "graphql";
import { createYoga, maskError as defaultMaskError, Repeater } from "graphql-yoga";
import type { Config } from "./config.js";
import { contextForRequest, createRequestContext, type ContextDeps } from "./context.js";
import type { Db } from "./db.js";
import { DomainError, domainErrorOf } from "./errors.js";
import { createGraphiqlRoutes } from "./graphiql/graphiqlRoutes.js";
import { createLogger, type Logger } from "./logger.js";
import { createMailer } from "./mail/createMailer.js";
import type { Mailer } from "./mail/mailer.js";
import { resolveSession } from "./modules/auth/session.service.js";
import { handleWebSubCallback, WEBSUB_PREFIX } from "./modules/feeds/webSub.http.js";
import { handleHealthz, handleReadyz, type TemporalProbe } from "./modules/health/health.js";
import type { PubSub } from "./realtime/pubsub.js";
import { usePerEventSubscriptions } from "./realtime/subscribePerEvent.js";
import { attachGraphqlWs, type SocketOperation } from "./realtime/ws.js";
import { handleRest, REST_PREFIX } from "./rest/handleRest.js";
import { handleGreader } from "./modules/sync/greader/greader.http.js";
import { handleFever } from "./modules/sync/fever/fever.http.js";
import { FEVER_PATH, GREADER_PREFIX } from "./modules/sync/syncPaths.js";
import { createFetcher } from "./reader/fetch/fetchDocument.js";
import { schema } from "./schema/index.js";
import { createServices, type Services } from "./services.js";
import type { StartFeedRefresh } from "./modules/subscriptions/feedFetchQueue.js";
import type { ActionWorkflows } from "./modules/actions/actionWorkflows.js";
import type { DigestWorkflows } from "./modules/digests/digestWorkflows.js";
import type { FullArticleWorkflows } from "./modules/fullArticles/fullArticleWorkflows.js";
import type { ChannelWorkflows } from "./modules/channels/channelWorkflows.js";
import type { UploadWorkflows } from "./modules/uploads/uploadDeps.js";
import { useLimitDocuments } from "./schema/limitDocuments.js";
import { useRefuseNul } from "./schema/refuseNul.js";
import { handleSitemap } from "./sitemap.js";
import { contentSecurityPolicy, serveWebApp } from "./staticFiles.js";

export interface AppDeps {
  config: Config;
  db: Db;
  log?: Logger;
  mailer?: Mailer;
  /** Cross-process events (new items, later live counts); optional so tests can leave it out. */
  pubsub?: PubSub;
  /** Reports whether Temporal answers; defaults to "disabled" (no background features configured). */
  temporalProbe?: TemporalProbe;
  /** Starts a new feed's first fetch on Temporal; without it new feeds are fetched in-process. */
  startFeedRefresh?: StartFeedRefresh;
  /** Starts action workflows on Temporal; without it deliveries wait for a worker and re-runs run in-process. */
  actionWorkflows?: ActionWorkflows;
  digestWorkflows?: DigestWorkflows;
  /** Starts the full article drain on Temporal; without it this process drains the queue itself. */
  fullArticleWorkflows?: FullArticleWorkflows;
  /** Keeps channels' Temporal Schedules in step and runs them now (admins). */
  channelWorkflows?: ChannelWorkflows;
  /** Runs uploads of digest videos on Temporal; without it they run in-process while the request waits. */
  uploadWorkflows?: UploadWorkflows;
}

export interface App {
  /** Serves one request in-process (tests use this: the same path as real HTTP, minus the socket). */
  fetch(request: Request, serverContext?: { remoteAddress?: string }): Promise<Response>;
  services: Services;
  /** Starts HTTP + WebSocket on config.host:config.port (port 0 = any free port). */
  listen(): Promise<{ server: Server; url: string }>;
  /** Stops accepting connections, lets in-flight requests finish, then closes the mailer. */
  close(): Promise<void>;
}

/** Wires services, GraphQL, REST, health and the web app into one handler; knows nothing of process.env. */
export function buildApp(deps: AppDeps): App {
  const log = deps.log ?? createLogger(deps.config, "api");
  const mailer = deps.mailer ?? createMailer(deps.config, log);
  const fetcher = createFetcher(deps.config.fetch);
  const services = createServices({
    db: deps.db, config: deps.config, mailer, log, fetcher, pubsub: deps.pubsub, startFeedRefresh: deps.startFeedRefresh, actionWorkflows: deps.actionWorkflows, digestWorkflows: deps.digestWorkflows, Repeater,
    fullArticleWorkflows: deps.fullArticleWorkflows, channelWorkflows: deps.channelWorkflows, uploadWorkflows: deps.uploadWorkflows,
  });
  const contextDeps: ContextDeps = { db: deps.db, config: deps.config, log, services };
  const temporalProbe = deps.temporalProbe ?? (async () => "disabled" as const);
  // The page may send to the configured Sentry and Plausible hosts too (nothing more when they are off).
  const csp = contentSecurityPolicy(deps.config.browserConnectOrigins);

  // An HTTP request carries its client address; a graphql-ws operation its socket's token and client instead.
  const yoga = createYoga<{ remoteAddress?: string; socket?: SocketOperation }>({
    schema,
    graphqlEndpoint: "/graphql",
    // GraphiQL is ours (graphiqlRoutes): served from our origin under the CSP, per the GRAPHIQL setting.
    graphiql: false,
    landingPage: false,
    logging: {
      debug: (...a) => log.debug(a.map(String).join(" ")),
      info: (...a) => log.info(a.map(String).join(" ")),
      warn: (...a) => log.warn(a.map(String).join(" ")),
      // Yoga also reports here every error it masks: maskError below has logged the unexpected ones with their
      // stack already, and a DomainError or coded GraphQLError is the client's outcome, not a fault.
      error: (...a) => (a[0] instanceof GraphQLError || a[0] instanceof DomainError ? log.debug : log.error).call(log, a.map(String).join(" ")),
    },
    context: ({ request, remoteAddress, socket }) =>
      socket ? createRequestContext(contextDeps, socket.authToken, socket.meta) : contextForRequest(contextDeps, request, remoteAddress),
    plugins: [usePerEventSubscriptions(), useLimitDocuments(), useRefuseNul()],
    maskedErrors: {
      // Coded errors (auth) and DomainErrors outside result unions reach the client; anything else is masked.
      maskError(error, message, isDev) {
        const thrown = error instanceof GraphQLError ? error.originalError : error;
        // A database data exception caused by the request's own values is the client's error, not a fault.
        const original = domainErrorOf(thrown) ?? thrown;
        if (original instanceof DomainError) {
          return new GraphQLError(original.message, { extensions: { code: original.key, display_message_key: original.key } });
        }
        const masked = defaultMaskError(error, message, isDev);
        // Only what gets masked is unexpected: a coded GraphQLError (auth, validation) passes through unlogged.
        if (masked !== error) {
          log.error({ err: original ?? error }, "unhandled GraphQL error");
          void services.errorReporter.report(original ?? error, { transport: "graphql", path: error instanceof GraphQLError ? error.path : undefined });
        }
        return masked;
      },
    },
  });

  const graphiql = createGraphiqlRoutes({
    access: deps.config.graphiql,
    title: `${deps.config.appName} GraphiQL`,
    isAdmin: async (token) => (await resolveSession(deps.db, token))?.user.isAdmin === true,
  });

  /**
   * API answers carry the server's clock in milliseconds (the Date header has whole seconds): the web places
   * "since the page started" on it for the live stream's catch-up.
   */
  function withServerTime(response: Response): Response {
    try {
      response.headers.set("x-server-time", String(Date.now()));
    } catch {
      // Immutable headers (a proxied response): the Date header still serves, less precisely.
    }
    return response;
  }

  async function handle(request: Request, serverContext: { remoteAddress?: string }): Promise<Response> {
    const url = new URL(request.url);
    const { pathname } = url;
    const graphiqlResponse = await graphiql.handle(request, url);
    if (graphiqlResponse) return graphiqlResponse;
    if (pathname === "/graphql") return withServerTime(await yoga.fetch(request, serverContext));
    if (pathname === REST_PREFIX || pathname.startsWith(`${REST_PREFIX}/`)) {
      return withServerTime(await handleRest(contextDeps, request, url, serverContext.remoteAddress));
    }
    // Sync apps (issue 20): the Google Reader and Fever protocols, beside the REST facade.
    if (pathname === GREADER_PREFIX || pathname.startsWith(`${GREADER_PREFIX}/`)) return withServerTime(await handleGreader(contextDeps, request, url, serverContext.remoteAddress));
    if (pathname === FEVER_PATH || pathname === `${FEVER_PATH}/`) return withServerTime(await handleFever(contextDeps, request, url, serverContext.remoteAddress));
    if (pathname.startsWith(WEBSUB_PREFIX)) {
      try {
        return await handleWebSubCallback(services.feeds.webSub, deps.config.webSub.maxBodyBytes, request, url, log);
      } catch (err) {
        // Not processed: a 5xx makes the hub try the push (or verification) again later.
        log.error({ err }, "WebSub callback failed");
        void services.errorReporter.report(err, { transport: "websub", path: pathname });
        return new Response("Try again later", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
      }
    }
    if (pathname === "/healthz") return handleHealthz();
    if (pathname === "/readyz") return handleReadyz(deps.db, temporalProbe);
    if (request.method !== "GET" && request.method !== "HEAD") return new Response("Method Not Allowed", { status: 405 });
    if (pathname === "/sitemap.xml") return handleSitemap(deps.config.publicUrl, request.method);
    return serveWebApp(deps.config.webDistDir, url, request.method, request.headers.get("accept-encoding"), request.headers.get("cookie"), csp);
  }

  const adapter = createServerAdapter<{ req?: { socket?: { remoteAddress?: string } } }>((request, ctx) =>
    handle(request, { remoteAddress: ctx.req?.socket?.remoteAddress }),
  );

  let server: Server | undefined;
  let ws: { close(): Promise<void> } | undefined;

  return {
    fetch: (request, serverContext = {}) => handle(request, serverContext),
    services,
    async listen() {
      server = createServer(adapter);
      ws = attachGraphqlWs(server, yoga, { isProd: deps.config.env === "production" });
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(deps.config.port, deps.config.host, () => resolve());
      });
      const { port } = server.address() as AddressInfo;
      const host = deps.config.host === "0.0.0.0" || deps.config.host === "127.0.0.1" ? "localhost" : deps.config.host;
      return { server, url: `http://${host}:${port}` };
    },
    async close() {
      await ws?.close();
      if (server) {
        const s = server;
        await new Promise<void>((resolve) => {
          s.close(() => resolve());
          s.closeIdleConnections();
        });
      }
      // In-process first fetches and site icon look-ups still write to the database: let them finish before the pool closes.
      await services.fetchQueue.idle();
      await services.feeds.icons.drain();
      await services.fullArticles.idle();
      await services.feeds.webSub.drain();
      await services.renderer.close();
      await mailer.close();
      await fetcher.close();
    },
  };
}
