-- Full articles (issue 20 section 2): the page behind an item's link, extracted and sanitised, beside the item.
-- The same rows are the worker's queue (status queued), paced per host by FullArticleHost.
CREATE TABLE "FullArticle" (
    "contentItemId" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "html" TEXT,
    "htmlVersion" INTEGER NOT NULL DEFAULT 0,
    "title" TEXT,
    "byline" TEXT,
    "siteName" TEXT,
    "finalUrl" TEXT,
    "textLength" INTEGER,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "notBefore" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "fetchedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FullArticle_pkey" PRIMARY KEY ("contentItemId")
);

CREATE TABLE "FullArticleHost" (
    "host" TEXT NOT NULL,
    "nextAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FullArticleHost_pkey" PRIMARY KEY ("host")
);

CREATE INDEX "FullArticle_status_notBefore_idx" ON "FullArticle"("status", "notBefore");

CREATE INDEX "FullArticle_host_status_notBefore_idx" ON "FullArticle"("host", "status", "notBefore");

CREATE INDEX "FullArticleHost_nextAt_idx" ON "FullArticleHost"("nextAt");

ALTER TABLE "FullArticle" ADD CONSTRAINT "FullArticle_contentItemId_fkey" FOREIGN KEY ("contentItemId") REFERENCES "ContentItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;
