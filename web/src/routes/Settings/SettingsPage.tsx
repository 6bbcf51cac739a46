import { Heading, Separator, Stack, Tabs } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useLocation, useNavigate } from "react-router";
import type { SettingsPageQuery } from "../../__generated__/SettingsPageQuery.graphql";
import { ProfileForm } from "../../features/account/ProfileForm";
import { BillingTab } from "../../features/billing/BillingTab";
import { LinkedAccountsTab } from "../../features/linkedAccounts/LinkedAccountsTab";
import { AppPasswordsSection } from "../../features/sync/AppPasswordsSection";
import { OpmlExport } from "../../features/opml/OpmlExport";
import { AppearanceTab } from "../../features/settings/AppearanceTab";
import { DefaultsTab } from "../../features/settings/DefaultsTab";
import { environment } from "../../relay/environment";
import { PageSpinner } from "../../ui/PageSpinner";
import { usePageTitle } from "../../ui/usePageTitle";

// The OPML parser is most of the import's weight: it loads with the tab.
const OpmlImport = lazy(() => import("../../features/opml/OpmlImport").then((m) => ({ default: m.OpmlImport })));

const query = graphql`
  query SettingsPageQuery {
    ...BillingTab_query
    viewer {
      ...ProfileForm_user
      ...LinkedAccountsTab_user
      ...AppPasswordsSection_user
      ...OpmlImport_viewer
      ...OpmlExport_viewer
      settings {
        ...AppearanceTab_settings
        ...DefaultsTab_settings
      }
    }
  }
`;

export function loader() {
  return loadQuery<SettingsPageQuery>(environment, query, {}, { fetchPolicy: "store-and-network" });
}

// The spec's order: appearance, settings, billing, profile, accounts, importExport.
const TABS = [
  { id: "appearance", label: "Appearance" },
  { id: "settings", label: "Settings" },
  { id: "billing", label: "Billing" },
  { id: "profile", label: "Profile" },
  { id: "accounts", label: "Accounts" },
  { id: "importExport", label: "Import / Export" },
] as const;

/** /settings with hash tabs (#appearance, #settings, #billing, #profile, #accounts, #importExport). */
export function SettingsPage() {
  usePageTitle("Settings");
  const data = usePreloadedQuery<SettingsPageQuery>(query, useLoaderData() as PreloadedQuery<SettingsPageQuery>);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const current = TABS.find((t) => `#${t.id}` === hash)?.id ?? "appearance";
  if (!data.viewer) return null;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <Tabs.Root value={current} onValueChange={(e) => navigate({ hash: e.value }, { replace: true })} variant="line" lazyMount>
        <Tabs.List flexWrap="wrap">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="appearance" pt="6">
          <AppearanceTab settings={data.viewer.settings} />
        </Tabs.Content>
        <Tabs.Content value="settings" pt="6">
          <DefaultsTab settings={data.viewer.settings} />
        </Tabs.Content>
        <Tabs.Content value="billing" pt="6">
          <BillingTab query={data} />
        </Tabs.Content>
        <Tabs.Content value="profile" pt="6">
          <ProfileForm user={data.viewer} />
        </Tabs.Content>
        <Tabs.Content value="accounts" pt="6">
          <Stack gap="10">
            <LinkedAccountsTab user={data.viewer} />
            <Separator />
            <AppPasswordsSection user={data.viewer} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="importExport" pt="6">
          <Stack gap="8">
            <Suspense fallback={<PageSpinner />}>
              <OpmlImport viewer={data.viewer} />
            </Suspense>
            <Separator />
            <OpmlExport viewer={data.viewer} />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
