import path from "node:path";
import type { Config } from "./config.js";
import type { Db } from "./db.js";
import type { Logger } from "./logger.js";
import type { Mailer } from "./mail/mailer.js";
import type { ActionWorkflows } from "./modules/actions/actionWorkflows.js";
import { createActionsService } from "./modules/actions/actions.service.js";
import { createCommentPoller } from "./modules/comments/commentsLive.js";
import { createCommentThreads } from "./modules/comments/commentThreads.service.js";
import { createBillingService } from "./modules/billing/billing.service.js";
import { createAdminService } from "./modules/admin/admin.service.js";
import { createContentService } from "./modules/content/content.service.js";
import { createLiveUpdates, type LiveDeps } from "./modules/content/viewerUpdates.js";
import { createContentTagsService } from "./modules/contentTags/contentTags.service.js";
import { createDataFeedsService } from "./modules/datafeeds/dataFeeds.service.js";
import { createDigestFiles } from "./modules/digests/digestFiles.js";
import { createS3DigestFiles } from "./modules/digests/digestFilesS3.js";
import { createDigestGeneration } from "./modules/digests/digestGeneration.service.js";
import { createDigestsService } from "./modules/digests/digests.service.js";
import type { DigestWorkflows } from "./modules/digests/digestWorkflows.js";
import { createStoryRanker } from "./modules/channels/channelRanking.js";
import { createChannelsService } from "./modules/channels/channels.service.js";
import type { ChannelWorkflows } from "./modules/channels/channelWorkflows.js";
import { createFeedTagsService } from "./modules/feedTags/feedTags.service.js";
import { createFeedsService } from "./modules/feeds/feeds.service.js";
import { createFiltersService } from "./modules/filters/filters.service.js";
import { createFoldersService } from "./modules/folders/folders.service.js";
import { createFullArticlesService } from "./modules/fullArticles/fullArticles.service.js";
import type { FullArticleWorkflows } from "./modules/fullArticles/fullArticleWorkflows.js";
import { createImageProxy } from "./modules/images/imageProxy.js";
import { createImageSigner } from "./modules/images/imageSigner.js";
import { createSettingsService } from "./modules/settings/settings.service.js";
import { createStoriesService } from "./modules/stories/stories.service.js";
import { createStoryClustering } from "./modules/stories/storyClustering.js";
import { createOpenAiCompatibleModel } from "./modules/stories/storyModel.js";
import { createFeedFetchQueue, type StartFeedRefresh } from "./modules/subscriptions/feedFetchQueue.js";
import { createFeedResolver } from "./modules/subscriptions/feedResolver.js";
import { createFeedRetryService } from "./modules/subscriptions/feedRetry.service.js";
import { createOpmlService } from "./modules/subscriptions/opml.service.js";
import { createReadingListService } from "./modules/subscriptions/readingList.service.js";
import { createSubscriptionsService } from "./modules/subscriptions/subscriptions.service.js";
import { createTopicsService } from "./modules/topics/topics.service.js";
import { createUsersService } from "./modules/users/users.service.js";
import { createOAuthService } from "./modules/users/oauth/oauth.service.js";
import { createUploadsService } from "./modules/uploads/uploads.service.js";
import type { UploadWorkflows } from "./modules/uploads/uploadDeps.js";
import { createTokenVault } from "./modules/users/oauth/tokenVault.js";
import { createErrorReporter } from "./lib/errorReporter.js";
import { createTelemetry } from "./modules/analytics/telemetry.service.js";
import { announcingChanges, type Announcement } from "./realtime/announce.js";
import { createMemoryPubSub, type PubSub } from "./realtime/pubsub.js";
import type { Fetcher } from "./reader/fetch/fetchDocument.js";
import { createPageRenderer, type PageRenderer } from "./reader/webpage/renderPage.js";
import { createWebFeedsService } from "./modules/webfeeds/webFeeds.service.js";
import { createAppPasswordsService } from "./modules/sync/appPasswords.service.js";
import { createSyncReader } from "./modules/sync/syncReader.service.js";

export interface ServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: Logger;
  fetcher: Fetcher;
  pubsub?: PubSub | undefined;
  /** Hands a new feed's first fetch to Temporal (api main wires it); without it the api fetches in-process. */
  startFeedRefresh?: StartFeedRefresh | undefined;
  /** What live streams are made of, in the process that serves them (app.ts; see LiveDeps). */
  Repeater?: LiveDeps["Repeater"];
  /** Starts action workflows on Temporal (api main and the worker wire it); without it deliveries wait for a worker. */
  actionWorkflows?: ActionWorkflows | undefined;
  /** Headless Chromium for website feeds with JavaScript (one pool per process; tests may hand their own). */
  renderer?: PageRenderer | undefined;
  /** Keeps digest series' Temporal Schedules and starts Generate Now (api main and the worker wire it). */
  digestWorkflows?: DigestWorkflows | undefined;
  /** Starts the full article drain on Temporal (api main and the worker wire it); without it this process drains. */
  fullArticleWorkflows?: FullArticleWorkflows | undefined;
  /** Keeps channels' Temporal Schedules and runs them now (api main and the worker wire it). */
  channelWorkflows?: ChannelWorkflows | undefined;
  /** Runs uploads of digest videos on Temporal (api main wires it); without it they run in the api process. */
  uploadWorkflows?: UploadWorkflows | undefined;
}

/**
 * The composition root: every domain service, built once per process and shared by GraphQL, REST and the
 * Temporal worker's activities (which reach it through workerEntry.ts).
 */
export function createServices(deps: ServiceDeps) {
  const { db, config, log, fetcher } = deps;
  // Without a cross-process pub/sub (tests, tools) live updates still work inside this process.
  const pubsub = deps.pubsub ?? createMemoryPubSub();
  const announce = (userId: string, change: Announcement = {}) => {
    pubsub.publish("unreadCountsChanged", { userId, ...change }).catch((err: unknown) => log.warn({ err }, "could not announce a count change"));
  };
  // http:// pictures (article images, feed logos) are served from our origin through this.
  const images = createImageProxy({ fetcher, config });
  // Every refresh, wherever it runs (a user's first fetch, the worker's sweep), announces its new items here.
  // Website feeds: pages rendered in one small Chromium pool per process, started on first use.
  const renderer = deps.renderer ?? createPageRenderer(fetcher, {
    chromiumPath: config.webFeeds.chromiumPath, concurrency: config.webFeeds.renderConcurrency, timeoutMs: config.webFeeds.renderTimeoutMs,
  });
  const feeds = createFeedsService({
    websites: { scan: (feedId) => webFeeds.source.scan(feedId), afterRun: (feedId, n) => webFeeds.source.afterRun(feedId, n) },
    images,
    db,
    config,
    log,
    fetcher,
    onNewItems: async (feedId, contentItemIds, how) => {
      await pubsub.publish("contentItemsAdded", how?.pushed ? { feedId, contentItemIds, pushed: true } : { feedId, contentItemIds });
      // Actions hook in here, not inside the refresh: new items of a feed become durable deliveries.
      await actions.onNewItems(feedId, contentItemIds);
      // Full articles too: wanted pages are queued here and fetched off the refresh path.
      await fullArticles.onNewItems(feedId, contentItemIds);
    },
  });
  const fullArticles = createFullArticlesService({ db, config, log, fetcher, workflows: deps.fullArticleWorkflows });
  const fetchQueue = createFeedFetchQueue({ log, refresh: feeds.refresh, startRefresh: deps.startFeedRefresh });
  const feedResolver = createFeedResolver({ db, config, fetchQueue, fetcher });
  // Every change to where subscriptions show, or whether they do, moves counts and the drawer: live clients hear of it.
  // A reading list that changed may follow a feed with a WebSub hub nobody had subscribed at yet.
  const announceReadingList = (userId: string) => {
    announce(userId, { readingListChanged: true });
    feeds.webSub.followsChanged(userId);
  };
  const subscriptions = announcingChanges(
    createSubscriptionsService({ db, config, feeds: feedResolver, onFullArticlesOn: (feedId) => fullArticles.turnedOn(feedId) }),
    ["create", "createBatch", "subscribeMany", "patch", "patchMany", "removeMany", "move", "addAssociation", "removeAssociation", "moveTopLevelEntry", "setTopLevelOrder", "remove"],
    announceReadingList,
  );
  const folders = announcingChanges(createFoldersService({ db, config }), ["create", "findOrCreate", "patch", "remove"], announceReadingList);
  // Cross-domain collaborators are handed over here, so domain folders never import each other both ways.
  // A filter's change moves counts and lists: live clients recount.
  const filters = announcingChanges(createFiltersService({ db, config }), ["create", "patch", "remove"], (userId) => announce(userId));
  const readingList = createReadingListService({
    db,
    publicUrl: config.publicUrl,
    filtersOf: filters.presentFor,
    actionsOf: (userId, scope) => actions.presentFor(userId, scope),
  });
  const contentTags = createContentTagsService({ db, config, announce, onTagged: (e) => actions.onTagged(e) });
  const content = createContentService({ db, config, log, announce, contentTags, readingList, images });
  const actions = createActionsService({
    db, config, log, fetcher, announce, mailer: deps.mailer, workflows: deps.actionWorkflows,
    presentItems: (userId, ids) => content.present(userId, ids, false),
    tagItem: async (user, contentItemId, contentItemTagId, depth) => {
      await contentTags.tagItem(user, contentItemId, { contentItemTagId }, { depth });
    },
  });
  const webFeeds = createWebFeedsService({ db, config, log, fetcher, mailer: deps.mailer, renderer, refreshFeed: (feedId) => feeds.refresh(feedId) });
  const digestDeps = {
    db, config, log, mailer: deps.mailer, files: config.digests.s3 ? createS3DigestFiles(config.digests.s3, path.join(config.digests.filesDir, "work")) : createDigestFiles(config.digests.filesDir), workflows: deps.digestWorkflows,
    presentItems: (viewerId: string | null, ids: string[]) => content.present(viewerId, ids, false),
    pickStories: (topic: string, since: Date, until: Date, limit: number) => stories.pickForDigest(topic, since, until, limit),
    fetchImage: (url: string) => images.fetch(url).catch(() => null),
  };
  // Reddit threads: one cache and host budget per process, and one live poll per watched thread.
  const commentThreads = createCommentThreads({ db, fetcher, config, log });
  const billing = createBillingService({ db, config, log });
  const settings = createSettingsService({ db, config, setTopLevelOrder: (user, order) => subscriptions.setTopLevelOrder(user, order) });
  const topics = createTopicsService({ db });
  const stories = createStoriesService({ db, config, topics, content, settings });
  const errorReporter = createErrorReporter({ config, log });
  const vault = createTokenVault({ db, config });
  const oauth = createOAuthService({ db, config, log, vault });
  return {
    subscriptions,
    folders,
    readingList,
    filters,
    opml: createOpmlService({ db, subscriptions, folders }),
    users: createUsersService(deps),
    appPasswords: createAppPasswordsService({ db, config }),
    // The sync APIs (Google Reader, Fever) read and write through the same content and tag services as the web app.
    sync: createSyncReader({ db, config, content, contentTags }),
    errorReporter,
    telemetry: createTelemetry({ config }),
    oauth,
    uploads: createUploadsService({
      db, config, log, files: digestDeps.files, vault, workflows: deps.uploadWorkflows,
      accessToken: (userId, service, opts) => oauth.accessToken(userId, service, opts),
    }),
    settings,
    feeds,
    feedRetry: createFeedRetryService({ db, config, fetchQueue }),
    feedTags: createFeedTagsService({ db, subscriptions }),
    content,
    contentTags,
    dataFeeds: createDataFeedsService({ db, config }),
    actions,
    digests: createDigestsService(digestDeps),
    digestGeneration: createDigestGeneration(digestDeps),
    live: createLiveUpdates({ db, pubsub, log, Repeater: deps.Repeater }),
    commentThreads,
    commentsLive: createCommentPoller({ load: commentThreads.load, intervalMs: config.comments.liveIntervalMs, log, Repeater: deps.Repeater }),
    fetchQueue,
    feedResolver,
    billing,
    images,
    imageSigner: createImageSigner({ db, config }),
    webFeeds,
    renderer,
    fullArticles,
    // The gift of Pro goes through billing's grantPro, the tier's one call. An account already Pro without an end
    // (an admin's switch or the admin CLI, or a renewing subscription) keeps that: a gift never shortens it.
    admin: createAdminService({
      db, config, mailer: deps.mailer, log, fetchQueue,
      grantPro: async (userId, endDate) => {
        const user = await db.user.findUnique({ where: { id: userId }, select: { isPremium: true, premiumUntil: true } });
        if (user?.isPremium && user.premiumUntil === null) return;
        return billing.grantPro(userId, endDate);
      },
    }),
    topics,
    stories,
    // Channels' stories come from the stories and topics domains; with LLM_* the model may rank them.
    channels: createChannelsService({
      db, config, log, topics, stories, workflows: deps.channelWorkflows,
      rank: createStoryRanker(config.llm?.model ? { baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey, model: config.llm.model, timeoutMs: config.llm.timeoutMs } : null, log),
    }),
    // The worker runs it after each ingest batch; the optional model (LLM_*) writes titles and adds embeddings.
    storyClustering: createStoryClustering({ db, log, model: createOpenAiCompatibleModel(config.llm, log) }),
  };
}

export type Services = ReturnType<typeof createServices>;
