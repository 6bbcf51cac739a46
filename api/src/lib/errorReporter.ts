import type { Config } from "../config.js";
import type { Logger } from "../logger.js";

const SECRET_KEY = /pass(word)?|email|token|secret|authorization|cookie/i;
const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g;
const REDACTED = "[redacted]";

/**
 * Removes password and email values (spec part 3: "the error-reporting service removes password and email
 * values from what it sends"), and tokens and cookies with them: a value under a key that names one is replaced,
 * and anything shaped like an email address inside any string is too.
 */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(EMAIL, REDACTED);
  if (depth > 6 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : scrub(v, depth + 1)]));
}

/**
 * Error reporting that starts only when ERROR_REPORT_URL is set (nothing is sent, or loaded, otherwise). No
 * vendor SDK is installed, so this is a minimal reporter: each unexpected error is POSTed as JSON
 * `{ app, environment, timestamp, name, message, stack, context }`, scrubbed, to that endpoint (a Sentry-style
 * collector or any log intake), fire and forget with a 5 s timeout; a failure to report is logged, never thrown.
 */
export function createErrorReporter({ config, log }: { config: Config; log: Logger }) {
  const url = config.errorReporting.url;
  return {
    enabled: url !== null,
    report(error: unknown, context: Record<string, unknown> = {}): Promise<void> {
      if (!url) return Promise.resolve();
      const err = error instanceof Error ? error : new Error(String(error));
      const body = scrub({
        app: config.appName,
        environment: config.env,
        timestamp: new Date().toISOString(),
        name: err.name,
        message: err.message,
        stack: err.stack ?? null,
        context,
      });
      return fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000) })
        .then((res) => {
          if (!res.ok) log.warn({ status: res.status }, "error report refused");
        })
        .catch((e: unknown) => log.warn({ err: e }, "error report failed"));
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;
