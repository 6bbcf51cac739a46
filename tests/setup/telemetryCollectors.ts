import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync, inflateSync, brotliDecompressSync } from "node:zlib";
import { serveLocally } from "./e2eHarness.js";

/** One item of a Sentry envelope: its header line and its payload (JSON parsed when it is JSON). */
export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: any;
  /** The payload as sent, for "this text is nowhere in it" checks. */
  raw: string;
}
export interface Envelope {
  projectId: string;
  /** `sentry_key`, `sentry_version`, … as the SDK put them in the address. */
  query: URLSearchParams;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The whole body as received (decompressed), for "this text is nowhere in it" checks. */
  raw: string;
}

/**
 * Parses Sentry's envelope format (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header line, then
 * items, each a JSON item header line and a payload that is `length` bytes when the header says, else one line.
 */
export function parseEnvelope(body: Buffer): Omit<Envelope, "projectId" | "query"> {
  let pos = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, pos);
    const out = body.subarray(pos, end === -1 ? body.length : end);
    pos = end === -1 ? body.length : end + 1;
    return out;
  };
  const header = JSON.parse(line().toString("utf8")) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (pos < body.length) {
    const headerLine = line().toString("utf8").trim();
    if (!headerLine) continue;
    const itemHeader = JSON.parse(headerLine) as EnvelopeItem["header"];
    let payloadBytes: Buffer;
    if (typeof itemHeader.length === "number") {
      payloadBytes = body.subarray(pos, pos + itemHeader.length);
      pos += itemHeader.length;
      if (body[pos] === 0x0a) pos++;
    } else {
      payloadBytes = line();
    }
    const raw = payloadBytes.toString("utf8");
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // An attachment or other non-JSON payload stays text.
    }
    items.push({ header: itemHeader, payload, raw });
  }
  return { header, items, raw: body.toString("utf8") };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("error", reject);
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const encoding = req.headers["content-encoding"];
      resolve(encoding === "gzip" ? gunzipSync(body) : encoding === "deflate" ? inflateSync(body) : encoding === "br" ? brotliDecompressSync(body) : body);
    });
  });
}

/** Browsers post cross-origin: answer preflights and let the page read the answer, as the real intakes do. */
function cors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader("access-control-allow-origin", "*");
  if (req.method !== "OPTIONS") return false;
  res.setHeader("access-control-allow-methods", "POST, OPTIONS");
  res.setHeader("access-control-allow-headers", req.headers["access-control-request-headers"] ?? "content-type");
  res.writeHead(204).end();
  return true;
}

/**
 * A local Sentry intake on 127.0.0.1: `POST /api/{projectId}/envelope/` as the SDKs send (Node and browser), each
 * envelope parsed and kept. `dsn(projectId)` is the DSN pointing at it.
 */
export async function startSentryCollector() {
  const envelopes: Envelope[] = [];
  const other: string[] = [];
  const server = await serveLocally((req, res) => {
    if (cors(req, res)) return;
    const url = new URL(req.url ?? "/", "http://collector");
    const match = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname);
    void readBody(req).then((body) => {
      if (req.method !== "POST" || !match) {
        other.push(`${req.method} ${url.pathname}`);
        res.writeHead(404).end();
        return;
      }
      envelopes.push({ projectId: match[1]!, query: url.searchParams, ...parseEnvelope(body) });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return {
    base: server.base,
    envelopes,
    /** Requests that were not envelope posts (none expected). */
    other,
    dsn: (projectId = 42) => `${server.base.replace("//", "//publickey@")}/${projectId}`,
    /** Every item of type "event" (errors) received so far. */
    events: () => envelopes.flatMap((e) => e.items.filter((i) => i.header.type === "event")),
    close: () => server.close(),
  };
}
export type SentryCollector = Awaited<ReturnType<typeof startSentryCollector>>;

/** A local Plausible events endpoint on 127.0.0.1: `POST /api/event` bodies (JSON sent as text/plain) kept in order. */
export async function startPlausibleCollector() {
  const events: Array<{ n: string; u: string; d: string; r?: string | null; [key: string]: unknown }> = [];
  const other: string[] = [];
  const server = await serveLocally((req, res) => {
    if (cors(req, res)) return;
    void readBody(req).then((body) => {
      if (req.method !== "POST" || req.url !== "/api/event") {
        other.push(`${req.method} ${req.url}`);
        res.writeHead(404).end();
        return;
      }
      events.push(JSON.parse(body.toString("utf8")));
      res.writeHead(202).end("ok");
    });
  });
  return {
    base: server.base,
    endpoint: `${server.base}/api/event`,
    events,
    other,
    pageviews: () => events.filter((e) => e.n === "pageview"),
    close: () => server.close(),
  };
}
