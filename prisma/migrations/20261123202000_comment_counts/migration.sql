-- Comment counts the feeds report (slash:comments, thr:total, Reddit num_comments). Ingestion also adds them to
-- engagementScore, which the popular and top sorts rank by.
ALTER TABLE "ContentItem" ADD COLUMN "commentCount" INTEGER;
