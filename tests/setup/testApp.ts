import { buildApp, type App, type AppDeps } from "../../api/src/app.js";
import { loadConfig, type Config } from "../../api/src/config.js";
import type { Db } from "../../api/src/db.js";
import { createLogger, type Logger } from "../../api/src/logger.js";
import { createPgPubSub, type PubSub } from "../../api/src/realtime/pubsub.js";
import { startTestSmtpServer, type TestSmtpServer } from "./smtpServer.js";
import { createTestDatabase, type TestDatabase } from "./testDb.js";

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  smtp: TestSmtpServer;
  /** The app's cross-process pub/sub, when created with { pubsub: true }. */
  pubsub: PubSub | null;
  databaseUrl: string;
  /** Calls the REST facade in-process. `token` becomes the bearer; `ip` the client address. */
  rest(method: string, path: string, opts?: { body?: unknown; token?: string | null; ip?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
  /** Runs a GraphQL operation in-process. */
  gql(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<{ data?: any; errors?: any[] }>;
  close(): Promise<void>;
}

let ipCounter = 0;

/**
 * The whole API against its own real database and a real SMTP server; requests go through app.fetch, the
 * same handler the HTTP server uses. Each call gets a distinct client IP unless one is given, so the
 * per-IP rate limits only bite where a test means them to.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { pubsub?: boolean; startFeedRefresh?: AppDeps["startFeedRefresh"]; actionWorkflows?: AppDeps["actionWorkflows"]; digestWorkflows?: AppDeps["digestWorkflows"]; channelWorkflows?: AppDeps["channelWorkflows"]; uploadWorkflows?: AppDeps["uploadWorkflows"]; log?: Logger } = {},
): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase();
  const smtp = await startTestSmtpServer();
  const config = loadConfig({}, {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: "0",
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    PUBLIC_URL: "http://rivulet.test",
    ...env,
  });
  const log = opts.log ?? createLogger(config, "test");
  const pubsub = opts.pubsub ? await createPgPubSub(database.url, log) : null;
  const app = buildApp({
    config, db: database.db, log,
    ...(pubsub ? { pubsub } : {}),
    ...(opts.startFeedRefresh ? { startFeedRefresh: opts.startFeedRefresh } : {}),
    ...(opts.actionWorkflows ? { actionWorkflows: opts.actionWorkflows } : {}),
    ...(opts.digestWorkflows ? { digestWorkflows: opts.digestWorkflows } : {}),
    ...(opts.channelWorkflows ? { channelWorkflows: opts.channelWorkflows } : {}),
    ...(opts.uploadWorkflows ? { uploadWorkflows: opts.uploadWorkflows } : {}),
  });

  return {
    app,
    db: database.db,
    config,
    smtp,
    pubsub,
    databaseUrl: database.url,
    async rest(method, path, opts = {}) {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.body !== undefined) headers["content-type"] ??= "application/json";
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const res = await app.fetch(
        new Request(`http://rivulet.test/api_v1${path}`, {
          method,
          headers,
          ...(opts.body !== undefined ? { body: typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body) } : {}),
        }),
        { remoteAddress: opts.ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` },
      );
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
    },
    async gql(query, variables = {}, token = null) {
      const res = await app.fetch(
        new Request("http://rivulet.test/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        }),
        { remoteAddress: `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` },
      );
      return (await res.json()) as { data?: any; errors?: any[] };
    },
    async close() {
      await app.close();
      await pubsub?.close();
      await smtp.close();
      await database.drop();
    },
  };
}
