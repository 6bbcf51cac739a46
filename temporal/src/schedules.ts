import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client, type ScheduleOptions } from "@temporalio/client";
import type { Config } from "../../api/src/workerEntry.js";
import {
  ACTION_SWEEP_SCHEDULE_ID, ACTION_SWEEP_WORKFLOW, FEED_SWEEP_SCHEDULE_ID, FEED_SWEEP_WORKFLOW, FULL_ARTICLES_SCHEDULE_ID, FULL_ARTICLES_WORKFLOW,
  GUEST_PURGE_SCHEDULE_ID, GUEST_PURGE_WORKFLOW, WEBSUB_LEASES_SCHEDULE_ID, WEBSUB_LEASES_WORKFLOW,
} from "./shared.js";

function guestPurgeSchedule(config: Config): ScheduleOptions {
  return {
    scheduleId: GUEST_PURGE_SCHEDULE_ID,
    spec: { intervals: [{ every: `${config.guests.purgeIntervalMinutes} minutes` }] },
    action: { type: "startWorkflow", workflowType: GUEST_PURGE_WORKFLOW, taskQueue: config.temporal.taskQueue, args: [] },
    // One purge at a time; a slow run simply delays the next.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: "1 hour" },
  };
}

function feedSweepSchedule(config: Config): ScheduleOptions {
  return {
    scheduleId: FEED_SWEEP_SCHEDULE_ID,
    spec: { intervals: [{ every: "1 minute" }] },
    action: { type: "startWorkflow", workflowType: FEED_SWEEP_WORKFLOW, taskQueue: config.temporal.taskQueue, args: [config.temporal.sweepLanes] },
    // A sweep still running when the next minute comes simply continues; runs never overlap.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: "1 minute" },
  };
}

function actionSweepSchedule(config: Config): ScheduleOptions {
  return {
    scheduleId: ACTION_SWEEP_SCHEDULE_ID,
    spec: { intervals: [{ every: "1 minute" }] },
    action: { type: "startWorkflow", workflowType: ACTION_SWEEP_WORKFLOW, taskQueue: config.temporal.taskQueue, args: [] },
    // One sweep at a time: its cursor moves forward only.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: "1 minute" },
  };
}

function fullArticlesSchedule(config: Config): ScheduleOptions {
  return {
    scheduleId: FULL_ARTICLES_SCHEDULE_ID,
    spec: { intervals: [{ every: "1 minute" }] },
    // The hook on new items starts the drain at once; this picks up retries that came due and anything a hook missed.
    action: { type: "startWorkflow", workflowType: FULL_ARTICLES_WORKFLOW, taskQueue: config.temporal.taskQueue, args: [] },
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: "1 minute" },
  };
}

function webSubLeasesSchedule(config: Config): ScheduleOptions {
  return {
    scheduleId: WEBSUB_LEASES_SCHEDULE_ID,
    spec: { intervals: [{ every: `${config.webSub.renewIntervalMinutes} minutes` }] },
    action: { type: "startWorkflow", workflowType: WEBSUB_LEASES_WORKFLOW, taskQueue: config.temporal.taskQueue, args: [] },
    // Runs also while WebSub is off: leases granted before still lapse on time and their feeds are polled again.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: "1 hour" },
  };
}

/**
 * Creates the system Schedules, or brings existing ones in line with the config. Safe to call from every
 * worker at start-up: the second caller finds the schedule and updates it to the same spec.
 */
export async function ensureSchedules(client: Client, config: Config): Promise<void> {
  for (const options of [guestPurgeSchedule(config), feedSweepSchedule(config), actionSweepSchedule(config), fullArticlesSchedule(config), webSubLeasesSchedule(config)]) {
    try {
      await client.schedule.create(options);
    } catch (e) {
      if (!(e instanceof ScheduleAlreadyRunning)) throw e;
      await client.schedule.getHandle(options.scheduleId).update((previous) => ({
        ...previous,
        spec: options.spec,
        action: options.action,
        policies: { ...previous.policies, ...options.policies },
      }));
    }
  }
}
