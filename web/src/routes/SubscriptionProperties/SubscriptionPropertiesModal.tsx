import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import type { SubscriptionPropertiesModalQuery } from "../../__generated__/SubscriptionPropertiesModalQuery.graphql";
import { ActionsTab } from "../../features/actions/ActionsTab";
import { FiltersTab } from "../../features/filters/FiltersTab";
import { SubscriptionGeneralTab } from "../../features/subscriptions/SubscriptionGeneralTab";
import { toGlobalId } from "../../relay/globalId";
import { environment } from "../../relay/environment";
import { PropertiesDialog } from "../../ui/PropertiesDialog";
import { useListRefresh } from "../ContentList/listNavigation";

const query = graphql`
  query SubscriptionPropertiesModalQuery($id: ID!) {
    viewer {
      id
      ...ActionsTab_viewer
    }
    node(id: $id) {
      ... on FeedSubscription {
        id
        title
        filters {
          ...FiltersTab_filters
        }
        actions {
          ...ActionsTab_actions
        }
      }
      ...SubscriptionGeneralTab_subscription @alias(as: "general")
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<SubscriptionPropertiesModalQuery>(environment, query, { id: toGlobalId("FeedSubscription", params.id ?? "") }, { fetchPolicy: "store-and-network" });
}

/** /subscriptions/{id}/properties (spec part 2 section 2: tabs General, Filters, Actions). */
export function SubscriptionPropertiesModal() {
  const data = usePreloadedQuery<SubscriptionPropertiesModalQuery>(query, useLoaderData() as PreloadedQuery<SubscriptionPropertiesModalQuery>);
  const { id = "" } = useParams();
  const refreshList = useListRefresh();
  const s = data.node?.id ? data.node : null;
  const viewerId = data.viewer?.id;
  return (
    <PropertiesDialog
      title={s?.title ? `${s.title} properties` : "Subscription properties"}
      closeTo={`/subscriptions/${id}`}
      tabs={
        s?.general && s.filters && s.actions && s.id && data.viewer && viewerId
          ? [
              { value: "general", label: "General", content: <SubscriptionGeneralTab viewerId={viewerId} subscription={s.general} /> },
              {
                value: "filters",
                label: "Filters",
                content: <FiltersTab filters={s.filters} scope={{ subscriptionId: s.id }} scopeId={s.id} noun="subscription" onListChanged={() => void refreshList()} />,
              },
              {
                value: "actions",
                label: "Actions",
                content: (
                  <ActionsTab actions={s.actions} viewer={data.viewer} scope={{ subscriptionId: s.id }} scopeId={s.id} noun="subscription" onListChanged={() => void refreshList()} />
                ),
              },
            ]
          : null
      }
      notFound="Subscription not found."
    />
  );
}
