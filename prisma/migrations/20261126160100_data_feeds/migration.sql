-- Data feeds (issue 14 section 3): the last answer of each data feed, shared by every api instance.

-- CreateTable
CREATE TABLE "DataFeedCache" (
    "scopeKey" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "subscriptionId" UUID,
    "folderId" UUID,
    "contentItemTagId" UUID,
    "feedId" UUID,
    "body" TEXT NOT NULL,
    "etag" TEXT NOT NULL,
    "lastModified" TIMESTAMP(3) NOT NULL,
    "generatedAt" TIMESTAMP(3) NOT NULL,
    "scopeVersion" TEXT NOT NULL,

    CONSTRAINT "DataFeedCache_pkey" PRIMARY KEY ("scopeKey","format")
);

-- CreateIndex
CREATE INDEX "DataFeedCache_subscriptionId_idx" ON "DataFeedCache"("subscriptionId");

-- CreateIndex
CREATE INDEX "DataFeedCache_folderId_idx" ON "DataFeedCache"("folderId");

-- CreateIndex
CREATE INDEX "DataFeedCache_contentItemTagId_idx" ON "DataFeedCache"("contentItemTagId");

-- CreateIndex
CREATE INDEX "DataFeedCache_feedId_idx" ON "DataFeedCache"("feedId");

-- AddForeignKey
ALTER TABLE "DataFeedCache" ADD CONSTRAINT "DataFeedCache_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataFeedCache" ADD CONSTRAINT "DataFeedCache_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES "Folder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataFeedCache" ADD CONSTRAINT "DataFeedCache_contentItemTagId_fkey" FOREIGN KEY ("contentItemTagId") REFERENCES "ContentItemTag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataFeedCache" ADD CONSTRAINT "DataFeedCache_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;

