import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { RecordSourceProxy } from "relay-runtime";
import type { readStateSetReadMutation } from "../../__generated__/readStateSetReadMutation.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { commitAsPromise, type MutationOutcome } from "../subscriptions/commitAsPromise";

/** Spec part 1 section 8: a failed content item update. */
export const CONTENT_UPDATE_FAILED = "An unknown error occurred while updating the content item.";

const setReadMutation = graphql`
  mutation readStateSetReadMutation($input: SetContentItemReadInput!) {
    setContentItemRead(input: $input) {
      __typename
      ... on SetContentItemReadPayload {
        contentItem {
          id
          isRead
          contentItemTags {
            id
            unreadCount
          }
        }
        subscription {
          id
          unreadCount
          folders {
            id
            unreadCount
          }
        }
        viewer {
          id
          readingList {
            allUnreadCount
          }
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

/**
 * Spread this in any ContentItem selection that can change read state: the optimistic count update walks
 * these links (item -> subscription -> folders, item -> tags) in the store.
 */
// The fields are read through the store (shiftUnreadCounts), not through this fragment's data.
/* eslint-disable relay/unused-fields */
export const countHoldersFragment = graphql`
  fragment readState_countHolders on ContentItem {
    id
    isRead
    subscription {
      id
      enabled
      folders {
        id
      }
    }
    contentItemTags {
      id
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * Moves every count that holds the item by `delta` (+1 unread, -1 read): its subscription, the folders that
 * subscription sits in, the item's content tags and the viewer's total. The server's answer (and the live
 * viewerUpdates stream) then sets the exact figures; this only makes the change show at once.
 */
export function shiftUnreadCounts(store: RecordSourceProxy, itemId: string, viewerId: string | null, delta: number) {
  const item = store.get(itemId);
  if (!item) return;
  const bump = (recordId: string | null | undefined, field = "unreadCount") => {
    const record = recordId ? store.get(recordId) : null;
    const value = record?.getValue(field);
    if (record && typeof value === "number") record.setValue(Math.max(0, value + delta), field);
  };
  const subscription = item.getLinkedRecord("subscription");
  if (subscription && subscription.getValue("enabled") !== false) {
    bump(subscription.getDataID());
    for (const folder of subscription.getLinkedRecords("folders") ?? []) bump(folder?.getDataID());
    const readingList = viewerId ? store.get(viewerId)?.getLinkedRecord("readingList") : null;
    const total = readingList?.getValue("allUnreadCount");
    if (readingList && typeof total === "number") readingList.setValue(Math.max(0, total + delta), "allUnreadCount");
  }
  for (const tag of item.getLinkedRecords("contentItemTags") ?? []) bump(tag?.getDataID());
}

// Read marks go to the server one at a time, while their optimistic changes show at once. An answer carries
// the server's counts and Relay re-applies the still-pending optimistic shifts on top: were several marks in
// flight, an answer would already include the others' effect and they would count twice until their own
// answers land (counts dipping below the truth while the user scrolls quickly). Queued, every answer
// includes exactly the marks before it, so the figures on screen stay exact.
let queue: Promise<unknown> = Promise.resolve();
function enqueue<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Marks one item read or unread (Relay id), optimistically: the item and every count that holds it change at
 * once and roll back if the server refuses. Errors toast the spec's content-item update message.
 */
export function useSetItemRead(viewerId: string | null) {
  const environment = useRelayEnvironment();
  return useCallback(
    async (itemId: string, isRead: boolean): Promise<MutationOutcome> => {
      const optimistic = environment.applyUpdate({
        storeUpdater: (store) => {
          const item = store.get(itemId);
          if (!item || item.getValue("isRead") === isRead) return;
          item.setValue(isRead, "isRead");
          shiftUnreadCounts(store, itemId, viewerId, isRead ? -1 : 1);
        },
      });
      const outcome = await enqueue(() =>
        commitAsPromise<readStateSetReadMutation, null>(environment, { mutation: setReadMutation, variables: { input: { id: itemId, isRead } } }, (response) => ({
          result: response.setContentItemRead,
          value: null,
        })),
      );
      // The answer (or, on failure, nothing) now holds the truth: drop the guess.
      optimistic.dispose();
      if (!outcome.ok) notifyUserError(outcome.error, CONTENT_UPDATE_FAILED);
      return outcome;
    },
    [environment, viewerId],
  );
}
