import { useMemo } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { digestMutationsCreateMutation, CreateScheduledDigestInput } from "../../__generated__/digestMutationsCreateMutation.graphql";
import type { digestMutationsDeleteMutation } from "../../__generated__/digestMutationsDeleteMutation.graphql";
import type { digestMutationsStartMutation } from "../../__generated__/digestMutationsStartMutation.graphql";
import type { digestMutationsUpdateMutation, UpdateScheduledDigestInput } from "../../__generated__/digestMutationsUpdateMutation.graphql";
import { commitAsPromise } from "../subscriptions/commitAsPromise";

// Every series answer re-reads the Library's digest table and the fields the series page shows.
const createMutation = graphql`
  mutation digestMutationsCreateMutation($input: CreateScheduledDigestInput!) {
    createScheduledDigest(input: $input) {
      __typename
      ... on ScheduledDigestPayload {
        scheduledDigest {
          scheduledDigestId
          ...DigestSeriesHeader_series
        }
        viewer {
          ...LibraryDigestsTab_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const updateMutation = graphql`
  mutation digestMutationsUpdateMutation($input: UpdateScheduledDigestInput!) {
    updateScheduledDigest(input: $input) {
      __typename
      ... on ScheduledDigestPayload {
        scheduledDigest {
          id
          name
          cron
          enabled
          storyTopic
          properties
          podcastUrl
          nextRunAt
          ...DigestSeriesHeader_series
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const deleteMutation = graphql`
  mutation digestMutationsDeleteMutation($input: ScheduledDigestIdInput!) {
    deleteScheduledDigest(input: $input) {
      __typename
      ... on DeleteScheduledDigestPayload {
        deletedScheduledDigestId
        viewer {
          ...LibraryDigestsTab_viewer
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

// Generate Now: the new pending digest goes to the top of the series' list (spec part 3 section 4).
const startMutation = graphql`
  mutation digestMutationsStartMutation($input: ScheduledDigestIdInput!, $connections: [ID!]!) {
    startScheduledDigest(input: $input) {
      __typename
      ... on StartScheduledDigestPayload {
        digest @prependNode(connections: $connections, edgeTypeName: "ScheduledDigestDigestsConnectionEdge") {
          digestId
          ...DigestRow_digest
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

/** The scheduled digest mutations, each resolving to its outcome (never rejecting). */
export function useDigestMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      create: (input: CreateScheduledDigestInput) =>
        commitAsPromise<digestMutationsCreateMutation, string | null>(environment, { mutation: createMutation, variables: { input } }, (r) => ({
          result: r.createScheduledDigest,
          value: r.createScheduledDigest.scheduledDigest?.scheduledDigestId ?? null,
        })),
      update: (input: UpdateScheduledDigestInput) =>
        commitAsPromise<digestMutationsUpdateMutation, null>(environment, { mutation: updateMutation, variables: { input } }, (r) => ({ result: r.updateScheduledDigest, value: null })),
      remove: (id: string) =>
        commitAsPromise<digestMutationsDeleteMutation, null>(environment, { mutation: deleteMutation, variables: { input: { id } } }, (r) => ({ result: r.deleteScheduledDigest, value: null })),
      start: (id: string, connection: string | null) =>
        commitAsPromise<digestMutationsStartMutation, string | null>(
          environment,
          { mutation: startMutation, variables: { input: { id }, connections: connection ? [connection] : [] } },
          (r) => ({ result: r.startScheduledDigest, value: r.startScheduledDigest.digest?.digestId ?? null }),
        ),
    }),
    [environment],
  );
}
