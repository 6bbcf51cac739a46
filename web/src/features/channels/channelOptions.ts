/** Spec part 3 sections 4 and 9: the channel view's timings and limits. */
export const CHANNEL_REFRESH_MS = 60_000;
/** Older digests load when the list is scrolled within this many pixels of its bottom. */
export const LOAD_MORE_THRESHOLD_PX = 80;
/** Viewed digest ids remembered per channel (the last ones). */
export const VIEWED_LIMIT = 1000;
export const HERO_CAROUSEL_MS = 8_000;
export const MEDIA_CAROUSEL_MS = 10_000;
export const SUMMARY_ROTATION_MS = 10_000;
export const SUMMARY_FADE_MS = 400;
/** Digests a page of the list loads (the API's default page). */
export const CHANNEL_PAGE_SIZE = 20;
/** Spec part 3 sections 5 and 9. */
export const CHANNEL_LIMITS = { name: 128, description: 1028, promptInstructions: 512 } as const;

/** Spec part 3 section 8 (and 5: "Name required"). The success toasts' words are ours (the digest ones' pattern). */
export const CHANNEL_MESSAGES = {
  nameRequired: "Name required",
  notFound: "Channel Not Found",
  unknownFetchError: "An unknown error occurred while fetching the channel",
  fetchChannelsFailed: "Failed to fetch channels",
  loadFailed: "Failed to load channel",
  saveFailed: "Failed to save channel",
  created: "Channel created successfully!",
  updated: "Channel updated successfully!",
  digestFetchFailed: "Failed to fetch digest",
} as const;

/** Toast ids (spec part 3 section 8): a repeated failure replaces its toast instead of stacking another. */
export const CHANNEL_TOAST_IDS = { channel: "channel-fetch-error", story: "story-fetch-error" } as const;
