-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- AlterTable
ALTER TABLE "ContentItem" ADD COLUMN     "sortAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
-- Existing items: the published date, never later than when the item was first seen.
UPDATE "ContentItem" SET "sortAt" = LEAST(COALESCE("publishedAt", "firstSeenAt"), "firstSeenAt");

-- AlterTable
ALTER TABLE "Feed" ADD COLUMN     "createdByUserId" UUID,
-- Hand-edited: Prisma cannot express a generated column, it only sees a nullable tsvector. 'simple' (no
-- stemming) because feeds come in every language, and trigram indexes below cover typos and partial words.
ADD COLUMN     "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('simple', coalesce("description", '')), 'B') ||
  setweight(to_tsvector('simple', regexp_replace(coalesce("url", ''), '[/.:?=&_-]+', ' ', 'g')), 'C')
) STORED;

-- AlterTable
ALTER TABLE "FeedSubscription" ADD COLUMN     "keepUnreadDays" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "markReadAfterAt" TIMESTAMP(3),
ADD COLUMN     "properties" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "topLevel" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "Folder" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "properties" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Folder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FolderMembership" (
    "subscriptionId" UUID NOT NULL,
    "folderId" UUID NOT NULL,
    "nextSubscriptionId" UUID,
    "isHead" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FolderMembership_pkey" PRIMARY KEY ("subscriptionId","folderId")
);

-- CreateTable
CREATE TABLE "FeedTag" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "imageUrl" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedTag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedTagMembership" (
    "feedTagId" UUID NOT NULL,
    "feedId" UUID NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedTagMembership_pkey" PRIMARY KEY ("feedTagId","feedId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Folder_userId_name_key" ON "Folder"("userId", "name");

-- CreateIndex
CREATE INDEX "FolderMembership_folderId_idx" ON "FolderMembership"("folderId");

-- CreateIndex
CREATE UNIQUE INDEX "FeedTag_name_key" ON "FeedTag"("name");

-- CreateIndex
CREATE INDEX "FeedTagMembership_feedId_idx" ON "FeedTagMembership"("feedId");

-- CreateIndex
CREATE INDEX "ContentItem_feedId_sortAt_idx" ON "ContentItem"("feedId", "sortAt");

-- CreateIndex
CREATE INDEX "Feed_createdByUserId_createdAt_idx" ON "Feed"("createdByUserId", "createdAt");

-- CreateIndex
CREATE INDEX "Feed_searchVector_idx" ON "Feed" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "Feed_title_trgm_idx" ON "Feed" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Feed_url_trgm_idx" ON "Feed" USING GIN ("url" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "Feed" ADD CONSTRAINT "Feed_createdByUserId_fkey" FOREIGN KEY ("createdByUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Folder" ADD CONSTRAINT "Folder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FolderMembership" ADD CONSTRAINT "FolderMembership_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FolderMembership" ADD CONSTRAINT "FolderMembership_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES "Folder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedTagMembership" ADD CONSTRAINT "FeedTagMembership_feedTagId_fkey" FOREIGN KEY ("feedTagId") REFERENCES "FeedTag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedTagMembership" ADD CONSTRAINT "FeedTagMembership_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;
