import { Context } from "@temporalio/activity";
import { ApplicationFailure, CancelledFailure } from "@temporalio/common";
import type { ActivityInterceptorsFactory } from "@temporalio/worker";

/**
 * The attempts whose failure is reported. Temporal retries a failed activity, and most first failures are passing
 * ones (a provider's timeout, a deadlock retried) that the retry mends: reporting each would bury what matters. An
 * error still there at the third attempt is one to look at; later reminders come at the 10th and 50th, for
 * activities whose retry policy has no end.
 */
export const REPORTED_ATTEMPTS: ReadonlySet<number> = new Set([3, 10, 50]);

/** Whether an activity's failure on this attempt goes to the error reporter. */
export function shouldReportActivityFailure(error: unknown, attempt: number): boolean {
  // A cancelled activity (its workflow cancelled, the worker shutting down) did nothing wrong.
  if (error instanceof CancelledFailure) return false;
  // A non-retryable failure is final at once: there is no later attempt to report it.
  if (error instanceof ApplicationFailure && error.nonRetryable) return true;
  return REPORTED_ATTEMPTS.has(attempt);
}

/**
 * Activity interceptors that hand failures worth reporting (above) to the error reporter (Sentry when SENTRY_DSN is
 * set, nothing otherwise), tagged with the activity, its attempt and its workflow, then rethrow them unchanged:
 * Temporal's retries and the workflow's handling stay as they were.
 */
export function reportActivityFailures(report: (error: unknown, context: Record<string, unknown>) => Promise<void>): ActivityInterceptorsFactory {
  return () => ({
    inbound: {
      async execute(input, next) {
        try {
          return await next(input);
        } catch (error) {
          const info = Context.current().info;
          if (shouldReportActivityFailure(error, info.attempt)) {
            await report(error, {
              transport: "temporal",
              activityType: info.activityType,
              attempt: info.attempt,
              workflowType: info.workflowType,
              taskQueue: info.taskQueue,
            }).catch(() => undefined);
          }
          throw error;
        }
      },
    },
  });
}
