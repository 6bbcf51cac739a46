// The worker bundles this file: every workflow is exported from here.
export { guestPurgeWorkflow } from "./guestPurge.workflow.js";
