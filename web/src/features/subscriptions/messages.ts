/** Spec part 2 section 8: the outcome of saving subscription (and folder) settings. */
export const SUBSCRIPTIONS_UPDATED = "Subscriptions updated successfully";
/** Spec part 2 section 8, with its "refesh" typo corrected. */
export const SUBSCRIPTIONS_UPDATE_FAILED = "An unknown error occurred, please refresh and try again.";
