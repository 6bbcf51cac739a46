import type { Config } from "./config.js";
import type { Db } from "./db.js";
import type { Logger } from "./logger.js";
import type { Mailer } from "./mail/mailer.js";
import { createContentService } from "./modules/content/content.service.js";
import { createLiveUpdates, type LiveDeps } from "./modules/content/viewerUpdates.js";
import { createContentTagsService } from "./modules/contentTags/contentTags.service.js";
import { createFeedTagsService } from "./modules/feedTags/feedTags.service.js";
import { createFeedsService } from "./modules/feeds/feeds.service.js";
import { createFoldersService } from "./modules/folders/folders.service.js";
import { createImageProxy } from "./modules/images/imageProxy.js";
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
import { announcingChanges, type Announcement } from "./realtime/announce.js";
import { createMemoryPubSub, type PubSub } from "./realtime/pubsub.js";
import type { Fetcher } from "./reader/fetch/fetchDocument.js";

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
  const feeds = createFeedsService({
    images,
    db,
    config,
    log,
    fetcher,
    onNewItems: (feedId, contentItemIds) => pubsub.publish("contentItemsAdded", { feedId, contentItemIds }),
  });
  const fetchQueue = createFeedFetchQueue({ log, refresh: feeds.refresh, startRefresh: deps.startFeedRefresh });
  const feedResolver = createFeedResolver({ db, config, fetchQueue, fetcher });
  // Every change to where subscriptions show, or whether they do, moves counts and the drawer: live clients hear of it.
  const announceReadingList = (userId: string) => announce(userId, { readingListChanged: true });
  const subscriptions = announcingChanges(
    createSubscriptionsService({ db, config, feeds: feedResolver }),
    ["create", "createBatch", "subscribeMany", "patch", "patchMany", "move", "addAssociation", "removeAssociation", "moveTopLevelEntry", "setTopLevelOrder", "remove"],
    announceReadingList,
  );
  const folders = announcingChanges(createFoldersService({ db, config }), ["create", "findOrCreate", "patch", "remove"], announceReadingList);
  // Cross-domain collaborators are handed over here, so domain folders never import each other both ways.
  const readingList = createReadingListService({ db, publicUrl: config.publicUrl });
  const contentTags = createContentTagsService({ db, config, announce });
  const settings = createSettingsService({ db, config, setTopLevelOrder: (user, order) => subscriptions.setTopLevelOrder(user, order) });
  const content = createContentService({ db, config, log, announce, contentTags, readingList, images });
  const topics = createTopicsService({ db });
  return {
    subscriptions,
    folders,
    readingList,
    opml: createOpmlService({ db, subscriptions, folders }),
    users: createUsersService(deps),
    settings,
    feeds,
    feedRetry: createFeedRetryService({ db, config, fetchQueue }),
    feedTags: createFeedTagsService({ db, subscriptions }),
    content,
    contentTags,
    live: createLiveUpdates({ db, pubsub, log, Repeater: deps.Repeater }),
    fetchQueue,
    feedResolver,
    topics,
    stories: createStoriesService({ db, config, topics, content, settings }),
    // The worker runs it after each ingest batch; the optional model (LLM_*) writes titles and adds embeddings.
    storyClustering: createStoryClustering({ db, log, model: createOpenAiCompatibleModel(config.llm, log) }),
  };
}

export type Services = ReturnType<typeof createServices>;
