import { ChakraProvider } from "@chakra-ui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay";
import { RouterProvider } from "react-router";
import { rememberBootListDefaults, type BootSettings } from "./features/content/listDefaults";
import { environment } from "./relay/environment";
import { createRouter } from "./router";
import { holdEarlyErrors } from "./telemetry/reportError";
import { ServerUnreachableBanner } from "./ui/ServerUnreachableBanner";
import { system } from "./ui/system";
import { notifyError, Toaster } from "./ui/toaster";

/**
 * The app itself (React, Chakra, Relay, the router): a chunk main.tsx fetches at once and renders once
 * bootstrap has answered. `settings` are bootstrap's (null when it failed).
 */
export function renderApp({ reachable, settings }: { reachable: boolean; settings: BootSettings | null }) {
  if (settings) rememberBootListDefaults(settings);
  holdEarlyErrors();
  const root = createRoot(document.getElementById("root")!);
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
  // Analytics and error reporting start once the app is on screen, and only those the operator configured (their
  // SDKs are chunks of their own, never part of the initial route). Analytics follows the router's navigations.
  void import("./telemetry/startTelemetry").then((m) => m.startTelemetry(router), () => undefined);
}
