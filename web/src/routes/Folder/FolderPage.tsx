import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Outlet, Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { FolderPageQuery } from "../../__generated__/FolderPageQuery.graphql";
import { useFolderMutations } from "../../features/folders/folderMutations";
import { DisabledNotice } from "../../features/subscriptions/DisabledNotice";
import { SUBSCRIPTIONS_UPDATED, SUBSCRIPTIONS_UPDATE_FAILED } from "../../features/subscriptions/messages";
import { toGlobalId } from "../../relay/globalId";
import { environment } from "../../relay/environment";
import { notifyUserError } from "../../ui/errorToast";
import { formatCount } from "../../ui/formatCount";
import { notifySuccess } from "../../ui/toaster";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query FolderPageQuery($id: ID!) {
    viewer {
      id
    }
    node(id: $id) {
      ... on Folder {
        id
        folderId
        name
        enabled
        unreadCount
        subscriptionCount
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<FolderPageQuery>(environment, query, { id: toGlobalId("Folder", params.id ?? "") }, { fetchPolicy: "store-and-network" });
}

/**
 * /folders/{id}: the folder's name, unread count and, when disabled, how to re-enable it. Its item list
 * arrives with the reading issue. Properties open as a modal route on top (/properties).
 */
export function FolderPage() {
  const data = usePreloadedQuery<FolderPageQuery>(query, useLoaderData() as PreloadedQuery<FolderPageQuery>);
  const f = data.node?.id ? data.node : null;
  usePageTitle(f?.name ?? "Folder");
  const mutations = useFolderMutations(data.viewer?.id ?? "");
  const [busy, setBusy] = useState(false);

  if (!f?.id || !f.folderId) {
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          Folder not found
        </Heading>
        <Text color="fg.muted">It may have been deleted.</Text>
      </Stack>
    );
  }
  const id = f.id;
  const enable = async () => {
    setBusy(true);
    const r = await mutations.update({ id, enabled: true });
    setBusy(false);
    if (r.ok) notifySuccess(SUBSCRIPTIONS_UPDATED);
    else notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
  };
  const propertiesPath = `/folders/${f.folderId}/properties`;
  const count = f.subscriptionCount ?? 0;

  return (
    <Stack gap="5" maxW="3xl">
      <HStack justify="space-between" align="start" gap="4" flexWrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {f.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {count} {count === 1 ? "subscription" : "subscriptions"}
          </Text>
        </Stack>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={propertiesPath}>Properties</RouterLink>
        </Button>
      </HStack>
      {f.enabled ? (
        <Text fontSize="lg" data-testid="page-unread-count">
          {f.unreadCount ? `${formatCount(f.unreadCount ?? 0)} unread` : "No unread items"}
        </Text>
      ) : (
        <DisabledNotice kind="folder" propertiesPath={propertiesPath} busy={busy} onEnable={() => void enable()} />
      )}
      <Text color="fg.muted">Articles from this folder's subscriptions will be listed here in the next release.</Text>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
