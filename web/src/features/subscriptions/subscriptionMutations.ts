import { useMemo } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { subscriptionMutationsMoveMutation } from "../../__generated__/subscriptionMutationsMoveMutation.graphql";
import type { subscriptionMutationsMoveTopLevelMutation } from "../../__generated__/subscriptionMutationsMoveTopLevelMutation.graphql";
import type { SubscribeInput, subscriptionMutationsSubscribeMutation } from "../../__generated__/subscriptionMutationsSubscribeMutation.graphql";
import type { subscriptionMutationsRetryMutation } from "../../__generated__/subscriptionMutationsRetryMutation.graphql";
import type { subscriptionMutationsUnsubscribeMutation } from "../../__generated__/subscriptionMutationsUnsubscribeMutation.graphql";
import type {
  UpdateSubscriptionInput, subscriptionMutationsUpdateMutation,
} from "../../__generated__/subscriptionMutationsUpdateMutation.graphql";
import type {
  UpdateSubscriptionsInput, subscriptionMutationsUpdateManyMutation,
} from "../../__generated__/subscriptionMutationsUpdateManyMutation.graphql";
import { commitAsPromise } from "./commitAsPromise";
import {
  applyTopLevelMove, applyTreeMove, deleteSubscriptionEverywhere, folderSubscriptions, placeBefore,
  setFolderSubscriptions, setTopLevelEntries, topLevelEntries, without, type TreeMove,
} from "./treeStore";

// Every payload re-reads the drawer (`viewer { ...SubscriptionTree_viewer }`): top-level order, folder and
// total unread counts change with almost every operation, and one round trip keeps them all right.

const subscribeMutation = graphql`
  mutation subscriptionMutationsSubscribeMutation($input: SubscribeInput!) {
    subscribe(input: $input) {
      __typename
      ... on SubscriptionPayload {
        alreadySubscribed
        subscription {
          id
          subscriptionId
          title
          folders {
            id
            subscriptionCount
            subscriptions {
              id
              ...DrawerSubscriptionRow_subscription
            }
          }
        }
        viewer {
          ...SubscriptionTree_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const updateMutation = graphql`
  mutation subscriptionMutationsUpdateMutation($input: UpdateSubscriptionInput!) {
    updateSubscription(input: $input) {
      __typename
      ... on SubscriptionPayload {
        subscription {
          id
          title
          customTitle
          enabled
          keepUnreadDays
          unreadCount
          properties
          fetchFullArticle
          dataFeed {
            ...DataFeedSection_links
          }
        }
        viewer {
          ...SubscriptionTree_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const moveMutation = graphql`
  mutation subscriptionMutationsMoveMutation($input: MoveSubscriptionInput!) {
    moveSubscription(input: $input) {
      __typename
      ... on SubscriptionPayload {
        subscription {
          id
          isTopLevel
          ...MoveSubscriptionDialog_subscription
          folders {
            id
            subscriptionCount
            subscriptions {
              id
              ...DrawerSubscriptionRow_subscription
            }
          }
        }
        viewer {
          ...SubscriptionTree_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const moveTopLevelMutation = graphql`
  mutation subscriptionMutationsMoveTopLevelMutation($input: MoveTopLevelEntryInput!) {
    moveTopLevelEntry(input: $input) {
      __typename
      ... on ViewerPayload {
        viewer {
          ...SubscriptionTree_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const unsubscribeMutation = graphql`
  mutation subscriptionMutationsUnsubscribeMutation($input: UnsubscribeInput!) {
    unsubscribe(input: $input) {
      __typename
      ... on UnsubscribePayload {
        deletedSubscriptionId
        viewer {
          ...SubscriptionTree_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

// A failing feed's Retry: the answer carries the feed's new state (the drawer's marker and the list's banner
// read feed.failure) and the counts its new items changed.
const retryMutation = graphql`
  mutation subscriptionMutationsRetryMutation($input: RetrySubscriptionFeedInput!) {
    retrySubscriptionFeed(input: $input) {
      __typename
      ... on SubscriptionPayload {
        subscription {
          id
          unreadCount
          feed {
            id
            title
            faviconUrl
            failure {
              __typename
            }
            ...FeedFailureBanner_feed
          }
        }
        viewer {
          ...SubscriptionTree_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

/** The id of the optimistic row while a subscribe is in flight (spec: temp- plus the feed id or url). */
export function temporarySubscriptionId(input: Pick<SubscribeInput, "url" | "feedId">): string {
  return `temp-${input.url ?? input.feedId ?? ""}`;
}

export function isTemporaryId(id: string): boolean {
  return id.startsWith("temp-");
}

// The bulk patch (spec part 2 section 7: withTagId, keepUnreadDays): every subscription it changed comes back.
const updateManyMutation = graphql`
  mutation subscriptionMutationsUpdateManyMutation($input: UpdateSubscriptionsInput!) {
    updateSubscriptions(input: $input) {
      __typename
      ... on SubscriptionsPayload {
        subscriptions {
          id
          enabled
          keepUnreadDays
          unreadCount
        }
        viewer {
          ...SubscriptionTree_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

/** Subscription mutations that keep the drawer's store in step (optimistically where the spec asks for it). */
export function useSubscriptionMutations(viewerId: string) {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      /**
       * Spec part 1 section 4: a temporary entry appears at once (title 'New Subscription', no unread items)
       * at the top level, or in the chosen folder; it is rolled back on failure and replaced by the server's.
       */
      subscribe(input: SubscribeInput) {
        const tempId = temporarySubscriptionId(input);
        return commitAsPromise<subscriptionMutationsSubscribeMutation, { id: string; subscriptionId: string; title: string; alreadySubscribed: boolean } | null>(
          environment,
          {
            mutation: subscribeMutation,
            variables: { input },
            optimisticUpdater: (store) => {
              const record = store.get(tempId) ?? store.create(tempId, "FeedSubscription");
              record.setValue(tempId, "id");
              record.setValue(tempId, "subscriptionId");
              record.setValue("New Subscription", "title");
              record.setValue(null, "customTitle");
              record.setValue(0, "unreadCount");
              record.setValue(true, "enabled");
              record.setValue(!input.folderId, "isTopLevel");
              const feedId = `${tempId}:feed`;
              const feed = store.get(feedId) ?? store.create(feedId, "Feed");
              feed.setValue(feedId, "id");
              feed.setValue(null, "faviconUrl");
              record.setLinkedRecord(feed, "feed");
              const folder = input.folderId ? store.get(input.folderId) : null;
              record.setLinkedRecords(folder ? [folder] : [], "folders");
              if (input.folderId) {
                const subs = folderSubscriptions(store, input.folderId);
                if (subs) setFolderSubscriptions(store, input.folderId, placeBefore(subs, record, input.beforeSubscriptionId ?? null));
              } else {
                const top = topLevelEntries(store, viewerId);
                if (top) setTopLevelEntries(store, viewerId, placeBefore(top, record, null));
              }
            },
          },
          (r) => ({
            result: r.subscribe,
            value: r.subscribe.subscription ? { ...r.subscribe.subscription, alreadySubscribed: r.subscribe.alreadySubscribed ?? false } : null,
          }),
        );
      },

      /** updateSubscriptions: the listed subscriptions, or a folder's (folderId selects them, it moves nothing). */
      updateMany(input: UpdateSubscriptionsInput) {
        return commitAsPromise<subscriptionMutationsUpdateManyMutation, null>(
          environment,
          { mutation: updateManyMutation, variables: { input } },
          (r) => ({ result: r.updateSubscriptions, value: null }),
        );
      },

      update(input: UpdateSubscriptionInput) {
        return commitAsPromise<subscriptionMutationsUpdateMutation, null>(
          environment,
          {
            mutation: updateMutation,
            variables: { input },
            optimisticUpdater: (store) => {
              const record = store.get(input.id);
              if (!record) return;
              if (input.enabled != null) record.setValue(input.enabled, "enabled");
              if (input.title) record.setValue(input.title, "title");
              if (input.keepUnreadDays != null) record.setValue(input.keepUnreadDays, "keepUnreadDays");
            },
          },
          (r) => ({ result: r.updateSubscription, value: null }),
        );
      },

      /** moveSubscription: joins, leaves or reorders within a folder and/or the top level. */
      move(move: TreeMove) {
        return commitAsPromise<subscriptionMutationsMoveMutation, null>(
          environment,
          {
            mutation: moveMutation,
            variables: { input: move },
            optimisticUpdater: (store) => applyTreeMove(store, viewerId, move),
            // The payload lists the folders the subscription is in now; the one it left is ours to update.
            updater: (store, data) => {
              if (!data?.moveSubscription.subscription) return;
              if (move.fromFolderId && move.fromFolderId !== move.toFolderId) {
                const subs = folderSubscriptions(store, move.fromFolderId);
                if (subs) setFolderSubscriptions(store, move.fromFolderId, without(subs, move.id));
              }
            },
          },
          (r) => ({ result: r.moveSubscription, value: null }),
        );
      },

      /** moveTopLevelEntry: a folder (with its children) or a top-level subscription, before `beforeId`. */
      moveTopLevel(id: string, beforeId: string | null) {
        return commitAsPromise<subscriptionMutationsMoveTopLevelMutation, null>(
          environment,
          {
            mutation: moveTopLevelMutation,
            variables: { input: { id, beforeId } },
            optimisticUpdater: (store) => applyTopLevelMove(store, viewerId, id, beforeId),
          },
          (r) => ({ result: r.moveTopLevelEntry, value: null }),
        );
      },

      /** Fetches the subscription's feed now; resolves with whether it is still failing (its sentence) or not. */
      retry(id: string) {
        return commitAsPromise<subscriptionMutationsRetryMutation, { failing: boolean; unreadCount: number }>(
          environment,
          { mutation: retryMutation, variables: { input: { id } } },
          (r) => ({
            result: r.retrySubscriptionFeed,
            value: { failing: Boolean(r.retrySubscriptionFeed.subscription?.feed.failure), unreadCount: r.retrySubscriptionFeed.subscription?.unreadCount ?? 0 },
          }),
        );
      },

      unsubscribe(id: string) {
        return commitAsPromise<subscriptionMutationsUnsubscribeMutation, null>(
          environment,
          {
            mutation: unsubscribeMutation,
            variables: { input: { id } },
            optimisticUpdater: (store) => deleteSubscriptionEverywhere(store, viewerId, id),
            updater: (store, data) => {
              const deleted = data?.unsubscribe.deletedSubscriptionId;
              if (deleted) deleteSubscriptionEverywhere(store, viewerId, deleted);
            },
          },
          (r) => ({ result: r.unsubscribe, value: null }),
        );
      },
    }),
    [environment, viewerId],
  );
}
