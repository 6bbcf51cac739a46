import { useMemo } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { actionMutationsCreateMutation, CreateActionInput } from "../../__generated__/actionMutationsCreateMutation.graphql";
import type { actionMutationsDeleteMutation } from "../../__generated__/actionMutationsDeleteMutation.graphql";
import type { actionMutationsResultQuery } from "../../__generated__/actionMutationsResultQuery.graphql";
import type { actionMutationsRunMutation } from "../../__generated__/actionMutationsRunMutation.graphql";
import type { actionMutationsUpdateMutation, UpdateActionInput } from "../../__generated__/actionMutationsUpdateMutation.graphql";
import { commitAsPromise, type MutationOutcome } from "../subscriptions/commitAsPromise";

// A new action re-reads its scope's list of actions (whichever scope it has); a change re-reads what the row
// and editor show; a run answers the action's last result.

const createMutation = graphql`
  mutation actionMutationsCreateMutation($input: CreateActionInput!) {
    createAction(input: $input) {
      __typename
      ... on ActionPayload {
        action {
          id
          subscription {
            id
            actions {
              ...ActionsTab_actions
            }
          }
          folder {
            id
            actions {
              ...ActionsTab_actions
            }
          }
          contentItemTag {
            id
            actions {
              ...ActionsTab_actions
            }
          }
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
  mutation actionMutationsUpdateMutation($input: UpdateActionInput!) {
    updateAction(input: $input) {
      __typename
      ... on ActionPayload {
        action {
          ...ActionsTab_actions
          ...ActionEditor_action
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

const deleteMutation = graphql`
  mutation actionMutationsDeleteMutation($input: DeleteActionInput!) {
    deleteAction(input: $input) {
      __typename
      ... on DeleteActionPayload {
        deletedActionId
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

const runMutation = graphql`
  mutation actionMutationsRunMutation($input: RunActionInput!) {
    runAction(input: $input) {
      __typename
      ... on RunActionPayload {
        status
        action {
          id
          enabled
          lastTriggerResult
          lastErrorMessage
          lastTriggerAt
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

// A run still going when the call stopped waiting: its result is read again until lastTriggerAt moves.
const resultQuery = graphql`
  query actionMutationsResultQuery($id: ID!) {
    node(id: $id) {
      ... on Action {
        id
        enabled
        lastTriggerResult
        lastErrorMessage
        lastTriggerAt
      }
    }
  }
`;

/** What an action's run ended with (or null while it still runs). */
/** A run's result as this client knows them (anything newer reads as unknown). */
const resultOf = (r: string | null | undefined): RunResult["result"] => (r === "success" || r === "failed" ? r : null);

export interface RunResult {
  result: "success" | "failed" | null;
  message: string | null;
}

export type ActionSaveOutcome = MutationOutcome<null> & { fields: Record<string, string> };

type WithFields = { readonly fields?: ReadonlyArray<{ readonly field: string; readonly message: string }> | undefined };
const fieldsOf = (result: WithFields) => Object.fromEntries((result.fields ?? []).map((f) => [f.field, f.message]));

const POLL_MS = 2_000;
const POLL_FOR_MS = 120_000;

/** Action mutations; `scopeId` is the subscription's, folder's or tag's Relay id (a deleted action leaves its list). */
export function useActionMutations(scopeId: string) {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      async create(input: CreateActionInput): Promise<ActionSaveOutcome> {
        let fields: Record<string, string> = {};
        const r = await commitAsPromise<actionMutationsCreateMutation, null>(environment, { mutation: createMutation, variables: { input } }, (res) => {
          fields = fieldsOf(res.createAction);
          return { result: res.createAction, value: null };
        });
        return { ...r, fields };
      },

      async update(input: UpdateActionInput): Promise<ActionSaveOutcome> {
        let fields: Record<string, string> = {};
        const r = await commitAsPromise<actionMutationsUpdateMutation, null>(
          environment,
          {
            mutation: updateMutation,
            variables: { input },
            optimisticUpdater: (store) => {
              if (input.enabled != null && Object.keys(input).length === 2) store.get(input.id)?.setValue(input.enabled, "enabled");
            },
          },
          (res) => {
            fields = fieldsOf(res.updateAction);
            return { result: res.updateAction, value: null };
          },
        );
        return { ...r, fields };
      },

      remove(id: string) {
        return commitAsPromise<actionMutationsDeleteMutation, null>(
          environment,
          {
            mutation: deleteMutation,
            variables: { input: { id } },
            updater: (store, data) => {
              const deleted = data?.deleteAction.deletedActionId;
              const scope = store.get(scopeId);
              const list = scope?.getLinkedRecords("actions");
              if (!deleted || !scope || !list) return;
              scope.setLinkedRecords(
                list.filter((a) => a?.getDataID() !== deleted),
                "actions",
              );
              store.delete(deleted);
            },
          },
          (res) => ({ result: res.deleteAction, value: null }),
        );
      },

      /**
       * runAction, followed to its end: a run the server stopped waiting for (status running) is read again every
       * 2 s, for up to 2 minutes, until its lastTriggerAt moves.
       */
      async run(id: string, maxItems: number, before: string | null): Promise<MutationOutcome<RunResult>> {
        const r = await commitAsPromise<actionMutationsRunMutation, { status: string; result: RunResult } | null>(
          environment,
          { mutation: runMutation, variables: { input: { id, maxItems } } },
          (res) => {
            const p = res.runAction;
            return {
              result: p,
              value: p.action ? { status: p.status ?? "finished", result: { result: resultOf(p.action.lastTriggerResult), message: p.action.lastErrorMessage ?? null } } : null,
            };
          },
        );
        if (!r.ok) return r;
        if (r.value?.status !== "running") return { ok: true, value: r.value?.result ?? { result: null, message: null } };
        const deadline = Date.now() + POLL_FOR_MS;
        while (Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          const data = await fetchQuery<actionMutationsResultQuery>(environment, resultQuery, { id }, { fetchPolicy: "network-only" })
            .toPromise()
            .catch(() => null);
          const a = data?.node;
          if (a?.lastTriggerAt && a.lastTriggerAt !== before) return { ok: true, value: { result: resultOf(a.lastTriggerResult), message: a.lastErrorMessage ?? null } };
        }
        return { ok: true, value: { result: null, message: null } };
      },
    }),
    [environment, scopeId],
  );
}
