import type { ErrorKey } from "../../errors.js";

/**
 * A delivery that did not happen. `permanent` failures (a receiver that refuses, a private address, a deleted
 * tag, a rate limit) fail the action at once; the others are retried (Temporal's activity retries), after
 * `retryAfterMs` when the receiver said when (Retry-After). `message` is what the user reads as the action's
 * lastErrorMessage.
 */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs?: number,
    /** A spec key for the failure, when there is one (ACTION_RATE_LIMIT_EXCEEDED). */
    readonly key?: ErrorKey,
  ) {
    super(message);
    this.name = "DeliveryFailure";
  }
}

/** Retry-After longer than this is not waited for: the attempt is retried on the usual schedule. */
export const MAX_RETRY_AFTER_MS = 15 * 60_000;
