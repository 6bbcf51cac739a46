import path from "node:path";
import { z } from "zod";

/** Limits of one account tier; `null` means unlimited (the UI shows ∞). */
const tierLimitsSchema = z.object({
  maxSubscriptions: z.number().int().nullable(),
  maxSubscriptionTags: z.number().int().nullable(),
  maxContentItemTags: z.number().int().nullable(),
  maxContentItemsTagged: z.number().int().nullable(),
  maxNewFeedsPerWeek: z.number().int().nullable(),
  maxTextDigestCharactersPerMonth: z.number().int().nullable(),
  maxAudioDigestMinutesPerMonth: z.number().int().nullable(),
  maxOutputFeeds: z.number().int().nullable(),
  maxContentItemFilters: z.number().int().nullable(),
  maxContentItemActions: z.number().int().nullable(),
  maxDigestsPerMonth: z.number().int().nullable(),
  maxScheduledDigests: z.number().int().nullable(),
  maxWebsiteFeeds: z.number().int().nullable(),
});
export type TierLimits = z.infer<typeof tierLimitsSchema>;
export const TIERS = ["guest", "freeUnverified", "freeVerified", "pro"] as const;
export type Tier = (typeof TIERS)[number];

/**
 * Default tier table. The spec gives no numbers ("Exact numeric limits are not shown"); these are our choice,
 * sized so that a free reader is generous (Feedly's free tier caps at 100 sources) and Pro is practically open.
 * Override any of them with TIER_LIMITS='{"pro":{"maxSubscriptions":5000}}'.
 */
const DEFAULT_TIERS: Record<Tier, TierLimits> = {
  guest: {
    maxSubscriptions: 25, maxSubscriptionTags: 5, maxContentItemTags: 5, maxContentItemsTagged: 100,
    maxNewFeedsPerWeek: 5, maxTextDigestCharactersPerMonth: 0, maxAudioDigestMinutesPerMonth: 0, maxOutputFeeds: 0,
    maxContentItemFilters: 2, maxContentItemActions: 0, maxDigestsPerMonth: 0, maxScheduledDigests: 0, maxWebsiteFeeds: 0,
  },
  freeUnverified: {
    maxSubscriptions: 50, maxSubscriptionTags: 10, maxContentItemTags: 10, maxContentItemsTagged: 500,
    maxNewFeedsPerWeek: 10, maxTextDigestCharactersPerMonth: 0, maxAudioDigestMinutesPerMonth: 0, maxOutputFeeds: 1,
    maxContentItemFilters: 5, maxContentItemActions: 2, maxDigestsPerMonth: 4, maxScheduledDigests: 1, maxWebsiteFeeds: 1,
  },
  freeVerified: {
    maxSubscriptions: 150, maxSubscriptionTags: 25, maxContentItemTags: 25, maxContentItemsTagged: 2000,
    maxNewFeedsPerWeek: 25, maxTextDigestCharactersPerMonth: 50_000, maxAudioDigestMinutesPerMonth: 30, maxOutputFeeds: 3,
    maxContentItemFilters: 10, maxContentItemActions: 5, maxDigestsPerMonth: 30, maxScheduledDigests: 2, maxWebsiteFeeds: 3,
  },
  pro: {
    maxSubscriptions: 2500, maxSubscriptionTags: 250, maxContentItemTags: 250, maxContentItemsTagged: 100_000,
    maxNewFeedsPerWeek: 500, maxTextDigestCharactersPerMonth: 2_000_000, maxAudioDigestMinutesPerMonth: 600,
    maxOutputFeeds: 100, maxContentItemFilters: 500, maxContentItemActions: 250, maxDigestsPerMonth: 1000,
    maxScheduledDigests: 50, maxWebsiteFeeds: 100,
  },
};

/** "N/S": at most N requests per S seconds. */
const rateSchema = z
  .string()
  .regex(/^\d+\/\d+$/, "must look like 10/600 (requests/seconds)")
  .transform((s) => {
    const [limit, seconds] = s.split("/").map(Number) as [number, number];
    return { limit, windowSeconds: seconds };
  });
export type RateRule = z.infer<typeof rateSchema>;

const boolSchema = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_NAME: z.string().min(1).default("Rivulet"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL").optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  TEMPORAL_ADDRESS: z.string().regex(/^[^:]+:\d+$/, "must be host:port").optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default("default"),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default("rivulet"),
  TEMPORAL_PORT: z.coerce.number().int().min(1).max(65535).default(7233),
  TEMPORAL_UI_PORT: z.coerce.number().int().min(0).max(65535).default(8233),
  TEMPORAL_BIN: z.string().optional(),
  TEMPORAL_CLI_DOWNLOAD_URL: z.url().default("https://github.com/temporalio/cli/releases/download"),
  TOOLS_DIR: z.string().min(1).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().min(3).default("Rivulet <no-reply@rivulet.local>"),
  GUEST_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  GUEST_PURGE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  FEED_SWEEP_LANES: z.coerce.number().int().min(1).max(64).default(4),
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(19),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: boolSchema.default(false),
  RATE_LIMIT_AUTH_PER_IP: rateSchema.default({ limit: 30, windowSeconds: 600 }),
  RATE_LIMIT_AUTH_PER_ACCOUNT: rateSchema.default({ limit: 10, windowSeconds: 600 }),
  RATE_LIMIT_GUEST_PER_IP: rateSchema.default({ limit: 60, windowSeconds: 3600 }),
  RATE_LIMIT_FEED_RETRY_PER_FEED: rateSchema.default({ limit: 3, windowSeconds: 300 }),
  RATE_LIMIT_FEED_RETRY_PER_USER: rateSchema.default({ limit: 30, windowSeconds: 3600 }),
  TIER_LIMITS: z
    .string()
    .optional()
    .transform((s, ctx) => {
      if (!s) return {} as Partial<Record<Tier, Partial<TierLimits>>>;
      try {
        return z.partialRecord(z.enum(TIERS), tierLimitsSchema.partial().strict()).parse(JSON.parse(s));
      } catch (e) {
        ctx.addIssue({ code: "custom", message: `must be JSON like {"pro":{"maxSubscriptions":5000}}: ${String(e)}` });
        return z.NEVER;
      }
    }),
  WEB_DIST_DIR: z.string().default("web/dist"),
  FETCH_ALLOW_PRIVATE_HOSTS: z.string().default(""),
  FETCH_MAX_BYTES: z.coerce.number().int().min(10_000).default(10 * 1024 * 1024),
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  FETCH_USER_AGENT: z.string().min(3).optional(),
  IMAGE_MAX_BYTES: z.coerce.number().int().min(10_000).default(5 * 1024 * 1024),
  GRAPHIQL: z.enum(["on", "admins", "off"], { message: "must be on, admins or off" }).optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  EMBEDDINGS_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});

export type Config = ReturnType<typeof buildConfig>;
/** Who gets GraphiQL on GET /graphql: everyone, signed-in admins only, or nobody. */
export type GraphiqlAccess = Config["graphiql"];

function buildConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const tiers = Object.fromEntries(
    TIERS.map((t) => [t, { ...DEFAULT_TIERS[t], ...(env.TIER_LIMITS[t] ?? {}) }]),
  ) as Record<Tier, TierLimits>;
  return {
    env: env.NODE_ENV,
    appName: env.APP_NAME,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir,
    database: {
      /** Unset means the supervisor runs the embedded server and passes its URL on. */
      url: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      embeddedPort: env.EMBEDDED_PG_PORT,
      embeddedDir: path.join(dataDir, "postgres"),
      /** The embedded server's random password (mode 0600), made at its first start. */
      embeddedPasswordFile: path.join(dataDir, "postgres.password"),
    },
    temporal: {
      address: env.TEMPORAL_ADDRESS,
      namespace: env.TEMPORAL_NAMESPACE,
      taskQueue: env.TEMPORAL_TASK_QUEUE,
      devServerPort: env.TEMPORAL_PORT,
      devServerUiPort: env.TEMPORAL_UI_PORT,
      binary: env.TEMPORAL_BIN,
      /** Base of the official CLI releases (`<base>/v<version>/<asset>` and `checksums.txt`); a mirror or a test server. */
      cliDownloadUrl: env.TEMPORAL_CLI_DOWNLOAD_URL.replace(/\/$/, ""),
      /** Batches a feed sweep refreshes at once, each on any worker (see feedSweepWorkflow). */
      sweepLanes: env.FEED_SWEEP_LANES,
      /**
       * The worker's scheduling priority (Unix nice, 0-19). Refreshing feeds is batch work: on a machine it shares
       * with api processes it should take the CPU readers leave idle, never the CPU their requests wait for.
       */
      workerNice: env.WORKER_NICE,
    },
    /** Where `npm start` keeps tools it downloads or builds (the Temporal CLI in bin/); relative like DATA_DIR. */
    toolsDir: path.resolve(env.TOOLS_DIR ?? ".tools"),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, "outbox") },
    guests: { maxAgeDays: env.GUEST_MAX_AGE_DAYS, purgeIntervalMinutes: env.GUEST_PURGE_INTERVAL_MINUTES },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
      authPerAccount: env.RATE_LIMIT_AUTH_PER_ACCOUNT,
      guestPerIp: env.RATE_LIMIT_GUEST_PER_IP,
      /** Retry of a failing feed: per user and feed (the publisher is not hammered), and per user overall. */
      feedRetryPerFeed: env.RATE_LIMIT_FEED_RETRY_PER_FEED,
      feedRetryPerUser: env.RATE_LIMIT_FEED_RETRY_PER_USER,
    },
    tiers,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    // Production offers the explorer to admins only: everyone else still has the API and its introspection
    // (the schema is public in schema.graphql), but a public server need not hand every visitor a query tool.
    graphiql: env.GRAPHIQL ?? (env.NODE_ENV === "production" ? "admins" : "on"),
    fetch: {
      /** Hosts/addresses exempt from the private-address (SSRF) guard: tests and LAN self-hosters only. */
      allowPrivateHosts: env.FETCH_ALLOW_PRIVATE_HOSTS.split(",").map((h) => h.trim()).filter(Boolean),
      maxBytes: env.FETCH_MAX_BYTES,
      timeoutMs: env.FETCH_TIMEOUT_MS,
      userAgent: env.FETCH_USER_AGENT ?? `${env.APP_NAME}/0.1 (feed reader; +${(env.PUBLIC_URL ?? "https://github.com/rivulet").replace(/\/$/, "")})`,
    },
    images: {
      /** The largest picture the image endpoint passes on (http:// pictures of articles and feed logos). */
      maxBytes: env.IMAGE_MAX_BYTES,
    },
    /**
     * An OpenAI-compatible endpoint for stories (api/src/modules/stories/storyModel.ts): with LLM_MODEL it writes
     * story titles and bullets, with EMBEDDINGS_MODEL it adds embeddings to the similarity. Off when unset: the
     * offline clustering and extractive summaries need nothing.
     */
    llm: {
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      model: env.LLM_MODEL,
      embeddingsModel: env.EMBEDDINGS_MODEL,
      timeoutMs: env.LLM_TIMEOUT_MS,
    },
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Parses the environment once into a typed config; throws ConfigError listing every problem at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Record<string, string> = {}): Config {
  const raw = { ...source, ...overrides };
  // Treat empty strings as unset so `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".") || "(env)"}: ${i.message}`));
  }
  return buildConfig(parsed.data);
}

/** For entry points: the config, or every problem printed and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  }
}
