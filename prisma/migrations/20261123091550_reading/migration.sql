-- DropIndex
DROP INDEX "ContentItem_feedId_sortAt_idx";

-- AlterTable
-- Hand-edited: Prisma cannot express generated columns. popularity is what top-* sorts rank by. hotRank is a
-- Reddit-style hot rank for the popular sort: log10 of the popularity (clamped to 1..1e9, so the term is 0..9)
-- plus the item's date in units of 12.5 hours. It never changes with the clock, so it can be indexed, and an
-- item dated after T always has hotRank above epoch(T)/45000, which bounds unread scans.
-- (Prisma reports generated columns as defaults: drop any "DROP DEFAULT" line it proposes for them or searchVector.)
ALTER TABLE "ContentItem"
ADD COLUMN "popularity" DOUBLE PRECISION GENERATED ALWAYS AS (COALESCE("score", 0)::float8 + "engagementScore") STORED,
ADD COLUMN "hotRank" DOUBLE PRECISION GENERATED ALWAYS AS (
  LOG(LEAST(GREATEST(COALESCE("score", 0)::float8 + "engagementScore", 1), 1e9)) + EXTRACT(EPOCH FROM "sortAt")::float8 / 45000
) STORED;

-- CreateTable
CREATE TABLE "ContentItemReadState" (
    "userId" UUID NOT NULL,
    "contentItemId" UUID NOT NULL,
    "subscriptionId" UUID,
    "isRead" BOOLEAN NOT NULL,
    "sortAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentItemReadState_pkey" PRIMARY KEY ("userId","contentItemId")
);

-- CreateTable
CREATE TABLE "ContentItemTag" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "isSystem" BOOLEAN NOT NULL DEFAULT false,
    "properties" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentItemTag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentItemTagging" (
    "tagId" UUID NOT NULL,
    "contentItemId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentItemTagging_pkey" PRIMARY KEY ("tagId","contentItemId")
);

-- CreateTable
CREATE TABLE "ContentItemView" (
    "userId" UUID NOT NULL,
    "contentItemId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentItemView_pkey" PRIMARY KEY ("userId","contentItemId")
);

-- CreateIndex
CREATE INDEX "ContentItemReadState_subscriptionId_isRead_sortAt_idx" ON "ContentItemReadState"("subscriptionId", "isRead", "sortAt");

-- CreateIndex
CREATE UNIQUE INDEX "ContentItemTag_userId_slug_key" ON "ContentItemTag"("userId", "slug");

-- CreateIndex
CREATE INDEX "ContentItemTagging_userId_contentItemId_idx" ON "ContentItemTagging"("userId", "contentItemId");

-- CreateIndex
CREATE INDEX "ContentItemTagging_contentItemId_idx" ON "ContentItemTagging"("contentItemId");

-- CreateIndex
CREATE INDEX "ContentItemView_contentItemId_idx" ON "ContentItemView"("contentItemId");

-- CreateIndex
CREATE INDEX "ContentItem_feedId_sortAt_id_idx" ON "ContentItem"("feedId", "sortAt", "id");

-- CreateIndex
CREATE INDEX "ContentItem_feedId_hotRank_id_sortAt_idx" ON "ContentItem"("feedId", "hotRank", "id", "sortAt");

-- CreateIndex
CREATE INDEX "ContentItem_feedId_popularity_id_sortAt_idx" ON "ContentItem"("feedId", "popularity", "id", "sortAt");

-- CreateIndex
CREATE INDEX "ContentItem_sortAt_id_idx" ON "ContentItem"("sortAt", "id");

-- CreateIndex
CREATE INDEX "ContentItem_hotRank_id_idx" ON "ContentItem"("hotRank", "id");

-- CreateIndex
CREATE INDEX "ContentItem_popularity_id_sortAt_idx" ON "ContentItem"("popularity", "id", "sortAt");

-- AddForeignKey
ALTER TABLE "ContentItemReadState" ADD CONSTRAINT "ContentItemReadState_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemReadState" ADD CONSTRAINT "ContentItemReadState_contentItemId_fkey" FOREIGN KEY ("contentItemId") REFERENCES "ContentItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemReadState" ADD CONSTRAINT "ContentItemReadState_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemTag" ADD CONSTRAINT "ContentItemTag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemTagging" ADD CONSTRAINT "ContentItemTagging_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "ContentItemTag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemTagging" ADD CONSTRAINT "ContentItemTagging_contentItemId_fkey" FOREIGN KEY ("contentItemId") REFERENCES "ContentItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemTagging" ADD CONSTRAINT "ContentItemTagging_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemView" ADD CONSTRAINT "ContentItemView_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemView" ADD CONSTRAINT "ContentItemView_contentItemId_fkey" FOREIGN KEY ("contentItemId") REFERENCES "ContentItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the read-later system tag exists for every user. The api creates it idempotently on first use
-- (the migration engine splits statements on semicolons, so no trigger function), and existing users get theirs here.
INSERT INTO "ContentItemTag" ("id", "userId", "name", "slug", "isSystem", "properties", "updatedAt")
SELECT gen_random_uuid(), u."id", 'Read Later', 'read-later', true, '{"showInSidebar": true}', CURRENT_TIMESTAMP FROM "User" u
ON CONFLICT ("userId", "slug") DO NOTHING;

-- CreateTable
CREATE TABLE "FeedItemDay" (
    "feedId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "items" INTEGER NOT NULL,

    CONSTRAINT "FeedItemDay_pkey" PRIMARY KEY ("feedId","day")
);

-- CreateIndex
CREATE INDEX "FeedItemDay_feedId_day_items_idx" ON "FeedItemDay"("feedId", "day", "items");

-- AddForeignKey
ALTER TABLE "FeedItemDay" ADD CONSTRAINT "FeedItemDay_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: FeedItemDay stays exact through statement triggers on ContentItem, whoever writes the items.
-- The migration engine splits statements on every semicolon character, even inside quotes, so the function
-- bodies are E-strings that spell each semicolon as the escape \073.
CREATE FUNCTION "rivulet_item_days_added"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "FeedItemDay" ("feedId", "day", "items")
  SELECT "feedId", "sortAt"::date, count(*) FROM added GROUP BY 1, 2
  ON CONFLICT ("feedId", "day") DO UPDATE SET "items" = "FeedItemDay"."items" + EXCLUDED."items"\073
  RETURN NULL\073
END
';

CREATE FUNCTION "rivulet_item_days_removed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "FeedItemDay" d SET "items" = d."items" - r.n
  FROM (SELECT "feedId", "sortAt"::date AS "day", count(*) AS n FROM removed GROUP BY 1, 2) r
  WHERE d."feedId" = r."feedId" AND d."day" = r."day"\073
  RETURN NULL\073
END
';

CREATE TRIGGER "ContentItem_item_days_insert" AFTER INSERT ON "ContentItem"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "rivulet_item_days_added"();

CREATE TRIGGER "ContentItem_item_days_delete" AFTER DELETE ON "ContentItem"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "rivulet_item_days_removed"();

-- Refreshes never move an item's sortAt, but an update that does keeps the days exact too. Updates that
-- leave the day alone (views, edits) write nothing here.
CREATE FUNCTION "rivulet_item_days_moved"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "FeedItemDay" d SET "items" = d."items" - m.n
  FROM (SELECT o."feedId", o."sortAt"::date AS "day", count(*) AS n FROM removed o JOIN added a ON a.id = o.id
        WHERE a."sortAt"::date <> o."sortAt"::date OR a."feedId" <> o."feedId" GROUP BY 1, 2) m
  WHERE d."feedId" = m."feedId" AND d."day" = m."day"\073
  INSERT INTO "FeedItemDay" ("feedId", "day", "items")
  SELECT a."feedId", a."sortAt"::date, count(*) FROM added a JOIN removed o ON o.id = a.id
  WHERE a."sortAt"::date <> o."sortAt"::date OR a."feedId" <> o."feedId" GROUP BY 1, 2
  ON CONFLICT ("feedId", "day") DO UPDATE SET "items" = "FeedItemDay"."items" + EXCLUDED."items"\073
  RETURN NULL\073
END
';

CREATE TRIGGER "ContentItem_item_days_update" AFTER UPDATE ON "ContentItem"
REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "rivulet_item_days_moved"();

INSERT INTO "FeedItemDay" ("feedId", "day", "items")
SELECT "feedId", "sortAt"::date, count(*) FROM "ContentItem" GROUP BY 1, 2;
