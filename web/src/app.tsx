import { ChakraProvider } from "@chakra-ui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay";
import { RouterProvider } from "react-router";
import { rememberBootListDefaults, type BootSettings } from "./features/content/listDefaults";
import { environment } from "./relay/environment";
import { createRouter } from "./router";
import { ServerUnreachableBanner } from "./ui/ServerUnreachableBanner";
import { system } from "./ui/system";
import { notifyError, Toaster } from "./ui/toaster";

/**
 * The app itself (React, Chakra, Relay, the router): a chunk main.tsx fetches at once and renders once
 * bootstrap has answered. `settings` are bootstrap's (null when it failed). Returns the router (null when the
 * server was unreachable): analytics follows its navigations.
 */
export function renderApp({ reachable, settings }: { reachable: boolean; settings: BootSettings | null }) {
  if (settings) rememberBootListDefaults(settings);
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
  return router;
}
