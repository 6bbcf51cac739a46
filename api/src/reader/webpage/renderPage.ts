import type { Browser, BrowserContext, BrowserType, Route } from "playwright-core";
import { FetchError, type Fetcher } from "../fetch/fetchDocument.js";

/**
 * JavaScript pages rendered in headless Chromium (the Debian build the e2e tests use, driven by playwright-core)
 * for website feeds. The browser never touches the network itself: every request a page makes is intercepted and
 * either refused or carried out by our guarded fetcher (api/src/reader/fetch), which checks the private-address
 * guard on the address actually connected to and on every redirect hop, with FETCH_ALLOW_PRIVATE_HOSTS as the one
 * exception list. Behind that, Chromium is pointed at a proxy that does not exist, so a request that escaped
 * interception fails instead of reaching anything. Images, fonts and media are never fetched; only GET requests
 * are made (a page's POSTs are refused); WebSockets and service workers are blocked.
 *
 * A small pool: one browser per process, launched on first use and closed when idle, at most `concurrency` pages
 * at once (each in its own context, so pages share no cookies or storage), each with a hard timeout after which
 * its context is closed whatever it was doing. The browser is relaunched after `recycleAfter` pages to bound
 * memory growth.
 */
export interface RenderConfig {
  chromiumPath: string;
  concurrency: number;
  timeoutMs: number;
  /** Close the browser after this long without a page. */
  idleMs?: number;
  recycleAfter?: number;
}

export interface RenderedPage {
  url: string;
  html: string;
  /** Requests the guard refused (their URLs), for logs and tests. */
  blocked: string[];
}

const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage", "--mute-audio", "--disable-extensions",
  "--renderer-process-limit=4", "--js-flags=--max-old-space-size=256",
  // Anything not served by our interception goes to a proxy nobody listens on (port 9, discard), loopback included.
  "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp", "--webrtc-ip-handling-policy=disable_non_proxied_udp",
];
const BLOCKED_TYPES = new Set(["image", "font", "media", "websocket", "manifest", "other"]);

export class RenderUnavailableError extends Error {}

export function createPageRenderer(fetcher: Fetcher, config: RenderConfig) {
  let browser: Promise<Browser> | null = null;
  let pagesSinceLaunch = 0;
  let active = 0;
  const waiting: Array<() => void> = [];
  let idleTimer: NodeJS.Timeout | null = null;

  async function launch(): Promise<Browser> {
    let chromium: BrowserType;
    try {
      ({ chromium } = await import("playwright-core"));
    } catch {
      throw new RenderUnavailableError("JavaScript rendering needs playwright-core, which is not installed on this server");
    }
    try {
      return await chromium.launch({ executablePath: config.chromiumPath, args: ARGS, timeout: 15_000 });
    } catch (e) {
      throw new RenderUnavailableError(`Chromium could not be started (${config.chromiumPath}): ${String(e).split("\n")[0]}`);
    }
  }

  async function getBrowser(): Promise<Browser> {
    if (browser && pagesSinceLaunch >= (config.recycleAfter ?? 100) && active === 1) {
      const old = browser;
      browser = null;
      void old.then((b) => b.close()).catch(() => undefined);
    }
    if (!browser) {
      pagesSinceLaunch = 0;
      browser = launch();
      browser.then((b) => b.on("disconnected", () => (browser = null)), () => (browser = null));
    }
    pagesSinceLaunch++;
    return browser;
  }

  async function slot(): Promise<() => void> {
    if (idleTimer) clearTimeout(idleTimer);
    if (active >= config.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    return () => {
      active--;
      waiting.shift()?.();
      if (!active) {
        idleTimer = setTimeout(() => void close(), config.idleMs ?? 60_000);
        idleTimer.unref();
      }
    };
  }

  async function serve(route: Route, blocked: string[], deadline: number, first: { url: string; body: Buffer; contentType: string | null } | null) {
    const request = route.request();
    const url = request.url();
    if (first && url === first.url && request.resourceType() === "document" && request.isNavigationRequest()) {
      return route.fulfill({ status: 200, body: first.body, headers: { "content-type": first.contentType ?? "text/html" } });
    }
    if (BLOCKED_TYPES.has(request.resourceType()) || request.method() !== "GET" || !/^https?:/i.test(url)) return route.abort("blockedbyclient");
    const left = deadline - Date.now();
    if (left < 200) return route.abort("timedout");
    try {
      const doc = await fetcher.fetchDocument(url, { accept: request.headers().accept ?? "*/*", timeoutMs: left, maxBytes: 5 * 1024 * 1024 });
      if (doc.kind !== "ok") return route.fulfill({ status: 304 });
      return await route.fulfill({ status: doc.status, body: doc.body, headers: { "content-type": doc.contentType ?? "application/octet-stream", "access-control-allow-origin": "*" } });
    } catch (e) {
      if (e instanceof FetchError && e.code === "FETCH_BLOCKED_ADDRESS") {
        blocked.push(url);
        return route.abort("blockedbyclient").catch(() => undefined);
      }
      if (e instanceof FetchError && e.status) return route.fulfill({ status: e.status, body: "" }).catch(() => undefined);
      return route.abort("failed").catch(() => undefined);
    }
  }

  /**
   * Renders a page and answers its HTML after scripts ran. The document itself is fetched through the guard first
   * (redirects followed there), so a page that redirects to a private address fails like any fetch.
   */
  async function render(url: string): Promise<RenderedPage> {
    const release = await slot();
    const deadline = Date.now() + config.timeoutMs;
    let context: BrowserContext | null = null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const doc = await fetcher.fetchDocument(url, { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5", timeoutMs: config.timeoutMs });
      if (doc.kind !== "ok") throw new FetchError("FETCH_HTTP_ERROR", "Unexpected not-modified answer");
      const b = await getBrowser();
      context = await b.newContext({ javaScriptEnabled: true, serviceWorkers: "block", acceptDownloads: false, bypassCSP: false, viewport: { width: 1280, height: 1600 } });
      const blocked: string[] = [];
      const first = { url: doc.url, body: doc.body, contentType: doc.contentType };
      await context.route("**/*", (route) => serve(route, blocked, deadline, first));
      await context.routeWebSocket(/.*/, (ws) => ws.close()).catch(() => undefined);
      const page = await context.newPage();
      const work = (async () => {
        await page.goto(doc.url, { waitUntil: "load", timeout: Math.max(1000, deadline - Date.now()) });
        // Lists fetched after load (XHR) arrive while the network settles; wait a little for it, not forever.
        await page.waitForLoadState("networkidle", { timeout: Math.max(0, Math.min(3000, deadline - Date.now() - 500)) }).catch(() => undefined);
        return { url: doc.url, html: await page.content(), blocked };
      })();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new FetchError("FETCH_TIMEOUT", `The page did not render within ${config.timeoutMs / 1000} s`)), Math.max(0, deadline - Date.now()));
      });
      return await Promise.race([work, timeout]);
    } catch (e) {
      if (e instanceof FetchError || e instanceof RenderUnavailableError) throw e;
      throw new FetchError("FETCH_CONNECTION", `The page could not be rendered: ${String(e).split("\n")[0]}`);
    } finally {
      clearTimeout(timer);
      await context?.close().catch(() => undefined);
      release();
    }
  }

  async function close(): Promise<void> {
    const b = browser;
    browser = null;
    if (b) await b.then((x) => x.close()).catch(() => undefined);
  }

  return { render, close };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
