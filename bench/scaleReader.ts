import { readFileSync } from "node:fs";
import path from "node:path";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

/** The operation text the web app sends, from its Relay artifacts (so the bench asks what a browser asks). */
function webOperation(name: string): string {
  const file = path.resolve(import.meta.dirname, `../web/src/__generated__/${name}.graphql.ts`);
  const m = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(file, "utf8"));
  if (!m) throw new Error(`no operation text in ${file}`);
  return JSON.parse(m[1]!) as string;
}

const OPS = {
  listScreen: webOperation("ContentListScreenQuery"),
  listNext: webOperation("ContentListPaginationQuery"),
  setRead: webOperation("readStateSetReadMutation"),
  drawer: webOperation("MainLayoutQuery"),
  live: webOperation("useViewerUpdatesSubscription"),
};

export type Op = "list" | "read" | "counts";

/** Latencies and errors of every reader, per API process. */
export class ReaderStats {
  readonly latencies = new Map<string, number[]>(); // `${api}:${op}`
  readonly errors = new Map<string, number>(); // `${api}|${kind}`
  recording = false;

  record(api: number, op: Op, ms: number) {
    if (!this.recording) return;
    const key = `${api}:${op}`;
    const list = this.latencies.get(key) ?? [];
    list.push(ms);
    this.latencies.set(key, list);
  }

  /** Errors count whenever they happen (setup included): a failure is a failure. */
  error(api: number, kind: string) {
    const key = `${api}|${kind}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }

  of(op: Op, api?: number): number[] {
    const keys = [...this.latencies.keys()].filter((k) => k.endsWith(`:${op}`) && (api === undefined || k.startsWith(`${api}:`)));
    return keys.flatMap((k) => this.latencies.get(k)!).sort((a, b) => a - b);
  }
}

export interface ReaderSpec {
  index: number;
  api: number;
  baseUrl: string;
  token: string;
  userId: string;
  /** The reader's subscriptions (raw ids) and their feeds. */
  subscriptions: Array<{ id: string; feedId: string }>;
  /** web: the GraphQL operations the web app sends; rest: /api_v1 like a mobile or script client. */
  client: "web" | "rest";
}

/** A small seeded PRNG (mulberry32): each reader makes the same choices run after run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Page {
  subscriptionId: string | null;
  unread: string[];
  next: string | null;
}

class RequestFailed extends Error {}

function sleepReject(ms: number, message: string) {
  let timer: NodeJS.Timeout;
  const promise = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * One simulated reader: it opens the app (drawer counts, first list page), keeps a live viewerUpdates socket, then
 * reads like a person scrolling: marks items of the loaded page read one by one, loads the next page, now and then
 * switches list (all subscriptions or one) or reloads the drawer's counts. Think time between actions is
 * exponential around `thinkMs`.
 */
export class Reader {
  /** Every item id the socket announced, with how many times. */
  readonly announced = new Map<string, number>();
  lastAllUnread: number | null = null;
  events = 0;
  private ws: Client | null = null;
  /** The list page the reader is on: its unread items (in order) and the next page's cursor. */
  page: Page | null = null;
  private readonly random: () => number;
  private ready!: Promise<void>;

  constructor(
    readonly spec: ReaderSpec,
    private readonly stats: ReaderStats,
  ) {
    this.random = prng(spec.index + 1);
  }

  private async http(op: Op | null, method: string, url: string, body?: unknown): Promise<{ json: any; headers: Headers }> {
    const t0 = performance.now();
    let res: Response;
    try {
      res = await fetch(`${this.spec.baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${this.spec.token}`, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (e) {
      const code = (e as { cause?: { code?: string } }).cause?.code ?? (e as Error).name;
      this.stats.error(this.spec.api, `network ${code}`);
      throw new RequestFailed(code);
    }
    const json = (await res.json().catch(() => null)) as any;
    if (op) this.stats.record(this.spec.api, op, performance.now() - t0);
    if (!res.ok) {
      this.stats.error(this.spec.api, `http ${res.status} ${method} ${url.split("?")[0]!.replace(/[0-9a-f-]{36}/g, ":id")}`);
      throw new RequestFailed(String(res.status));
    }
    if (json?.errors?.length) {
      for (const e of json.errors) this.stats.error(this.spec.api, `graphql ${e.extensions?.code ?? e.message}`);
      throw new RequestFailed("graphql");
    }
    return { json, headers: res.headers };
  }

  private gql(op: Op, query: string, variables: Record<string, unknown>) {
    return this.http(op, "POST", "/graphql", { query, variables });
  }

  /** Loads the drawer and the first page, then subscribes from the page's start on the server's clock. */
  async open(): Promise<void> {
    const { headers } = await this.counts();
    const since = new Date(Number(headers.get("x-server-time")));
    await this.openList(null);
    this.subscribe(since);
    const timeout = sleepReject(30_000, "no first live event in 30 s");
    await Promise.race([this.ready, timeout.promise]).finally(timeout.cancel);
  }

  private subscribe(since: Date) {
    const wsUrl = `${this.spec.baseUrl.replace(/^http/, "ws")}/graphql`;
    let first: () => void;
    this.ready = new Promise((resolve) => (first = resolve));
    this.ws = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authToken: this.spec.token },
      retryAttempts: 0,
      on: { error: () => this.stats.error(this.spec.api, "socket error") },
    });
    this.ws.subscribe(
      { query: OPS.live, variables: { since: since.toISOString() } },
      {
        next: (value: any) => {
          if (value.errors?.length) {
            for (const e of value.errors) this.stats.error(this.spec.api, `socket graphql ${e.extensions?.code ?? e.message}`);
            return;
          }
          const u = value.data.viewerUpdates;
          this.events += 1;
          this.lastAllUnread = u.allUnreadCount;
          for (const item of u.addedContentItems) this.announced.set(item.contentItemId, (this.announced.get(item.contentItemId) ?? 0) + 1);
          first();
        },
        error: (e: unknown) => this.stats.error(this.spec.api, `socket ${(e as { code?: number }).code ? `closed ${(e as { code: number }).code}` : "failed"}`),
        complete: () => undefined,
      },
    );
  }

  counts() {
    return this.spec.client === "web" ? this.gql("counts", OPS.drawer, {}) : this.http("counts", "GET", "/api_v1/subscriptions");
  }

  async openList(subscriptionId: string | null, after: string | null = null): Promise<void> {
    const sortBy = "popular"; // the default sort (settings), unread only
    if (this.spec.client === "rest") {
      const q = new URLSearchParams({ limit: "25", sortBy, ...(subscriptionId ? { subscriptionId } : {}), ...(after ? { pageKey: after } : {}) });
      const { json } = await this.http("list", "GET", `/api_v1/content?${q}`);
      this.page = { subscriptionId, unread: json.contentItems.filter((i: any) => !i.isRead).map((i: any) => i.id), next: json.meta.nextPageKey };
      return;
    }
    const gid = subscriptionId ? encodeGlobalID("FeedSubscription", subscriptionId) : null;
    const scope = { subscriptionId: gid, folderId: null, contentItemTagId: null, contentItemTagSlug: null, articles: null, sortBy, showRead: false };
    const { json } = after
      ? await this.gql("list", OPS.listNext, { ...scope, after, first: 25, withBody: false })
      : await this.gql("list", OPS.listScreen, { ...scope, nodeId: gid ?? "", hasNode: gid !== null, bySlug: false, tagSlug: "read-later", withBody: false });
    const conn = json.data.contentItems;
    this.page = {
      subscriptionId,
      unread: conn.edges.filter((e: any) => !e.node.isRead).map((e: any) => e.node.contentItemId),
      next: conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null,
    };
  }

  async read(id: string): Promise<void> {
    if (this.spec.client === "rest") {
      await this.http("read", "PATCH", `/api_v1/content/${id}`, { isRead: true });
      return;
    }
    const { json } = await this.gql("read", OPS.setRead, { input: { id: encodeGlobalID("ContentItem", id), isRead: true } });
    const typename = json.data.setContentItemRead.__typename as string;
    if (typename !== "SetContentItemReadPayload") this.stats.error(this.spec.api, `graphql payload ${typename}`);
  }

  /** One action of a reader scrolling through lists. */
  async step(): Promise<void> {
    const r = this.random();
    const page = this.page;
    try {
      if (!page || (!page.unread.length && !page.next) || r < 0.1) {
        const subs = this.spec.subscriptions;
        const one = this.random() < 0.35 && subs.length ? subs[Math.floor(this.random() * subs.length)]!.id : null;
        await this.openList(one);
      } else if (r < 0.6 && page.unread.length) {
        await this.read(page.unread.shift()!);
      } else if (r < 0.85) {
        if (page.next) await this.openList(page.subscriptionId, page.next);
        else await this.openList(null);
      } else {
        await this.counts();
      }
    } catch (e) {
      if (!(e instanceof RequestFailed)) {
        this.stats.error(this.spec.api, `bench ${(e as Error).message}`);
      }
      // A failed page leaves the reader where it was; the next action tries again.
    }
  }

  /** Acts until `stop` resolves (a pending think time ends at once; an action under way finishes). */
  async run(stop: Promise<void>, thinkMs: number): Promise<void> {
    let stopped = false;
    void stop.then(() => (stopped = true));
    while (!stopped) {
      const wait = Math.min(5 * thinkMs, -Math.log(1 - this.random()) * thinkMs);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([new Promise((r) => (timer = setTimeout(r, wait))), stop]);
      clearTimeout(timer);
      if (stopped) break;
      await this.step();
    }
  }

  /** The total unread count the server gives now (to compare with the socket's last event). */
  async serverAllUnread(): Promise<number> {
    const { json } = await this.gql("counts", `query { viewer { readingList { allUnreadCount } } }`, {});
    return json.data.viewer.readingList.allUnreadCount as number;
  }

  async close(): Promise<void> {
    await this.ws?.dispose();
  }
}
