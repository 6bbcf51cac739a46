import { ActivityFailure, ApplicationFailure, proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities/index.js";

// The 24 fps copy for TikTok re-encodes the whole video: minutes on a busy 2-core worker, heartbeating meanwhile.
const { prepareVideoUpload } = proxyActivities<Activities>({
  startToCloseTimeout: "30 minutes",
  heartbeatTimeout: "60 seconds",
  retry: { maximumAttempts: 3, initialInterval: "5 seconds", nonRetryableErrorTypes: ["UploadRejected"] },
});
// The bytes: each attempt resumes where the platform says the upload stands, so retries cost only what is left.
const { transferVideoUpload } = proxyActivities<Activities>({
  startToCloseTimeout: "30 minutes",
  heartbeatTimeout: "60 seconds",
  retry: { maximumAttempts: 6, initialInterval: "5 seconds", backoffCoefficient: 2, maximumInterval: "2 minutes", nonRetryableErrorTypes: ["UploadRejected"] },
});
const { failVideoUpload } = proxyActivities<Activities>({ startToCloseTimeout: "1 minute", retry: { maximumAttempts: 10 } });

/** What failed, in words a user reads: a refusal's own message, or the last error of a step that ran out of retries. */
function messageOf(err: unknown): string {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure || cause instanceof Error) return cause.message;
  return "the upload did not complete";
}

/**
 * One upload request (`video-upload-{uploadId}-{attempt}`): the file prepared for the platform, then sent by its
 * resumable protocol. A failure is recorded on the request with its reason; the same request asked again starts the
 * next attempt.
 */
export async function videoUploadWorkflow(input: { uploadId: string }): Promise<{ status: "completed" | "failed"; publishId?: string; videoId?: string; error?: string }> {
  try {
    await prepareVideoUpload(input.uploadId);
    const result = await transferVideoUpload(input.uploadId);
    return { status: "completed", ...result };
  } catch (err) {
    const error = messageOf(err);
    await failVideoUpload(input.uploadId, error);
    return { status: "failed", error };
  }
}
