/**
 * "Save my account" elsewhere in the app (the guest logout warning) asks the bottom bar to show its email claim
 * form and focus it, even when the bar was dismissed: one claim flow, reached from wherever it is offered.
 */
const listeners = new Set<() => void>();

export function requestClaim(): void {
  for (const listener of listeners) listener();
}

/** The bottom bar listens while mounted; returns the unsubscribe. */
export function onClaimRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
