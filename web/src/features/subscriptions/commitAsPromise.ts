import { graphql, readInlineData } from "react-relay";
import { commitMutation, type Environment, type MutationConfig, type MutationParameters } from "relay-runtime";
import type { commitAsPromise_error$key } from "../../__generated__/commitAsPromise_error.graphql";
import { requestErrorMessage } from "../../relay/fetchGraphQL";
import { UNKNOWN_ERROR, type UserFacingError } from "../../ui/errorToast";

export type MutationOutcome<T = null> = { ok: true; value: T } | { ok: false; error: UserFacingError };

/**
 * What every mutation selects of its result union's error members: spread it as
 * `...commitAsPromise_error @alias(as: "error")` beside the payload's fields.
 */
const errorFragment = graphql`
  fragment commitAsPromise_error on Error @inline {
    message
    displayMessageKey
    ... on UserError {
      upgradeUrl
    }
    ... on ValidationError {
      fields {
        message
      }
    }
  }
`;

/** A mutation's result union as selected with the fragment above (`error` is null for the payload). */
interface ResultShape {
  readonly __typename: string;
  readonly error?: commitAsPromise_error$key | null;
}

/** The user-facing error of a result union member, or null for a payload. */
export function errorOf(result: ResultShape): UserFacingError | null {
  if (!result.error) return null;
  const e = readInlineData(errorFragment, result.error);
  // A form error names the field's problem ("Folder name is required"); prefer it to the generic message.
  const field = e.fields?.[0]?.message;
  return { message: field ?? e.message ?? UNKNOWN_ERROR, displayMessageKey: e.displayMessageKey ?? null, upgradeUrl: e.upgradeUrl ?? null };
}

/**
 * Commits a mutation and resolves (never rejects) with its outcome: the value `pick` takes from a payload,
 * or the user-facing error of an error member or a failed request. Optimistic updates roll back either way.
 */
export function commitAsPromise<M extends MutationParameters, T>(
  environment: Environment,
  config: Omit<MutationConfig<M>, "onCompleted" | "onError">,
  pick: (response: M["response"]) => { result: ResultShape; value: T },
): Promise<MutationOutcome<T>> {
  return new Promise((resolve) => {
    commitMutation<M>(environment, {
      ...config,
      onCompleted: (response) => {
        const { result, value } = pick(response);
        const error = errorOf(result);
        resolve(error ? { ok: false, error } : { ok: true, value });
      },
      // A failed request (network, server fault) has nothing the user can act on: the spec's fallback text,
      // or its "API request timed out" when no answer came in time.
      onError: (e) => resolve({ ok: false, error: { message: requestErrorMessage(e, UNKNOWN_ERROR) } }),
    });
  });
}
