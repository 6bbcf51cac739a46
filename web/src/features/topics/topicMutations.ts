import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { topicMutationsSetAliasesMutation } from "../../__generated__/topicMutationsSetAliasesMutation.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { notifySuccess } from "../../ui/toaster";
import { commitAsPromise, type MutationOutcome } from "../subscriptions/commitAsPromise";

/** Our wording (the spec names no message for topic aliasing). */
export const TOPIC_ALIASES_UPDATED = "Topic aliases updated";
export const TOPIC_ALIASES_FAILED = "Failed to update topic aliases";

// The payload's topic carries its aliases, each with its own aliasedTo, and the stats its aliases now count in.
const mutation = graphql`
  mutation topicMutationsSetAliasesMutation($input: SetTopicAliasesInput!) {
    setTopicAliases(input: $input) {
      __typename
      ... on SetTopicAliasesPayload {
        topic {
          id
          ...TopicAliasEditor_topic
          ...TopicStats_topic
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

/**
 * Admin only (spec part 2 section 4): makes exactly `aliasIds` the topics aliased to `topicId` (Relay ids).
 * Topics that stop being aliases are unlinked in the store too (the payload names only the ones that stay).
 */
export function useSetTopicAliases() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (topicId: string, aliasIds: string[], removedIds: string[] = []): Promise<MutationOutcome> => {
      const outcome = await commitAsPromise<topicMutationsSetAliasesMutation, null>(
        environment,
        {
          mutation,
          variables: { input: { topicId, aliasedFromTopicIds: aliasIds } },
          updater: (store, response) => {
            if (response?.setTopicAliases.__typename !== "SetTopicAliasesPayload") return;
            for (const id of removedIds) store.get(id)?.setValue(null, "aliasedTo");
          },
        },
        (r) => ({ result: r.setTopicAliases, value: null }),
      );
      if (outcome.ok) notifySuccess(TOPIC_ALIASES_UPDATED);
      else notifyUserError(outcome.error, TOPIC_ALIASES_FAILED);
      return outcome;
    },
    [environment],
  );
}
