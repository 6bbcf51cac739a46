import type { MutationOutcome } from "../subscriptions/commitAsPromise";
import { isTierLimit, notifyUserError, UNKNOWN_ERROR } from "../../ui/errorToast";
import { notifySuccess, toaster } from "../../ui/toaster";

/** Spec part 2 section 8: the outcome of renaming a content tag. */
export const TAG_NAME_UPDATED = "Tag name updated";
export const TAG_NAME_UPDATE_FAILED = "Failed to update tag name";

/** Spec part 2 section 8: settings other than the name share the generic update messages. */
export const TAG_UPDATED = "Tag updated";
export const TAG_UPDATE_FAILED = "Failed to update tag";

/**
 * Toasts a rename's outcome. A refusal keeps the spec's title and adds the server's reason underneath when
 * it has one the user can act on ("A tag with this name already exists").
 */
export function notifyTagRenamed(outcome: MutationOutcome) {
  if (outcome.ok) return notifySuccess(TAG_NAME_UPDATED);
  if (isTierLimit(outcome.error)) return notifyUserError(outcome.error);
  const reason = outcome.error.message && outcome.error.message !== UNKNOWN_ERROR ? outcome.error.message : undefined;
  toaster.create({ type: "error", title: TAG_NAME_UPDATE_FAILED, description: reason, duration: 30_000, closable: true });
}
