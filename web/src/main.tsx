import { ChakraProvider } from "@chakra-ui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay";
import { RouterProvider } from "react-router";
import { environment } from "./relay/environment";
import { rememberBootListDefaults } from "./features/content/listDefaults";
import { createRouter } from "./router";
import { api, ApiError, ensureSession, type UserResponse } from "./session/api";
import { readSession, writeSession } from "./session/cookie";
import { applyAppearance } from "./ui/applyAppearance";
import "./ui/fonts";
import { ServerUnreachableBanner } from "./ui/ServerUnreachableBanner";
import { system } from "./ui/system";
import { notifyError, Toaster } from "./ui/toaster";

/**
 * Start-up: make sure there is a session (a guest is created on a first visit), paint with the stored
 * appearance at once, then one bootstrap call refreshes user and settings (spec part 1 section 4).
 */
async function start() {
  const root = createRoot(document.getElementById("root")!);
  const stored = readSession();
  if (stored) applyAppearance(stored.settings.appSettings);
  // The reader's frame and, on a list address, the list host download while bootstrap runs; the router
  // (made after it) would only ask for them then. The same chunks the routes load lazily: nothing twice.
  if (stored && !window.location.pathname.startsWith("/pages/")) {
    void import("./routes/MainLayout/MainLayout");
    if (/^\/(subscriptions|folders|content)(\/|$)/.test(window.location.pathname)) void import("./routes/ContentList/ListHost");
  }
  let reachable = true;
  try {
    const session = await ensureSession();
    const boot = await api<Omit<UserResponse, "token">>("/bootstrap");
    writeSession({ ...boot, token: session.token });
    rememberBootListDefaults(boot.settings);
    applyAppearance(boot.settings.appSettings);
  } catch (e) {
    // A 401 is handled inside api() (fresh guest or login page); anything else means we could not reach the server.
    if (!(e instanceof ApiError && e.status === 401)) {
      reachable = false;
      applyAppearance(stored?.settings.appSettings ?? { theme: "obsidian", fontFamily: "roboto", fontSize: "medium", lineHeight: "medium" });
    }
  }
  const router = reachable ? createRouter() : null;
  root.render(
    <StrictMode>
      <ChakraProvider value={system}>
        <RelayEnvironmentProvider environment={environment}>
          {router ? <RouterProvider router={router} /> : <ServerUnreachableBanner />}
          <Toaster />
        </RelayEnvironmentProvider>
      </ChakraProvider>
    </StrictMode>,
  );
  if (!reachable) setTimeout(() => notifyError("An unknown error occurred. If this persists, try refreshing the page."), 0);
}

void start();
