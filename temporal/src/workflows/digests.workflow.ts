import { ActivityFailure, ApplicationFailure, patched, proxyActivities, uuid4, workflowInfo, type ActivityOptions } from "@temporalio/workflow";
import type { Activities } from "../activities/index.js";
import { DIGEST_VIDEO_FAILED, digestRenderQueue } from "../shared.js";

/** A digest gone (series deleted mid-run) or refused (nothing to say, a limit): retrying cannot help. */
const FINAL = ["DigestGone", "DigestRejected"];
// Short steps: a killed worker's step is taken over within a minute.
const { beginScheduledDigest, selectDigestItems, completeDigest, failDigest, emailDigest } = proxyActivities<Activities>({
  startToCloseTimeout: "1 minute",
  retry: { maximumAttempts: 5, nonRetryableErrorTypes: FINAL },
});
// Generation steps heartbeat as they go (per spoken segment): a worker lost mid-step is noticed in 30 s, not 15 minutes.
const { writeDigestText } = proxyActivities<Activities>({
  startToCloseTimeout: "15 minutes",
  heartbeatTimeout: "30 seconds",
  retry: { maximumAttempts: 3, initialInterval: "2 seconds", nonRetryableErrorTypes: FINAL },
});
const AUDIO: ActivityOptions = {
  startToCloseTimeout: "15 minutes",
  heartbeatTimeout: "30 seconds",
  retry: { maximumAttempts: 3, initialInterval: "2 seconds", nonRetryableErrorTypes: FINAL },
};
// The video: one slide per spoken segment at a low frame rate; a 5-minute video takes well under a minute on 2 cores
// (bench:digestvideo), so 20 minutes bounds even a contended worker. Finished slides survive a retry.
const VIDEO: ActivityOptions = {
  startToCloseTimeout: "20 minutes",
  heartbeatTimeout: "30 seconds",
  retry: { maximumAttempts: 3, initialInterval: "2 seconds", nonRetryableErrorTypes: FINAL },
};

/**
 * The render steps (speech and encoding, video) on the digest render queue (shared.ts: digestRenderQueue), served
 * DIGEST_RENDER_CONCURRENCY at a time: a burst of due series waits there, in Temporal, and the main queue's activity
 * slots stay free for every series' first steps. No scheduleToStart timeout: a render may wait its turn for long (a
 * thousand series due at once queue for about an hour); startToClose and the heartbeat count from when it starts.
 * patched: a run that scheduled a render step on the main queue before this queue existed replays it there (the
 * main worker still runs those activities).
 */
function renderSteps() {
  const taskQueue = patched("digest-render-queue") ? { taskQueue: digestRenderQueue(workflowInfo().taskQueue) } : {};
  const { writeDigestAudio } = proxyActivities<Activities>({ ...AUDIO, ...taskQueue });
  const { writeDigestVideo } = proxyActivities<Activities>({ ...VIDEO, ...taskQueue });
  return { writeDigestAudio, writeDigestVideo };
}

export type Outcome = { digestId: string | null; status: "completed" | "failed" | "deleted" | "skipped"; error?: string };

function failureOf(err: unknown): { gone: boolean; message: string } {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure) {
    if (cause.type === "DigestGone") return { gone: true, message: cause.message };
    // A refusal carries the sentence a user reads; anything else (a tool crashed, a provider was down) the generic one.
    if (cause.type === "DigestRejected") return { gone: false, message: cause.message };
  }
  return { gone: false, message: "Failed to generate digest, please try re-creating it." };
}

/**
 * Generates a recorded digest: items, text, audio, video, completed, then the email. A failure leaves it failed with
 * its message, except the video's: a video that cannot be made after its retries leaves the digest completed with
 * its text and audio (the spec's "Completed but empty" tab shows "No video summary available") and DIGEST_VIDEO_FAILED in
 * its errorMessage, rather than throwing away the text and audio already made. A series' run and a channel's run
 * (one per story) both come here.
 */
export async function generate(digestId: string): Promise<Outcome> {
  try {
    const plan = await selectDigestItems(digestId);
    if (plan.text) await writeDigestText(digestId);
    const render = plan.audio ? renderSteps() : null;
    if (render) await render.writeDigestAudio(digestId);
    let videoFailed = false;
    // patched: a run begun before videos existed replays without the step.
    if (render && plan.video && patched("digest-video")) {
      try {
        await render.writeDigestVideo(digestId);
      } catch (err) {
        // patched: a run whose video failed before this rule replays its failure as it was.
        if (failureOf(err).gone || !patched("digest-video-optional")) throw err;
        videoFailed = true;
      }
    }
    if (videoFailed) await completeDigest(digestId, DIGEST_VIDEO_FAILED);
    else await completeDigest(digestId);
  } catch (err) {
    const f = failureOf(err);
    if (f.gone) return { digestId, status: "deleted" };
    try {
      await failDigest(digestId, f.message);
    } catch (e) {
      if (failureOf(e).gone) return { digestId, status: "deleted" };
      throw e;
    }
    return { digestId, status: "failed", error: f.message };
  }
  try {
    await emailDigest(digestId);
  } catch {
    // The digest is made: an email that cannot go out after its retries does not undo it.
  }
  return { digestId, status: "completed" };
}

/** Generate Now (`digest-{digestId}`): the api recorded the pending digest. */
export async function digestWorkflow(input: { digestId: string }): Promise<Outcome> {
  return generate(input.digestId);
}

/**
 * A series' scheduled run (its Schedule `digest-series-{id}` starts it): records the digest under an id chosen here
 * (replays choose the same), then generates it. A series deleted or turned off meanwhile ends the run at once.
 */
export async function digestSeriesWorkflow(input: { scheduledDigestId: string }): Promise<Outcome> {
  const begun = await beginScheduledDigest(input.scheduledDigestId, uuid4());
  if (!begun) return { digestId: null, status: "skipped" };
  if (begun.status === "failed") return { digestId: begun.digestId, status: "failed" };
  return generate(begun.digestId);
}
