import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The loopback addresses the feeds are spread over (the refresh policy allows 2 requests per host at a time). */
export const FEED_HOSTS = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 2}`);
const ITEMS_PER_FEED = 20;
const BODY = `${"Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(12)}`;

/**
 * The publishers of bench/scale: feed n lives at http://127.0.0.{2..21}:port/feeds/n. Round 1 publishes 20 items
 * per feed; from round 2 on, 30% of the feeds answer 304 and the rest publish `newPerRound` more items each round.
 * Item dates never change once published, so a re-fetch stores only the new items (no edits).
 */
export async function startFeedServers(opts: { newPerRound: number; latencyMs?: number; itemBytes?: number }) {
  const base = Date.now() - ITEMS_PER_FEED * 3_600_000;
  let round = 1;
  /** When each round began: new items of a round are dated a minute before it. */
  const roundStarts = new Map<number, number>([[1, Date.now()]]);
  let requests = 0;
  let notModified = 0;

  const unchanged = (n: number) => n % 10 < 3;
  const itemsOf = (n: number) => ITEMS_PER_FEED + (unchanged(n) ? 0 : (round - 1) * opts.newPerRound);
  const published = (i: number) => {
    if (i < ITEMS_PER_FEED) return base + i * 3_600_000;
    const r = 2 + Math.floor((i - ITEMS_PER_FEED) / opts.newPerRound);
    return (roundStarts.get(r) ?? Date.now()) - 60_000 + ((i - ITEMS_PER_FEED) % opts.newPerRound) * 1000;
  };
  // Large items (itemBytes): paragraphs of text with a non-ASCII character, which V8 holds as two-byte strings,
  // as it would a real podcast's or blog's show notes in most languages.
  const padding = opts.itemBytes ? `<p>${"Über den Fluss – lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(Math.ceil(opts.itemBytes / 80))}</p>`.slice(0, opts.itemBytes) : "";
  const xml = (n: number) => {
    const items = Array.from({ length: itemsOf(n) }, (_, i) => {
      const body = `<p>Story ${i} of feed ${n}. ${BODY}</p>${padding}<p><a href="https://example.org/s/${i}?utm_source=rss">Read more</a> <img src="/img/${i}.jpg"></p>`;
      return `<item><guid>feed-${n}-item-${i}</guid><title>Story ${i} of feed ${n}</title><link>https://example.org/${n}/${i}</link><pubDate>${new Date(published(i)).toUTCString()}</pubDate><description><![CDATA[${body}]]></description></item>`;
    }).reverse();
    return `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed ${n}</title><link>https://example.org/${n}</link>${items.join("")}</channel></rss>`;
  };

  // A publisher's answer takes latencyMs (real servers are not on loopback): fetches in flight, not CPU, then bound a sweep.
  const handler = (req: IncomingMessage, res: ServerResponse) => (opts.latencyMs ? setTimeout(() => answer(req, res), opts.latencyMs) : answer(req, res));
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    requests += 1;
    const n = Number(req.url?.split("/").pop());
    if (!Number.isInteger(n)) return void res.writeHead(404).end();
    const etag = `"${n}-${itemsOf(n)}"`;
    if (req.headers["if-none-match"] === etag) {
      notModified += 1;
      return void res.writeHead(304, { etag }).end();
    }
    res.writeHead(200, { "content-type": "application/rss+xml", etag }).end(xml(n));
  };

  const { port, close } = await listenOnFeedHosts(handler);

  return {
    url: (n: number) => `http://${FEED_HOSTS[n % FEED_HOSTS.length]}:${port}/feeds/${n}`,
    /** Publishes the next round's items (every feed that is not among the 30% unchanged). */
    nextRound() {
      round += 1;
      roundStarts.set(round, Date.now());
      requests = 0;
      notModified = 0;
    },
    /** Feeds that publish new items this round, and how many each. */
    changedThisRound: (feeds: number) => (round === 1 ? feeds : Array.from({ length: feeds }, (_, n) => n).filter((n) => !unchanged(n)).length),
    stats: () => ({ requests, notModified }),
    close,
  };
}

/** One HTTP server per address of FEED_HOSTS, all on one port (a free one on the first, then the same on the others). */
export async function listenOnFeedHosts(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ port: number; close: () => Promise<unknown> }> {
  const servers: Server[] = [];
  const listen = (host: string, port: number) =>
    new Promise<Server>((resolve, reject) => {
      const s = createServer(handler);
      s.once("error", reject);
      s.listen(port, host, () => resolve(s));
    });
  let port = 0;
  for (let attempt = 0; attempt < 5 && servers.length < FEED_HOSTS.length; attempt++) {
    for (const s of servers.splice(0)) s.close();
    try {
      const first = await listen(FEED_HOSTS[0]!, 0);
      servers.push(first);
      port = (first.address() as AddressInfo).port;
      for (const host of FEED_HOSTS.slice(1)) servers.push(await listen(host, port));
    } catch {
      /* that port was taken on another address: try another */
    }
  }
  if (servers.length < FEED_HOSTS.length) throw new Error("could not bind the feed servers on 127.0.0.2-21");
  return { port, close: () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))) };
}
