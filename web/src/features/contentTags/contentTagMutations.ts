import { useMemo } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { Environment, RecordSourceSelectorProxy } from "relay-runtime";
import type { contentTagMutationsCreateMutation } from "../../__generated__/contentTagMutationsCreateMutation.graphql";
import type { contentTagMutationsDeleteMutation } from "../../__generated__/contentTagMutationsDeleteMutation.graphql";
import type { contentTagMutationsTagMutation } from "../../__generated__/contentTagMutationsTagMutation.graphql";
import type { contentTagMutationsUntagMutation } from "../../__generated__/contentTagMutationsUntagMutation.graphql";
import type { UpdateContentItemTagInput, contentTagMutationsUpdateMutation } from "../../__generated__/contentTagMutationsUpdateMutation.graphql";
import { commitAsPromise, type MutationOutcome } from "../subscriptions/commitAsPromise";
import { applyTagging, StoreRecord, type TagTarget } from "./taggingStore";

export { isTaggedInStore, type TagTarget } from "./taggingStore";

// Every payload that can change the viewer's tag list (a new tag, a rename that re-sorts it, a deletion)
// re-reads it through the drawer's fragment, so the drawer and the tag picker (which reads the same
// fields) follow without a refetch.
const createMutation = graphql`
  mutation contentTagMutationsCreateMutation($input: CreateContentItemTagInput!) {
    createContentItemTag(input: $input) {
      __typename
      ... on ContentItemTagPayload {
        contentItemTag {
          id
          contentItemTagId
          name
          slug
        }
        viewer {
          id
          ...DrawerTagList_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const updateMutation = graphql`
  mutation contentTagMutationsUpdateMutation($input: UpdateContentItemTagInput!) {
    updateContentItemTag(input: $input) {
      __typename
      ... on ContentItemTagPayload {
        contentItemTag {
          id
          name
          slug
          enabled
          icon
          showInSidebar
          enableDatafeed
          unreadCount
          totalContentItems
          dataFeed {
            ...DataFeedSection_links
          }
        }
        viewer {
          id
          ...DrawerTagList_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const deleteMutation = graphql`
  mutation contentTagMutationsDeleteMutation($input: DeleteContentItemTagInput!) {
    deleteContentItemTag(input: $input) {
      __typename
      ... on DeleteContentItemTagPayload {
        deletedContentItemTagId
        viewer {
          id
          ...DrawerTagList_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

// The item's whole tag list comes back (with what the read-later button and chips read), and the tag's
// counts: the server's figures replace the optimistic ones. Read through the store, not this fragment.
/* eslint-disable relay/unused-fields */
const _taggingResult = graphql`
  fragment contentTagMutations_taggingResult on ContentItemTaggingPayload {
    contentItem {
      id
      contentItemTags {
        id
        slug
        name
      }
    }
    contentItemTag {
      id
      totalContentItems
      unreadCount
    }
  }
`;
/* eslint-enable relay/unused-fields */

const tagMutation = graphql`
  mutation contentTagMutationsTagMutation($input: ContentItemTaggingInput!) {
    tagContentItem(input: $input) {
      __typename
      ...contentTagMutations_taggingResult @alias(as: "tagging")
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const untagMutation = graphql`
  mutation contentTagMutationsUntagMutation($input: ContentItemTaggingInput!) {
    untagContentItem(input: $input) {
      __typename
      ...contentTagMutations_taggingResult @alias(as: "tagging")
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

/** Puts an item in a tag or takes it out, optimistically. Resolves with the outcome; never rejects. */
export function setItemTagged(environment: Environment, itemId: string, target: TagTarget, tagged: boolean): Promise<MutationOutcome> {
  const input = {
    contentItemId: itemId,
    ...("id" in target ? { contentItemTagId: target.id } : { contentItemTagSlug: target.slug }),
  };
  const optimisticUpdater = (store: RecordSourceSelectorProxy) => applyTagging(store, itemId, target, tagged);
  return tagged
    ? commitAsPromise<contentTagMutationsTagMutation, null>(
        environment,
        { mutation: tagMutation, variables: { input }, optimisticUpdater },
        (r) => ({ result: r.tagContentItem, value: null }),
      )
    : commitAsPromise<contentTagMutationsUntagMutation, null>(
        environment,
        { mutation: untagMutation, variables: { input }, optimisticUpdater },
        (r) => ({ result: r.untagContentItem, value: null }),
      );
}

/** The new tag's ids, as the picker needs them to tag an item with it at once. */
export interface CreatedTag {
  id: string;
  contentItemTagId: string;
  name: string;
  /** Null: only system tags have a slug. */
  slug?: string | null;
}

/** Content tag mutations; each resolves with its outcome (errors for notifyUserError) and never rejects. */
export function useContentTagMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      /** A new tag (MAX_CONTENT_ITEM_TAGS_REACHED past the tier's limit). */
      create(name: string): Promise<MutationOutcome<CreatedTag | null>> {
        return commitAsPromise<contentTagMutationsCreateMutation, CreatedTag | null>(
          environment,
          { mutation: createMutation, variables: { input: { name } } },
          (r) => ({ result: r.createContentItemTag, value: r.createContentItemTag.contentItemTag ?? null }),
        );
      },

      /** Name, enabled and properties; the change shows at once and rolls back on an error. */
      update(input: UpdateContentItemTagInput): Promise<MutationOutcome> {
        return commitAsPromise<contentTagMutationsUpdateMutation, null>(
          environment,
          {
            mutation: updateMutation,
            variables: { input },
            optimisticUpdater: (store) => {
              const tag = store.get(input.id);
              if (!tag) return;
              if (input.name) tag.setValue(input.name, "name");
              if (input.icon !== undefined) tag.setValue(input.icon, "icon");
              for (const field of ["enabled", "showInSidebar", "enableDatafeed"] as const) {
                const value = input[field];
                if (value != null) tag.setValue(value, field);
              }
            },
          },
          (r) => ({ result: r.updateContentItemTag, value: null }),
        );
      },

      /**
       * Deletes a tag (system tags refuse). The viewer's list comes back without it; items in the store still
       * pointing at it drop it here, so no chip or checkmark outlives the tag. The record itself stays until
       * Relay collects it, so the tag's page can still render while the caller navigates away.
       */
      remove(id: string): Promise<MutationOutcome> {
        return commitAsPromise<contentTagMutationsDeleteMutation, null>(
          environment,
          {
            mutation: deleteMutation,
            variables: { input: { id } },
            updater: (store, data) => {
              if (data?.deleteContentItemTag.deletedContentItemTagId !== id) return;
              const source = environment.getStore().getSource();
              for (const recordId of source.getRecordIDs()) {
                const record = source.get(recordId);
                if (!record || StoreRecord.getType(record) !== "ContentItem") continue;
                if (!StoreRecord.getLinkedRecordIDs(record, "contentItemTags")?.includes(id)) continue;
                const item = store.get(recordId);
                const tags = item?.getLinkedRecords("contentItemTags");
                if (item && tags) item.setLinkedRecords(tags.filter((t) => t?.getDataID() !== id), "contentItemTags");
              }
            },
          },
          (r) => ({ result: r.deleteContentItemTag, value: null }),
        );
      },

      setTagged: (itemId: string, target: TagTarget, tagged: boolean) => setItemTagged(environment, itemId, target, tagged),
    }),
    [environment],
  );
}
