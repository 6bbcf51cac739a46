import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { markAllReadMutation } from "../../__generated__/markAllReadMutation.graphql";
import type { markAllReadUndoMutation } from "../../__generated__/markAllReadUndoMutation.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { commitAsPromise, type MutationOutcome } from "../subscriptions/commitAsPromise";
import { scopeVariables, type ListScope } from "./listScope";
import { CONTENT_UPDATE_FAILED } from "./readState";

/** Spec: mark-as-read options older than 1 day, 3 days, 7 days, or all. */
export const MARK_READ_OPTIONS: ReadonlyArray<{ value: string; label: string; olderThanDays: number | null }> = [
  { value: "1", label: "Older than 1 day", olderThanDays: 1 },
  { value: "3", label: "Older than 3 days", olderThanDays: 3 },
  { value: "7", label: "Older than 7 days", olderThanDays: 7 },
  { value: "all", label: "All", olderThanDays: null },
];

/** What the undo toast says after a mark. */
export function markedReadMessage(olderThanDays: number | null): string {
  return olderThanDays === null ? "Marked all as read" : `Marked items older than ${olderThanDays === 1 ? "1 day" : `${olderThanDays} days`} as read`;
}

// Both answers carry every count the change moved, so the drawer and headers follow at once (the live stream
// then confirms them on every other page).
const mutation = graphql`
  mutation markAllReadMutation($input: MarkContentReadInput!) {
    markContentRead(input: $input) {
      __typename
      ... on MarkContentReadPayload {
        undoToken
        subscriptions {
          id
          unreadCount
          folders {
            id
            unreadCount
          }
        }
        contentItemTag {
          id
          unreadCount
        }
        viewer {
          id
          readingList {
            allUnreadCount
          }
          contentItemTags {
            id
            unreadCount
          }
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const undoMutation = graphql`
  mutation markAllReadUndoMutation($input: UndoMarkContentReadInput!) {
    undoMarkContentRead(input: $input) {
      __typename
      ... on MarkContentReadPayload {
        subscriptions {
          id
          unreadCount
          folders {
            id
            unreadCount
          }
        }
        contentItemTag {
          id
          unreadCount
        }
        viewer {
          id
          readingList {
            allUnreadCount
          }
          contentItemTags {
            id
            unreadCount
          }
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

/**
 * Mark all as read for a list (one statement on the server whatever the count). The answer carries every
 * count that moved and the token that undoes it; the caller then refreshes the list (spec: "then forces a
 * refresh").
 */
export function useMarkAllRead() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (scope: ListScope, olderThanDays: number | null, readLaterTagId?: string | null): Promise<MutationOutcome<{ undoToken: string | null }>> => {
      const v = scopeVariables(scope);
      const input = {
        subscriptionId: v.subscriptionId,
        folderId: v.folderId,
        contentItemTagId: v.contentItemTagId,
        olderThanDays,
      };
      // The read-later tag is addressed by its id, which the list header has loaded.
      if (scope.kind === "readLater") input.contentItemTagId = readLaterTagId ?? null;
      const outcome = await commitAsPromise<markAllReadMutation, { undoToken: string | null }>(environment, { mutation, variables: { input } }, (r) => ({
        result: r.markContentRead,
        value: { undoToken: r.markContentRead.undoToken ?? null },
      }));
      if (!outcome.ok) notifyUserError(outcome.error, CONTENT_UPDATE_FAILED);
      return outcome;
    },
    [environment],
  );
}

/** Undoes the latest mark all as read (its token), putting every count back; a refusal (too late) is toasted. */
export function useUndoMarkAllRead() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (undoToken: string): Promise<MutationOutcome> => {
      const outcome = await commitAsPromise<markAllReadUndoMutation, null>(environment, { mutation: undoMutation, variables: { input: { undoToken } } }, (r) => ({
        result: r.undoMarkContentRead,
        value: null,
      }));
      if (!outcome.ok) notifyUserError(outcome.error, CONTENT_UPDATE_FAILED);
      return outcome;
    },
    [environment],
  );
}
