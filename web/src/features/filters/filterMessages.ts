/** Spec part 2 section 8: what saving a filter says. */
export const FILTER_SAVED = "Filter saved successfully";
export const FILTER_SAVE_FAILED = "There was a problem saving your filter, please check your input values and try again.";
/** Not in the spec: a deleted filter's confirmation (what it hid shows again). */
export const FILTER_DELETED = "Filter deleted: what it hid shows again";
