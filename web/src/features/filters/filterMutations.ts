import { useMemo } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { CreateFilterInput, filterMutationsCreateMutation } from "../../__generated__/filterMutationsCreateMutation.graphql";
import type { filterMutationsDeleteMutation } from "../../__generated__/filterMutationsDeleteMutation.graphql";
import type { UpdateFilterInput, filterMutationsUpdateMutation } from "../../__generated__/filterMutationsUpdateMutation.graphql";
import { commitAsPromise, type MutationOutcome } from "../subscriptions/commitAsPromise";

// Every answer re-reads what a filter moves: the unread counts of the subscriptions it applies to and of their
// folders, and the drawer (the total). A new filter also re-reads its scope's list of filters.

const createMutation = graphql`
  mutation filterMutationsCreateMutation($input: CreateFilterInput!) {
    createFilter(input: $input) {
      __typename
      ... on FilterPayload {
        filter {
          id
          subscription {
            id
            filters {
              ...FiltersTab_filters
            }
          }
          folder {
            id
            filters {
              ...FiltersTab_filters
            }
          }
        }
        subscriptions {
          id
          unreadCount
        }
        folders {
          id
          unreadCount
        }
        viewer {
          ...SubscriptionTree_viewer
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
  mutation filterMutationsUpdateMutation($input: UpdateFilterInput!) {
    updateFilter(input: $input) {
      __typename
      ... on FilterPayload {
        filter {
          id
          filterType
          clauseType
          windowHours
          enabled
          updatedAt
          clauses {
            clauseId
            matchField
            matchType
            matchValue
          }
        }
        subscriptions {
          id
          unreadCount
        }
        folders {
          id
          unreadCount
        }
        viewer {
          ...SubscriptionTree_viewer
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
  mutation filterMutationsDeleteMutation($input: DeleteFilterInput!) {
    deleteFilter(input: $input) {
      __typename
      ... on DeleteFilterPayload {
        deletedFilterId
        subscriptions {
          id
          unreadCount
        }
        folders {
          id
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

/** A save's outcome, with the server's field problems (windowHours, clauses.0.matchValue, …) when it refused. */
export type FilterSaveOutcome = MutationOutcome<null> & { fields: Record<string, string> };

type WithFields = { readonly fields?: ReadonlyArray<{ readonly field: string; readonly message: string }> | undefined };
const fieldsOf = (result: WithFields) => Object.fromEntries((result.fields ?? []).map((f) => [f.field, f.message]));

/** Filter mutations; `scopeId` is the subscription's or folder's Relay id (a deleted filter leaves its list). */
export function useFilterMutations(scopeId: string) {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      async create(input: CreateFilterInput): Promise<FilterSaveOutcome> {
        let fields: Record<string, string> = {};
        const r = await commitAsPromise<filterMutationsCreateMutation, null>(environment, { mutation: createMutation, variables: { input } }, (res) => {
          fields = fieldsOf(res.createFilter);
          return { result: res.createFilter, value: null };
        });
        return { ...r, fields };
      },

      async update(input: UpdateFilterInput): Promise<FilterSaveOutcome> {
        let fields: Record<string, string> = {};
        const r = await commitAsPromise<filterMutationsUpdateMutation, null>(
          environment,
          {
            mutation: updateMutation,
            variables: { input },
            // The switch in a filter's row moves at once; the answer (or a refusal) settles it.
            optimisticUpdater: (store) => {
              if (input.enabled != null && Object.keys(input).length === 2) store.get(input.id)?.setValue(input.enabled, "enabled");
            },
          },
          (res) => {
            fields = fieldsOf(res.updateFilter);
            return { result: res.updateFilter, value: null };
          },
        );
        return { ...r, fields };
      },

      remove(id: string) {
        return commitAsPromise<filterMutationsDeleteMutation, null>(
          environment,
          {
            mutation: deleteMutation,
            variables: { input: { id } },
            updater: (store, data) => {
              const deleted = data?.deleteFilter.deletedFilterId;
              const scope = store.get(scopeId);
              const list = scope?.getLinkedRecords("filters");
              if (!deleted || !scope || !list) return;
              scope.setLinkedRecords(
                list.filter((f) => f?.getDataID() !== deleted),
                "filters",
              );
              store.delete(deleted);
            },
          },
          (res) => ({ result: res.deleteFilter, value: null }),
        );
      },
    }),
    [environment, scopeId],
  );
}
