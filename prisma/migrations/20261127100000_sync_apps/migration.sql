-- Sync apps (issue 20): app passwords, and the 64-bit numbers the Google Reader and Fever APIs call things by.

CREATE TABLE "AppPassword" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "greaderHash" TEXT NOT NULL,
    "feverKeyHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    CONSTRAINT "AppPassword_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "AppPassword_passwordHash_key" ON "AppPassword"("passwordHash");
CREATE UNIQUE INDEX "AppPassword_greaderHash_key" ON "AppPassword"("greaderHash");
CREATE UNIQUE INDEX "AppPassword_feverKeyHash_key" ON "AppPassword"("feverKeyHash");
CREATE INDEX "AppPassword_userId_createdAt_idx" ON "AppPassword"("userId", "createdAt");
ALTER TABLE "AppPassword" ADD CONSTRAINT "AppPassword_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rows that exist are numbered in the order they arrived (Fever's since_id walks items by it), then a sequence
-- numbers every new row at insert, whichever path inserts it (Prisma or the refresh's own SQL).
CREATE SEQUENCE "ContentItem_syncId_seq" AS BIGINT;
ALTER TABLE "ContentItem" ADD COLUMN "syncId" BIGINT;
UPDATE "ContentItem" ci SET "syncId" = n.rn
FROM (SELECT id, row_number() OVER (ORDER BY "firstSeenAt", id) AS rn FROM "ContentItem") n
WHERE n.id = ci.id;
SELECT setval('"ContentItem_syncId_seq"', COALESCE((SELECT max("syncId") FROM "ContentItem"), 0) + 1, false);
ALTER TABLE "ContentItem" ALTER COLUMN "syncId" SET DEFAULT nextval('"ContentItem_syncId_seq"'), ALTER COLUMN "syncId" SET NOT NULL;
ALTER SEQUENCE "ContentItem_syncId_seq" OWNED BY "ContentItem"."syncId";
CREATE UNIQUE INDEX "ContentItem_syncId_key" ON "ContentItem"("syncId");
CREATE INDEX "ContentItem_feedId_syncId_idx" ON "ContentItem"("feedId", "syncId");

CREATE SEQUENCE "Feed_syncId_seq" AS BIGINT;
ALTER TABLE "Feed" ADD COLUMN "syncId" BIGINT;
UPDATE "Feed" f SET "syncId" = n.rn
FROM (SELECT id, row_number() OVER (ORDER BY "createdAt", id) AS rn FROM "Feed") n
WHERE n.id = f.id;
SELECT setval('"Feed_syncId_seq"', COALESCE((SELECT max("syncId") FROM "Feed"), 0) + 1, false);
ALTER TABLE "Feed" ALTER COLUMN "syncId" SET DEFAULT nextval('"Feed_syncId_seq"'), ALTER COLUMN "syncId" SET NOT NULL;
ALTER SEQUENCE "Feed_syncId_seq" OWNED BY "Feed"."syncId";
CREATE UNIQUE INDEX "Feed_syncId_key" ON "Feed"("syncId");

CREATE SEQUENCE "Folder_syncId_seq" AS BIGINT;
ALTER TABLE "Folder" ADD COLUMN "syncId" BIGINT;
UPDATE "Folder" f SET "syncId" = n.rn
FROM (SELECT id, row_number() OVER (ORDER BY "createdAt", id) AS rn FROM "Folder") n
WHERE n.id = f.id;
SELECT setval('"Folder_syncId_seq"', COALESCE((SELECT max("syncId") FROM "Folder"), 0) + 1, false);
ALTER TABLE "Folder" ALTER COLUMN "syncId" SET DEFAULT nextval('"Folder_syncId_seq"'), ALTER COLUMN "syncId" SET NOT NULL;
ALTER SEQUENCE "Folder_syncId_seq" OWNED BY "Folder"."syncId";
CREATE UNIQUE INDEX "Folder_syncId_key" ON "Folder"("syncId");
