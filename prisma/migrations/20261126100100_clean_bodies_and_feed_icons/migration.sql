-- Which sanitiser rules cleaned an item's HTML (issue 12: publishers' presentation is now dropped). Rows stored
-- before are version 0 and are cleaned again on the way out (SQL cannot run the sanitiser), and each is
-- rewritten by the next refresh that still carries it, as its sanitised content, and so its hash, changes.
-- AlterTable
ALTER TABLE "ContentItem" ADD COLUMN "htmlVersion" INTEGER NOT NULL DEFAULT 0;

-- Site icons fetched with refreshes and served from our origin.
-- AlterTable
ALTER TABLE "Feed" ADD COLUMN "iconCheckedAt" TIMESTAMP(3),
ADD COLUMN "iconHash" TEXT;

-- CreateTable
CREATE TABLE "FeedIcon" (
    "feedId" UUID NOT NULL,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedIcon_pkey" PRIMARY KEY ("feedId")
);

-- AddForeignKey
ALTER TABLE "FeedIcon" ADD CONSTRAINT "FeedIcon_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: faviconUrl held a guess (the site's /favicon.ico) that browsers loaded straight from the site.
-- It now names where a stored icon came from, so the guesses go and the next refresh of each feed fetches one.
UPDATE "Feed" SET "faviconUrl" = NULL WHERE "iconHash" IS NULL;
