/**
 * Removes password and email values from what error reporting sends (spec part 3: "the error-reporting service
 * removes password and email values from what it sends"), and tokens, secrets, cookies and authorization headers
 * with them. One pure module for both sides: the api's Sentry SDK (errorReporter.ts) and the browser's
 * (web/src/telemetry/sentry.ts) pass every event and breadcrumb through `scrubEvent` before it leaves.
 *
 * - A value under a key named like a secret (password, passwd, passphrase, secret, token, email, authorization,
 *   cookie, api key, in any case and with any prefix or suffix: `currentPassword`, `x-auth-token`) becomes
 *   `[redacted]`, whatever it is; so does the second of a `[key, value]` pair (Sentry's query-string arrays).
 * - In every string anywhere (exception messages, stack values, URLs, request bodies sent as text, breadcrumb
 *   messages): email addresses, and the value after such a key in `key=value` (query strings, forms),
 *   `"key":"value"` (JSON) and `key: value` (free text).
 * Nothing else changes, so an event keeps its shape and stays useful.
 */

export const REDACTED = "[redacted]";

/** Key names whose values are never sent. */
const SECRET_KEY = /pass(?:word|wd|phrase)?(?![a-z])|passw|secret|token|e-?mail|authori[sz]ation|cookie|api[-_]?key|credential/i;

/** An email address; the local part stops at "/" so module paths (node_modules/@scope/pkg) are left alone. */
const EMAIL = /[\p{L}\p{N}._%+-]+@(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}/gu;

/**
 * `key=value`, `key: value`, `"key":"value"` where the key names a secret (the key and separator stay). A value
 * already redacted is left alone (breadcrumbs are scrubbed once when kept and again with their event); one in
 * brackets is taken whole (the SDKs' own `[Filtered]`, a password like `[abc]`).
 */
const KEYED_VALUE =
  /((?:[\w-]*(?:pass(?:word|wd|phrase)?|secret|token|e-?mail|authori[sz]ation|cookie|api[-_]?key|credential)[\w-]*)["']?\s*(?:=|:)\s*["']?)(?!\[redacted\])(?:\[[^\]\s]*\]|[^\s"'&,;#?}\]]+)/gi;

/** Deeper than any event Sentry sends (it normalises to depth 3 by default): anything below is dropped, not sent raw. */
const MAX_DEPTH = 24;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** Email addresses and secret-keyed values inside free text become [redacted]. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(KEYED_VALUE, `$1${REDACTED}`);
}

/** Any value, deeply: strings scrubbed, secret-keyed values replaced, everything else kept as it is. */
export function scrubValue<T>(value: T, depth = 0): T {
  return walk(value, depth) as T;
}

function walk(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) {
    // [key, value] pairs (Sentry's request.query_string, header lists): the key decides as an object's would.
    if (value.length === 2 && typeof value[0] === "string" && isSecretKey(value[0])) return [value[0], REDACTED];
    return value.map((v) => walk(v, depth + 1));
  }
  // Only plain data: a Date, Error or class instance is passed through Sentry's normaliser before beforeSend.
  const out: Record<string, unknown> = {};
  // Keys are scrubbed too: a map keyed by address (`{ "ada@example.com": 3 }`) would otherwise send it.
  for (const [k, v] of Object.entries(value)) out[scrubText(k)] = isSecretKey(k) && v !== undefined && v !== null ? REDACTED : walk(v, depth + 1);
  return out;
}

/**
 * A Sentry event or breadcrumb, scrubbed everywhere: message, exception values, request (url, query_string, data,
 * headers, cookies), extra, contexts, tags, user, breadcrumbs. Structural fields Sentry needs (event_id, timestamps,
 * stack frames' file names) contain no secret keys or addresses, so they pass unchanged.
 */
export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event);
}
