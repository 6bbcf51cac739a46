import { decodeUriComponent } from "../lib/uriComponent.js";
import {
  handleActionMatches, handleCreateAction, handleDeleteAction, handleGetAction, handleListActions, handlePatchAction, handleRunAction,
} from "../modules/actions/actions.rest.js";
import {
  handleAdminAuditLog, handleAdminListFeeds, handleAdminListUsers, handleAdminPatchFeed, handleAdminPatchUser,
} from "../modules/admin/admin.rest.js";
import { handleAnalytics, handleTelemetrySettings } from "../modules/analytics/analytics.rest.js";
import { handleBillingWebhook, handleCheckoutSession, handleGetBilling, handlePortalSession } from "../modules/billing/billing.rest.js";
import { handleBootstrap } from "../modules/bootstrap/bootstrap.rest.js";
import { handleCreateChannel, handleGetChannel, handleListChannels, handlePatchChannel } from "../modules/channels/channels.rest.js";
import { handleGetContentComments } from "../modules/comments/comments.rest.js";
import {
  handleGetContentImage, handleGetContentItem, handleGetEncodedContent, handleListContent, handleMarkContentRead, handlePatchContentItem,
  handleUndoMarkContentRead,
} from "../modules/content/content.rest.js";
import {
  handleCreateContentTag, handleDeleteContentTag, handleGetContentTag, handleListContentTags, handlePatchContentTag,
  handleTagContentItem, handleUntagContentItem,
} from "../modules/contentTags/contentTags.rest.js";
import { handleGetFeedTag, handleListFeedTags, handleSubscribeToFeedTag } from "../modules/feedTags/feedTags.rest.js";
import { handleGetFeed, handleGetFeedFavicon, handleGetFeedImage, handleSearchFeeds } from "../modules/feeds/feeds.rest.js";
import {
  handleCreateSeries, handleDeleteSeries, handleDigestFile, handleGetDigest, handleGetSeries, handleListDigests, handleListSeries, handlePatchSeries,
  handlePodcast, handleStartSeries,
} from "../modules/digests/digests.rest.js";
import { handleGetDataFeed } from "../modules/datafeeds/dataFeeds.rest.js";
import { handleCreateFilter, handleDeleteFilter, handleFilterMatches, handleListFilters, handlePatchFilter } from "../modules/filters/filters.rest.js";
import { handleCreateFolder, handleDeleteFolder, handleGetFolder, handleListFolders, handlePatchFolder } from "../modules/folders/folders.rest.js";
import { handleGetFullArticle, handleLoadFullArticle } from "../modules/fullArticles/fullArticles.rest.js";
import { handleGetProxiedImage } from "../modules/images/images.rest.js";
import { handleGetSetting, handlePutSetting } from "../modules/settings/settings.rest.js";
import { handleDiscover, handleGetStory, handleListStories } from "../modules/stories/stories.rest.js";
import {
  handleAddAssociation, handleBatchSubscribe, handleCreateSubscription, handleDeleteSubscription, handleDeleteSubscriptions, handleExportOpml, handleGetSubscription,
  handleImportOpml, handleListSubscriptions, handlePatchSubscription, handlePatchSubscriptions, handleRemoveAssociation,
  handleRetrySubscription,
} from "../modules/subscriptions/subscriptions.rest.js";
import { handleAdminGetTopic, handleAdminListTopics, handleAdminPatchTopic, handleGetTopic, handleListTopics } from "../modules/topics/topics.rest.js";
import { handleCreateAppPassword, handleDeleteAppPassword, handleListAppPasswords } from "../modules/sync/appPasswords.rest.js";
import {
  handleCreateUser, handleForgot, handleGetUser, handleLogin, handleLogout, handleOAuthCallback, handleOAuthDisconnect, handleOAuthLogin, handleOAuthProviders,
  handlePatchUser, handleReset, handleResendVerification, handleVerify,
} from "../modules/users/users.rest.js";
import { handleTikTokStatus, handleUploadSettings, handleUploadToTikTok, handleUploadToYouTube } from "../modules/uploads/uploads.rest.js";
import {
  handleCreateWebFeed, handleDeleteWebFeed, handleListWebFeeds, handlePatchWebFeed, handleSiteContent, handleSiteParser,
} from "../modules/webfeeds/webFeeds.rest.js";
import type { RestHandler } from "./types.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The whole /api_v1 table on one screen. Literal paths are listed before parameterised ones they overlap. */
export const REST_ROUTES: Array<[Method, string, RestHandler]> = [
  ["GET", "/actions", handleListActions],
  ["POST", "/actions", handleCreateAction],
  ["GET", "/actions/:id", handleGetAction],
  ["PATCH", "/actions/:id", handlePatchAction],
  ["DELETE", "/actions/:id", handleDeleteAction],
  ["GET", "/actions/:id/matches", handleActionMatches],
  ["POST", "/actions/:id/run", handleRunAction],
  ["GET", "/admin/audit", handleAdminAuditLog],
  ["GET", "/admin/feeds", handleAdminListFeeds],
  ["PATCH", "/admin/feeds/:id", handleAdminPatchFeed],
  ["GET", "/admin/users", handleAdminListUsers],
  ["PATCH", "/admin/users/:id", handleAdminPatchUser],
  ["GET", "/admin/content/topics", handleAdminListTopics],
  ["GET", "/admin/content/topics/:id", handleAdminGetTopic],
  ["PATCH", "/admin/content/topics/:id", handleAdminPatchTopic],
  ["POST", "/analytics", handleAnalytics],
  ["GET", "/billing", handleGetBilling],
  ["GET", "/billing/checkout_session", handleCheckoutSession],
  ["GET", "/billing/portal_session", handlePortalSession],
  ["POST", "/billing/webhook", handleBillingWebhook],
  ["GET", "/bootstrap", handleBootstrap],
  ["GET", "/client/telemetry", handleTelemetrySettings],
  ["GET", "/channels", handleListChannels],
  ["POST", "/channels", handleCreateChannel],
  ["GET", "/channels/:id", handleGetChannel],
  ["PATCH", "/channels/:id", handlePatchChannel],
  ["GET", "/content", handleListContent],
  ["POST", "/content/mark-read", handleMarkContentRead],
  ["POST", "/content/mark-read/undo", handleUndoMarkContentRead],
  ["GET", "/content/tags", handleListContentTags],
  ["POST", "/content/tags", handleCreateContentTag],
  ["GET", "/content/tags/:id", handleGetContentTag],
  ["PATCH", "/content/tags/:id", handlePatchContentTag],
  ["DELETE", "/content/tags/:id", handleDeleteContentTag],
  ["GET", "/content/topics", handleListTopics],
  ["GET", "/content/topics/:id", handleGetTopic],
  ["GET", "/content/:id", handleGetContentItem],
  ["PATCH", "/content/:id", handlePatchContentItem],
  ["GET", "/content/:id/comments", handleGetContentComments],
  ["GET", "/content/:id/encoded", handleGetEncodedContent],
  ["GET", "/content/:id/full-article", handleGetFullArticle],
  ["POST", "/content/:id/full-article", handleLoadFullArticle],
  ["GET", "/content/:id/images", handleGetContentImage],
  ["POST", "/content/:id/tags", handleTagContentItem],
  ["DELETE", "/content/:id/tags", handleUntagContentItem],
  ["GET", "/datafeeds/:kind/:file", handleGetDataFeed],
  ["GET", "/digests", handleListDigests],
  ["GET", "/digests/series", handleListSeries],
  ["POST", "/digests/series", handleCreateSeries],
  ["GET", "/digests/series/:id", handleGetSeries],
  ["POST", "/digests/series/:id", handleStartSeries],
  ["PATCH", "/digests/series/:id", handlePatchSeries],
  ["DELETE", "/digests/series/:id", handleDeleteSeries],
  ["GET", "/digests/series/:id/podcast.xml", handlePodcast],
  ["GET", "/digests/:id", handleGetDigest],
  ["GET", "/digests/:id/files/:file", handleDigestFile],
  ["GET", "/discover", handleDiscover],
  ["POST", "/digests/:id/tiktok", handleUploadToTikTok],
  ["POST", "/digests/:id/tiktok/status", handleTikTokStatus],
  ["POST", "/digests/:id/youtube", handleUploadToYouTube],
  ["GET", "/feeds", handleSearchFeeds],
  ["GET", "/feeds/tags", handleListFeedTags],
  ["GET", "/feeds/tags/:id", handleGetFeedTag],
  ["POST", "/feeds/tags/:id/subscribe", handleSubscribeToFeedTag],
  ["GET", "/feeds/:id", handleGetFeed],
  ["GET", "/feeds/:id/favicon", handleGetFeedFavicon],
  ["GET", "/feeds/:id/images", handleGetFeedImage],
  ["GET", "/filters", handleListFilters],
  ["POST", "/filters", handleCreateFilter],
  ["PATCH", "/filters/:id", handlePatchFilter],
  ["DELETE", "/filters/:id", handleDeleteFilter],
  ["GET", "/filters/:id/matches", handleFilterMatches],
  ["GET", "/images/proxy", handleGetProxiedImage],
  ["GET", "/stories", handleListStories],
  ["GET", "/stories/:id", handleGetStory],
  ["GET", "/subscriptions", handleListSubscriptions],
  ["GET", "/subscriptions/details", handleListSubscriptions],
  ["POST", "/subscriptions", handleCreateSubscription],
  ["PATCH", "/subscriptions", handlePatchSubscriptions],
  ["POST", "/subscriptions/batch", handleBatchSubscribe],
  ["POST", "/subscriptions/delete", handleDeleteSubscriptions],
  ["GET", "/subscriptions/opml", handleExportOpml],
  ["POST", "/subscriptions/opml", handleImportOpml],
  ["GET", "/subscriptions/tags", handleListFolders],
  ["POST", "/subscriptions/tags", handleCreateFolder],
  ["GET", "/subscriptions/tags/:id", handleGetFolder],
  ["PATCH", "/subscriptions/tags/:id", handlePatchFolder],
  ["DELETE", "/subscriptions/tags/:id", handleDeleteFolder],
  ["GET", "/subscriptions/:id", handleGetSubscription],
  ["PATCH", "/subscriptions/:id", handlePatchSubscription],
  ["DELETE", "/subscriptions/:id", handleDeleteSubscription],
  ["POST", "/subscriptions/:id/associations", handleAddAssociation],
  ["POST", "/subscriptions/:id/retry", handleRetrySubscription],
  ["DELETE", "/subscriptions/:id/associations", handleRemoveAssociation],
  ["POST", "/users", handleCreateUser],
  ["POST", "/users/login", handleLogin],
  ["GET", "/users/login/:service", handleOAuthLogin],
  ["GET", "/users/login/:service/callback", handleOAuthCallback],
  ["POST", "/users/logout", handleLogout],
  ["POST", "/users/logout/:provider", handleOAuthDisconnect],
  ["POST", "/users/forgot", handleForgot],
  ["POST", "/users/reset", handleReset],
  ["POST", "/users/verify", handleVerify],
  ["POST", "/users/verify/resend", handleResendVerification],
  ["GET", "/users/oauth/providers", handleOAuthProviders],
  ["GET", "/users/oauth/upload_settings", handleUploadSettings],
  ["GET", "/users/:id", handleGetUser],
  ["PATCH", "/users/:id", handlePatchUser],
  ["GET", "/users/:id/app-passwords", handleListAppPasswords],
  ["POST", "/users/:id/app-passwords", handleCreateAppPassword],
  ["DELETE", "/users/:id/app-passwords/:appPasswordId", handleDeleteAppPassword],
  ["GET", "/users/:id/settings/:key", handleGetSetting],
  ["PUT", "/users/:id/settings/:key", handlePutSetting],
  ["GET", "/webfeeds", handleListWebFeeds],
  ["POST", "/webfeeds", handleCreateWebFeed],
  ["GET", "/webfeeds/siteparser", handleSiteParser],
  ["GET", "/webfeeds/sitecontent", handleSiteContent],
  ["PATCH", "/webfeeds/:id", handlePatchWebFeed],
  ["DELETE", "/webfeeds/:id", handleDeleteWebFeed],
];

interface CompiledRoute {
  method: Method;
  pattern: RegExp;
  names: string[];
  handler: RestHandler;
}

const compiled: CompiledRoute[] = REST_ROUTES.map(([method, path, handler]) => {
  const names: string[] = [];
  const source = path.replace(/:([a-zA-Z]+)/g, (_m, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { method, pattern: new RegExp(`^${source}/?$`), names, handler };
});

export type RouteMatch =
  | { kind: "found"; handler: RestHandler; params: Record<string, string> }
  | { kind: "method-not-allowed"; allowed: Method[] }
  | { kind: "not-found" };

/** Finds the handler for a path below /api_v1. */
export function matchRoute(method: string, path: string): RouteMatch {
  const allowed: Method[] = [];
  for (const route of compiled) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    for (let i = 0; i < route.names.length; i++) {
      const value = decodeUriComponent(m[i + 1]!);
      // A broken percent-escape names nothing that can exist: the path is not found (not a server error).
      if (value === null) return { kind: "not-found" };
      params[route.names[i]!] = value;
    }
    return { kind: "found", handler: route.handler, params };
  }
  return allowed.length ? { kind: "method-not-allowed", allowed } : { kind: "not-found" };
}
