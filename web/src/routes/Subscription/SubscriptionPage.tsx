import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Outlet, Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { SubscriptionPageQuery } from "../../__generated__/SubscriptionPageQuery.graphql";
import { DisabledNotice } from "../../features/subscriptions/DisabledNotice";
import { SUBSCRIPTIONS_UPDATED, SUBSCRIPTIONS_UPDATE_FAILED } from "../../features/subscriptions/messages";
import { useSubscriptionMutations } from "../../features/subscriptions/subscriptionMutations";
import { toGlobalId } from "../../relay/globalId";
import { environment } from "../../relay/environment";
import { notifyUserError } from "../../ui/errorToast";
import { formatCount } from "../../ui/formatCount";
import { notifySuccess } from "../../ui/toaster";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query SubscriptionPageQuery($id: ID!) {
    viewer {
      id
    }
    node(id: $id) {
      ... on FeedSubscription {
        id
        subscriptionId
        title
        enabled
        unreadCount
        feed {
          url
        }
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<SubscriptionPageQuery>(environment, query, { id: toGlobalId("FeedSubscription", params.id ?? "") }, { fetchPolicy: "store-and-network" });
}

/**
 * /subscriptions/{id}: the subscription's title, unread count and, when disabled, how to re-enable it. Its
 * item list arrives with the reading issue. Properties open as a modal route on top (/properties).
 */
export function SubscriptionPage() {
  const data = usePreloadedQuery<SubscriptionPageQuery>(query, useLoaderData() as PreloadedQuery<SubscriptionPageQuery>);
  const s = data.node?.id ? data.node : null;
  usePageTitle(s?.title ?? "Subscription");
  const mutations = useSubscriptionMutations(data.viewer?.id ?? "");
  const [busy, setBusy] = useState(false);

  if (!s?.id || !s.subscriptionId) {
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          Subscription not found
        </Heading>
        <Text color="fg.muted">It may have been deleted.</Text>
      </Stack>
    );
  }
  const id = s.id;
  const enable = async () => {
    setBusy(true);
    const r = await mutations.update({ id, enabled: true });
    setBusy(false);
    if (r.ok) notifySuccess(SUBSCRIPTIONS_UPDATED);
    else notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
  };
  const propertiesPath = `/subscriptions/${s.subscriptionId}/properties`;

  return (
    <Stack gap="5" maxW="3xl">
      <HStack justify="space-between" align="start" gap="4" flexWrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {s.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
            {s.feed?.url}
          </Text>
        </Stack>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={propertiesPath}>Properties</RouterLink>
        </Button>
      </HStack>
      {s.enabled ? (
        <Text fontSize="lg" data-testid="page-unread-count">
          {s.unreadCount ? `${formatCount(s.unreadCount ?? 0)} unread` : "No unread items"}
        </Text>
      ) : (
        <DisabledNotice kind="subscription" propertiesPath={propertiesPath} busy={busy} onEnable={() => void enable()} />
      )}
      <Text color="fg.muted">Articles from this subscription will be listed here in the next release.</Text>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
