import { z } from "zod";
import { findExternalCssReference } from "./cssGuard.js";

export { findExternalCssReference };

// Spec part 1 sections 3 and 9: the closed value sets of appearance and list settings.
export const THEMES = ["obsidian", "slate", "pearl", "snow"] as const;
export const FONT_FAMILIES = ["roboto", "open-sans", "lato", "montserrat", "nunito", "poppins"] as const;
export const SIZE_STEPS = ["small", "medium", "large", "xlarge"] as const;
export const LAYOUT_VIEWS = ["list", "compact", "magazine", "cards", "cards-large", "article"] as const;
export const SORT_OPTIONS = [
  "popular", "top-all", "top-year", "top-month", "top-week", "top-day", "top-hour", "newest", "oldest",
] as const;

const USER_CSS_MAX = 50_000;

export const appSettingsSchema = z.object({
  theme: z.enum(THEMES),
  fontFamily: z.enum(FONT_FAMILIES),
  fontSize: z.enum(SIZE_STEPS),
  lineHeight: z.enum(SIZE_STEPS),
  userCSS: z
    .string()
    .max(USER_CSS_MAX, `Custom CSS must be at most ${USER_CSS_MAX} characters`)
    .refine((css) => findExternalCssReference(css) === null, {
      message: "Custom CSS may not use selectors or rules that fetch external resources (url(), @import)",
    }),
  defaultLayoutView: z.enum(LAYOUT_VIEWS),
  defaultSortBy: z.enum(SORT_OPTIONS),
  defaultShowRead: z.boolean(),
  hideStaleFolders: z.boolean(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** Defaults: popular first and compact (the spec's), and where it is silent the dark obsidian theme and unread only. */
export const DEFAULT_APP_SETTINGS: AppSettings = {
  theme: "obsidian",
  fontFamily: "roboto",
  fontSize: "medium",
  lineHeight: "medium",
  userCSS: "",
  defaultLayoutView: "compact",
  // Spec part 2 section 2: "the default sort is popular" (an API call without sortBy lists popular first too).
  defaultSortBy: "popular",
  defaultShowRead: false,
  hideStaleFolders: false,
};

export const topLevelOrderSchema = z.object({ order: z.array(z.string().min(1).max(100)).max(10_000) });
export type TopLevelOrder = z.infer<typeof topLevelOrderSchema>;

const feedViewSchema = z
  .object({ sortBy: z.enum(SORT_OPTIONS), layoutView: z.enum(LAYOUT_VIEWS), showRead: z.boolean() })
  .partial();
export type FeedViewSettings = z.infer<typeof feedViewSchema>;

/** Every key a client may GET or PUT under /users/{id}/settings/{key}, with its schema and default. */
export const SETTING_KEYS = {
  appSettings: { schema: appSettingsSchema, partial: appSettingsSchema.partial(), default: DEFAULT_APP_SETTINGS },
  topLevelOrder: { schema: topLevelOrderSchema, partial: topLevelOrderSchema, default: { order: [] } as TopLevelOrder },
  allSubscriptionsContentFeed: { schema: feedViewSchema, partial: feedViewSchema, default: {} as FeedViewSettings },
  discoverAllContentFeed: { schema: feedViewSchema, partial: feedViewSchema, default: {} as FeedViewSettings },
  discoverStoriesFeed: { schema: feedViewSchema, partial: feedViewSchema, default: {} as FeedViewSettings },
  discoverContentFeed: { schema: feedViewSchema, partial: feedViewSchema, default: {} as FeedViewSettings },
} as const;
export type SettingKey = keyof typeof SETTING_KEYS;

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_KEYS, key);
}
