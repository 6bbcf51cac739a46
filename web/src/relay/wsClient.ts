import { createClient } from "graphql-ws";
import { readSession } from "../session/cookie";

/** Retry waits grow 1 s, 2 s, 4 s… up to this, plus up to 1 s of jitter so a restarted server is not stormed. */
const MAX_RETRY_WAIT_MS = 30_000;
/** A ping every 25 s; no pong within 10 s means the socket is dead (sleep, network switch): close it and retry. */
const KEEP_ALIVE_MS = 25_000;
const PONG_TIMEOUT_MS = 10_000;
/** graphql-ws treats 4xxx closes other than its fatal few as retryable. */
const CLOSE_NO_PONG = 4408;

export function retryWaitMs(retries: number, random = Math.random()): number {
  return Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.floor(random * 1000);
}

let wake: (() => void) | null = null;
let socket: WebSocket | null = null;
let pongTimer: ReturnType<typeof setTimeout> | undefined;

function expectPong() {
  clearTimeout(pongTimer);
  pongTimer = setTimeout(() => {
    if (socket?.readyState === WebSocket.OPEN) socket.close(CLOSE_NO_PONG, "No pong");
  }, PONG_TIMEOUT_MS);
}

/**
 * The page's one graphql-ws connection (same origin, path /graphql; the Vite dev server proxies it). Lazy: it
 * opens with the first subscription and closes after the last. The token travels in connection_init, read at
 * each (re)connect. Connection problems are retried for ever with a capped backoff; graphql-ws subscribes the
 * live operations again on the new socket, and the server's first event restates every count.
 */
export const wsClient = createClient({
  url: () => `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}/graphql`,
  connectionParams: () => {
    const token = readSession()?.token;
    return token ? { authToken: token } : {};
  },
  lazy: true,
  // A re-subscription right after an unsubscribe reuses the socket instead of reconnecting.
  lazyCloseTimeout: 2_000,
  keepAlive: KEEP_ALIVE_MS,
  retryAttempts: Infinity,
  shouldRetry: () => true,
  retryWait: (retries) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, retryWaitMs(retries));
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    }),
  on: {
    connected: (s) => void (socket = s as WebSocket),
    ping: (received) => void (!received && expectPong()),
    pong: (received) => void (received && clearTimeout(pongTimer)),
    closed: () => {
      clearTimeout(pongTimer);
      socket = null;
    },
  },
});

/**
 * The page is back (network online, tab visible again): a connection waiting to retry tries now, and an open one
 * is pinged so a socket that died silently meanwhile is noticed within PONG_TIMEOUT_MS rather than at the next
 * keep-alive.
 */
function onBack() {
  if (wake) return wake();
  if (socket?.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify({ type: "ping" }));
    expectPong();
  }
}
window.addEventListener("online", onBack);
document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && onBack());
