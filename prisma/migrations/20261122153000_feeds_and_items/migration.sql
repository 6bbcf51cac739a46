-- CreateEnum
CREATE TYPE "FeedStatus" AS ENUM ('unknown', 'healthy', 'error', 'stale', 'paused', 'deleted');

-- CreateTable
CREATE TABLE "Feed" (
    "id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'webfeed',
    "format" TEXT,
    "title" TEXT,
    "description" TEXT,
    "link" TEXT,
    "imageUrl" TEXT,
    "faviconUrl" TEXT,
    "status" "FeedStatus" NOT NULL DEFAULT 'unknown',
    "etag" TEXT,
    "lastModified" TEXT,
    "consecutiveErrorCount" INTEGER NOT NULL DEFAULT 0,
    "lastRunAt" TIMESTAMP(3),
    "lastSuccessAt" TIMESTAMP(3),
    "lastRunResult" TEXT,
    "lastErrorCode" TEXT,
    "nextRunAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "refreshIntervalMinutes" INTEGER NOT NULL DEFAULT 60,
    "leaseUntil" TIMESTAMP(3),
    "lastContentItemAt" TIMESTAMP(3),
    "totalContentItems" INTEGER NOT NULL DEFAULT 0,
    "reputation" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Feed_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentItem" (
    "id" UUID NOT NULL,
    "feedId" UUID NOT NULL,
    "guid" TEXT NOT NULL,
    "title" TEXT,
    "link" TEXT,
    "description" TEXT,
    "contentHtml" TEXT,
    "author" TEXT,
    "imageUrl" TEXT,
    "publishedAt" TIMESTAMP(3),
    "itemUpdatedAt" TIMESTAMP(3),
    "enclosures" JSONB NOT NULL DEFAULT '[]',
    "commentsUrl" TEXT,
    "score" INTEGER,
    "engagementScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "contentHash" TEXT NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedJobRun" (
    "id" UUID NOT NULL,
    "feedId" UUID NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3) NOT NULL,
    "result" TEXT NOT NULL,
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "itemsNew" INTEGER NOT NULL DEFAULT 0,
    "itemsUpdated" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "FeedJobRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedSubscription" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "feedId" UUID NOT NULL,
    "title" TEXT,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Feed_url_key" ON "Feed"("url");

-- CreateIndex
CREATE INDEX "Feed_nextRunAt_idx" ON "Feed"("nextRunAt");

-- CreateIndex
CREATE INDEX "ContentItem_feedId_publishedAt_idx" ON "ContentItem"("feedId", "publishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ContentItem_feedId_guid_key" ON "ContentItem"("feedId", "guid");

-- CreateIndex
CREATE INDEX "FeedJobRun_feedId_startedAt_idx" ON "FeedJobRun"("feedId", "startedAt");

-- CreateIndex
CREATE INDEX "FeedSubscription_feedId_enabled_idx" ON "FeedSubscription"("feedId", "enabled");

-- CreateIndex
CREATE UNIQUE INDEX "FeedSubscription_userId_feedId_key" ON "FeedSubscription"("userId", "feedId");

-- AddForeignKey
ALTER TABLE "ContentItem" ADD CONSTRAINT "ContentItem_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedJobRun" ADD CONSTRAINT "FeedJobRun_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedSubscription" ADD CONSTRAINT "FeedSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedSubscription" ADD CONSTRAINT "FeedSubscription_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;
