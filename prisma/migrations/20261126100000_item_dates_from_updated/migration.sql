-- Hand-written (issue 12). An item's date (sortAt) is its published date, else its updated date, else when it was
-- first seen, never in the future. Until now an entry with only an updated date (Atom <updated>, JSON Feed
-- date_modified: GitHub releases and commits, many wikis) was dated when first fetched, so years-old releases
-- showed as new, unread, on top of Newest. The raw updated date was always stored (itemUpdatedAt), so those rows
-- take it now. What cannot be fixed here: an entry whose updated date changed after we first saw it keeps the
-- first-seen date (only the latest updated date is stored, and it is later than first seen), and an entry
-- whose dates could not be parsed has nothing else to go by.
--
-- Read state follows on its own: an item now dated before a subscription's watermark or keep-unread window is
-- read (the same rule a new item meets). Explicit read and unread marks keep their item's date in step (the
-- ContentItemReadState copy of sortAt), and FeedItemDay's triggers move the day counts.
WITH moved AS (
  UPDATE "ContentItem" SET "sortAt" = "itemUpdatedAt"
  WHERE "publishedAt" IS NULL AND "itemUpdatedAt" IS NOT NULL AND "itemUpdatedAt" < "sortAt"
  RETURNING id, "sortAt"
)
UPDATE "ContentItemReadState" st SET "sortAt" = moved."sortAt"
FROM moved WHERE st."contentItemId" = moved.id;
