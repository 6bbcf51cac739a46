import { commitMutation, type Environment, type MutationConfig, type MutationParameters } from "relay-runtime";
import { UNKNOWN_ERROR, type UserFacingError } from "../../ui/errorToast";

export type MutationOutcome<T = null> = { ok: true; value: T } | { ok: false; error: UserFacingError };

/** The members of a mutation's result union as the reading-list mutations select them. */
interface ResultShape {
  readonly __typename: string;
  readonly message?: string;
  readonly displayMessageKey?: string;
  readonly upgradeUrl?: string | null;
  readonly fields?: ReadonlyArray<{ readonly message: string }>;
}

/** The user-facing error of a result union member, or null for a payload. */
export function errorOf(result: ResultShape): UserFacingError | null {
  if (result.message === undefined && result.displayMessageKey === undefined) return null;
  // A form error names the field's problem ("Folder name is required"); prefer it to the generic message.
  const field = result.fields?.[0]?.message;
  return { message: field ?? result.message ?? UNKNOWN_ERROR, displayMessageKey: result.displayMessageKey ?? null, upgradeUrl: result.upgradeUrl ?? null };
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
      // A failed request (network, server fault) has nothing the user can act on: the spec's fallback text.
      onError: () => resolve({ ok: false, error: { message: UNKNOWN_ERROR } }),
    });
  });
}
