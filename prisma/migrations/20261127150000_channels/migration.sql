-- Channels (issue 19 section 1): public streams of story digests made by each channel's Temporal Schedule.
-- A channel's digests belong to no user, so Digest.userId becomes optional and a CHECK keeps every digest owned
-- by a user or a channel. One digest per channel and story (the unique key) makes a retried or restarted run find
-- the row it made instead of making a second. (No semicolons in these comments: the runner splits on them.)
CREATE TABLE "Channel" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "properties" JSONB NOT NULL DEFAULT '{}',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Channel_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "Channel_name_idx" ON "Channel"("name");

ALTER TABLE "Digest" ALTER COLUMN "userId" DROP NOT NULL;
ALTER TABLE "Digest" ADD COLUMN "channelId" UUID;
ALTER TABLE "Digest" ADD CONSTRAINT "Digest_owner_check" CHECK ("userId" IS NOT NULL OR "channelId" IS NOT NULL);

CREATE UNIQUE INDEX "Digest_channelId_storyId_key" ON "Digest"("channelId", "storyId");
CREATE INDEX "Digest_channelId_createdAt_idx" ON "Digest"("channelId", "createdAt");

ALTER TABLE "Digest" ADD CONSTRAINT "Digest_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "Channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;
