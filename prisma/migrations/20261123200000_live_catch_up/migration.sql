-- Live catch-up (viewerUpdates `since`): items a reconnecting client missed, per followed feed.
CREATE INDEX "ContentItem_feedId_firstSeenAt_idx" ON "ContentItem"("feedId", "firstSeenAt");
