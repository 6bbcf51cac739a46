-- Only system tags carry a slug (spec part 3 sections 2 and 3: the Library tells system tags from the user's own
-- by whether they have one). Tag names stay unique per user as they were, compared through a new internal
-- nameKey, which is what the slug held so far (the name lower-cased, punctuation folded to dashes). User tags'
-- slugs become null. (No semicolons in these comments: the migration runner splits statements on them.)
ALTER TABLE "ContentItemTag" ADD COLUMN "nameKey" TEXT;

UPDATE "ContentItemTag" SET "nameKey" = "slug";

ALTER TABLE "ContentItemTag" ALTER COLUMN "nameKey" SET NOT NULL;

ALTER TABLE "ContentItemTag" ALTER COLUMN "slug" DROP NOT NULL;

UPDATE "ContentItemTag" SET "slug" = NULL WHERE NOT "isSystem";

CREATE UNIQUE INDEX "ContentItemTag_userId_nameKey_key" ON "ContentItemTag"("userId", "nameKey");
