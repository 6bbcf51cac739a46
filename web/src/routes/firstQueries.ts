import contentListQuery from "../__generated__/ContentListScreenQuery.graphql";
import mainLayoutQuery from "../__generated__/MainLayoutQuery.graphql";
import { resolvePrefs } from "../features/content/listPrefs";
import { scopeFromPath } from "../features/content/listScope";
import { defaultsFrom, storedListDefaults, type BootSettings, type ListDefaults } from "../features/content/storedListDefaults";
import { isRawId } from "../relay/globalId";
import { operationVariables, startEarlyQuery } from "../relay/earlyQueries";
import { listQueryVariables } from "./ContentList/listQueryVariables";

/**
 * A returning reader's first queries, started by the entry (main.tsx) beside bootstrap: the frame's
 * (MainLayoutQuery: drawer, menus, list defaults) and, on a list address, the list's with the defaults this
 * browser saw last, else with bootstrap's as soon as it answers (a new browser, or one whose storage was
 * cleared: without this the list's query waited for the app's JavaScript, the router and its loader). A small chunk of its own (the two queries' artifacts and the list's variables, no React,
 * Chakra or Relay), so they go out while the app's JavaScript is still on its way; Relay then takes their
 * answers (relay/earlyQueries.ts). The same queries the routes run: MainLayout's prefetchFrame and loader,
 * ListHost's prefetchListEarly and loader.
 */
export function startFirstQueries(token: string, pathname: string, search: string, bootSettings: Promise<BootSettings | null>) {
  startEarlyQuery(mainLayoutQuery.params, operationVariables(mainLayoutQuery.operation.argumentDefinitions, {}), token);
  if (!/^\/(subscriptions|folders|content)(\/|$)/.test(pathname)) return;
  const scope = scopeFromPath(pathname);
  // A topic id that cannot name a topic never queries (ListHost's unknownTopic).
  if (!scope || (scope.kind === "topic" && !isRawId(scope.id))) return;
  const startList = (defaults: ListDefaults) => {
    const variables = listQueryVariables(scope, resolvePrefs(scope, search, defaults));
    startEarlyQuery(contentListQuery.params, operationVariables(contentListQuery.operation.argumentDefinitions, variables), token);
  };
  const stored = storedListDefaults();
  if (stored) return startList(stored);
  void bootSettings.then((settings) => {
    const defaults = settings && defaultsFrom(settings);
    if (defaults) startList(defaults);
  });
}
