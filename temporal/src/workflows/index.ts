// The worker bundles this file: every workflow is exported from here.
export { feedSweepWorkflow, refreshFeedWorkflow } from "./feedSweep.workflow.js";
export { guestPurgeWorkflow } from "./guestPurge.workflow.js";
export { actionBatchWorkflow, actionRunWorkflow, actionSweepWorkflow } from "./actions.workflow.js";
export { digestSeriesWorkflow, digestWorkflow } from "./digests.workflow.js";
export { fullArticlesWorkflow } from "./fullArticles.workflow.js";
export { webSubLeasesWorkflow } from "./webSub.workflow.js";
export { channelRunWorkflow } from "./channels.workflow.js";
export { videoUploadWorkflow } from "./uploads.workflow.js";
