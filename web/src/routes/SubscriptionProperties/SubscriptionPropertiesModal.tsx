import { Tabs, Text } from "@chakra-ui/react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import type { SubscriptionPropertiesModalQuery } from "../../__generated__/SubscriptionPropertiesModalQuery.graphql";
import { SubscriptionGeneralTab } from "../../features/subscriptions/SubscriptionGeneralTab";
import { toGlobalId } from "../../relay/globalId";
import { environment } from "../../relay/environment";
import { AppDialog } from "../../ui/AppDialog";
import { useCloseModal } from "../../ui/useCloseModal";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query SubscriptionPropertiesModalQuery($id: ID!) {
    viewer {
      id
    }
    node(id: $id) {
      ... on FeedSubscription {
        id
        title
      }
      ...SubscriptionGeneralTab_subscription @alias(as: "general")
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<SubscriptionPropertiesModalQuery>(
    environment,
    query,
    { id: toGlobalId("FeedSubscription", params.id ?? "") },
    { fetchPolicy: "store-and-network" },
  );
}

/**
 * /subscriptions/{id}/properties (spec part 2 section 2: tabs General, Filters, Actions). Filters and
 * Actions join with their issue; until then the General tab stands alone.
 */
export function SubscriptionPropertiesModal() {
  const data = usePreloadedQuery<SubscriptionPropertiesModalQuery>(query, useLoaderData() as PreloadedQuery<SubscriptionPropertiesModalQuery>);
  const { id = "" } = useParams();
  const close = useCloseModal(`/subscriptions/${id}`);
  const s = data.node?.id ? data.node : null;
  usePageTitle(s?.title ? `${s.title} properties` : "Subscription properties");
  return (
    <AppDialog title={s?.title ? `${s.title} properties` : "Subscription properties"} onClose={close} size="lg">
      {s?.general && data.viewer ? (
        <Tabs.Root defaultValue="general" variant="line">
          <Tabs.List>
            <Tabs.Trigger value="general">General</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="general" pt="5">
            <SubscriptionGeneralTab viewerId={data.viewer.id} subscription={s.general} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <Text color="fg.muted">Subscription not found.</Text>
      )}
    </AppDialog>
  );
}
