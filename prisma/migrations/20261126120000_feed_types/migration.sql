-- Feeds get their real type (spec part 2 section 3): reddit for any feed on reddit.com or a subdomain, else
-- the parsed format (atom, json, and rss for RSS, RDF and the rest). webfeed stays for feeds made from
-- websites, and none exist yet, so every webfeed row so far is a parsed feed. New feeds default to rss until
-- their first fetch says otherwise. (No semicolons in these comments: the migration runner splits on them.)
UPDATE "Feed" SET "type" = CASE
    WHEN lower(substring("url" from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)')) ~ '(^|\.)reddit\.com$' THEN 'reddit'
    WHEN "format" = 'atom' THEN 'atom'
    WHEN "format" = 'json' THEN 'json'
    ELSE 'rss'
  END
WHERE "type" = 'webfeed';

ALTER TABLE "Feed" ALTER COLUMN "type" SET DEFAULT 'rss';
