import { useMemo } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type {
  UpdateSubscriptionsInput, librarySubscriptionMutationsUpdateMutation,
} from "../../__generated__/librarySubscriptionMutationsUpdateMutation.graphql";
import type { librarySubscriptionMutationsDeleteMutation } from "../../__generated__/librarySubscriptionMutationsDeleteMutation.graphql";
import { commitAsPromise } from "../subscriptions/commitAsPromise";
import { deleteSubscriptionEverywhere } from "../subscriptions/treeStore";

// Bulk changes move many subscriptions between folders and the top level at once: the payload re-reads the
// drawer (top-level entries, counts) and every folder's list, as deleting a folder does.
const updateMutation = graphql`
  mutation librarySubscriptionMutationsUpdateMutation($input: UpdateSubscriptionsInput!) {
    updateSubscriptions(input: $input) {
      __typename
      ... on SubscriptionsPayload {
        subscriptions {
          id
          enabled
          isTopLevel
          keepUnreadDays
          unreadCount
        }
        viewer {
          ...SubscriptionTree_viewer
          folders {
            id
            subscriptionCount
            unreadCount
            subscriptions {
              id
              ...DrawerSubscriptionRow_subscription
            }
          }
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const deleteMutation = graphql`
  mutation librarySubscriptionMutationsDeleteMutation($input: DeleteSubscriptionsInput!) {
    deleteSubscriptions(input: $input) {
      __typename
      ... on DeleteSubscriptionsPayload {
        deletedSubscriptionIds
        viewer {
          ...SubscriptionTree_viewer
          folders {
            id
            subscriptionCount
            unreadCount
          }
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

/** The Library's bulk actions (PATCH /subscriptions and POST /subscriptions/delete through GraphQL). */
export function useLibrarySubscriptionMutations(viewerId: string) {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      /** Enable, disable, add to or remove from a folder or the top level; resolves with how many changed. */
      update(input: UpdateSubscriptionsInput) {
        return commitAsPromise<librarySubscriptionMutationsUpdateMutation, number>(
          environment,
          { mutation: updateMutation, variables: { input } },
          (r) => ({ result: r.updateSubscriptions, value: r.updateSubscriptions.subscriptions?.length ?? 0 }),
        );
      },

      /** Unsubscribes from every listed subscription; resolves with how many went. */
      remove(ids: string[]) {
        return commitAsPromise<librarySubscriptionMutationsDeleteMutation, number>(
          environment,
          {
            mutation: deleteMutation,
            variables: { input: { ids } },
            updater: (store, data) => {
              for (const id of data?.deleteSubscriptions.deletedSubscriptionIds ?? []) deleteSubscriptionEverywhere(store, viewerId, id);
            },
          },
          (r) => ({ result: r.deleteSubscriptions, value: r.deleteSubscriptions.deletedSubscriptionIds?.length ?? 0 }),
        );
      },
    }),
    [environment, viewerId],
  );
}
