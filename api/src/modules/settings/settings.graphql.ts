import { USER_ERRORS } from "../../schema/errors.graphql.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import type { AppSettings } from "./settings.schemas.js";
import type { AccountSettings, UserSettingsView } from "./settings.service.js";

export const AccountSettingsType = builder.objectRef<AccountSettings>("AccountSettings").implement({
  description: "Computed from the user and the configured tier table; limits are null when unlimited.",
  fields: (t) => ({
    isGuest: t.exposeBoolean("isGuest"),
    isPremium: t.exposeBoolean("isPremium"),
    isAdmin: t.exposeBoolean("isAdmin"),
    hasVerifiedEmail: t.exposeBoolean("hasVerifiedEmail"),
    hasSetPassword: t.exposeBoolean("hasSetPassword"),
    tier: t.exposeString("tier"),
    guestExpiresAt: t.field({ type: "DateTime", nullable: true, resolve: (s) => s.guestExpiresAt }),
    premiumUntil: t.field({
      type: "DateTime",
      nullable: true,
      description: "When Pro ends (a gift's end; isPremium is true until then); null when not Pro or Pro without an end.",
      resolve: (s) => s.premiumUntil,
    }),
    maxSubscriptions: t.exposeInt("maxSubscriptions", { nullable: true }),
    maxSubscriptionTags: t.exposeInt("maxSubscriptionTags", { nullable: true }),
    maxContentItemTags: t.exposeInt("maxContentItemTags", { nullable: true }),
    maxContentItemsTagged: t.exposeInt("maxContentItemsTagged", { nullable: true }),
    maxNewFeedsPerWeek: t.exposeInt("maxNewFeedsPerWeek", { nullable: true }),
    maxTextDigestCharactersPerMonth: t.exposeInt("maxTextDigestCharactersPerMonth", { nullable: true }),
    maxAudioDigestMinutesPerMonth: t.exposeInt("maxAudioDigestMinutesPerMonth", { nullable: true }),
    maxOutputFeeds: t.exposeInt("maxOutputFeeds", { nullable: true }),
    maxContentItemFilters: t.exposeInt("maxContentItemFilters", { nullable: true }),
    maxContentItemActions: t.exposeInt("maxContentItemActions", { nullable: true }),
    maxDigestsPerMonth: t.exposeInt("maxDigestsPerMonth", { nullable: true }),
    maxScheduledDigests: t.exposeInt("maxScheduledDigests", { nullable: true }),
    maxWebsiteFeeds: t.exposeInt("maxWebsiteFeeds", { nullable: true }),
  }),
});

export const AppSettingsType = builder.objectRef<AppSettings>("AppSettings").implement({
  description: "Appearance and list defaults. String values use the spec's names (e.g. 'open-sans', 'cards-large').",
  fields: (t) => ({
    theme: t.exposeString("theme", { description: "obsidian | slate | pearl | snow" }),
    fontFamily: t.exposeString("fontFamily", { description: "roboto | open-sans | lato | montserrat | nunito | poppins" }),
    fontSize: t.exposeString("fontSize", { description: "small | medium | large | xlarge" }),
    lineHeight: t.exposeString("lineHeight", { description: "small | medium | large | xlarge" }),
    userCSS: t.exposeString("userCSS"),
    defaultLayoutView: t.exposeString("defaultLayoutView"),
    defaultSortBy: t.exposeString("defaultSortBy"),
    defaultShowRead: t.exposeBoolean("defaultShowRead"),
    hideStaleFolders: t.exposeBoolean("hideStaleFolders"),
  }),
});

/** A Node (id = its user) so a settings mutation updates every screen's copy in the Relay store. */
export const SettingsType = builder.node(builder.objectRef<UserSettingsView>("Settings"), {
  id: { resolve: (s) => s.userId },
  loadOne: async (userId, ctx) => {
    const viewer = ctx.session?.user;
    return viewer && viewer.id === userId ? ctx.services.settings.view(viewer) : null;
  },
  fields: (t) => ({
    accountSettings: t.field({ type: AccountSettingsType, resolve: (s) => s.accountSettings }),
    appSettings: t.field({ type: AppSettingsType, resolve: (s) => s.appSettings }),
    topLevelOrder: t.stringList({ description: "Subscription and folder ids in top-level order.", resolve: (s) => s.topLevelOrder.order }),
    allSubscriptionsContentFeed: t.field({ type: "JSON", resolve: (s) => s.allSubscriptionsContentFeed }),
    discoverAllContentFeed: t.field({ type: "JSON", resolve: (s) => s.discoverAllContentFeed }),
    discoverStoriesFeed: t.field({ type: "JSON", resolve: (s) => s.discoverStoriesFeed }),
    discoverContentFeed: t.field({ type: "JSON", resolve: (s) => s.discoverContentFeed }),
  }),
});

const AppSettingsInput = builder.inputType("AppSettingsInput", {
  description: "Only the fields sent change.",
  fields: (t) => ({
    theme: t.string(),
    fontFamily: t.string(),
    fontSize: t.string(),
    lineHeight: t.string(),
    userCSS: t.string(),
    defaultLayoutView: t.string(),
    defaultSortBy: t.string(),
    defaultShowRead: t.boolean(),
    hideStaleFolders: t.boolean(),
  }),
});

const UpdateSettingInput = builder.inputType("UpdateSettingInput", {
  fields: (t) => ({
    key: t.string({ required: true, description: "appSettings, topLevelOrder, allSubscriptionsContentFeed, …" }),
    value: t.field({ type: "JSON", required: true }),
  }),
});

const SettingsPayload = builder.objectRef<{ settings: UserSettingsView }>("SettingsPayload").implement({
  fields: (t) => ({ settings: t.field({ type: SettingsType, resolve: (p) => p.settings }) }),
});

async function save(ctx: Parameters<typeof sessionOf>[0], key: string, value: unknown) {
  const { user } = sessionOf(ctx);
  await ctx.services.settings.save(user, key, value);
  return { settings: await ctx.services.settings.view(user) };
}

builder.mutationField("updateAppSettings", (t) =>
  t.field({
    type: SettingsPayload,
    errors: { types: USER_ERRORS, directResult: true },
    args: { input: t.arg({ type: AppSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      save(ctx, "appSettings", Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined))),
  }),
);

builder.mutationField("updateSetting", (t) =>
  t.field({
    type: SettingsPayload,
    errors: { types: USER_ERRORS, directResult: true },
    args: { input: t.arg({ type: UpdateSettingInput, required: true }) },
    resolve: (_root, { input }, ctx) => save(ctx, input.key, input.value),
  }),
);
