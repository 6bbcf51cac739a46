-- Topic counts (posts in the last day, week and month, score) in a table of their own (issue 15 section 5): the
-- clustering work updates about 3,200 topics' counts per 1,000 items, and on "Topic" each update was a new row
-- version in its six indexes, the name's trigram GIN index among them. "TopicStats" has three. Every topic has its
-- row: the work stores a new topic's first counts with it (topicStore.ts), and existing topics' are copied here.
-- The postings' index on contentItemId goes: a story's moved items now move their postings through the primary key
-- (term, sortAt, contentItemId), from the terms and date their StoryItem row keeps, and nothing else reads it.

-- CreateTable
CREATE TABLE "TopicStats" (
    "topicId" UUID NOT NULL,
    "postsLastDay" INTEGER NOT NULL DEFAULT 0,
    "postsLastWeek" INTEGER NOT NULL DEFAULT 0,
    "postsLastMonth" INTEGER NOT NULL DEFAULT 0,
    "score" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "statsUpdatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TopicStats_pkey" PRIMARY KEY ("topicId")
);

INSERT INTO "TopicStats" ("topicId", "postsLastDay", "postsLastWeek", "postsLastMonth", "score", "statsUpdatedAt")
SELECT id, "postsLastDay", "postsLastWeek", "postsLastMonth", "score", "statsUpdatedAt" FROM "Topic";

-- CreateIndex
CREATE INDEX "TopicStats_score_topicId_idx" ON "TopicStats"("score", "topicId");

-- CreateIndex
CREATE INDEX "TopicStats_statsUpdatedAt_idx" ON "TopicStats"("statsUpdatedAt");

-- AddForeignKey
ALTER TABLE "TopicStats" ADD CONSTRAINT "TopicStats_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "Topic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- DropIndex
DROP INDEX "Topic_score_id_idx";

-- DropIndex
DROP INDEX "Topic_statsUpdatedAt_idx";

-- AlterTable
ALTER TABLE "Topic" DROP COLUMN "postsLastDay",
DROP COLUMN "postsLastWeek",
DROP COLUMN "postsLastMonth",
DROP COLUMN "score",
DROP COLUMN "statsUpdatedAt";

-- DropIndex
DROP INDEX "StoryTermPosting_contentItemId_idx";
