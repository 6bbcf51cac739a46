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

/**
 * A Sentry DSN, `{protocol}://{publicKey}@{host}[:port][/path]/{projectId}`: checked here as the SDKs would (they
 * only log a bad one and send nothing), so a typo stops the start-up with a clear message instead.
 */
const dsnSchema = z.url({ protocol: /^https?$/ }).refine((v) => {
  const u = new URL(v);
  return u.username !== "" && /\/\d+$/.test(u.pathname);
}, "must be a Sentry DSN like https://<public key>@<host>/<project id>");

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
  WORKER_MAX_CACHED_WORKFLOWS: z.coerce.number().int().min(2).max(10_000).default(500),
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
  WEBSUB_ENABLED: boolSchema.default(false),
  WEBSUB_LEASE_SECONDS: z.coerce.number().int().min(60).max(366 * 86_400).default(10 * 86_400),
  WEBSUB_MAX_BODY_BYTES: z.coerce.number().int().min(10_000).optional(),
  WEBSUB_RENEW_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  IMAGE_MAX_BYTES: z.coerce.number().int().min(10_000).default(5 * 1024 * 1024),
  FILTER_MAX_WINDOW_HOURS: z.coerce.number().int().min(1).max(24 * 366).default(720),
  ACTION_ITEMS_PER_HOUR: z.coerce.number().int().min(1).default(500),
  ACTION_EMAILS_PER_HOUR: z.coerce.number().int().min(0).default(30),
  ACTION_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  ACTION_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  ACTION_RETRY_INITIAL_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  ACTION_RUN_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(20_000),
  REDDIT_BASE_URL: z.url().default("https://www.reddit.com"),
  REDDIT_FETCH_BUDGET: rateSchema.default({ limit: 60, windowSeconds: 60 }),
  COMMENTS_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  COMMENTS_LIVE_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  CHROMIUM_PATH: z.string().min(1).default("/usr/bin/chromium"),
  WEBFEED_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  WEBFEED_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(12_000),
  DIGEST_MAX_ITEMS: z.coerce.number().int().min(1).max(50).default(50),
  MEDIA_S3_BUCKET: z.string().min(3).max(63).optional(),
  MEDIA_S3_REGION: z.string().min(1).default("us-east-1"),
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_S3_PREFIX: z.string().max(200).default(""),
  DIGEST_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  DIGEST_RENDER_WORKER: boolSchema.default(true),
  STORIES_WORKER: z.enum(["on", "off", "only"]).default("on"),
  CHANNEL_RUN_INTERVAL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  CHANNEL_STORIES_PER_RUN: z.coerce.number().int().min(1).max(20).default(3),
  DIGEST_VIDEO_FPS: z.coerce.number().int().min(1).max(30).default(2),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
  EMBEDDINGS_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  TTS_BASE_URL: z.url().optional(),
  TTS_API_KEY: z.string().min(1).optional(),
  TTS_MODEL: z.string().min(1).default("gpt-4o-mini-tts"),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  GRAPHIQL: z.enum(["on", "admins", "off"], { message: "must be on, admins or off" }).optional(),
  IMAGE_PROXY_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_… or rk_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, "must be a webhook signing secret (whsec_…)").optional(),
  STRIPE_PRICE_ID_ANNUAL: z.string().regex(/^price_/, "must be a Stripe price id (price_…)").optional(),
  STRIPE_PRICE_ID_MONTHLY: z.string().regex(/^price_/, "must be a Stripe price id (price_…)").optional(),
  STRIPE_PRODUCT_ID: z.string().regex(/^prod_/, "must be a Stripe product id (prod_…)").optional(),
  STRIPE_API_BASE: z.url().optional(),
  // Linked accounts (spec part 1 section 7: tiktok and google). A service is on when its client id is set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google's issuer; its /.well-known/openid-configuration gives the endpoints (a local OIDC server in tests). */
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  TIKTOK_CLIENT_KEY: z.string().min(1).optional(),
  TIKTOK_CLIENT_SECRET: z.string().min(1).optional(),
  /** An issuer with discovery instead of the fixed TikTok endpoints below (TikTok itself publishes none). */
  TIKTOK_ISSUER: z.url().optional(),
  TIKTOK_AUTHORIZATION_URL: z.url().default("https://www.tiktok.com/v2/auth/authorize/"),
  TIKTOK_TOKEN_URL: z.url().default("https://open.tiktokapis.com/v2/oauth/token/"),
  TIKTOK_USERINFO_URL: z.url().default("https://open.tiktokapis.com/v2/user/info/?fields=open_id,display_name"),
  /** TikTok's Content Posting API (creator_info, video/init, status/fetch); a local stand-in in tests. */
  TIKTOK_API_BASE_URL: z.url().default("https://open.tiktokapis.com"),
  /** Bytes per chunk PUT to TikTok: its API takes 5 MiB to 64 MiB (a smaller video goes whole). */
  TIKTOK_UPLOAD_CHUNK_BYTES: z.coerce.number().int().min(5 * 1024 * 1024).max(64 * 1024 * 1024).default(10 * 1024 * 1024),
  /** The YouTube Data API's root URL for Google's client (`rootUrl`); uploads go to `{root}/upload/youtube/v3/videos`. */
  YOUTUBE_API_ROOT_URL: z.url().default("https://youtube.googleapis.com/"),
  /** Bytes per resumable-upload PUT to YouTube: a multiple of 256 KiB, as Google requires. */
  YOUTUBE_UPLOAD_CHUNK_BYTES: z.coerce.number().int().min(256 * 1024).refine((n) => n % (256 * 1024) === 0, "must be a multiple of 262144 (256 KiB)").default(8 * 1024 * 1024),
  /** How long POST /digests/{id}/tiktok|youtube waits for the upload before answering that it still runs. */
  UPLOAD_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(120_000),
  /**
   * Error reporting through Sentry's SDKs (or any intake speaking its protocol: GlitchTip, self-hosted Sentry).
   * SENTRY_DSN is the api's and worker's; the browser's is SENTRY_BROWSER_DSN, or SENTRY_DSN when that is unset
   * ("off" keeps the browser out). Unset = off: the SDKs are not even loaded.
   */
  SENTRY_DSN: dsnSchema.optional(),
  SENTRY_BROWSER_DSN: z.union([z.literal("off"), dsnSchema]).optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
  SENTRY_RELEASE: z.string().min(1).max(200).optional(),
  /** The share of error events sent (Sentry's sampleRate), 0 to 1. */
  SENTRY_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** Replaced by SENTRY_DSN (issue 16): refused with a message rather than silently no longer reporting. */
  ERROR_REPORT_URL: z.string().optional(),
  /** A Plausible events endpoint the browser's tracker posts page views to, and the site domain they count under. */
  ANALYTICS_URL: z.url({ protocol: /^https?$/ }).optional(),
  ANALYTICS_DOMAIN: z.string().min(1).max(253).optional(),
  /** 32 bytes, base64 or base64url: the AES-256-GCM key sealing linked accounts' tokens. Unset = one the server makes and keeps. */
  OAUTH_TOKEN_KEY: z.string().refine((v) => Buffer.from(v, "base64").length === 32, "must be 32 bytes in base64").optional(),
}).superRefine((env, ctx) => {
  // Hubs call us back at PUBLIC_URL: without one set on purpose, the default (localhost) reaches no hub.
  if (env.WEBSUB_ENABLED && !env.PUBLIC_URL) {
    ctx.addIssue({ code: "custom", path: ["WEBSUB_ENABLED"], message: "needs PUBLIC_URL: the address hubs call back, reachable from the internet" });
  }
  if (env.ERROR_REPORT_URL !== undefined) {
    ctx.addIssue({ code: "custom", path: ["ERROR_REPORT_URL"], message: "is no longer read: set SENTRY_DSN (errors now go through Sentry's SDK; GlitchTip and self-hosted Sentry take its DSN too)" });
  }
  // Billing is all or nothing: a key without the webhook secret could take money and never grant Pro.
  const stripe = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_ID_ANNUAL", "STRIPE_PRICE_ID_MONTHLY"] as const;
  const set = stripe.filter((k) => env[k] !== undefined);
  if (set.length > 0 && set.length < stripe.length) {
    for (const k of stripe.filter((k) => env[k] === undefined)) {
      ctx.addIssue({ code: "custom", path: [k], message: `is required with ${set.join(", ")} (billing needs all of ${stripe.join(", ")})` });
    }
  }
});

export type Config = ReturnType<typeof buildConfig>;
/** Who gets GraphiQL on GET /graphql: everyone, signed-in admins only, or nobody. */
export type GraphiqlAccess = Config["graphiql"];

function buildConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const tiers = Object.fromEntries(
    TIERS.map((t) => [t, { ...DEFAULT_TIERS[t], ...(env.TIER_LIMITS[t] ?? {}) }]),
  ) as Record<Tier, TierLimits>;
  /**
   * Sentry for the api and worker (`server`) and the browser (`browser`, given to the page by GET
   * /api_v1/client/telemetry); each null when off. Environment: SENTRY_ENVIRONMENT, else NODE_ENV.
   */
  const sentry = { environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV, release: env.SENTRY_RELEASE ?? null, sampleRate: env.SENTRY_SAMPLE_RATE };
  const browserDsn = env.SENTRY_BROWSER_DSN === "off" ? null : (env.SENTRY_BROWSER_DSN ?? env.SENTRY_DSN ?? null);
  const errorReporting = {
    server: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN, ...sentry } : null,
    browser: browserDsn ? { dsn: browserDsn, ...sentry } : null,
  };
  /** Plausible in the browser: its events endpoint and the site domain (PUBLIC_URL's host unless named). */
  const analytics = env.ANALYTICS_URL ? { endpoint: env.ANALYTICS_URL, domain: env.ANALYTICS_DOMAIN ?? new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).host } : null;
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
      /**
       * Who serves the topics and stories queue (temporal/src/shared.ts storiesQueue): "on" (default) this worker,
       * beside the main queue; "off" another process does; "only" this process serves that queue and nothing else
       * (no main queue, no render queue, no schedules): a stories worker of its own, as bench/refresh runs it.
       */
      storiesWorker: env.STORIES_WORKER,
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
      /**
       * Workflows the worker keeps in memory between their tasks (the SDK's sticky cache). Unset, the SDK sizes it
       * from the heap limit: 10 under the worker's 192 MiB old space (scripts/node-flags), so a burst of due digest
       * series (a thousand open runs) replayed nearly every workflow task from its history, and the SDK's core works
       * on no more workflows at once than it caches (bench:digests:schedules: with 500, 1,000 series due at once all
       * began within 60 s, the worker process peaking at 536-551 MiB).
       */
      maxCachedWorkflows: env.WORKER_MAX_CACHED_WORKFLOWS,
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
    webSub: {
      /**
       * WEBSUB_ENABLED: PUBLIC_URL is reachable from outside, so feeds that advertise a WebSub hub are subscribed
       * there and their updates pushed to /api/websub/… Off, hubs are still recorded (turning it on later needs no
       * refetch) and feeds are polled as usual.
       */
      enabled: env.WEBSUB_ENABLED,
      /** Where hubs call back: `${callbackBase}/{feedId}/{callbackToken}` (webSub.http.ts). */
      callbackBase: `${(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "")}/api/websub`,
      /** hub.lease_seconds asked for (the spec suggests 10 days); the hub decides, its answer is stored. */
      leaseSeconds: env.WEBSUB_LEASE_SECONDS,
      /** The largest push read (a push carries what a poll would fetch, so FETCH_MAX_BYTES unless set). */
      maxBodyBytes: env.WEBSUB_MAX_BODY_BYTES ?? env.FETCH_MAX_BYTES,
      /** How often the lease schedule renews leases near their end, subscribes new hubs and leaves unfollowed feeds. */
      renewIntervalMinutes: env.WEBSUB_RENEW_INTERVAL_MINUTES,
    },
    images: {
      /** The largest picture the image endpoint passes on (http:// pictures of articles and feed logos). */
      maxBytes: env.IMAGE_MAX_BYTES,
      /**
       * Signs Pro's proxied picture addresses. Unset, the server makes one and keeps it in the database, so every
       * instance and restart signs alike (imageSigner.ts).
       */
      proxySecret: env.IMAGE_PROXY_SECRET ?? null,
    },
    billing: {
      /** Stripe, when configured (all four of key, webhook secret and both price ids); null = billing is off. */
      stripe: env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
            priceIds: { annual: env.STRIPE_PRICE_ID_ANNUAL!, monthly: env.STRIPE_PRICE_ID_MONTHLY! },
            productId: env.STRIPE_PRODUCT_ID ?? null,
            /** Another API host than Stripe's (stripe-mock in tests, a proxy); null = api.stripe.com. */
            apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null,
          }
        : null,
    },
    /** Linked accounts: each service null until its client id is set (the accounts tab then says it is not configured). */
    oauth: {
      google: env.GOOGLE_CLIENT_ID
        ? {
            clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET ?? null, issuer: new URL(env.GOOGLE_ISSUER), scope: "openid email profile",
            /** Asked for when an account links from Settings (uploads to YouTube), not when someone only signs in. */
            linkScope: "openid email profile https://www.googleapis.com/auth/youtube.upload",
          }
        : null,
      tiktok: env.TIKTOK_CLIENT_KEY
        ? {
            clientId: env.TIKTOK_CLIENT_KEY,
            clientSecret: env.TIKTOK_CLIENT_SECRET ?? null,
            issuer: env.TIKTOK_ISSUER ? new URL(env.TIKTOK_ISSUER) : null,
            endpoints: { authorization: env.TIKTOK_AUTHORIZATION_URL, token: env.TIKTOK_TOKEN_URL, userinfo: env.TIKTOK_USERINFO_URL },
            // Direct posting (creator_info, video/init) needs video.publish; video.upload is TikTok's inbox flow.
            scope: env.TIKTOK_ISSUER ? "openid user.info.basic video.publish video.upload" : "user.info.basic,video.publish,video.upload",
          }
        : null,
      tokenKey: env.OAUTH_TOKEN_KEY ? Buffer.from(env.OAUTH_TOKEN_KEY, "base64") : null,
    },
    /** Posting digest videos with the user's linked TikTok and Google accounts (spec part 3 section 7, uploads). */
    uploads: {
      tiktok: { apiBaseUrl: env.TIKTOK_API_BASE_URL.replace(/\/$/, ""), chunkBytes: env.TIKTOK_UPLOAD_CHUNK_BYTES },
      youtube: { rootUrl: env.YOUTUBE_API_ROOT_URL.endsWith("/") ? env.YOUTUBE_API_ROOT_URL : `${env.YOUTUBE_API_ROOT_URL}/`, chunkBytes: env.YOUTUBE_UPLOAD_CHUNK_BYTES },
      waitMs: env.UPLOAD_WAIT_MS,
    },
    errorReporting,
    analytics,
    /**
     * Origins the app's page may send to besides its own (its Content-Security-Policy's connect-src): the browser's
     * Sentry intake and the Plausible endpoint, only when configured.
     */
    browserConnectOrigins: [...new Set([errorReporting.browser?.dsn, analytics?.endpoint].filter((u): u is string => !!u).map((u) => new URL(u).origin))],
    filters: {
      /** The longest filter window (spec part 1 section 9: 720 hours, 30 days). */
      maxWindowHours: env.FILTER_MAX_WINDOW_HOURS,
    },
    actions: {
      /** Items one action may act on per hour; past it the action fails with ACTION_RATE_LIMIT_EXCEEDED. */
      itemsPerHour: env.ACTION_ITEMS_PER_HOUR,
      /** send_email messages one user's actions may send per hour (the same failure past it). */
      emailsPerHour: env.ACTION_EMAILS_PER_HOUR,
      /** One webhook POST's total time. */
      webhookTimeoutMs: env.ACTION_WEBHOOK_TIMEOUT_MS,
      /** Attempts of a delivery (Temporal activity retries, doubling from the initial interval) before the action fails. */
      retry: { maximumAttempts: env.ACTION_RETRY_ATTEMPTS, initialIntervalMs: env.ACTION_RETRY_INITIAL_MS },
      /** How long POST /actions/{id}/run waits for its workflow before answering that it still runs. */
      runWaitMs: env.ACTION_RUN_WAIT_MS,
    },
    webFeeds: {
      /** Headless Chromium for JavaScript pages (Debian's package; the e2e tests use the same one). */
      chromiumPath: env.CHROMIUM_PATH,
      /** Pages rendered at once per process (each is a Chromium renderer of 50-150 MB). */
      renderConcurrency: env.WEBFEED_RENDER_CONCURRENCY,
      /** One page's hard limit, fetch and scripts included (the site parser answers within the spec's 15 s). */
      renderTimeoutMs: env.WEBFEED_RENDER_TIMEOUT_MS,
    },
    digests: {
      /** The most items a digest may have (spec part 3 section 9: configured, default 50, never above 50). */
      maxItems: env.DIGEST_MAX_ITEMS,
      /** Speech and encoding runs at once per worker process (each is an espeak-ng or ffmpeg child, about a core). */
      renderConcurrency: env.DIGEST_RENDER_CONCURRENCY,
      /**
       * Whether `npm run worker` also serves the digest render queue (`<TEMPORAL_TASK_QUEUE>-digest-render`, its
       * activity slots renderConcurrency). Off on machines that leave speech and video to render machines (which run
       * a worker with it on): digests wait in that queue until some worker serves it.
       */
      renderWorker: env.DIGEST_RENDER_WORKER,
      /**
       * Finished files in an S3-compatible bucket instead of filesDir (MEDIA_S3_BUCKET set; AWS's default credential
       * chain unless both keys are given). Work still happens in a local scratch folder under filesDir.
       */
      s3: env.MEDIA_S3_BUCKET
        ? {
            bucket: env.MEDIA_S3_BUCKET,
            region: env.MEDIA_S3_REGION,
            endpoint: env.MEDIA_S3_ENDPOINT,
            accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
            secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
            prefix: env.MEDIA_S3_PREFIX && !env.MEDIA_S3_PREFIX.endsWith("/") ? `${env.MEDIA_S3_PREFIX}/` : env.MEDIA_S3_PREFIX,
          }
        : null,
      /** Generated files: DATA_DIR/digests/{userId}/{scheduledDigestId}/{digestId}/. */
      filesDir: path.join(dataDir, "digests"),
      /** An OpenAI-compatible speech endpoint (/audio/speech); unset: espeak-ng speaks offline. */
      tts: env.TTS_BASE_URL ? { baseUrl: env.TTS_BASE_URL.replace(/\/$/, ""), apiKey: env.TTS_API_KEY, model: env.TTS_MODEL } : null,
      /** One model or speech request's total time. */
      providerTimeoutMs: env.PROVIDER_TIMEOUT_MS,
      /**
       * Digest videos' frame rate. Slides change only at segment and caption boundaries, so 2 fps shows everything
       * and costs a twelfth of 24 fps on the worker's CPU (bench:digestvideo); uploads to TikTok get a 24 fps copy.
       */
      videoFps: env.DIGEST_VIDEO_FPS,
    },
    channels: {
      /** How often each channel's Schedule runs (at a minute of its own within the interval). */
      runIntervalMinutes: env.CHANNEL_RUN_INTERVAL_MINUTES,
      /** New stories one run turns into digests at most (the top ones not told yet). */
      storiesPerRun: env.CHANNEL_STORIES_PER_RUN,
    },
    comments: {
      /** Where Reddit's public comments JSON is read (`{base}/comments/{threadId}.json`); tests point it at a local server. */
      redditBaseUrl: env.REDDIT_BASE_URL.replace(/\/$/, ""),
      /** Upstream requests allowed per host (N per S seconds), shared by every thread, sort and viewer of this process. */
      budget: env.REDDIT_FETCH_BUDGET,
      /** How long a fetched thread answers again without asking upstream (the short cache). */
      cacheSeconds: env.COMMENTS_CACHE_SECONDS,
      /** How often a watched thread is polled for new comments (spec part 2 section 9: every 10 s). */
      liveIntervalMs: env.COMMENTS_LIVE_INTERVAL_MS,
    },
    /**
     * One OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp's server…) for every optional model use: digests'
     * text summaries and scripts (with digests.providerTimeoutMs, as scripts are long), stories' titles and bullets,
     * and with EMBEDDINGS_MODEL embeddings for story similarity (timeoutMs). Null when LLM_BASE_URL is unset: the
     * offline extractive summaries and TF-IDF clustering need nothing.
     */
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ""),
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL,
          embeddingsModel: env.EMBEDDINGS_MODEL,
          timeoutMs: env.LLM_TIMEOUT_MS,
        }
      : null,
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
