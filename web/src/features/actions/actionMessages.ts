/** Spec part 2 section 8: what saving and running actions say. */
export const ACTIONS_UPDATED = "Actions updated successfully";
export const ACTION_UPDATE_FAILED = "There was a problem updating your action, please check your input values and try again.";
export const ACTION_RAN = "Action ran successfully";
/** A run that finished failed, with no message of its own. */
export const ACTION_RUN_ERROR = "There was an error running the action";
/** The run call itself failed. */
export const ACTION_RUN_CALL_FAILED = "There was a problem running your action, please check your filters.";
/** Not in the spec: a run still going when the call stopped waiting (its result shows when it ends). */
export const ACTION_STILL_RUNNING = "The action is still running; its result will show here when it ends.";
/** Not in the spec: a deleted action's confirmation. */
export const ACTION_DELETED = "Action deleted";
