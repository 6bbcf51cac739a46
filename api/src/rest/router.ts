import { handleAnalytics } from "../modules/analytics/analytics.rest.js";
import { handleBootstrap } from "../modules/bootstrap/bootstrap.rest.js";
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
import { handleCreateFolder, handleDeleteFolder, handleGetFolder, handleListFolders, handlePatchFolder } from "../modules/folders/folders.rest.js";
import { handleGetSetting, handlePutSetting } from "../modules/settings/settings.rest.js";
import { handleDiscover, handleGetStory, handleListStories } from "../modules/stories/stories.rest.js";
import {
  handleAddAssociation, handleBatchSubscribe, handleCreateSubscription, handleDeleteSubscription, handleExportOpml, handleGetSubscription,
  handleImportOpml, handleListSubscriptions, handlePatchSubscription, handlePatchSubscriptions, handleRemoveAssociation,
  handleRetrySubscription,
} from "../modules/subscriptions/subscriptions.rest.js";
import { handleAdminGetTopic, handleAdminListTopics, handleAdminPatchTopic, handleGetTopic, handleListTopics } from "../modules/topics/topics.rest.js";
import {
  handleCreateUser, handleForgot, handleGetUser, handleLogin, handleLogout, handleOAuthDisconnect, handleOAuthLogin,
  handlePatchUser, handleReset, handleResendVerification, handleUploadSettings, handleVerify,
} from "../modules/users/users.rest.js";
import type { RestHandler } from "./types.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The whole /api_v1 table on one screen. Literal paths are listed before parameterised ones they overlap. */
export const REST_ROUTES: Array<[Method, string, RestHandler]> = [
  ["GET", "/admin/content/topics", handleAdminListTopics],
  ["GET", "/admin/content/topics/:id", handleAdminGetTopic],
  ["PATCH", "/admin/content/topics/:id", handleAdminPatchTopic],
  ["POST", "/analytics", handleAnalytics],
  ["GET", "/bootstrap", handleBootstrap],
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
  ["GET", "/content/:id/encoded", handleGetEncodedContent],
  ["GET", "/content/:id/images", handleGetContentImage],
  ["POST", "/content/:id/tags", handleTagContentItem],
  ["DELETE", "/content/:id/tags", handleUntagContentItem],
  ["GET", "/discover", handleDiscover],
  ["GET", "/feeds", handleSearchFeeds],
  ["GET", "/feeds/tags", handleListFeedTags],
  ["GET", "/feeds/tags/:id", handleGetFeedTag],
  ["POST", "/feeds/tags/:id/subscribe", handleSubscribeToFeedTag],
  ["GET", "/feeds/:id", handleGetFeed],
  ["GET", "/feeds/:id/favicon", handleGetFeedFavicon],
  ["GET", "/feeds/:id/images", handleGetFeedImage],
  ["GET", "/stories", handleListStories],
  ["GET", "/stories/:id", handleGetStory],
  ["GET", "/subscriptions", handleListSubscriptions],
  ["GET", "/subscriptions/details", handleListSubscriptions],
  ["POST", "/subscriptions", handleCreateSubscription],
  ["PATCH", "/subscriptions", handlePatchSubscriptions],
  ["POST", "/subscriptions/batch", handleBatchSubscribe],
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
  ["POST", "/users/logout", handleLogout],
  ["POST", "/users/logout/:provider", handleOAuthDisconnect],
  ["POST", "/users/forgot", handleForgot],
  ["POST", "/users/reset", handleReset],
  ["POST", "/users/verify", handleVerify],
  ["POST", "/users/verify/resend", handleResendVerification],
  ["GET", "/users/oauth/upload_settings", handleUploadSettings],
  ["GET", "/users/:id", handleGetUser],
  ["PATCH", "/users/:id", handlePatchUser],
  ["GET", "/users/:id/settings/:key", handleGetSetting],
  ["PUT", "/users/:id/settings/:key", handlePutSetting],
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
    const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
    return { kind: "found", handler: route.handler, params };
  }
  return allowed.length ? { kind: "method-not-allowed", allowed } : { kind: "not-found" };
}
