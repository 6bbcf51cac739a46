-- Topics, stories and Discover (issue 15): topics found in items, stories clustered from items of different
-- sites, the clustering window's inverted index and term statistics, and the queue of items to process.

-- CreateTable
CREATE TABLE "Topic" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "aliasedToId" UUID,
    "postsLastDay" INTEGER NOT NULL DEFAULT 0,
    "postsLastWeek" INTEGER NOT NULL DEFAULT 0,
    "postsLastMonth" INTEGER NOT NULL DEFAULT 0,
    "score" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "statsUpdatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Topic_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentItemTopic" (
    "contentItemId" UUID NOT NULL,
    "topicId" UUID NOT NULL,
    "weight" DOUBLE PRECISION NOT NULL,
    "sortAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentItemTopic_pkey" PRIMARY KEY ("contentItemId","topicId")
);

-- CreateTable
CREATE TABLE "Story" (
    "id" UUID NOT NULL,
    "title" TEXT,
    "summary" JSONB NOT NULL DEFAULT '[]',
    "heroContentItemId" UUID,
    "heroImageUrl" TEXT,
    "itemCount" INTEGER NOT NULL DEFAULT 0,
    "siteCount" INTEGER NOT NULL DEFAULT 0,
    "score" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "hotRank" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "firstItemAt" TIMESTAMP(3) NOT NULL,
    "lastItemAt" TIMESTAMP(3) NOT NULL,
    "shownAt" TIMESTAMP(3),
    "visible" BOOLEAN NOT NULL DEFAULT false,
    "mergedIntoId" UUID,
    "centroidTerms" TEXT[],
    "centroidWeights" DOUBLE PRECISION[],
    "entityKeys" TEXT[],
    "entityCounts" INTEGER[],
    "embedding" DOUBLE PRECISION[],
    "summaryItemCount" INTEGER NOT NULL DEFAULT 0,
    "summarySource" TEXT NOT NULL DEFAULT 'extractive',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Story_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoryItem" (
    "contentItemId" UUID NOT NULL,
    "storyId" UUID NOT NULL,
    "feedId" UUID NOT NULL,
    "site" TEXT NOT NULL,
    "sortAt" TIMESTAMP(3) NOT NULL,
    "title" TEXT,
    "lead" TEXT,
    "imageUrl" TEXT,
    "popularity" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "terms" TEXT[],
    "weights" DOUBLE PRECISION[],
    "entities" TEXT[],
    "embedding" DOUBLE PRECISION[],
    "centrality" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "inWindow" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoryItem_pkey" PRIMARY KEY ("contentItemId")
);

-- CreateTable
-- Hand-edited: the key carries the item's story (INCLUDE), so a look-up of a term's stories reads the index alone.
CREATE TABLE "StoryTermPosting" (
    "term" TEXT NOT NULL,
    "sortAt" TIMESTAMP(3) NOT NULL,
    "contentItemId" UUID NOT NULL,
    "storyId" UUID NOT NULL,

    CONSTRAINT "StoryTermPosting_pkey" PRIMARY KEY ("term","sortAt","contentItemId") INCLUDE ("storyId")
);

-- CreateTable
CREATE TABLE "StoryTermStat" (
    "term" TEXT NOT NULL,
    "df" INTEGER NOT NULL,

    CONSTRAINT "StoryTermStat_pkey" PRIMARY KEY ("term")
);

-- CreateTable
CREATE TABLE "StoryTopic" (
    "storyId" UUID NOT NULL,
    "topicId" UUID NOT NULL,
    "weight" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "StoryTopic_pkey" PRIMARY KEY ("storyId","topicId")
);

-- CreateTable
CREATE TABLE "StoryPending" (
    "contentItemId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoryPending_pkey" PRIMARY KEY ("contentItemId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Topic_key_key" ON "Topic"("key");

-- CreateIndex
CREATE INDEX "Topic_score_id_idx" ON "Topic"("score", "id");

-- CreateIndex
CREATE INDEX "Topic_aliasedToId_idx" ON "Topic"("aliasedToId");

-- CreateIndex
CREATE INDEX "Topic_statsUpdatedAt_idx" ON "Topic"("statsUpdatedAt");

-- CreateIndex
CREATE INDEX "Topic_name_trgm_idx" ON "Topic" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "ContentItemTopic_topicId_sortAt_idx" ON "ContentItemTopic"("topicId", "sortAt");

-- CreateIndex
CREATE INDEX "Story_visible_score_id_idx" ON "Story"("visible", "score", "id");

-- CreateIndex
CREATE INDEX "Story_visible_hotRank_id_idx" ON "Story"("visible", "hotRank", "id");

-- CreateIndex
CREATE INDEX "Story_visible_lastItemAt_id_idx" ON "Story"("visible", "lastItemAt", "id");

-- CreateIndex
CREATE INDEX "Story_mergedIntoId_idx" ON "Story"("mergedIntoId");

-- CreateIndex
CREATE INDEX "StoryItem_storyId_centrality_idx" ON "StoryItem"("storyId", "centrality");

-- CreateIndex
CREATE INDEX "StoryItem_inWindow_sortAt_idx" ON "StoryItem"("inWindow", "sortAt");

-- CreateIndex
CREATE INDEX "StoryTermPosting_sortAt_idx" ON "StoryTermPosting"("sortAt");

-- CreateIndex
CREATE INDEX "StoryTermPosting_contentItemId_idx" ON "StoryTermPosting"("contentItemId");

-- CreateIndex
CREATE INDEX "StoryTopic_topicId_idx" ON "StoryTopic"("topicId");

-- CreateIndex
CREATE INDEX "StoryPending_createdAt_idx" ON "StoryPending"("createdAt");

-- AddForeignKey
ALTER TABLE "Topic" ADD CONSTRAINT "Topic_aliasedToId_fkey" FOREIGN KEY ("aliasedToId") REFERENCES "Topic"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemTopic" ADD CONSTRAINT "ContentItemTopic_contentItemId_fkey" FOREIGN KEY ("contentItemId") REFERENCES "ContentItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemTopic" ADD CONSTRAINT "ContentItemTopic_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "Topic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryItem" ADD CONSTRAINT "StoryItem_contentItemId_fkey" FOREIGN KEY ("contentItemId") REFERENCES "ContentItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryItem" ADD CONSTRAINT "StoryItem_storyId_fkey" FOREIGN KEY ("storyId") REFERENCES "Story"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryTopic" ADD CONSTRAINT "StoryTopic_storyId_fkey" FOREIGN KEY ("storyId") REFERENCES "Story"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryTopic" ADD CONSTRAINT "StoryTopic_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "Topic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: every new item is queued for the topics and clustering work in the statement that stores it (one
-- INSERT per statement, like the FeedItemDay counters), so no ingest path can forget it and the worker finds its
-- work without scanning items. The work drops a row in the same transaction that stores the item's results.
CREATE FUNCTION "rivulet_story_pending_added"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StoryPending" ("contentItemId") SELECT id FROM added ON CONFLICT DO NOTHING\073
  RETURN NULL\073
END
';

CREATE TRIGGER "ContentItem_story_pending_insert" AFTER INSERT ON "ContentItem"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "rivulet_story_pending_added"();

-- Items of the last three days (the clustering window) are queued once, so stories start from what is stored.
-- Topic counts of the last week and month fill in as items arrive.
INSERT INTO "StoryPending" ("contentItemId")
SELECT id FROM "ContentItem" WHERE "sortAt" > (now() AT TIME ZONE 'UTC') - interval '3 days';
