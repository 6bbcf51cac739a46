-- Scheduled digests (issue 17): a series per source with its UTC cron and properties, and the digests its
-- Temporal Schedule generates. Deleting a user, a series or the series' source deletes what hangs off it (the
-- service removes the files and the Schedule). (No semicolons in these comments: the runner splits on them.)
-- CreateTable
CREATE TABLE "ScheduledDigest" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "cron" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "subscriptionId" UUID,
    "subscriptionTagId" UUID,
    "contentItemTagId" UUID,
    "storyTopic" TEXT,
    "properties" JSONB NOT NULL DEFAULT '{}',
    "feedKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScheduledDigest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Digest" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "scheduledDigestId" UUID,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "errorMessage" TEXT,
    "hasText" BOOLEAN NOT NULL DEFAULT false,
    "hasAudio" BOOLEAN NOT NULL DEFAULT false,
    "hasTranscript" BOOLEAN NOT NULL DEFAULT false,
    "hasVideo" BOOLEAN NOT NULL DEFAULT false,
    "audioDurationSeconds" DOUBLE PRECISION,
    "textCharacters" INTEGER NOT NULL DEFAULT 0,
    "contentItemIds" UUID[],
    "storyId" UUID,
    "properties" JSONB NOT NULL DEFAULT '{}',
    "emailedAt" TIMESTAMP(3),
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Digest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScheduledDigest_userId_idx" ON "ScheduledDigest"("userId");

-- CreateIndex
CREATE INDEX "Digest_scheduledDigestId_createdAt_idx" ON "Digest"("scheduledDigestId", "createdAt");

-- CreateIndex
CREATE INDEX "Digest_userId_createdAt_idx" ON "Digest"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "ScheduledDigest" ADD CONSTRAINT "ScheduledDigest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledDigest" ADD CONSTRAINT "ScheduledDigest_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledDigest" ADD CONSTRAINT "ScheduledDigest_subscriptionTagId_fkey" FOREIGN KEY ("subscriptionTagId") REFERENCES "Folder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledDigest" ADD CONSTRAINT "ScheduledDigest_contentItemTagId_fkey" FOREIGN KEY ("contentItemTagId") REFERENCES "ContentItemTag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Digest" ADD CONSTRAINT "Digest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Digest" ADD CONSTRAINT "Digest_scheduledDigestId_fkey" FOREIGN KEY ("scheduledDigestId") REFERENCES "ScheduledDigest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
