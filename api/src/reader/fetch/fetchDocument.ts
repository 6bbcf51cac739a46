import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP } from "node:net";
import { Agent, fetch, type Dispatcher } from "undici";
import { createAllowList, isForbiddenAddress } from "./addressGuard.js";
import { parseLinkHeader, type HeaderLink } from "./linkHeader.js";

export type FetchErrorCode =
  | "FETCH_BAD_URL" | "FETCH_BLOCKED_ADDRESS" | "FETCH_DNS" | "FETCH_CONNECTION" | "FETCH_TLS" | "FETCH_TIMEOUT" | "FETCH_TOO_LARGE"
  | "FETCH_TOO_MANY_REDIRECTS" | "FETCH_NOT_FOUND" | "FETCH_GONE" | "FETCH_RATE_LIMITED" | "FETCH_UNAVAILABLE"
  | "FETCH_HTTP_ERROR";

/** A failed fetch with a stable code for the job log (and the HTTP status / Retry-After when there was one). */
export class FetchError extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "FetchError";
  }
}

export interface FetchOptions {
  /** Validators from the previous fetch: a 304 answer costs no download and no parse. */
  etag?: string | null;
  lastModified?: string | null;
  accept?: string;
  /** A lower cap than the fetcher's for this fetch (images, icons); the fetcher's own cap still applies. */
  maxBytes?: number;
  /** A shorter total timeout than the fetcher's for this fetch. */
  timeoutMs?: number;
}

export interface FetchedDocument {
  kind: "ok";
  url: string;
  /** Set when a permanent redirect (301/308) was followed: the caller should store the new URL. */
  permanentUrl: string | null;
  status: number;
  body: Buffer;
  contentType: string | null;
  etag: string | null;
  lastModified: string | null;
  /** From Cache-Control max-age (or Expires), when the server sets it. */
  maxAgeSeconds: number | null;
  /** The X-Robots-Tag header (several joined by commas): full articles honour its noarchive (reader/article/robots.ts). */
  robotsTag: string | null;
  /** The answer's `Link` header (RFC 8288), resolved: WebSub hubs and topics are advertised there first. */
  links: HeaderLink[];
}

export interface NotModified {
  kind: "not-modified";
  url: string;
  permanentUrl: string | null;
  maxAgeSeconds: number | null;
}

export interface FetcherConfig {
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  /** FETCH_ALLOW_PRIVATE_HOSTS: hosts or addresses exempt from the private-address guard. */
  allowPrivateHosts?: readonly string[];
}

const ACCEPT_FEEDS =
  "application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.9, text/html;q=0.7, */*;q=0.5";

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function parseMaxAge(headers: Headers): number | null {
  const m = /(?:^|,)\s*(?:s-)?max-age=(\d+)/i.exec(headers.get("cache-control") ?? "");
  if (m) return Number(m[1]);
  const expires = headers.get("expires");
  const at = expires ? Date.parse(expires) : NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - Date.now()) / 1000));
}

function causeCode(e: unknown): string | undefined {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur; i++) {
    const code = (cur as { code?: string }).code;
    if (code) return code;
    // A refused connection to a host with several addresses (happy eyeballs) is an AggregateError of each try.
    const first = (cur as { errors?: unknown[] }).errors?.[0];
    cur = (cur as { cause?: unknown }).cause ?? first;
  }
  return undefined;
}

/** OpenSSL and Node's certificate checks: an https address whose secure connection cannot be made or trusted. */
function isTlsFailure(code: string | undefined): boolean {
  return Boolean(code && (/^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|HOSTNAME_MISMATCH)/.test(code) ||
    ["DEPTH_ZERO_SELF_SIGNED_CERT", "SELF_SIGNED_CERT_IN_CHAIN", "EPROTO"].includes(code)));
}

/**
 * HTTP(S) fetching for feeds and websites: SSRF guard on every hop (checked on the address actually
 * connected to, so DNS rebinding cannot slip past), at most 5 redirects, one total timeout, a body cap
 * enforced while streaming the decoded bytes (a gzip bomb stops at the cap), gzip/deflate/brotli, conditional
 * GET, and Retry-After on 429/503.
 */
export function createFetcher(config: FetcherConfig) {
  const allowed = createAllowList(config.allowPrivateHosts ?? []);
  const maxRedirects = config.maxRedirects ?? 5;

  function guardedLookup(
    hostname: string,
    options: { all?: boolean; family?: number },
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "");
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => isForbiddenAddress(a.address) && !allowed(hostname, a.address));
      if (bad) {
        const e = new Error(`${hostname} resolves to a private address (${bad.address})`) as NodeJS.ErrnoException;
        e.code = "FETCH_BLOCKED_ADDRESS";
        return callback(e, "");
      }
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  }

  const dispatcher: Dispatcher = new Agent({
    connect: { lookup: guardedLookup as never, timeout: Math.min(config.timeoutMs, 10_000) },
    headersTimeout: config.timeoutMs,
    bodyTimeout: config.timeoutMs,
    connections: 64,
  });

  function checkUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new FetchError("FETCH_BAD_URL", `Not a valid URL: ${raw}`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchError("FETCH_BAD_URL", `Unsupported scheme: ${url.protocol}`);
    if (url.username || url.password) url.username = url.password = "";
    // IP literals never reach the resolver, so they are checked here.
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && isForbiddenAddress(host) && !allowed(host, host)) {
      throw new FetchError("FETCH_BLOCKED_ADDRESS", `${host} is a private address`);
    }
    return url;
  }

  async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
    const declared = Number(response.headers.get("content-length") ?? NaN);
    if (!Number.isNaN(declared) && declared > maxBytes && !response.headers.get("content-encoding")) {
      await response.body?.cancel().catch(() => undefined);
      throw new FetchError("FETCH_TOO_LARGE", `Body is ${declared} bytes; the limit is ${maxBytes}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    if (!response.body) return Buffer.alloc(0);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new FetchError("FETCH_TOO_LARGE", `Body exceeds the limit of ${maxBytes} bytes`);
      }
      chunks.push(Buffer.from(value));
    }
    return Buffer.concat(chunks);
  }

  /** Fetches a document, following redirects; throws FetchError with a code on every failure. */
  async function fetchDocument(rawUrl: string, opts: FetchOptions = {}): Promise<FetchedDocument | NotModified> {
    const timeoutMs = Math.min(config.timeoutMs, opts.timeoutMs ?? Infinity);
    const maxBytes = Math.min(config.maxBytes, opts.maxBytes ?? Infinity);
    const signal = AbortSignal.timeout(timeoutMs);
    let url = checkUrl(rawUrl);
    let permanentUrl: string | null = null;
    let stillPermanent = true;
    try {
      for (let hop = 0; ; hop++) {
        const headers: Record<string, string> = {
          "user-agent": config.userAgent,
          accept: opts.accept ?? ACCEPT_FEEDS,
          "accept-encoding": "gzip, deflate, br",
        };
        if (opts.etag) headers["if-none-match"] = opts.etag;
        if (opts.lastModified) headers["if-modified-since"] = opts.lastModified;
        const response = (await fetch(url, { headers, redirect: "manual", signal, dispatcher })) as unknown as Response;
        const { status } = response;
        if (status >= 300 && status < 400 && status !== 304) {
          await response.body?.cancel().catch(() => undefined);
          const location = response.headers.get("location");
          if (!location) throw new FetchError("FETCH_HTTP_ERROR", `Redirect ${status} without a Location`, status);
          if (hop >= maxRedirects) throw new FetchError("FETCH_TOO_MANY_REDIRECTS", `More than ${maxRedirects} redirects`, status);
          url = checkUrl(new URL(location, url).href);
          stillPermanent &&= status === 301 || status === 308;
          permanentUrl = stillPermanent ? url.href : null;
          continue;
        }
        const maxAgeSeconds = parseMaxAge(response.headers);
        if (status === 304) {
          await response.body?.cancel().catch(() => undefined);
          return { kind: "not-modified", url: url.href, permanentUrl, maxAgeSeconds };
        }
        if (status >= 400) {
          await response.body?.cancel().catch(() => undefined);
          const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
          if (status === 404) throw new FetchError("FETCH_NOT_FOUND", "Not found (404)", status);
          if (status === 410) throw new FetchError("FETCH_GONE", "Gone (410): the publisher removed this feed", status);
          if (status === 429) throw new FetchError("FETCH_RATE_LIMITED", "Rate limited by the server (429)", status, retryAfter);
          if (status === 503) throw new FetchError("FETCH_UNAVAILABLE", "Service unavailable (503)", status, retryAfter);
          throw new FetchError("FETCH_HTTP_ERROR", `HTTP error ${status}`, status, retryAfter);
        }
        return {
          kind: "ok",
          url: url.href,
          permanentUrl,
          status,
          body: await readCapped(response, maxBytes),
          contentType: response.headers.get("content-type"),
          etag: response.headers.get("etag"),
          lastModified: response.headers.get("last-modified"),
          maxAgeSeconds,
          robotsTag: response.headers.get("x-robots-tag"),
          links: parseLinkHeader(response.headers.get("link"), url.href),
        };
      }
    } catch (e) {
      if (e instanceof FetchError) throw e;
      const code = causeCode(e);
      if (signal.aborted || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT") {
        throw new FetchError("FETCH_TIMEOUT", `No complete answer within ${timeoutMs / 1000} s`);
      }
      if (code === "FETCH_BLOCKED_ADDRESS") throw new FetchError("FETCH_BLOCKED_ADDRESS", `${url.hostname} resolves to a private address`);
      if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA") throw new FetchError("FETCH_DNS", `Unknown host ${url.hostname}`);
      if (isTlsFailure(code)) throw new FetchError("FETCH_TLS", `TLS handshake with ${url.host} failed (${code})`);
      throw new FetchError("FETCH_CONNECTION", `Connection failed (${code ?? String(e)})`);
    }
  }

  /**
   * POSTs a body (webhooks) through the same guard, agent and timeout as every fetch. Redirects are not followed
   * (a webhook names its receiver exactly). Answers the status and Retry-After; throws FetchError only when no
   * answer came (bad or private address, DNS, connection, TLS, timeout).
   */
  async function post(rawUrl: string, body: string, opts: { headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<PostAnswer> {
    const timeoutMs = Math.min(config.timeoutMs, opts.timeoutMs ?? Infinity);
    const signal = AbortSignal.timeout(timeoutMs);
    const url = checkUrl(rawUrl);
    try {
      const response = (await fetch(url, {
        method: "POST",
        headers: { "user-agent": config.userAgent, ...opts.headers },
        body,
        redirect: "manual",
        signal,
        dispatcher,
      })) as unknown as Response;
      // The answer's body is not ours to keep: read a little (so the connection is reused), keep its start.
      const answer = await readCapped(response, 64 * 1024).catch(() => Buffer.alloc(0));
      return {
        status: response.status,
        retryAfterSeconds: parseRetryAfter(response.headers.get("retry-after")),
        location: response.headers.get("location"),
        text: answer.subarray(0, 4096).toString("utf8"),
      };
    } catch (e) {
      if (e instanceof FetchError) throw e;
      const code = causeCode(e);
      if (signal.aborted || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT") {
        throw new FetchError("FETCH_TIMEOUT", `No answer within ${timeoutMs / 1000} s`);
      }
      if (code === "FETCH_BLOCKED_ADDRESS") throw new FetchError("FETCH_BLOCKED_ADDRESS", `${url.hostname} resolves to a private address`);
      if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA") throw new FetchError("FETCH_DNS", `Unknown host ${url.hostname}`);
      if (isTlsFailure(code)) throw new FetchError("FETCH_TLS", `TLS handshake with ${url.host} failed (${code})`);
      throw new FetchError("FETCH_CONNECTION", `Connection failed (${code ?? String(e)})`);
    }
  }

  return { fetchDocument, post, close: () => dispatcher.close() };
}

/** What a POST was answered: the status, and Retry-After in seconds when the server set one. */
export interface PostAnswer {
  status: number;
  retryAfterSeconds: number | undefined;
  /** The Location header (a WebSub hub may redirect a subscription request with 307 or 308). */
  location: string | null;
  /** The answer's first 4 KiB as text (a hub explains a refusal there; a webhook's answer is not kept). */
  text: string;
}

export type Fetcher = ReturnType<typeof createFetcher>;
