import type { BootSettings } from "./features/content/listDefaults";
import { api, ApiError, ensureSession, type UserResponse } from "./session/api";
import { readSession, writeSession } from "./session/cookie";
import { applyAppearance } from "./ui/applyAppearance";
import "./ui/fonts";

/**
 * Start-up (spec part 1 section 4): make sure there is a session (a guest is created on a first visit), keep
 * the stored appearance, then one bootstrap call refreshes user and settings, and the app renders.
 *
 * This entry is small on purpose (session, appearance, the first call): index.html has already drawn the
 * skeleton, and bootstrap goes out as soon as this runs instead of after the app's ~250 kB of JavaScript has
 * loaded and run. The app (app.tsx: React, Chakra, Relay, the router) and, for a reader, the frame and list
 * chunks download meanwhile, in parallel.
 */
async function start() {
  const stored = readSession();
  if (stored) applyAppearance(stored.settings.appSettings);
  // Bootstrap goes out first, before the chunk requests below: the API serves the app's files too, and ~60
  // of them would otherwise queue ahead of it. (api() calls fetch before its first await.)
  const bootstrap = () => api<Omit<UserResponse, "token">>("/bootstrap");
  const booted = stored
    ? bootstrap().then((boot) => ({ session: stored, boot }))
    : ensureSession().then(async (session) => ({ session, boot: await bootstrap() }));
  // A returning reader's first queries (the frame's and, on a list address, the list's, with the token and
  // list defaults this browser already has) go out next from a small chunk, before the app's: their answers are
  // on the way while bootstrap answers and the app's JavaScript downloads and compiles; Relay takes them
  // (relay/earlyQueries.ts).
  const reader = stored && !window.location.pathname.startsWith("/pages/");
  if (reader) {
    const { pathname, search } = window.location;
    const bootSettings = booted.then(({ boot }) => boot.settings, () => null);
    void import("./routes/firstQueries").then((m) => m.startFirstQueries(stored.token, pathname, search, bootSettings), () => undefined);
  }
  const app = import("./app");
  // The reader's frame and, on a list address, the list host: the router (made after bootstrap) would only ask
  // for them then. The same chunks the routes load lazily: nothing twice. Their prefetches hand the queries
  // above to Relay (and send them, should the early ones have failed to start).
  if (reader) {
    void import("./routes/MainLayout/MainLayout").then((m) => m.prefetchFrame(), () => undefined);
    if (/^\/(subscriptions|folders|content)(\/|$)/.test(window.location.pathname)) {
      void import("./routes/ContentList/ListHost").then((m) => m.prefetchListEarly(), () => undefined);
    }
  }
  let reachable = true;
  let settings: BootSettings | null = null;
  try {
    const { session, boot } = await booted;
    writeSession({ ...boot, token: session.token });
    settings = boot.settings;
    applyAppearance(boot.settings.appSettings);
  } catch (e) {
    // A 401 is handled inside api() (fresh guest or login page); anything else means we could not reach the server.
    if (!(e instanceof ApiError && e.status === 401)) {
      reachable = false;
      applyAppearance(stored?.settings.appSettings ?? { theme: "obsidian", fontFamily: "roboto", fontSize: "medium", lineHeight: "medium" });
    }
  }
  try {
    (await app).renderApp({ reachable, settings });
  } catch {
    // The app's chunk did not load (offline, or a deploy replaced it): say so instead of a skeleton forever.
    document.getElementById("rv-skeleton")?.remove();
    const message = document.createElement("p");
    message.setAttribute("role", "alert");
    message.style.padding = "2rem";
    message.textContent = "Rivulet could not load. Check your connection and refresh the page.";
    document.getElementById("root")!.replaceChildren(message);
  }
}

void start();
