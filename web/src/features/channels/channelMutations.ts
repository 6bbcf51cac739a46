import { useMemo } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { channelMutationsCreateMutation, CreateChannelInput } from "../../__generated__/channelMutationsCreateMutation.graphql";
import type { channelMutationsRunMutation } from "../../__generated__/channelMutationsRunMutation.graphql";
import type { channelMutationsUpdateMutation, UpdateChannelInput } from "../../__generated__/channelMutationsUpdateMutation.graphql";
import { commitAsPromise, type MutationOutcome } from "../subscriptions/commitAsPromise";

// Each answer re-reads what the channel page's header and the edit form show.
const createMutation = graphql`
  mutation channelMutationsCreateMutation($input: CreateChannelInput!) {
    createChannel(input: $input) {
      __typename
      ... on ChannelPayload {
        channel {
          channelId
          ...ChannelForm_channel
          ...ChannelHeader_channel
        }
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const updateMutation = graphql`
  mutation channelMutationsUpdateMutation($input: UpdateChannelInput!) {
    updateChannel(input: $input) {
      __typename
      ... on ChannelPayload {
        channel {
          channelId
          name
          enabled
          ...ChannelForm_channel
          ...ChannelHeader_channel
        }
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const runMutation = graphql`
  mutation channelMutationsRunMutation($input: ChannelIdInput!) {
    runChannel(input: $input) {
      __typename
      ... on ChannelPayload {
        channel {
          channelId
          nextRunAt
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

/** The server's field messages keyed as the form's fields (properties.channelPromptInstructions → promptInstructions). */
export type ChannelFieldErrors = Partial<Record<"name" | "description" | "promptInstructions", string>>;
const fieldName = (f: string) => (f === "properties.channelPromptInstructions" ? "promptInstructions" : f);
function fieldErrors(result: { readonly fields?: ReadonlyArray<{ readonly field: string; readonly message: string }> }): ChannelFieldErrors {
  return Object.fromEntries((result.fields ?? []).map((f) => [fieldName(f.field), f.message]));
}

export type SaveOutcome = MutationOutcome<string> & { fields?: ChannelFieldErrors };

/** Create, update and run now (administrators): each resolves with the channel's raw id or the error to show. */
export function useChannelMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      async create(input: CreateChannelInput): Promise<SaveOutcome> {
        let fields: ChannelFieldErrors = {};
        const r = await commitAsPromise<channelMutationsCreateMutation, string>(environment, { mutation: createMutation, variables: { input } }, (res) => {
          fields = fieldErrors(res.createChannel);
          return { result: res.createChannel, value: res.createChannel.channel?.channelId ?? "" };
        });
        return { ...r, fields };
      },
      async update(input: UpdateChannelInput): Promise<SaveOutcome> {
        let fields: ChannelFieldErrors = {};
        const r = await commitAsPromise<channelMutationsUpdateMutation, string>(environment, { mutation: updateMutation, variables: { input } }, (res) => {
          fields = fieldErrors(res.updateChannel);
          return { result: res.updateChannel, value: res.updateChannel.channel?.channelId ?? "" };
        });
        return { ...r, fields };
      },
      run: (id: string) =>
        commitAsPromise<channelMutationsRunMutation, null>(environment, { mutation: runMutation, variables: { input: { id } } }, (res) => ({ result: res.runChannel, value: null })),
    }),
    [environment],
  );
}
