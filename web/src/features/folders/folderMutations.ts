import { useMemo } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { folderMutationsCreateMutation } from "../../__generated__/folderMutationsCreateMutation.graphql";
import type { folderMutationsDeleteMutation } from "../../__generated__/folderMutationsDeleteMutation.graphql";
import type { UpdateFolderInput, folderMutationsUpdateMutation } from "../../__generated__/folderMutationsUpdateMutation.graphql";
import { commitAsPromise } from "../subscriptions/commitAsPromise";
import { deleteSubscriptionEverywhere, setTopLevelEntries, topLevelEntries, without } from "../subscriptions/treeStore";

const createMutation = graphql`
  mutation folderMutationsCreateMutation($input: CreateFolderInput!) {
    createFolder(input: $input) {
      __typename
      ... on FolderPayload {
        folder {
          id
          folderId
          name
        }
        viewer {
          ...SubscriptionTree_viewer
          # The Library's folder table and the pickers list every folder: the new one joins them.
          folders {
            id
            folderId
            name
            enabled
            subscriptionCount
          }
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const updateMutation = graphql`
  mutation folderMutationsUpdateMutation($input: UpdateFolderInput!) {
    updateFolder(input: $input) {
      __typename
      ... on FolderPayload {
        folder {
          id
          name
          enabled
          icon
          unreadCount
          enableDatafeed
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

// Subscriptions moved to another folder change that folder's list, which no field of the payload names:
// re-read every folder's list (deleting a folder is rare, and the lists are small).
const deleteMutation = graphql`
  mutation folderMutationsDeleteMutation($input: DeleteFolderInput!) {
    deleteFolder(input: $input) {
      __typename
      ... on DeleteFolderPayload {
        deletedFolderId
        deletedSubscriptionIds
        viewer {
          ...SubscriptionTree_viewer
          folders {
            id
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

/** Folder mutations that keep the drawer's store in step. */
export function useFolderMutations(viewerId: string) {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      create(name: string, icon?: string | null) {
        return commitAsPromise<folderMutationsCreateMutation, { id: string; folderId: string; name: string } | null>(
          environment,
          { mutation: createMutation, variables: { input: { name, icon: icon ?? null } } },
          (r) => ({ result: r.createFolder, value: r.createFolder.folder ?? null }),
        );
      },

      update(input: UpdateFolderInput) {
        return commitAsPromise<folderMutationsUpdateMutation, null>(
          environment,
          {
            mutation: updateMutation,
            variables: { input },
            optimisticUpdater: (store) => {
              const record = store.get(input.id);
              if (!record) return;
              if (input.name) record.setValue(input.name, "name");
              if (input.enabled != null) record.setValue(input.enabled, "enabled");
              if (input.icon !== undefined) record.setValue(input.icon, "icon");
              if (input.enableDatafeed != null) record.setValue(input.enableDatafeed, "enableDatafeed");
            },
          },
          (r) => ({ result: r.updateFolder, value: null }),
        );
      },

      /** Spec "Folder deletion": move the subscriptions to a folder or the top level, or delete them all. */
      remove(id: string, choice: { moveToFolderId: string | null } | { includeSubscriptions: true }) {
        const input = "includeSubscriptions" in choice ? { id, includeSubscriptions: true } : { id, moveToFolderId: choice.moveToFolderId };
        return commitAsPromise<folderMutationsDeleteMutation, null>(
          environment,
          {
            mutation: deleteMutation,
            variables: { input },
            updater: (store, data) => {
              const deleted = data?.deleteFolder;
              if (!deleted?.deletedFolderId) return;
              for (const subId of deleted.deletedSubscriptionIds ?? []) deleteSubscriptionEverywhere(store, viewerId, subId);
              const top = topLevelEntries(store, viewerId);
              if (top) setTopLevelEntries(store, viewerId, without(top, deleted.deletedFolderId));
              store.delete(deleted.deletedFolderId);
            },
          },
          (r) => ({ result: r.deleteFolder, value: null }),
        );
      },
    }),
    [environment, viewerId],
  );
}
