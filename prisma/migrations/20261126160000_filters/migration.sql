-- Filters (issue 14 section 1). ContentItemFilter and its clauses, FilteredItem (what the filters hide from each
-- subscription, materialised) and FilteredItemDay (its day counters, kept by statement triggers like FeedItemDay).
-- The hand-written part follows the generated tables: the text functions filters match and compare with, the
-- duplicate keys (ContentItemKey) and the triggers. (No semicolons in these comments: the migration runner splits
-- statements on them, even inside quotes, so function bodies spell a semicolon as the E-string escape \073.)

-- CreateTable
CREATE TABLE "ContentItemFilter" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "subscriptionId" UUID,
    "folderId" UUID,
    "filterType" TEXT NOT NULL,
    "clauseType" TEXT NOT NULL DEFAULT 'and',
    "windowHours" INTEGER NOT NULL DEFAULT 720,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentItemFilter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentItemFilterClause" (
    "id" UUID NOT NULL,
    "filterId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "matchField" TEXT NOT NULL,
    "matchType" TEXT NOT NULL,
    "matchValue" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ContentItemFilterClause_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FilteredItem" (
    "subscriptionId" UUID NOT NULL,
    "contentItemId" UUID NOT NULL,
    "sortAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FilteredItem_pkey" PRIMARY KEY ("subscriptionId","contentItemId")
);

-- CreateTable
CREATE TABLE "FilteredItemDay" (
    "subscriptionId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "items" INTEGER NOT NULL,

    CONSTRAINT "FilteredItemDay_pkey" PRIMARY KEY ("subscriptionId","day")
);

-- CreateIndex
CREATE INDEX "ContentItemFilter_userId_idx" ON "ContentItemFilter"("userId");

-- CreateIndex
CREATE INDEX "ContentItemFilter_subscriptionId_idx" ON "ContentItemFilter"("subscriptionId");

-- CreateIndex
CREATE INDEX "ContentItemFilter_folderId_idx" ON "ContentItemFilter"("folderId");

-- CreateIndex
CREATE INDEX "ContentItemFilterClause_filterId_position_idx" ON "ContentItemFilterClause"("filterId", "position");

-- CreateIndex
CREATE INDEX "FilteredItem_subscriptionId_sortAt_idx" ON "FilteredItem"("subscriptionId", "sortAt");

-- CreateIndex
CREATE INDEX "FilteredItem_contentItemId_idx" ON "FilteredItem"("contentItemId");

-- CreateIndex
CREATE INDEX "FilteredItemDay_subscriptionId_day_items_idx" ON "FilteredItemDay"("subscriptionId", "day", "items");

-- AddForeignKey
ALTER TABLE "ContentItemFilter" ADD CONSTRAINT "ContentItemFilter_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemFilter" ADD CONSTRAINT "ContentItemFilter_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemFilter" ADD CONSTRAINT "ContentItemFilter_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES "Folder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentItemFilterClause" ADD CONSTRAINT "ContentItemFilterClause_filterId_fkey" FOREIGN KEY ("filterId") REFERENCES "ContentItemFilter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FilteredItem" ADD CONSTRAINT "FilteredItem_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FilteredItem" ADD CONSTRAINT "FilteredItem_contentItemId_fkey" FOREIGN KEY ("contentItemId") REFERENCES "ContentItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FilteredItemDay" ADD CONSTRAINT "FilteredItemDay_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What clauses match against: the stored text lower-cased, runs of white space as one space, trimmed.
CREATE FUNCTION "rivulet_match_text"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN lower(btrim(regexp_replace(coalesce(t, ''), '\s+', ' ', 'g')));

-- The same for stored (sanitised) HTML: tags dropped and the entities the sanitiser writes decoded, so a value is
-- matched against the words a reader sees.
CREATE FUNCTION "rivulet_html_text"(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN "rivulet_match_text"(replace(replace(replace(replace(replace(replace(regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
  E'&nbsp\073', ' '), E'&lt\073', '<'), E'&gt\073', '>'), E'&quot\073', '"'), E'&#39\073', ''''), E'&amp\073', '&'));

-- Duplicate keys: a title lower-cased with runs of white space and punctuation as one space, a link without its
-- scheme, www., fragment and trailing slashes. Null when nothing is left (such items are never duplicates).
CREATE FUNCTION "rivulet_title_key"(title text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN NULLIF(btrim(regexp_replace(lower(title), '[[:space:][:punct:]]+', ' ', 'g')), '');

CREATE FUNCTION "rivulet_link_key"(link text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN NULLIF(regexp_replace(regexp_replace(regexp_replace(lower(btrim(link)), '^[a-z][a-z0-9+.-]*://(www\.)?', ''), '#.*$', ''), '/+$', ''), '');

-- Every item's duplicate keys, hashed (a title can be longer than an index entry may be), in a narrow table kept by
-- statement triggers: a duplicate filter reads a folder's items here, never their wide rows. No foreign key (the
-- delete trigger cleans up), so a refresh inserting many items pays no per-row check.
CREATE TABLE "ContentItemKey" (
    "contentItemId" UUID NOT NULL,
    "feedId" UUID NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL,
    "titleKey" UUID,
    "linkKey" UUID,

    CONSTRAINT "ContentItemKey_pkey" PRIMARY KEY ("contentItemId")
);

INSERT INTO "ContentItemKey" ("contentItemId", "feedId", "firstSeenAt", "titleKey", "linkKey")
SELECT id, "feedId", "firstSeenAt", md5("rivulet_title_key"(title))::uuid, md5("rivulet_link_key"(link))::uuid FROM "ContentItem";

-- Covering: a duplicate filter's scope is read index-only, feed by feed.
CREATE INDEX "ContentItemKey_feedId_firstSeenAt_titleKey_linkKey_contentI_idx" ON "ContentItemKey"("feedId", "firstSeenAt", "titleKey", "linkKey", "contentItemId");

CREATE INDEX "ContentItemKey_titleKey_firstSeenAt_idx" ON "ContentItemKey"("titleKey", "firstSeenAt");

CREATE INDEX "ContentItemKey_linkKey_firstSeenAt_idx" ON "ContentItemKey"("linkKey", "firstSeenAt");

CREATE FUNCTION "rivulet_item_keys_added"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "ContentItemKey" ("contentItemId", "feedId", "firstSeenAt", "titleKey", "linkKey")
  SELECT id, "feedId", "firstSeenAt", md5(rivulet_title_key(title))::uuid, md5(rivulet_link_key(link))::uuid FROM added\073
  RETURN NULL\073
END
';

CREATE FUNCTION "rivulet_item_keys_removed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM "ContentItemKey" k USING removed r WHERE k."contentItemId" = r.id\073
  RETURN NULL\073
END
';

-- Edits that leave the title, link and first-seen time alone (views, comment counts) write nothing here.
CREATE FUNCTION "rivulet_item_keys_changed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "ContentItemKey" k SET "titleKey" = md5(rivulet_title_key(a.title))::uuid, "linkKey" = md5(rivulet_link_key(a.link))::uuid,
    "feedId" = a."feedId", "firstSeenAt" = a."firstSeenAt"
  FROM added a JOIN removed o ON o.id = a.id
  WHERE k."contentItemId" = a.id AND (a.title IS DISTINCT FROM o.title OR a.link IS DISTINCT FROM o.link
    OR a."firstSeenAt" IS DISTINCT FROM o."firstSeenAt" OR a."feedId" IS DISTINCT FROM o."feedId")\073
  RETURN NULL\073
END
';

CREATE TRIGGER "ContentItem_keys_insert" AFTER INSERT ON "ContentItem"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "rivulet_item_keys_added"();

CREATE TRIGGER "ContentItem_keys_delete" AFTER DELETE ON "ContentItem"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "rivulet_item_keys_removed"();

CREATE TRIGGER "ContentItem_keys_update" AFTER UPDATE ON "ContentItem"
REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "rivulet_item_keys_changed"();

CREATE FUNCTION "rivulet_filtered_days_added"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "FilteredItemDay" ("subscriptionId", "day", "items")
  SELECT "subscriptionId", "sortAt"::date, count(*) FROM added GROUP BY 1, 2
  ON CONFLICT ("subscriptionId", "day") DO UPDATE SET "items" = "FilteredItemDay"."items" + EXCLUDED."items"\073
  RETURN NULL\073
END
';

CREATE FUNCTION "rivulet_filtered_days_removed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "FilteredItemDay" d SET "items" = d."items" - r.n
  FROM (SELECT "subscriptionId", "sortAt"::date AS "day", count(*) AS n FROM removed GROUP BY 1, 2) r
  WHERE d."subscriptionId" = r."subscriptionId" AND d."day" = r."day"\073
  RETURN NULL\073
END
';

CREATE TRIGGER "FilteredItem_days_insert" AFTER INSERT ON "FilteredItem"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "rivulet_filtered_days_added"();

CREATE TRIGGER "FilteredItem_days_delete" AFTER DELETE ON "FilteredItem"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "rivulet_filtered_days_removed"();

-- Rows are only inserted and deleted, never updated. An item's sortAt moves only in a migration, which then
-- updates the copy here (as for ContentItemReadState) and recounts the days.
