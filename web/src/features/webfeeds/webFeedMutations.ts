import { useMemo } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { CreateWebsiteFeedInput, webFeedMutationsCreateMutation } from "../../__generated__/webFeedMutationsCreateMutation.graphql";
import type { webFeedMutationsDeleteMutation } from "../../__generated__/webFeedMutationsDeleteMutation.graphql";
import type { UpdateWebsiteFeedInput, webFeedMutationsUpdateMutation } from "../../__generated__/webFeedMutationsUpdateMutation.graphql";
import { commitAsPromise } from "../subscriptions/commitAsPromise";

const createMutation = graphql`
  mutation webFeedMutationsCreateMutation($input: CreateWebsiteFeedInput!) {
    createWebsiteFeed(input: $input) {
      __typename
      ... on WebsiteFeedPayload {
        websiteFeed {
          id
          ...WebsiteFeedEditor_websiteFeed
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const updateMutation = graphql`
  mutation webFeedMutationsUpdateMutation($input: UpdateWebsiteFeedInput!) {
    updateWebsiteFeed(input: $input) {
      __typename
      ... on WebsiteFeedPayload {
        websiteFeed {
          id
          ...WebsiteFeedEditor_websiteFeed
          ...LibraryWebsiteFeedsTab_row
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

// The Library's list re-reads itself after a delete (onSaved): deleting the record here would leave its
// connection an edge without a node until then.
const deleteMutation = graphql`
  mutation webFeedMutationsDeleteMutation($input: DeleteWebsiteFeedInput!) {
    deleteWebsiteFeed(input: $input) {
      __typename
      ... on DeleteWebsiteFeedPayload {
        deletedWebsiteFeedId
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

/** Create, update and delete a website feed; each resolves with its outcome (never rejects). */
export function useWebFeedMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      create: (input: CreateWebsiteFeedInput) =>
        commitAsPromise<webFeedMutationsCreateMutation, string | null>(environment, { mutation: createMutation, variables: { input } }, (r) => ({
          result: r.createWebsiteFeed,
          value: r.createWebsiteFeed.websiteFeed?.id ?? null,
        })),
      update: (input: UpdateWebsiteFeedInput) =>
        commitAsPromise<webFeedMutationsUpdateMutation, null>(environment, { mutation: updateMutation, variables: { input } }, (r) => ({ result: r.updateWebsiteFeed, value: null })),
      remove: (id: string) =>
        commitAsPromise<webFeedMutationsDeleteMutation, null>(environment, { mutation: deleteMutation, variables: { input: { id } } }, (r) => ({ result: r.deleteWebsiteFeed, value: null })),
    }),
    [environment],
  );
}
