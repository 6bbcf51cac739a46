/** Spec part 2 section 8: the outcome of saving subscription (and folder) settings. */
export const SUBSCRIPTIONS_UPDATED = "Subscriptions updated successfully";
/** Spec part 2 section 8, with its "refesh" typo corrected. */
export const SUBSCRIPTIONS_UPDATE_FAILED = "An unknown error occurred, please refresh and try again.";

/** Subscribing to a feed the reader follows already: nothing new happened, so no "Subscribed to…". */
export const alreadyFollowing = (title: string) => `You already follow ${title}`;

/** What a subscribe that worked says: a new subscription, or one the reader had. */
export const subscribedMessage = (title: string, alreadySubscribed: boolean) => (alreadySubscribed ? alreadyFollowing(title) : `Subscribed to ${title}`);
