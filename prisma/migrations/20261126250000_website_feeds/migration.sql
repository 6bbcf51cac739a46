-- Website feeds (issue 18): a feed made from a web page, owning one Feed of type webfeed. Deleting the user or the
-- Feed deletes the website feed. (No semicolons in these comments: the migration runner splits statements on them.)
-- CreateTable
CREATE TABLE "WebsiteFeed" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "feedId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "jsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "pageSettings" JSONB NOT NULL DEFAULT '{}',
    "cssSelectors" JSONB NOT NULL DEFAULT '{}',
    "emptyRuns" INTEGER NOT NULL DEFAULT 0,
    "needsAttention" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebsiteFeed_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WebsiteFeed_feedId_key" ON "WebsiteFeed"("feedId");

-- CreateIndex
CREATE INDEX "WebsiteFeed_userId_createdAt_idx" ON "WebsiteFeed"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "WebsiteFeed" ADD CONSTRAINT "WebsiteFeed_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteFeed" ADD CONSTRAINT "WebsiteFeed_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;
